import { useHotelText } from '../../i18n/hotel-text';

export interface BarChartProps {
  /** Accessible name of the chart. */
  label: string;
  /** Bars: label and value (negative values draw from the zero line). */
  data: readonly { label: string; value: number }[];
  /** Formats a value for the labels and the screen-reader table. */
  format: (value: number) => string;
  /** At most this many bars (the largest by absolute value). */
  max?: number;
}

/** A light horizontal bar chart (theme colours, no library): a list of labelled values with proportional bars. */
export function BarChart({ label, data, format, max = 12 }: BarChartProps) {
  const { t } = useHotelText();
  const bars = [...data].sort((a, b) => Math.abs(b.value) - Math.abs(a.value)).slice(0, max);
  if (bars.length === 0) return null;
  const top = Math.max(...bars.map((bar) => Math.abs(bar.value)), 1);
  return (
    <figure data-slot="bar-chart" className="grid gap-2">
      <figcaption className="text-sm font-medium text-foreground">
        {label}
        {data.length > bars.length ? <span className="text-muted-foreground"> {t('(top {{shown}} of {{count}})', { shown: bars.length, count: data.length })}</span> : null}
      </figcaption>
      <ul aria-label={label} className="grid gap-2">
        {bars.map((bar, index) => (
          <li key={`${bar.label}-${index}`} className="grid gap-1 text-xs">
            <div className="flex justify-between gap-2">
              <span className="truncate text-foreground">{bar.label}</span>
              <span className="tabular-nums text-muted-foreground">{format(bar.value)}</span>
            </div>
            <div className="h-2.5 rounded-full bg-hover" aria-hidden="true">
              <div className={bar.value < 0 ? 'h-full rounded-full bg-warn' : 'h-full rounded-full bg-primary'} style={{ width: `${Math.max((Math.abs(bar.value) / top) * 100, 1)}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
