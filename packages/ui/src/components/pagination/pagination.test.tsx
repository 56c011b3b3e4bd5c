import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it.each([
    [1, 245, 10, '1–10 of 245'],
    [25, 245, 10, '241–245 of 245'],
    [2, 30, 25, '26–30 of 30'],
    [1, 0, 10, '0–0 of 0'],
  ])('page %i of %i items by %i shows "%s"', (page, total, pageSize, text) => {
    render(<Pagination page={page} total={total} pageSize={pageSize} onPageChange={() => {}} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('disables previous/first at the start and next/last at the end', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination page={3} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
  });

  it('reports the target page', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination page={2} pageCount={5} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPageChange.mock.calls.flat()).toEqual([3, 1, 5, 1]);
  });

  it('shows the page-size select only with onPageSizeChange', () => {
    const { rerender } = render(<Pagination page={1} total={50} onPageChange={() => {}} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    rerender(<Pagination page={1} total={50} onPageChange={() => {}} onPageSizeChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('10');
  });

  it('is a labelled navigation landmark', () => {
    render(<Pagination page={1} pageCount={2} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });
});
