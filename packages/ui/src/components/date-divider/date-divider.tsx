import type * as React from 'react';
import { cn } from '../../lib/cn';
import { formatLongDate, parseDate, type DateInput } from '../../lib/format';

type DateDividerProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The day this divider introduces. */
  date: DateInput;
  /** Language for the label ('en' → "April 26, 2021", 'tr' → "26 Nisan 2021"). Defaults to the document language. */
  locale?: string;
  /** Custom label ("Today"); the machine-readable date stays in `<time>`. */
  label?: React.ReactNode;
};

/** A centred date label between two lines, separating days in a conversation or feed. Renders nothing for an invalid date. */
function DateDivider({ date, locale, label, className, ...props }: DateDividerProps) {
  const parsed = parseDate(date);
  if (!parsed) return null;
  return (
    <div data-slot="date-divider" className={cn('flex items-center gap-3 py-2', className)} {...props}>
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      <time dateTime={parsed.toISOString().slice(0, 10)} className="shrink-0 text-xs font-medium text-muted-foreground">
        {label ?? formatLongDate(parsed, locale)}
      </time>
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </div>
  );
}

export { DateDivider, type DateDividerProps };
