import { describe, expect, it } from 'vitest';
import { findReport, REPORTS, reportGrouping, reportGroupings, type ReportDeclaration } from './index';

const report = (id: string) => findReport(id) as ReportDeclaration;

describe('report groupings', () => {
  it('offers the point-of-sale summaries by tender or item (the default), point of sale and waiter', () => {
    for (const prefix of ['', 'tablet-', 'eatery-']) {
      expect(reportGroupings(report(`${prefix}sale-summary`)).map((g) => [g.field, g.label])).toEqual([['method', 'Tender'], ['pointOfSale', 'Point Of Sale'], ['waiter', 'Waiter']]);
      expect(reportGroupings(report(`${prefix}stock-sales`)).map((g) => [g.field, g.label])).toEqual([['stock', 'Item'], ['pointOfSale', 'Point Of Sale'], ['waiter', 'Waiter']]);
    }
  });

  it('chooses the grouping named by its field, the first without one, none for a field not offered', () => {
    const summary = report('sale-summary');
    expect(reportGrouping(summary)?.field).toBe('method');
    expect(reportGrouping(summary, null)?.field).toBe('method');
    expect(reportGrouping(summary, 'waiter')).toEqual({ field: 'waiter', by: 'value', label: 'Waiter' });
    expect(reportGrouping(summary, 'stock')).toBeUndefined();
  });

  it('keeps a report with one groupBy grouped by it alone, and an ungrouped report without any', () => {
    const byDay = report('monthly-daily-sales');
    expect(reportGroupings(byDay)).toEqual([byDay.groupBy]);
    expect(reportGrouping(byDay)).toBe(byDay.groupBy);
    expect(reportGrouping(byDay, 'businessDate')).toBe(byDay.groupBy);
    expect(reportGrouping(byDay, 'waiter')).toBeUndefined();
    expect(reportGroupings(report('daily-sales'))).toEqual([]);
    expect(reportGrouping(report('daily-sales'))).toBeUndefined();
  });

  it('declares groupings once each, never with a groupBy, on reports with a group column', () => {
    for (const r of REPORTS.filter((r) => r.groupings)) {
      expect(r.groupBy, r.id).toBeUndefined();
      const fields = reportGroupings(r).map((g) => g.field);
      expect(fields.length, r.id).toBeGreaterThan(1);
      expect(new Set(fields).size, r.id).toBe(fields.length);
      expect(r.columns[0]?.key, r.id).toBe('group');
    }
  });
});
