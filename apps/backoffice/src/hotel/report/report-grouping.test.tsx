import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { findReport, type ReportDeclaration } from '@hotel/domain';
import { GroupByTabs } from './group-by-tabs';
import { defaultRangeOf } from './report-screen';
import { chosenGrouping, useReportGrouping } from './use-report-grouping';

const report = (id: string) => findReport(id) as ReportDeclaration;

describe('chosenGrouping', () => {
  it('takes the offered grouping the URL names, else the default; none for an ungrouped report', () => {
    expect(chosenGrouping(report('sale-summary'), 'waiter')?.label).toBe('Waiter');
    expect(chosenGrouping(report('sale-summary'), null)?.field).toBe('method');
    // An old or mistyped link opens the default rather than an error.
    expect(chosenGrouping(report('stock-sales'), 'method')?.field).toBe('stock');
    expect(chosenGrouping(report('daily-sales'), 'waiter')).toBeUndefined();
    expect(chosenGrouping(undefined, 'waiter')).toBeUndefined();
  });
});

describe('defaultRangeOf', () => {
  it('opens the point-of-sale summaries on the business date whichever grouping; reports by day on the month to date', () => {
    expect(defaultRangeOf(report('sale-summary'), '2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(defaultRangeOf(report('eatery-stock-sales'), '2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(defaultRangeOf(report('monthly-daily-sales'), '2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-11-22' });
  });
});

describe('useReportGrouping', () => {
  function wrapperAt(entry: string, seen: { search?: string }) {
    function Probe() {
      seen.search = useLocation().search;
      return null;
    }
    return ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[entry]}>
        {children}
        <Probe />
      </MemoryRouter>
    );
  }

  it('reads ?by= and writes the choice there, the default leaving the URL without it (other values kept)', () => {
    const seen: { search?: string } = {};
    const { result } = renderHook(() => useReportGrouping(report('tablet-sale-summary')), { wrapper: wrapperAt('/tablets/sale-summary?by=waiter&x=1', seen) });
    expect(result.current.offered.map((g) => g.field)).toEqual(['method', 'pointOfSale', 'waiter']);
    expect(result.current.grouping?.field).toBe('waiter');
    act(() => result.current.choose('pointOfSale'));
    expect(result.current.grouping?.field).toBe('pointOfSale');
    expect(seen.search).toBe('?by=pointOfSale&x=1');
    act(() => result.current.choose('method'));
    expect(result.current.grouping?.field).toBe('method');
    expect(seen.search).toBe('?x=1');
  });
});

describe('GroupByTabs', () => {
  it('is a labelled tab list, moved through with the arrow keys, whose panel is the report', async () => {
    const onValueChange = vi.fn();
    const groupings = report('stock-sales').groupings ?? [];
    render(
      <GroupByTabs groupings={groupings} value="stock" onValueChange={onValueChange} busy>
        <p>Report rows</p>
      </GroupByTabs>,
    );
    const list = screen.getByRole('tablist', { name: 'Group by' });
    expect(list).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([['Item', 'true'], ['Point Of Sale', 'false'], ['Waiter', 'false']]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Report rows');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    screen.getByRole('tab', { name: 'Item' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenCalledWith('pointOfSale');
  });
});
