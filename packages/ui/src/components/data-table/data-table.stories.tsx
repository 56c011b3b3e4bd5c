import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef, PaginationState, SortingState } from '@tanstack/react-table';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from './data-table';

type Booking = { id: string; guest: string; room: number; nights: number; status: 'Booked' | 'In house' | 'Checked out' };

const guests = ['Ana Ruiz', 'Li Wei', 'Omar Haddad', 'Sofia Rossi', 'Jonas Berg', 'Aiko Sato', 'Maya Cohen', 'Tomás Silva'];
const statuses = ['Booked', 'In house', 'Checked out'] as const;

/** Deterministic rows (no randomness, so screenshots and assertions are stable). */
function makeBookings(count: number): Booking[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `B-${String(i + 1).padStart(5, '0')}`,
    guest: guests[(i * 5) % guests.length] ?? 'Guest',
    room: 101 + ((i * 37) % 400),
    nights: 1 + ((i * 3) % 9),
    status: statuses[i % 3] ?? 'Booked',
  }));
}

const columns: ColumnDef<Booking, unknown>[] = [
  { accessorKey: 'id', header: 'Booking' },
  { accessorKey: 'guest', header: 'Guest' },
  { accessorKey: 'room', header: 'Room' },
  { accessorKey: 'nights', header: 'Nights' },
  { accessorKey: 'status', header: 'Status', enableSorting: false },
];

const twelve = makeBookings(12);

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Booking>,
  args: { 'aria-label': 'Bookings', columns, data: twelve, getRowId: (row: Booking) => row.id },
} satisfies Meta<typeof DataTable<Booking>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { searchable: true, enableRowSelection: true, onRowClick: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Bookings' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('1–10 of 12')).toBeVisible();

    // Sorting with aria-sort.
    const guestHeader = canvas.getByRole('columnheader', { name: /Guest/ });
    await expect(guestHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(guestHeader).getByRole('button'));
    await expect(guestHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Aiko Sato');
    await userEvent.keyboard('{Enter}');
    await expect(guestHeader).toHaveAttribute('aria-sort', 'descending');

    // Paging.
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('11–12 of 12')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));

    // Selection: select all on the page, then one off → mixed.
    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await userEvent.click(canvas.getAllByRole('checkbox', { name: 'Select row' })[0] as HTMLElement);
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await expect(args.onRowClick).not.toHaveBeenCalled();

    // Keyboard row activation.
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    firstRow.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenCalledTimes(1);

    // Search.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'Omar');
    await waitFor(() => expect(canvas.getByText('1–2 of 2')).toBeVisible());
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'zzz');
    await expect(await canvas.findByText('No rows match “zzz”.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No results.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const CustomEmpty: Story = { args: { data: [], emptyState: 'No arrivals today. Enjoy the quiet.' } };

export const Loading: Story = {
  args: { loading: true, data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: { data: [], error: 'Bookings could not be loaded.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Bookings could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** 10,000 rows, no pagination: only the visible rows are in the DOM; the header stays put while scrolling. */
export const Many: Story = {
  args: { data: makeBookings(10_000), pagination: false, maxHeight: 420 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(5));
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    const region = canvas.getByRole('region', { name: 'Bookings' });
    region.scrollTop = 44 * 5000;
    await waitFor(() => expect(within(table).getByText('B-05001')).toBeInTheDocument());
    const header = canvas.getByRole('columnheader', { name: /Booking/ });
    await expect(header.getBoundingClientRect().top).toBeGreaterThanOrEqual(region.getBoundingClientRect().top - 1);
  },
};

function ServerTable() {
  const all = React.useMemo(() => makeBookings(245), []);
  const [page, setPage] = React.useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [sorting, setSorting] = React.useState<SortingState>([]);
  const rows = React.useMemo(() => {
    const sorted = [...all];
    const sort = sorting[0];
    if (sort) sorted.sort((a, b) => String(a[sort.id as keyof Booking]).localeCompare(String(b[sort.id as keyof Booking]), undefined, { numeric: true }) * (sort.desc ? -1 : 1));
    return sorted.slice(page.pageIndex * page.pageSize, (page.pageIndex + 1) * page.pageSize);
  }, [all, page, sorting]);
  return (
    <DataTable
      aria-label="Bookings"
      columns={columns}
      data={rows}
      getRowId={(r) => r.id}
      manualPagination
      manualSorting
      rowCount={all.length}
      paginationState={page}
      onPaginationChange={setPage}
      sorting={sorting}
      onSortingChange={setSorting}
    />
  );
}

/** Server-side paging and sorting: the table only reports state changes and shows the page it gets. */
export const ManualPagination: Story = {
  render: () => <ServerTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–10 of 245')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('241–245 of 245')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    await expect(canvas.getByText('1–25 of 245')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    data: makeBookings(3).map((b, i) =>
      i === 0 ? { ...b, guest: 'Maria del Carmen Fernández de la Concepción Rodríguez-Villanueva y Montenegro' } : b,
    ),
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { searchable: true, enableRowSelection: true },
};

export const RightToLeft: Story = {
  args: { enableRowSelection: true },
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};
