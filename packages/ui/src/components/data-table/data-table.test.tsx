import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';

type Room = { id: string; name: string; floor: number };
const rooms: Room[] = Array.from({ length: 23 }, (_, i) => ({ id: `r${i}`, name: `Room ${String(i).padStart(2, '0')}`, floor: (i % 4) + 1 }));
const columns: ColumnDef<Room, unknown>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'floor', header: 'Floor' },
];

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('pages the rows client-side', async () => {
    render(<DataTable aria-label="Rooms" columns={columns} data={rooms} getRowId={(r) => r.id} />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Last page' }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('sorts by a header and exposes aria-sort', async () => {
    const user = userEvent.setup();
    render(<DataTable aria-label="Rooms" columns={columns} data={rooms} pagination={false} />);
    const header = screen.getByRole('columnheader', { name: /Floor/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows()[0]).toHaveTextContent('1');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent('4');
  });

  it('filters with the search field and explains an empty result', async () => {
    const user = userEvent.setup();
    render(<DataTable aria-label="Rooms" columns={columns} data={rooms} searchable />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Room 2');
    expect(bodyRows().map((r) => r.firstChild?.textContent)).toEqual(['Room 20', 'Room 21', 'Room 22']);
    await user.type(screen.getByRole('searchbox'), 'x');
    expect(screen.getByText('No rows match “Room 2x”.')).toBeInTheDocument();
  });

  it('selects all rows of the page and shows a mixed state', async () => {
    const user = userEvent.setup();
    const onRowSelectionChange = vi.fn();
    render(<DataTable aria-label="Rooms" columns={columns} data={rooms} enableRowSelection getRowId={(r) => r.id} />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    await user.click(all);
    expect(screen.getAllByRole('checkbox', { name: 'Select row' }).every((c) => c.getAttribute('aria-checked') === 'true')).toBe(true);
    await user.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0] as HTMLElement);
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    expect(onRowSelectionChange).not.toHaveBeenCalled();
  });

  it('activates rows by click, Enter and Space but not from the checkbox', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(<DataTable aria-label="Rooms" columns={columns} data={rooms} onRowClick={onRowClick} enableRowSelection />);
    const row = bodyRows()[1] as HTMLElement;
    await user.click(within(row).getByText('Room 01'));
    row.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onRowClick.mock.calls.map(([r]) => (r as Room).id)).toEqual(['r1', 'r1', 'r1']);
    await user.click(within(row).getByRole('checkbox'));
    expect(onRowClick).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['loading', { loading: true }, () => expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true')],
    ['empty', { data: [] as Room[] }, () => expect(screen.getByText('No results.')).toBeInTheDocument()],
  ] as const)('shows the %s state', (_name, extra, check) => {
    render(<DataTable aria-label="Rooms" columns={columns} data={rooms} {...extra} />);
    check();
  });

  it('shows an error with a retry button', async () => {
    const onRetry = vi.fn();
    render(<DataTable aria-label="Rooms" columns={columns} data={[]} error="Rooms could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Rooms could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('reports page changes in manual mode without slicing the data', async () => {
    const onPaginationChange = vi.fn();
    render(
      <DataTable
        aria-label="Rooms"
        columns={columns}
        data={rooms.slice(0, 10)}
        manualPagination
        rowCount={95}
        paginationState={{ pageIndex: 0, pageSize: 10 }}
        onPaginationChange={onPaginationChange}
      />,
    );
    expect(screen.getByText('1–10 of 95')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPaginationChange).toHaveBeenCalled();
  });

  it('labels the horizontal scroll region', () => {
    render(<DataTable aria-label="Rooms" columns={columns} data={rooms} />);
    expect(screen.getByRole('region', { name: 'Rooms' })).toHaveAttribute('tabindex', '0');
  });
});
