import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

function Stateful(props: Partial<PaginationProps>) {
  const [page, setPage] = React.useState(props.page ?? 1);
  const [pageSize, setPageSize] = React.useState(props.pageSize ?? 10);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(p) => {
        setPage(p);
        props.onPageChange?.(p);
      }}
      onPageSizeChange={(s) => {
        setPageSize(s);
        setPage(1);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, total: 245, pageSize: 10, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–10 of 245')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByText('11–20 of 245')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('241–245 of 245')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '100' }));
    await expect(canvas.getByText('1–100 of 245')).toBeVisible();
  },
};

export const PageCountOnly: Story = {
  args: { total: undefined, pageCount: 7, page: 3 },
  render: (args) => <Pagination {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Page 3 of 7')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0–0 of 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Disabled: Story = { args: { disabled: true, page: 3 } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const RightToLeft: Story = {
  args: {
    labels: { nav: 'ترقيم الصفحات', pageSize: 'صفوف لكل صفحة', previous: 'السابق', next: 'التالي', first: 'الأولى', last: 'الأخيرة' },
  },
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};
