/**
 * The perf bench's table (issue 20): every figure beside the floor's, measured in the same run,
 * timings and sizes also as a ratio to the floor, each budget with its verdict, and a summary line.
 * Pure functions: scripts/perf/report.test.ts checks them.
 */

/** A budget: a ceiling on the ratio to the floor, or an absolute ceiling or floor. */
export type Budget = { kind: 'ratio'; max: number } | { kind: 'max'; value: number } | { kind: 'min'; value: number };

/** The unit a figure is printed in; 'ms' and 'KB' figures also print their ratio to the floor. */
export type Unit = 'ms' | 'KB' | 'MB' | '';

/** One row: a page's median of a figure and the floor's median of the same figure in the same run. */
export interface Figure {
  label: string;
  unit: Unit;
  value: number;
  /** NaN when the floor has no such figure (a lazy route). */
  floor: number;
  budget?: Budget;
}

/** 'ok' or 'OVER' against the budget; 'n/a' when the figure was not measured; '' without a budget. */
export type Verdict = 'ok' | 'OVER' | 'n/a' | '';

/** The median of the finite values (the upper one of an even count); NaN when there is none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** The figure's ratio to the floor's; NaN when either is missing or the floor is zero. */
export function ratioToFloor(figure: Pick<Figure, 'value' | 'floor'>): number {
  return Number.isFinite(figure.value) && Number.isFinite(figure.floor) && figure.floor > 0 ? figure.value / figure.floor : NaN;
}

/** The figure's verdict against its budget. */
export function verdict(figure: Figure): Verdict {
  const { budget } = figure;
  if (!budget) return '';
  const measured = budget.kind === 'ratio' ? ratioToFloor(figure) : figure.value;
  if (!Number.isFinite(measured)) return 'n/a';
  if (budget.kind === 'ratio') return measured <= budget.max ? 'ok' : 'OVER';
  if (budget.kind === 'max') return measured <= budget.value ? 'ok' : 'OVER';
  return measured >= budget.value ? 'ok' : 'OVER';
}

const number = (v: number, unit: Unit) => {
  if (!Number.isFinite(v)) return '—';
  if (unit === 'ms') return `${Math.round(v)} ms`;
  if (unit === 'KB') return `${v.toFixed(1)} KB`;
  if (unit === 'MB') return `${v.toFixed(2)} MB`;
  return Number.isInteger(v) ? String(v) : v.toFixed(3);
};

/** The budget as printed: '<= x1.30', '<= 150 ms', '>= 95'. */
export function formatBudget(figure: Figure): string {
  const { budget } = figure;
  if (!budget) return '';
  if (budget.kind === 'ratio') return `<= x${budget.max.toFixed(2)}`;
  // A round budget reads as written (160 KB, 3.6 MB), not with the figures' decimals.
  const value = Number.isInteger(budget.value * 10) ? `${budget.value}${figure.unit ? ` ${figure.unit}` : ''}` : number(budget.value, figure.unit);
  return `${budget.kind === 'max' ? '<=' : '>='} ${value}`;
}

const WIDTHS = { label: 44, floor: 10, value: 10, ratio: 7, budget: 12 } as const;

/** The table's header line. */
export function headerLine(): string {
  return [
    'figure'.padEnd(WIDTHS.label),
    'floor'.padStart(WIDTHS.floor),
    'median'.padStart(WIDTHS.value),
    'ratio'.padStart(WIDTHS.ratio),
    'budget'.padStart(WIDTHS.budget),
    ' verdict',
  ].join(' ');
}

/** One row: label, the floor's figure, the page's, the ratio (ms and KB only), the budget and the verdict. */
export function formatRow(figure: Figure): string {
  const ratio = ratioToFloor(figure);
  const showRatio = figure.unit === 'ms' || figure.unit === 'KB';
  return [
    figure.label.padEnd(WIDTHS.label),
    number(figure.floor, figure.unit).padStart(WIDTHS.floor),
    number(figure.value, figure.unit).padStart(WIDTHS.value),
    (showRatio && Number.isFinite(ratio) ? `x${ratio.toFixed(2)}` : '').padStart(WIDTHS.ratio),
    formatBudget(figure).padStart(WIDTHS.budget),
    ` ${verdict(figure)}`,
  ]
    .join(' ')
    .trimEnd();
}

/** 'N of M budgets met' over the figures that have a budget ('n/a' counts as not met). */
export function summaryLine(figures: readonly Figure[]): string {
  const budgeted = figures.filter((f) => f.budget);
  const met = budgeted.filter((f) => verdict(f) === 'ok').length;
  return `${met} of ${budgeted.length} budgets met`;
}
