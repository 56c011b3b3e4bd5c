import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
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
