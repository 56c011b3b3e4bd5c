import type { ReactNode } from 'react';
import { Card, cn } from '@hotel/ui';

/** One figure of a summary: its label and formatted value. */
export interface Figure {
  /** What the figure is ('Opening balance'). */
  label: string;
  /** The formatted value. */
  value: ReactNode;
  /** Marks a figure that needs attention. */
  tone?: 'default' | 'warn';
}

export interface FiguresProps {
  /** Accessible name of the list ('Totals'). */
  label: string;
  /** The figures, in reading order. */
  items: readonly Figure[];
  /** Extra classes on the list. */
  className?: string;
}

/** A row of summary cards (a description list: each card holds its dt and dd). */
export function Figures({ label, items, className }: FiguresProps) {
  return (
    <dl aria-label={label} data-slot="ledger-figures" className={cn('grid grid-cols-2 gap-3 md:grid-cols-4', className)}>
      {items.map((item) => (
        <Card key={item.label} data-tone={item.tone ?? 'default'} className={cn('gap-1 p-4', item.tone === 'warn' && 'border-warn/60')}>
          <dt className="text-xs text-muted-foreground">{item.label}</dt>
          <dd className="text-lg font-semibold tabular-nums [overflow-wrap:anywhere]">{item.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
