import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useOptionalAuth } from '../../../auth/auth-provider';
import { useNavigationRequest } from '../../../layout/use-navigation-request';
import { visibleItems } from '../../model';
import { useNavigation } from '../../navigation-provider';
import { navigationFixture } from '../fixtures';
import { HorizontalNavigation, type HorizontalNavigationProps } from './horizontal-navigation';

const fixture = visibleItems(navigationFixture());

function Bar(props: Partial<HorizontalNavigationProps>) {
  return (
    <div className="min-h-[420px] bg-background text-foreground">
      <header className="flex h-16 items-center bg-card px-4 shadow-sm">
        <HorizontalNavigation {...props} items={props.items ?? fixture} />
      </header>
    </div>
  );
}

function RealMenu() {
  const userId = useOptionalAuth()?.user?.id ?? null;
  useNavigationRequest(userId);
  const { visible } = useNavigation();
  return <Bar items={visible} />;
}

const meta = {
  title: 'Shell/Navigation/Horizontal',
  component: Bar,
  parameters: { layout: 'fullscreen', route: '/front-office/guests/bills' },
} satisfies Meta<typeof Bar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main navigation' }));
    const branch = nav.getByRole('button', { name: /^Front office/ });
    await expect(branch).toHaveAttribute('data-active', 'true');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const Keyboard: Story = {
  parameters: { route: '/home' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main navigation' }));
    const body = within(document.body);
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // Found again after the menu opens: the menu's code loads on the first use and its trigger takes over.
    const frontOffice = () => nav.getByRole('button', { name: /^Front office/ });
    await expect(frontOffice()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    // Guests is a submenu: ArrowDown to it, ArrowRight opens it.
    await userEvent.keyboard('{ArrowDown}');
    const guests = within(menu).getByRole('menuitem', { name: /^Guests/ });
    await expect(guests).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(body.getAllByRole('menu')).toHaveLength(2));
    await expect(await body.findByRole('menuitem', { name: 'Guest list' })).toBeVisible();
    // Escape closes the menus and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(frontOffice()).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(nav.getByRole('link', { name: /^Changelog/ })).toHaveFocus();
  },
};

export const Dark: Story = { globals: { scheme: 'dark' } };
export const Empty: Story = { args: { items: [] } };
export const AdminMenu: Story = { render: () => <RealMenu />, parameters: { route: '/front-office/guests-sms' } };
export const ReceptionistMenu: Story = { ...AdminMenu, globals: { role: 'receptionist' } };
