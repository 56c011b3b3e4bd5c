import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useConfig } from '../config/config-provider';
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

export const Open: Story = { args: { defaultOpen: true } };
export const OpenDark: Story = { args: { defaultOpen: true }, globals: { scheme: 'dark' } };
export const OpenPhone: Story = { args: { defaultOpen: true }, globals: { viewport: { value: 'phone' } } };
