import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs';

const items = [
  { label: 'Home', href: '#home' },
  { label: 'Hotels', href: '#hotels' },
  { label: 'Grand Palace', href: '#hotels/1' },
  { label: 'Rooms', href: '#hotels/1/rooms' },
  { label: 'Room 101' },
];

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  args: { items },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByText('Room 101')).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
  },
};

export const Collapsed: Story = { args: { maxItems: 3 } };

export const RouterLinks: Story = {
  args: {
    renderLink: (item, { children, ...props }) => (
      <a href={item.href} data-router-link="" {...props}>
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Hotels' })).toHaveAttribute('data-router-link');
  },
};

export const LongText: Story = {
  args: {
    items: [
      { label: 'Home', href: '#home' },
      { label: 'Revenue management and distribution settings', href: '#rm' },
      { label: 'Seasonal rate plan for the Grand Palace Executive Suites with breakfast' },
    ],
  },
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
};

export const RightToLeft: Story = {
  args: { items: [{ label: 'الرئيسية', href: '#home' }, { label: 'الفنادق', href: '#hotels' }, { label: 'الغرفة 101' }] },
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};

export const Phone: Story = {
  args: { maxItems: 2 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  },
};
