import { useState, type FormEvent } from 'react';
import { findResource, type ChartScreen as ChartScreenDeclaration } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { Alert, Button, FormField, Input, Skeleton } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { ScreenHeader } from '../shared/screen-header';
import { stageName } from '../shared/stage-name';
import { messageOf, useRequest } from '../shared/use-request';
import { addDays, rangeProblem, today } from './date-range';

interface Booking {
  id: string;
  number: string;
  guest: string | null;
  stage: string;
  from: string;
  to: string;
}
interface ChartResponse {
  chart: string;
  from: string;
  to: string;
  days: string[];
  occupancy: number;
  rows: { id: string; label: string; group: string | null; stage: string | null; cells: { date: string; booking: Booking | null }[] }[];
}

export interface ChartScreenProps {
  /** The screen declaration (SCREENS entry of kind 'chart'). */
  screen: ChartScreenDeclaration;
  /** First day shown (defaults to today). */
  initialFrom?: string;
  /** Days shown (defaults to 14; the daily room chart shows 1). */
  initialDays?: number;
}

/** A day as a column head, in the user's language ('Fri, Nov 27'; 'Cum 27 Kas'). */
const dayLabel = (date: string, language: string) => new Intl.DateTimeFormat(language || 'en', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** A rooms (or facilities) × days occupancy grid, with a range picker and the occupancy rate. */
export function ChartScreen({ screen, initialFrom, initialDays }: ChartScreenProps) {
  const client = useHttpClient();
  const { t, tm, language } = useHotelText();
  const day = (date: string) => dayLabel(date, language);
  const span = initialDays ?? (screen.chart === 'daily-room-chart' ? 1 : 14);
  const start = initialFrom ?? today();
  const [range, setRange] = useState({ from: start, to: addDays(start, span) });
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string>();
  const chart = useRequest(`${screen.chart}?${range.from}..${range.to}`, (signal) =>
    client.get<ChartResponse>(`api/hotel/charts/${screen.chart}`, { query: range, signal }),
  );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const message = rangeProblem(draft.from, draft.to);
    setProblem(message);
    if (!message) setRange(draft);
  };
  const facilities = screen.chart === 'facility-reservation-chart';
  const bookings = findResource(facilities ? 'facility-reservations' : 'room-reservations');
  const stage = (id: string) => stageName(bookings, id, t);
  const data = chart.data;
  const title = t(screen.title);

  return (
    <div data-slot="chart-screen" data-chart={screen.chart}>
      <ScreenHeader
        title={title}
        section={screen.group}
        description={
          data
            ? t('Occupancy {{occupancy}}% from {{from}} to {{to}}.', { occupancy: data.occupancy, from: day(data.from), to: day(addDays(data.to, -1)) })
            : t('Who occupies what, day by day.')
        }
      />
      <div className="grid gap-4 p-4 sm:p-8">
        <form onSubmit={apply} noValidate aria-label={t('Chart range')} className="flex flex-wrap items-end gap-3">
          <FormField label={t('From')} className="w-full sm:w-44">
            <Input type="date" value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
          </FormField>
          <FormField label={t('To (exclusive)')} className="w-full sm:w-44" error={problem === undefined ? undefined : tm(problem)}>
            <Input type="date" value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
          </FormField>
          <Button type="submit">{t('Show')}</Button>
        </form>
        {chart.error ? (
          <Alert
            variant="error"
            title={t('The chart could not be loaded')}
            action={
              <Button size="sm" variant="outline" onClick={chart.reload}>
                {t('Retry')}
              </Button>
            }
          >
            {tm(messageOf(chart.error))}
          </Alert>
        ) : !data ? (
          <div role="status" aria-label={t('Loading chart')} className="grid gap-2">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : data.rows.length === 0 ? (
          <p className="text-muted-foreground">{facilities ? t('No facilities are set up yet.') : t('No rooms are set up yet.')}</p>
        ) : (
          // A scrollable region must be keyboard-reachable so it can scroll with the arrow keys (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <div role="region" aria-label={t('{{chart}} grid', { chart: title })} tabIndex={0} className="max-h-[70vh] overflow-auto rounded-md border border-border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <table className="border-collapse text-xs text-foreground" aria-busy={chart.loading || undefined}>
              <caption className="sr-only">
                {facilities ? t('{{chart}}: one row per facility, one column per day', { chart: title }) : t('{{chart}}: one row per room, one column per day', { chart: title })}
              </caption>
              <thead className="sticky top-0 z-10 bg-card">
                <tr>
                  <th scope="col" className="sticky start-0 z-20 bg-card px-3 py-2 text-start font-medium text-muted-foreground">
                    {facilities ? t('Facility') : t('Room')}
                  </th>
                  {data.days.map((dayDate) => (
                    <th key={dayDate} scope="col" className="min-w-24 whitespace-nowrap px-2 py-2 text-start font-medium text-muted-foreground">
                      {day(dayDate)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.id} className="border-t border-border">
                    <th scope="row" className="sticky start-0 bg-card px-3 py-1.5 text-start font-medium whitespace-nowrap">
                      {row.label}
                      {row.group ? <span className="block font-normal text-muted-foreground">{row.group}</span> : null}
                    </th>
                    {row.cells.map((c) => (
                      <td key={c.date} className="px-1 py-1">
                        {c.booking ? (
                          <span
                            title={`${c.booking.number} · ${c.booking.guest ?? ''} · ${stage(c.booking.stage)}`}
                            className={`block truncate rounded px-1.5 py-1 ${c.booking.stage === 'checked-in' ? 'bg-primary text-primary-foreground' : 'bg-accent text-accent-foreground'}`}
                          >
                            {c.booking.guest ?? c.booking.number}
                            <span className="sr-only"> ({stage(c.booking.stage)})</span>
                          </span>
                        ) : (
                          <span className="block px-1.5 py-1 text-hint">
                            {t('Free')}
                          </span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}
