import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ConfigProvider, useLayout } from '../config/config-provider';
import { DEFAULT_THEMES, LAYOUTS, THEMES, type ShellConfig, type ThemeOption } from '../config/types';
import { SettingsDrawer, type SettingsDrawerProps } from './settings-drawer';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { shell: {} } }, ns: ['shell'], defaultNS: 'shell' });

/** The URL's search, and its `?layout=` fed to the config as the view's override (as RoutedLayout does). */
function Where() {
  const { search } = useLocation();
  useLayout(new URLSearchParams(search).get('layout'));
  return <output aria-label="search">{search}</output>;
}

function setup(props: SettingsDrawerProps = {}, path = '/home', themes?: readonly ThemeOption[]) {
  const onConfigChange = vi.fn<(config: ShellConfig) => void>();
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <ConfigProvider storageKey={null} applyToDocument={false} onConfigChange={onConfigChange} themes={themes}>
          <SettingsDrawer {...props} />
          <Where />
        </ConfigProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'header.openSettings' }));
    return screen.findByRole('dialog', { name: 'settings.title' });
  };
  return { user, open, onConfigChange };
}

describe('SettingsDrawer', () => {
  it('opens from the cog with the three sections; Escape closes and focus returns to the cog', async () => {
    const { user, open } = setup();
    const dialog = await open();
    expect(within(dialog).getAllByRole('button', { pressed: true })).toHaveLength(3);
    for (const theme of THEMES) expect(within(dialog).getByRole('button', { name: `themes.${theme}` })).toBeInTheDocument();
    for (const layout of LAYOUTS) expect(within(dialog).getByRole('button', { name: `layouts.${layout}` })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'header.openSettings' })).toHaveFocus());
  });

  it.each([
    ['themes.teal', { theme: 'teal' }],
    ['settings.dark', { scheme: 'dark' }],
    ['settings.auto', { scheme: 'auto' }],
    ['layouts.modern', { layout: 'modern' }],
  ] as const)('choosing %s changes the config', async (name, patch) => {
    const { user, open, onConfigChange } = setup();
    const dialog = await open();
    const button = within(dialog).getByRole('button', { name });
    await user.click(button);
    expect(onConfigChange).toHaveBeenLastCalledWith(expect.objectContaining(patch));
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it("offers an app's registered themes with their label and swatch; choosing one changes the config", async () => {
    const themes = [...DEFAULT_THEMES, { id: 'ocean', label: 'Ocean', swatch: '#0e7490' }, { id: 'forest' }];
    const { user, open, onConfigChange } = setup({}, '/home', themes);
    const dialog = await open();
    const ocean = within(dialog).getByRole('button', { name: 'Ocean' });
    // The app's swatch paints the dot; without one the dot takes the theme's own primary (data-theme).
    expect(ocean.querySelector('[aria-hidden="true"]')).toHaveStyle({ backgroundColor: '#0e7490' });
    const forest = within(dialog).getByRole('button', { name: 'themes.forest' });
    expect(forest.querySelector('[data-theme="forest"]')).toHaveClass('bg-primary');
    await user.click(ocean);
    expect(onConfigChange).toHaveBeenLastCalledWith(expect.objectContaining({ theme: 'ocean' }));
    expect(ocean).toHaveAttribute('aria-pressed', 'true');
  });

  it('choosing a layout strips ?layout= from the URL and keeps other parameters', async () => {
    const { user, open, onConfigChange } = setup({}, '/home?layout=dense&tab=2');
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'layouts.thin' }));
    expect(screen.getByRole('status', { name: 'search', hidden: true })).toHaveTextContent('?tab=2');
    expect(onConfigChange).toHaveBeenLastCalledWith(expect.objectContaining({ layout: 'thin' }));
  });

  it('a view whose ?layout= overrides the saved layout says so; the saved choice stays pressed', async () => {
    const { user, open, onConfigChange } = setup({}, '/home?layout=dense');
    const dialog = await open();
    expect(within(dialog).getByText('settings.layoutFromLink')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'layouts.classy' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'layouts.dense' })).toHaveAttribute('aria-pressed', 'false');
    expect(onConfigChange).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'layouts.thin' }));
    expect(within(dialog).queryByText('settings.layoutFromLink')).toBeNull();
  });

  it('Reset demo data asks first, then calls onResetDemoData', async () => {
    const onResetDemoData = vi.fn().mockResolvedValue(undefined);
    const { user, open } = setup({ onResetDemoData });
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'settings.resetDemoData' }));
    const confirm = screen.getByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'settings.resetDemoData' }));
    await waitFor(() => expect(onResetDemoData).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Demo data restored.')).toBeInTheDocument();
  });

  it('a failing reset says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onResetDemoData = vi.fn().mockRejectedValue(new Error('storage full'));
    const { user, open } = setup({ onResetDemoData });
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'settings.resetDemoData' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'settings.resetDemoData' }));
    expect(await screen.findByText('Could not reset the demo data. Try again.')).toBeInTheDocument();
  });

  it('without onResetDemoData there is no reset button', async () => {
    const { open } = setup();
    const dialog = await open();
    expect(within(dialog).queryByRole('button', { name: 'settings.resetDemoData' })).toBeNull();
  });
});
