import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { IconButton } from '@hotel/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useOptionalAuth } from '../../../auth/auth-provider';
import { useNavigationRequest } from '../../../layout/use-navigation-request';
import { visibleItems } from '../../model';
import { useNavigation } from '../../navigation-provider';
import { largeNavigationFixture, navigationFixture } from '../fixtures';
import { VerticalNavigation, type VerticalNavigationProps } from './vertical-navigation';

const onFunction = fn();
const fixture = visibleItems(navigationFixture(onFunction));

/** The navigation in a full-height frame beside a page. */
function Frame(props: Omit<VerticalNavigationProps, 'items'> & { items?: VerticalNavigationProps['items'] }) {
  return (
    <div className="flex h-[640px] overflow-hidden bg-background text-foreground">
      <VerticalNavigation inner {...props} items={props.items ?? fixture} />
      <main className="flex-1 p-6">
        <h1 className="text-xl font-semibold">Page</h1>
      </main>
    </div>
  );
}

/** The real role-filtered menu of the signed-in role (GET api/common/navigation). */
function RealMenu(props: Omit<VerticalNavigationProps, 'items'>) {
  const userId = useOptionalAuth()?.user?.id ?? null;
  const request = useNavigationRequest(userId);
  const { visible } = useNavigation();
  return (
    <div aria-busy={request.status === 'loading'}>
      <Frame {...props} items={visible} />
    </div>
  );
}

const meta = {
  title: 'Shell/Navigation/Vertical',
  component: Frame,
  parameters: { layout: 'fullscreen', route: '/front-office/guests/bills' },
  args: { className: 'dark bg-background text-foreground' },
} satisfies Meta<typeof Frame>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: 'Main navigation' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const menu = nav(canvasElement);
    const current = menu.querySelectorAll('[aria-current="page"]');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent('Guest bills');
    await expect(within(menu).getByRole('button', { name: /^Guests/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).queryByText('Mini mart')).toBeNull();
    await expect(within(menu).queryByRole('menu')).toBeNull();
  },
};

export const Keyboard: Story = {
  parameters: { route: '/home' },
  play: async ({ canvasElement }) => {
    const menu = within(nav(canvasElement));
    await userEvent.tab();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const guests = menu.getByRole('button', { name: /^Guests/ });
    await expect(guests).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(guests).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('link', { name: 'Guest list' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(guests).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(guests).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    await expect(menu.getByRole('link', { name: /^Changelog/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

export const CollapseRules: Story = {
  parameters: { route: '/home' },
  play: async ({ canvasElement }) => {
    const menu = within(nav(canvasElement));
    const guests = menu.getByRole('button', { name: /^Guests/ });
    const payments = menu.getByRole('button', { name: /^Payments/ });
    await userEvent.click(guests);
    await userEvent.click(menu.getByRole('button', { name: /^More/ }));
    await userEvent.click(payments);
    await expect(guests).toHaveAttribute('aria-expanded', 'false');
    await expect(payments).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(guests);
    await expect(menu.getByRole('button', { name: /^More/ })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ItemTypes: Story = {
  parameters: { route: '/home' },
  play: async ({ canvasElement }) => {
    const menu = within(nav(canvasElement));
    await expect(menu.getByRole('link', { name: 'Hotel website' })).toHaveAttribute('target', '_blank');
    await userEvent.click(menu.getByRole('button', { name: 'Run an action' }));
    await expect(onFunction).toHaveBeenCalled();
    await expect(menu.getByText('Income statement').closest('[data-nav-row]')).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByRole('link', { name: 'Always highlighted' })).toHaveAttribute('data-active', 'true');
    const reports = menu.getByRole('button', { name: /^Reports/ });
    await userEvent.click(reports);
    const panel = within(canvasElement).getByRole('region', { name: 'Reports' });
    await expect(within(panel).getByRole('link', { name: 'Daily sales' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(reports).toHaveFocus();
  },
};

export const Light: Story = { args: { className: 'bg-card text-foreground border-e border-border' } };
export const Dark: Story = { globals: { scheme: 'dark' } };
export const Compact: Story = { args: { appearance: 'compact' } };
export const Dense: Story = {
  args: { appearance: 'dense' },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[data-slot="vertical-navigation-panel"]');
    await expect(panel).toHaveAttribute('data-widened', 'false');
    await userEvent.hover(panel as HTMLElement);
    await waitFor(() => expect(panel).toHaveAttribute('data-widened', 'true'));
  },
};
export const Thin: Story = { args: { appearance: 'thin', className: 'bg-card text-foreground border-e border-border' } };
export const PositionRight: Story = { args: { position: 'right' } };
export const WithSlots: Story = {
  args: {
    header: <div className="flex h-16 items-center px-6 font-bold">Header slot</div>,
    contentHeader: <p className="px-6 py-3 text-sm text-muted-foreground">Content header slot</p>,
    contentFooter: <p className="px-6 py-3 text-sm text-muted-foreground">Content footer slot</p>,
    footer: <div className="border-t border-border px-6 py-4 text-sm">Footer slot</div>,
  },
};
export const Empty: Story = { args: { items: [] } };
export const Many: Story = { args: { items: largeNavigationFixture(500) }, parameters: { route: '/g9/c2/l5' } };
export const LongText: Story = {
  args: {
    items: [
      {
        id: 'long',
        type: 'group',
        title: 'A very long group title that goes on and on past the edge of the navigation',
        children: [
          { id: 'long.a', type: 'basic', title: 'Reservation deposits and advance payments for group bookings', subtitle: 'An equally long subtitle that must truncate', link: '/a', icon: 'heroicons_outline:banknotes', badge: { title: '1234567' } },
        ],
      },
    ],
  },
};

/** Over mode: a drawer opened by a hamburger; Escape closes it and focus returns to the hamburger. */
function OverMode() {
  const [open, setOpen] = useState(false);
  return (
    <div className="min-h-[480px] bg-background p-4 text-foreground">
      <IconButton icon="heroicons_outline:bars-3" label="Toggle navigation" aria-expanded={open} onClick={() => setOpen(!open)} />
      <VerticalNavigation items={fixture} mode="over" open={open} onOpenChange={setOpen} className="dark bg-background text-foreground" />
    </div>
  );
}
export const Over: Story = {
  render: () => <OverMode />,
  parameters: { route: '/home' },
  play: async ({ canvasElement }) => {
    const hamburger = within(canvasElement).getByRole('button', { name: 'Toggle navigation' });
    await userEvent.click(hamburger);
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Main navigation' });
    await expect(within(dialog).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(hamburger).toHaveFocus());
    await userEvent.click(hamburger);
    const again = await body.findByRole('dialog', { name: 'Main navigation' });
    await userEvent.click(within(again).getByRole('link', { name: /^Check in/ }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const AdminMenu: Story = {
  render: (args) => <RealMenu {...args} />,
  parameters: { route: '/front-office/guests-sms' },
  play: async ({ canvasElement }) => {
    const menu = nav(canvasElement);
    await waitFor(() => expect(menu.querySelectorAll('[data-nav-row]').length).toBeGreaterThan(0));
    await expect(menu.querySelectorAll('[aria-current="page"]').length).toBeLessThanOrEqual(1);
  },
};
export const ReceptionistMenu: Story = { ...AdminMenu, globals: { role: 'receptionist' } };
export const WaitressMenu: Story = { ...AdminMenu, globals: { role: 'waitress' } };

/** The laundry attendant (DESIGN decision 16): Front Office holds only its Laundry sub-menu, the screens the role may open. */
export const LaundryMenu: Story = {
  render: (args) => <RealMenu {...args} />,
  parameters: { route: '/front-office/laundry/pending' },
  globals: { role: 'laundry' },
  play: async ({ canvasElement }) => {
    const menu = within(nav(canvasElement));
    await expect(await menu.findByRole('link', { name: /^Pending Laundry/ })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: /^Front Office/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: /^Laundry/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.queryByRole('button', { name: /^Payments/ })).toBeNull();
    await expect(menu.queryByRole('link', { name: /^Check In/ })).toBeNull();
  },
};

/** The accountant (DESIGN decision 16): the points of sale, the tablet, the eatery and the pool, its route group of the spec, besides its own menus. */
export const AccountantMenu: Story = {
  render: (args) => <RealMenu {...args} />,
  parameters: { route: '/pos/sale-summary' },
  globals: { role: 'accountant' },
  play: async ({ canvasElement }) => {
    const menu = within(nav(canvasElement));
    await expect(await menu.findByRole('link', { name: /^Sale Summary/ })).toHaveAttribute('aria-current', 'page');
    for (const name of [/^Mini Mart POS/, /^Waitress Tablet/, /^Eatery/, /^Financials/]) await expect(menu.getByRole('button', { name })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Swimming Pool/ })).toBeVisible();
  },
};
