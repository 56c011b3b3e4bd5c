import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LayoutDemo } from '../../layout/layout-demo';
import type { LayoutSlots } from '../../layout/types';
import { FullscreenToggle } from '../fullscreen';
import { Languages } from '../languages';
import { Messages } from '../messages';
import { Notifications } from '../notifications';
import { QuickChat, QuickChatProvider, QuickChatToggle } from '../quick-chat';
import { Search } from '../search';
import { ShiftMenu } from '../shift';
import { Shortcuts } from '../shortcuts';
import { modalA11y } from '../testing/story-kit';
import { UserMenu } from '../user-menu';

/** The shell's real header tools, as the back-office fills the slots. */
const slots: LayoutSlots = {
  languages: (
    <>
      <ShiftMenu />
      <Languages />
    </>
  ),
  fullscreen: <FullscreenToggle />,
  search: <Search appearance="bar" />,
  shortcuts: <Shortcuts />,
  messages: <Messages />,
  notifications: <Notifications />,
  quickChatToggle: <QuickChatToggle />,
  user: <UserMenu />,
  quickChat: <QuickChat />,
};

/** The classic layout (every tool in its header) with the real tools and the settings drawer. */
function Frame() {
  return (
    <QuickChatProvider>
      <LayoutDemo slots={slots} lines={12} />
    </QuickChatProvider>
  );
}

const meta = {
  title: 'Shell/Header/Overflow menu',
  component: Frame,
  parameters: { layout: 'fullscreen', route: '/welcome', ...modalA11y },
  globals: { layout: 'classic', viewport: { value: 'phone' } },
} satisfies Meta<typeof Frame>;
export default meta;
type Story = StoryObj<typeof meta>;

const header = () => within(screen.getByRole('banner'));
/** Found again each time: a trigger's Radix part takes over from the one rendered at first paint. */
const more = () => header().getByRole('button', { name: /^More actions/ });
const openMenu = async () => {
  more().focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('menu', { name: /^More actions/ });
};

/**
 * At 360 px the header keeps the hamburger, search, notifications, 'More actions' and the user menu
 * in the bar, every one inside the viewport; the page does not scroll sideways.
 */
export const PhoneHeader: Story = {
  play: async () => {
    await waitFor(() => expect(more()).toBeVisible());
    const shown = header()
      .getAllByRole('button')
      .filter((button) => button.checkVisibility())
      .map((button) => button.getAttribute('aria-label'));
    await expect(shown).toEqual(['Toggle navigation', 'Open search', expect.stringMatching(/^Open notifications/), expect.stringMatching(/^More actions/), 'User menu']);
    for (const button of header().getAllByRole('button').filter((b) => b.checkVisibility())) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
export const PhoneHeaderDark: Story = { ...PhoneHeader, globals: { scheme: 'dark' } };

/**
 * By keyboard: Enter opens the menu on its first choice; the arrows reach Messages, whose panel
 * opens full screen with its unread count read out; Escape closes it and focus returns to 'More actions'.
 */
export const OpenPanelByKeyboard: Story = {
  play: async () => {
    await waitFor(() => expect(more()).toHaveAccessibleName('More actions, with unread items'));
    const menu = await openMenu();
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio')[0]).toHaveFocus());
    const messages = within(menu).getByRole('menuitem', { name: /^Messages, \d+ unread messages?$/ });
    while (document.activeElement !== messages) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(more()).toHaveFocus());
  },
};
export const OpenPanelByKeyboardDark: Story = { ...OpenPanelByKeyboard, globals: { scheme: 'dark' } };

/** The shift and the language are radio choices in the menu: choosing Night keeps the menu's choice in step. */
export const ChooseShift: Story = {
  play: async () => {
    let menu = await openMenu();
    await expect(within(menu).getByRole('group', { name: 'Language' })).toBeInTheDocument();
    await userEvent.click(within(within(menu).getByRole('group', { name: 'Shift' })).getByRole('menuitemradio', { name: 'Night' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    menu = await openMenu();
    await expect(within(menu).getByRole('menuitemradio', { name: 'Night' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(more()).toHaveFocus());
  },
};

/** Settings, shortcuts and quick chat open from the menu too; each gives focus back to 'More actions'. */
export const SettingsShortcutsQuickChat: Story = {
  play: async () => {
    for (const [item, dialog] of [
      ['Settings', 'Settings'],
      ['Shortcuts', 'Shortcuts'],
      ['Team Chat', undefined],
    ] as const) {
      const menu = await openMenu();
      await userEvent.click(within(menu).getByRole('menuitem', { name: new RegExp(`^${item}`) }));
      await (dialog ? screen.findByRole('dialog', { name: dialog }) : screen.findByRole('dialog'));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(more()).toHaveFocus());
    }
  },
};
export const SettingsShortcutsQuickChatDark: Story = { ...SettingsShortcutsQuickChat, globals: { scheme: 'dark' } };

/** On a desktop every tool, the settings cog included, sits in the header bar: no overflow menu. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async () => {
    await waitFor(() => expect(header().getByRole('button', { name: 'Open settings' })).toBeVisible());
    await expect(header().getByRole('button', { name: 'Open shortcuts' })).toBeVisible();
    await expect(header().getByRole('button', { name: /^Open messages/ })).toBeVisible();
    await expect(header().queryByRole('button', { name: /^More actions/ })).toBeNull();
  },
};
export const DesktopDark: Story = { ...Desktop, globals: { viewport: { value: 'desktop' }, scheme: 'dark' } };
