import { useId, useMemo } from 'react';
import { getResource, type ChartScreen } from '@hotel/domain';
import { Alert, Button, Input, Skeleton } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { RecordDrawer } from '../resource/record-drawer';
import { ScreenHeader } from '../shared/screen-header';
import { messageOf } from '../shared/use-request';
import { daysOf, formatStayDates } from './model';
import { stageLabel } from './tape-bar';
import { TapeGrid } from './tape-grid';
import { SPANS, useTapeChart, type SpanDays } from './use-tape-chart';
import type { GridGeometry } from './use-grid-pointer';

export interface TapeChartProps {
  /** The screen declaration (SCREENS entry of kind 'chart', chart 'reservation-chart'). */
  screen: ChartScreen;
  /** First day shown (defaults to the business date). */
  initialFrom?: string;
  /** Days shown at once (defaults to 14). */
  initialSpan?: SpanDays;
}

/** Day width per span: wider days when fewer are shown. */
const DAY_WIDTH: Record<SpanDays, number> = { 14: 64, 30: 44, 90: 32 };

/** The grid's geometry for a span. */
export const geometryOf = (span: SpanDays): GridGeometry => ({ roomWidth: 72, headerHeight: 40, rowHeight: 36, dayWidth: DAY_WIDTH[span] });

const ROOM_RESERVATIONS = getResource('room-reservations');

/**
 * The tape chart: rooms by days with the stays as bars. Drag a bar (or pick it up with Enter and
 * move it with the arrows) to move a stay, drag its end (Shift+arrows) to change its departure,
 * drag across free cells to book those nights; every change goes through the API's rules.
 */
export function TapeChart({ screen, initialFrom, initialSpan }: TapeChartProps) {
  const { t, tm, language } = useHotelText();
  const chart = useTapeChart(initialFrom, initialSpan);
  const instructions = useId();
  const { data } = chart;
  const days = useMemo(() => (chart.from ? daysOf(chart.from, chart.span) : []), [chart.from, chart.span]);
  const defaults = useMemo(() => (chart.newStay ? { ...chart.newStay } : undefined), [chart.newStay]);
  const last = days.at(-1);
  const description =
    data && last
      ? t('Occupancy {{percent}} from {{dates}}. Drag a stay to move it, its end to change the departure, free nights to book them.', {
          percent: t('{{value}}%', { value: new Intl.NumberFormat(language, { maximumFractionDigits: 10 }).format(data.occupancy) }),
          dates: formatStayDates(chart.from, last, language),
        })
      : t('Rooms by day: stays as bars, moved by dragging or with the keyboard.');
  const title = t(screen.title);

  return (
    <div data-slot="tape-chart" data-chart={screen.chart}>
      <ScreenHeader
        title={title}
        section={screen.group ? t(screen.group) : undefined}
        description={description}
        actions={
          <Button onClick={chart.openNewStay} disabled={!chart.from}>
            {t('New reservation')}
          </Button>
        }
      />
      <div className="grid gap-3 p-4 sm:p-8">
        <div role="toolbar" aria-label={t('Chart range and rooms')} className="flex flex-wrap items-end gap-2">
          <div role="group" aria-label={t('Range')} className="flex gap-1">
            <Button variant="outline" size="sm" onClick={() => chart.shift(-1)}>
              <span aria-hidden="true">‹</span> {t('Previous')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => chart.shift(0)} disabled={!chart.businessDate}>
              {t('Today')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => chart.shift(1)}>
              {t('Next')} <span aria-hidden="true">›</span>
            </Button>
          </div>
          <div role="group" aria-label={t('Days shown')} className="flex gap-1">
            {SPANS.map((span) => (
              <Button key={span} size="sm" variant={chart.span === span ? 'default' : 'outline'} aria-pressed={chart.span === span} onClick={() => chart.setSpan(span)}>
                {t('{{count}} days', { count: span })}
              </Button>
            ))}
          </div>
          <div role="group" aria-label={t('Group rooms by')} className="flex gap-1">
            {(['floor', 'category'] as const).map((grouping) => (
              <Button key={grouping} size="sm" variant={chart.grouping === grouping ? 'default' : 'outline'} aria-pressed={chart.grouping === grouping} onClick={() => chart.setGrouping(grouping)}>
                {grouping === 'floor' ? t('By floor') : t('By category')}
              </Button>
            ))}
          </div>
          <Input
            type="search"
            aria-label={t('Filter rooms')}
            placeholder={t('Filter rooms (number, floor, category)')}
            value={chart.filter}
            onChange={(event) => chart.setFilter(event.target.value)}
            className="h-8 w-full sm:w-64"
          />
        </div>
        {chart.message ? (
          <Alert
            variant={chart.message.tone === 'error' ? 'error' : 'success'}
            title={chart.message.tone === 'error' ? t('Not moved') : t('Saved')}
            action={<Button size="sm" variant="ghost" onClick={chart.dismissMessage}>{t('Dismiss')}</Button>}
          >
            {chart.message.text}
          </Alert>
        ) : null}
        <p id={instructions} className="sr-only">
          {t('Enter picks a stay up; arrows move it a day or a room; Shift with left or right changes its departure; Enter drops it, Escape cancels.')}
        </p>
        <div aria-live="polite" aria-atomic="true" className="sr-only" data-slot="tape-live">
          {chart.announcement}
        </div>
        {chart.error ? (
          <Alert variant="error" title={t('The chart could not be loaded')} action={<Button size="sm" variant="outline" onClick={chart.reload}>{t('Retry')}</Button>}>
            {tm(messageOf(chart.error))}
          </Alert>
        ) : !data ? (
          <div role="status" aria-label={t('Loading the chart')} className="grid gap-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : (data.rooms ?? []).length === 0 ? (
          <p className="text-muted-foreground">{t('No rooms are set up yet.')}</p>
        ) : chart.rows.length === 0 ? (
          <p className="text-muted-foreground">{t('No room matches “{{filter}}”.', { filter: chart.filter })}</p>
        ) : (
          <>
            <Legend />
            <TapeGrid
              label={t('{{title}}: rooms by day', { title })}
              rows={chart.rows}
              order={chart.order}
              stays={data.stays ?? []}
              blocks={data.blocks ?? []}
              days={days}
              businessDate={chart.businessDate}
              geometry={geometryOf(chart.span)}
              roomNumber={chart.roomNumber}
              draft={chart.draft}
              savingId={chart.saving?.stay.id}
              describedBy={instructions}
              onPreview={chart.preview}
              onCommit={(draft) => void chart.commit(draft)}
              onSelect={chart.startNewStay}
              onAnnounce={chart.announce}
            />
          </>
        )}
      </div>
      {chart.newStay ? (
        <RecordDrawer
          resource={ROOM_RESERVATIONS}
          defaults={defaults}
          labels={chart.newStay.room ? { room: { [chart.newStay.room]: chart.roomNumber(chart.newStay.room) } } : {}}
          onClose={chart.closeNewStay}
          onChanged={() => {
            chart.closeNewStay();
            chart.reload();
          }}
        />
      ) : null}
    </div>
  );
}

/** What the colours and marks mean. */
function Legend() {
  const { t } = useHotelText();
  const item = 'inline-flex items-center gap-1.5';
  const swatch = 'inline-block h-3 w-5 rounded-sm';
  return (
    <ul aria-label={t('Legend')} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <li className={item}><span aria-hidden="true" className={`${swatch} bg-primary`} />{t(stageLabel('reserved'))}</li>
      <li className={item}><span aria-hidden="true" className={`${swatch} bg-accent`} />{t('Checked in')}</li>
      <li className={item}><span aria-hidden="true" className={`${swatch} border border-border bg-card`} />{t('Checked out')}</li>
      <li className={item}><span aria-hidden="true">○</span>{t('Deposit unpaid')}</li>
      <li className={item}><span aria-hidden="true">●</span>{t('Paid')}</li>
      <li className={item}><span aria-hidden="true">!</span>{t('Balance due')}</li>
      <li className={item}><span aria-hidden="true">↓ ↑</span>{t('Arrivals, departures')}</li>
    </ul>
  );
}
