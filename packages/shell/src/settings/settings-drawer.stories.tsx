import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { injectThemeCss, type ThemeDefinition } from '@hotel/ui';
import { ConfigProvider, useConfig } from '../config/config-provider';
import { DEFAULT_THEMES, type ThemeOption } from '../config/types';
import { SettingsDrawer, type SettingsDrawerProps } from './settings-drawer';

/** The drawer with a readout of the config it changes. */
function WithReadout(props: SettingsDrawerProps) {
  const { config } = useConfig();
  return (
    <div className="min-h-[600px] bg-background p-6 text-foreground">
      <p role="status" aria-label="Current settings">{`${config.theme} / ${config.scheme} / ${config.layout}`}</p>
      <SettingsDrawer {...props} />
    </div>
  );
}

const meta = {
  title: 'Shell/Settings/SettingsDrawer',
  component: WithReadout,
  parameters: { layout: 'fullscreen', route: '/welcome?layout=dense' },
  args: { onResetDemoData: fn() },
} satisfies Meta<typeof WithReadout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const PickThemeSchemeLayout: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    // Found again at the end: the drawer's own trigger takes over from the cog rendered at first paint.
    const cog = () => canvas.getByRole('button', { name: 'Open settings' });
    await userEvent.click(cog());
    const drawer = await body.findByRole('dialog', { name: 'Settings' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Teal' }));
    await expect(within(drawer).getByRole('button', { name: 'Teal' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Dark' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Thin' }));
    await expect(within(drawer).getByRole('button', { name: 'Thin' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reset demo data' }));
    const confirm = await body.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset demo data' }));
    await waitFor(() => expect(args.onResetDemoData).toHaveBeenCalledTimes(1));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Settings' })).toBeNull());
    await waitFor(() => expect(cog()).toHaveFocus());
    await expect(canvas.getByRole('status', { name: 'Current settings' })).toHaveTextContent('teal / dark / thin');
  },
};

/** An app's own theme (the README's worked example): its CSS, and its entry in the config's themes. */
const OCEAN: ThemeDefinition = {
  id: 'ocean',
  light: {
    'primary-50': '#ecfeff',
    'primary-100': '#cffafe',
    'primary-200': '#a5f3fc',
    'primary-300': '#67e8f9',
    'primary-400': '#22d3ee',
    'primary-500': '#06b6d4',
    'primary-600': '#0891b2',
    'primary-700': '#0e7490',
    'primary-800': '#155e75',
    'primary-900': '#164e63',
    primary: 'var(--hotel-primary-700)',
  },
  dark: { 'primary-foreground': '#082f49' },
};
const THEMES_WITH_OCEAN: readonly ThemeOption[] = [...DEFAULT_THEMES, { id: 'ocean', label: 'Ocean', swatch: '#0e7490' }];

/** The readout under a config that offers the ocean theme, applied to `<html>` while shown. */
function WithOceanTheme(props: SettingsDrawerProps) {
  useLayoutEffect(() => {
    const style = injectThemeCss(OCEAN);
    return () => style.remove();
  }, []);
  return (
    <ConfigProvider themes={THEMES_WITH_OCEAN} storageKey={null} applyToDocument={false}>
      <ThemeOnRoot />
      <WithReadout {...props} />
    </ConfigProvider>
  );
}

/** Puts the chosen theme on `<html>` (the decorator keeps the rest of the appearance), restoring it after. */
function ThemeOnRoot() {
  const { config } = useConfig();
  useLayoutEffect(() => {
    const root = document.documentElement;
    const before = root.dataset.theme;
    root.dataset.theme = config.theme;
    return () => {
      if (before === undefined) delete root.dataset.theme;
      else root.dataset.theme = before;
    };
  }, [config.theme]);
  return null;
}

/** An app registers a theme of its own; the drawer offers it with its label and swatch, and picking it recolours the shell. */
export const RegisteredTheme: Story = {
  render: (args) => <WithOceanTheme {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open settings' }));
    const drawer = await body.findByRole('dialog', { name: 'Settings' });
    const ocean = within(drawer).getByRole('button', { name: 'Ocean' });
    await expect(within(drawer).getByRole('button', { name: 'Default' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(ocean);
    await expect(ocean).toHaveAttribute('aria-pressed', 'true');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'ocean');
    // The drawer's header is painted with the registered theme's primary (#0e7490).
    const header = within(drawer).getByRole('heading', { name: 'Settings' }).parentElement!;
    await waitFor(() => expect(getComputedStyle(header).backgroundColor).toBe('rgb(14, 116, 144)'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Settings' })).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Current settings' })).toHaveTextContent(/^ocean \//);
  },
};

export const Open: Story = { args: { defaultOpen: true } };
export const OpenDark: Story = { args: { defaultOpen: true }, globals: { scheme: 'dark' } };
export const OpenPhone: Story = { args: { defaultOpen: true }, globals: { viewport: { value: 'phone' } } };
