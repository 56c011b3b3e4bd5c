import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useOptionalAuth } from '../../../auth/auth-provider';
import { useNavigationRequest } from '../../../layout/use-navigation-request';
import { visibleItems } from '../../model';
import { useNavigation } from '../../navigation-provider';
import { navigationFixture } from '../fixtures';
import { VerticalNavigation, type VerticalNavigationProps } from './vertical-navigation';

/** The rail in a full-height frame beside a page. */
function Rail(props: Omit<VerticalNavigationProps, 'items'> & { items?: VerticalNavigationProps['items'] }) {
  return (
    <div className="flex h-[640px] overflow-hidden bg-background text-foreground">
      <VerticalNavigation inner {...props} items={props.items ?? visibleItems(navigationFixture())} />
      <main className="flex-1 p-6">
        <h1 className="text-xl font-semibold">Page</h1>
      </main>
    </div>
  );
}

/** The rail with the real role-filtered menu (GET api/common/navigation). */
function RealRail(props: Omit<VerticalNavigationProps, 'items'>) {
  const userId = useOptionalAuth()?.user?.id ?? null;
  const request = useNavigationRequest(userId);
  const { visible } = useNavigation();
  return (
    <div aria-busy={request.status === 'loading'}>
      <Rail {...props} items={visible} />
    </div>
  );
}

const meta = {
  title: 'Shell/Navigation/Vertical/Rail',
  component: Rail,
  parameters: { layout: 'fullscreen', route: '/home' },
  args: { appearance: 'thin', className: 'bg-card text-foreground border-e border-border' },
} satisfies Meta<typeof Rail>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Main navigation' }));
/** A rail row by the start of its name (a compact tile's name includes its badge). */
const row = (canvasElement: HTMLElement, name: string) => nav(canvasElement).getByRole('button', { name: new RegExp(`^${name}`) });

/**
 * Keyboard through the thin rail: Tab reaches the first row (its tooltip shows the title), the
 * arrows move between rows, ArrowRight opens a group's collapsable as a flyout with focus inside,
 * ArrowLeft or Escape closes it and focus returns to its row.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const menu = nav(canvasElement);
    await userEvent.tab();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip', { name: 'Home' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(row(canvasElement, 'Guests')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const flyout = within(canvasElement).getByRole('region', { name: 'Guests' });
    await expect(within(flyout).getByRole('link', { name: 'Guest list' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(flyout).getByRole('link', { name: /^Guest bills/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: 'Guests' })).toBeNull());
    await expect(row(canvasElement, 'Guests')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('region', { name: 'Guests' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: 'Guests' })).toBeNull());
    await expect(row(canvasElement, 'Guests')).toHaveFocus();
  },
};
export const KeyboardDark: Story = { ...Keyboard, args: { className: 'dark bg-background text-foreground' }, globals: { scheme: 'dark' } };

/** A flyout opened by pointer: choosing a link navigates, closes it and puts focus back on its row. */
export const Flyout: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(row(canvasElement, 'Payments'));
    const flyout = within(canvasElement).getByRole('region', { name: 'Payments' });
    await expect(within(flyout).getByRole('link', { name: 'Guest payment' })).toHaveFocus();
    await userEvent.click(within(flyout).getByRole('link', { name: 'Refunds' }));
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: 'Payments' })).toBeNull());
    await expect(row(canvasElement, 'Payments')).toHaveFocus();
    await expect(row(canvasElement, 'Payments')).toHaveAttribute('data-active', 'true');
  },
};
export const FlyoutDark: Story = { ...Flyout, args: { className: 'dark bg-background text-foreground' }, globals: { scheme: 'dark' } };
/** The compact rail: tiles with icon and title; a collapsable opens the same flyout. */
export const CompactFlyout: Story = { ...Flyout, args: { appearance: 'compact', className: 'dark bg-background text-foreground' } };
export const CompactFlyoutLight: Story = { ...Flyout, args: { appearance: 'compact' } };

/**
 * Dense (80 px, titles faded): keyboard focus widens it, so every row is reachable and readable;
 * a collapsable opens in place and its links follow in the arrow order.
 */
export const DenseKeyboard: Story = {
  args: { appearance: 'dense', className: 'dark bg-background text-foreground' },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[data-slot="vertical-navigation-panel"]');
    await userEvent.tab();
    await expect(nav(canvasElement).getByRole('link', { name: 'Home' })).toHaveFocus();
    await expect(panel).toHaveAttribute('data-widened', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}{ArrowDown}');
    await expect(nav(canvasElement).getByRole('link', { name: 'Guest list' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(nav(canvasElement).getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

/** Open with a flyout (for the eye: the thin rail beside a group's collapsable). */
export const FlyoutOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(row(canvasElement, 'Guests'));
    await expect(within(canvasElement).getByRole('region', { name: 'Guests' })).toBeVisible();
  },
};

/**
 * The real menu of the admin in the thin rail: the groups' links show at once (no blank square,
 * no click first), every row has a name, and Front Office opens its flyout.
 */
export const AdminMenu: Story = {
  render: (args) => <RealRail {...args} />,
  parameters: { route: '/dashboards' },
  play: async ({ canvasElement }) => {
    const menu = nav(canvasElement);
    await waitFor(() => expect(menu.getAllByRole('link').length).toBeGreaterThan(10));
    for (const link of menu.getAllByRole('link')) await expect(link).toHaveAccessibleName();
    await expect(menu.getByRole('list', { name: 'Hotel' })).toBeInTheDocument();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(row(canvasElement, 'Front Office'));
    const flyout = within(canvasElement).getByRole('region', { name: 'Front Office' });
    await expect(within(flyout).getByRole('link', { name: 'Check In' })).toBeInTheDocument();
  },
};
export const AdminMenuCompactDark: Story = {
  ...AdminMenu,
  args: { appearance: 'compact', className: 'dark bg-background text-foreground' },
  globals: { scheme: 'dark' },
};
export const ReceptionistMenu: Story = { ...AdminMenu, globals: { role: 'receptionist' }, parameters: { route: '/front-office/check-in' }, play: undefined };
