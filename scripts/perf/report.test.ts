import { describe, expect, it } from 'vitest';
import { type Figure, formatBudget, formatRow, median, ratioToFloor, summaryLine, verdict } from './report';

const fcp = (value: number, floor: number): Figure => ({ label: 'sign-in: FCP', unit: 'ms', value, floor, budget: { kind: 'ratio', max: 1.3 } });

describe('the perf bench report', () => {
  it('takes the median of the finite values, the upper one of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([NaN, 7, Infinity])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('states a figure as a ratio to the floor, none when the floor is zero or missing', () => {
    expect(ratioToFloor({ value: 1200, floor: 400 })).toBe(3);
    expect(ratioToFloor({ value: 30, floor: 0 })).toBeNaN();
    expect(ratioToFloor({ value: 30, floor: NaN })).toBeNaN();
  });

  it('judges a ratio budget against the floor of the same run', () => {
    expect(verdict(fcp(520, 400))).toBe('ok');
    expect(verdict(fcp(521, 400))).toBe('OVER');
    expect(verdict(fcp(NaN, 400))).toBe('n/a');
  });

  it('judges absolute ceilings and floors', () => {
    const base = { label: 'x', unit: '' as const, floor: 100 };
    expect(verdict({ ...base, value: 95, budget: { kind: 'min', value: 95 } })).toBe('ok');
    expect(verdict({ ...base, value: 94, budget: { kind: 'min', value: 95 } })).toBe('OVER');
    expect(verdict({ ...base, value: 150, budget: { kind: 'max', value: 150 } })).toBe('ok');
    expect(verdict({ ...base, value: 151, budget: { kind: 'max', value: 150 } })).toBe('OVER');
    expect(verdict({ ...base, value: 151 })).toBe('');
  });

  it('prints a timing in ms beside the floor and as a ratio to it, with its budget and verdict', () => {
    const row = formatRow(fcp(1200, 408));
    expect(row).toMatch(/^sign-in: FCP\s+408 ms\s+1200 ms\s+x2\.94\s+<= x1\.30\s+OVER$/);
    expect(formatBudget({ label: 'TBT', unit: 'ms', value: 1, floor: 0, budget: { kind: 'max', value: 150 } })).toBe('<= 150 ms');
    expect(formatBudget({ label: 'CLS', unit: '', value: 0, floor: 0, budget: { kind: 'max', value: 0.02 } })).toBe('<= 0.020');
  });

  it('prints sizes with a ratio, heap and scores beside the floor without one', () => {
    expect(formatRow({ label: 'JS', unit: 'KB', value: 187.8, floor: 66.5 })).toMatch(/66\.5 KB\s+187\.8 KB\s+x2\.82$/);
    expect(formatRow({ label: 'heap', unit: 'MB', value: 3.6, floor: 1.1, budget: { kind: 'max', value: 3.6 } })).toMatch(
      /1\.10 MB\s+3\.60 MB\s+<= 3\.6 MB\s+ok$/,
    );
    expect(formatRow({ label: 'Lighthouse', unit: '', value: 84, floor: 100, budget: { kind: 'min', value: 95 } })).toMatch(/100\s+84\s+>= 95\s+OVER$/);
  });

  it('prints a dash for a figure the floor does not have', () => {
    const lazy: Figure = { label: 'lazy route', unit: 'ms', value: 140, floor: NaN, budget: { kind: 'max', value: 150 } };
    expect(formatRow(lazy)).toMatch(/^lazy route\s+—\s+140 ms\s+<= 150 ms\s+ok$/);
  });

  it('counts the budgets met, an unmeasured figure as not met and a figure without a budget not at all', () => {
    const figures: Figure[] = [fcp(500, 400), fcp(900, 400), fcp(NaN, 400), { label: 'requests', unit: '', value: 12, floor: 3 }];
    expect(summaryLine(figures)).toBe('1 of 3 budgets met');
  });
});
