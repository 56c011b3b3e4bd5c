import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useAuth } from '../../auth/auth-provider';
import { HeaderFrame, modalA11y, refuse, refusing } from '../testing/story-kit';
import { UserMenu } from './user-menu';
import { UserMenuView } from './user-menu-view';

const meta = {
  title: 'Shell/Header/UserMenu',
  component: UserMenu,
  render: (args) => (
    <HeaderFrame>
      <UserMenu {...args} />
    </HeaderFrame>
  ),
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = () => screen.getByRole('button', { name: 'User menu' });

/** Keyboard: Enter opens, the email shows, the links go where the spec says; Escape closes and focus returns. */
export const Default: Story = {
  play: async () => {
    await waitFor(() => expect(trigger()).toHaveAttribute('data-status', 'online'));
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByText('Signed in as')).toBeInTheDocument();
    await expect(within(menu).getByText('admin@hotel.test')).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await expect(within(menu).getByRole('menuitem', { name: 'Change Password' })).toHaveAttribute('href', '/reset-password');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('href', '/sign-out');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger()).toHaveFocus();
  },
};

/** Status submenu: Busy changes the dot at once and is saved (PATCH api/common/users). */
export const ChangeStatus: Story = {
  play: async () => {
    await waitFor(() => expect(trigger()).toHaveAttribute('data-status', 'online'));
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Busy' }));
    await waitFor(() => expect(trigger()).toHaveAttribute('data-status', 'busy'));
  },
};

/** The server refuses the status: the dot goes back and an error toast explains. */
export const ChangeStatusRefused: Story = {
  parameters: { msw: { handlers: { user: refusing('user', refuse('patch', 'api/common/users')) } } },
  play: async () => {
    await waitFor(() => expect(trigger()).toHaveAttribute('data-status', 'online'));
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Away' }));
    await expect(await screen.findByText('Your status could not be changed.')).toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveAttribute('data-status', 'online'));
  },
};

/** Signed out and the user cannot be loaded: logged, and the menu still opens with its links. */
export const UserNotLoaded: Story = {
  globals: { role: 'guest' },
  parameters: modalA11y,
  play: async () => {
    await userEvent.click(trigger());
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Status' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongEmail: StoryObj<typeof UserMenuView> = {
  parameters: modalA11y,
  render: () => (
    <HeaderFrame>
      <UserMenuView
        defaultOpen
        user={{
          id: 'u',
          name: 'Maximilian Alexander Featherstonehaugh-Worthington',
          email: 'maximilian.alexander.featherstonehaugh-worthington@front-office.grand-hotel.example',
          avatar: null,
          status: 'away',
          roles: ['receptionist'],
        }}
      />
    </HeaderFrame>
  ),
  play: async () => {
    await expect(await screen.findByText(/maximilian\.alexander/)).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { viewport: { defaultViewport: 'phone' }, ...modalA11y },
  play: async () => {
    await userEvent.click(trigger());
    await expect(await screen.findByRole('menu')).toBeInTheDocument();
  },
};

export const Dark: Story = {
  parameters: { scheme: 'dark', ...modalA11y },
  play: async () => {
    await userEvent.click(trigger());
    await expect(await screen.findByRole('menu')).toBeInTheDocument();
  },
};

const openHelp = fn();

/** Where the custom sign-out lands: the page shows the session's status after the auth provider signed out. */
function SignedOutPage() {
  const { status } = useAuth();
  return <p>{`Signed out page (${status})`}</p>;
}

/**
 * Items and sign-out from configuration: an i18n key, a plain label with a link, an action; no
 * Status submenu; Sign out signs out through the auth provider, then navigates to '/goodbye'.
 */
export const CustomItems: Story = {
  args: {
    items: [
      { id: 'settings', labelKey: 'user.settings', icon: 'heroicons_outline:cog-8-tooth', href: '/account/preferences' },
      { id: 'billing', label: 'Billing', icon: 'heroicons_outline:credit-card', href: '/billing' },
      { id: 'help', label: 'Help centre', icon: 'heroicons_outline:lifebuoy', onSelect: openHelp },
    ],
    showStatus: false,
    signOutRedirect: '/goodbye',
  },
  parameters: { route: '/front-desk', ...modalA11y },
  render: (args) => (
    <Routes>
      <Route path="/goodbye" element={<SignedOutPage />} />
      <Route
        path="*"
        element={
          <HeaderFrame>
            <UserMenu {...args} />
          </HeaderFrame>
        }
      />
    </Routes>
  ),
  play: async () => {
    await waitFor(() => expect(trigger()).toHaveAttribute('data-status', 'online'));
    await userEvent.click(trigger());
    let menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Settings', 'Billing', 'Help centre', 'Sign out']);
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/account/preferences');
    await expect(within(menu).getByRole('menuitem', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    await expect(within(menu).queryByRole('menuitem', { name: 'Status' })).not.toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).not.toHaveAttribute('href');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Help centre' }));
    await expect(openHelp).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.click(trigger());
    menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await expect(await screen.findByText('Signed out page (signed-out)')).toBeInTheDocument();
    await expect(localStorage.getItem('accessToken')).toBeNull();
  },
};

/** Sign-out with a callback: the app decides where to go (here with the router's navigate). */
export const SignOutCallback: Story = {
  args: { signOutRedirect: (navigate) => navigate('/goodbye?reason=menu') },
  parameters: { route: '/front-desk', ...modalA11y },
  render: CustomItems.render,
  play: async () => {
    await waitFor(() => expect(trigger()).toHaveAttribute('data-status', 'online'));
    await userEvent.click(trigger());
    const menu = await screen.findByRole('menu');
    // The default items stay when only the sign-out is configured.
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await expect(await screen.findByText('Signed out page (signed-out)')).toBeInTheDocument();
  },
};
