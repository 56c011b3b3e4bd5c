import { useMemo, useState, type FormEvent } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import {
  findReport,
  formatFieldValue,
  hotelPaths,
  isIsoDate,
  reportGrouping,
  type HotelReportResponse,
  type ReportColumn,
  type ReportDeclaration,
  type ReportScreen as ReportScreenDeclaration,
} from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { Button, Card, CardContent, DataTable, FormField, Input, toast, toDate, toTitleCase } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { csvText, downloadCsv } from '../shared/csv';
import { ExportActions } from '../shared/export-actions';
import { ScreenHeader } from '../shared/screen-header';
import { useBusinessDate } from '../shared/use-business-date';
import { messageOf, useRequest } from '../shared/use-request';
import { BarChart } from './bar-chart';
import { GroupByTabs } from './group-by-tabs';
import { useReportGrouping } from './use-report-grouping';

export interface ReportScreenProps {
  /** The screen declaration (SCREENS entry of kind 'report'). */
  screen: ReportScreenDeclaration;
  /** Starting range (stories, links); by default the business date (month or year to date for reports by day or month). */
  initialRange?: { from?: string; to?: string };
}

type Row = Record<string, unknown>;
type Range = { from: string; to: string };
const ALL_DATES: Range = { from: '', to: '' };
const NUMERIC = new Set(['number', 'money', 'percent']);

/** A translator of the hotel's strings (`useHotelText().t`); by default the English. */
type Translate = (text: string, params?: Record<string, string | number>) => string;
const asDeclared: Translate = (text) => text;

function cell(column: ReportColumn, value: unknown, t: Translate = asDeclared): string {
  if (column.type === 'date') return typeof value === 'string' ? toDate(value) : '';
  if (column.type === 'text' && typeof value === 'string' && /^[a-z]+(-[a-z]+)+$/.test(value)) return t(toTitleCase(value));
  return formatFieldValue(column, value, { translate: t });
}

/** The range a report opens on: the business day; the month to date for reports by day, the year to date for reports by month. */
export function defaultRangeOf(declaration: ReportDeclaration | undefined, businessDate: string): Range {
  const period = declaration ? reportGrouping(declaration)?.by : undefined;
  if (period === 'day') return { from: `${businessDate.slice(0, 8)}01`, to: businessDate };
  if (period === 'month') return { from: `${businessDate.slice(0, 5)}01-01`, to: businessDate };
  return { from: businessDate, to: businessDate };
}

/** The CSV of a report as shown (in the user's language with `t`): formatted cells, then a totals line when the report sums columns. */
export function reportCsv(data: HotelReportResponse, t: Translate = asDeclared): string {
  const rows = data.rows.map((row) => data.columns.map((column) => cell(column, row[column.key], t)));
  if (Object.keys(data.totals).length) {
    rows.push(data.columns.map((column, index) => (column.key in data.totals ? formatFieldValue(column, data.totals[column.key]) : index === 0 ? t('Total') : '')));
  }
  return csvText(
    data.columns.map((column) => t(column.label)),
    rows,
  );
}

/**
 * A report: date range (the business date by default), a "Group by" choice when the report offers
 * several groupings (kept in the URL, `?by=`), rows with a totals line, a bar chart of the declared
 * column, print and CSV export.
 */
export function ReportScreen({ screen, initialRange }: ReportScreenProps) {
  const client = useHttpClient();
  const { t, tm } = useHotelText();
  const declaration = findReport(screen.report);
  const businessDate = useBusinessDate();
  const [chosen, setChosen] = useState<Range>();
  const [editing, setEditing] = useState<Range>();
  const [rangeError, setRangeError] = useState<string>();
  const { offered, grouping, choose } = useReportGrouping(declaration);
  const by = offered.length > 1 ? grouping?.field : undefined;
  // Until the business date answers, a dated report waits for it (it opens on that day, or on all dates when the call failed).
  const opening: Range | undefined = initialRange
    ? { from: initialRange.from ?? '', to: initialRange.to ?? '' }
    : !declaration?.dateField
      ? ALL_DATES
      : businessDate.date
        ? defaultRangeOf(declaration, businessDate.date)
        : businessDate.error
          ? ALL_DATES
          : undefined;
  const range = chosen ?? opening;
  const draft = editing ?? range ?? ALL_DATES;
  const setDraft = (update: (current: Range) => Range) => setEditing(update(draft));
  const key = range ? `${screen.report}?from=${range.from}&to=${range.to}&by=${by ?? ''}` : null;
  const report = useRequest(key, (signal) =>
    client.get<HotelReportResponse>(hotelPaths.report(screen.report), { query: { from: range?.from || undefined, to: range?.to || undefined, by }, signal }),
  );
  const loading = report.loading || range === undefined;
  const data = report.data;
  const columns = useMemo<ColumnDef<Row>[]>(
    () =>
      (data?.columns ?? []).map((column) => ({
        id: column.key,
        accessorFn: (row) => row[column.key],
        header: t(column.label),
        cell: ({ getValue }) => <span className={NUMERIC.has(column.type) ? 'block text-end tabular-nums' : undefined}>{cell(column, getValue(), t)}</span>,
      })),
    [data?.columns, t],
  );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if ((draft.from && !isIsoDate(draft.from)) || (draft.to && !isIsoDate(draft.to))) return setRangeError('Enter dates as YYYY-MM-DD.');
    if (draft.from && draft.to && draft.to < draft.from) return setRangeError('The range ends before it starts.');
    setRangeError(undefined);
    setChosen(draft);
  };

  const exportCsv = () => {
    if (!data) return;
    const period = range?.from || range?.to ? `${range.from || 'start'}-to-${range.to || 'today'}` : 'all-dates';
    const grouped = by && by !== offered[0]?.field ? `-by-${by.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}` : '';
    downloadCsv(`${screen.path.split('/').filter(Boolean).join('-')}${grouped}-${period}`, reportCsv(data, t));
    toast({ title: data.rows.length === 1 ? t('Exported 1 row') : t('Exported {{count}} rows', { count: data.rows.length }), variant: 'success' });
  };

  const chart = data?.chart;
  const chartColumn = data?.columns.find((c) => c.key === chart?.valueKey);
  const labelColumn = data?.columns.find((c) => c.key === chart?.labelKey);
  const period =
    !range?.from && !range?.to
      ? t('all dates')
      : range.from === range.to
        ? toDate(range.from)
        : t('{{from}} to {{to}}', { from: range.from ? toDate(range.from) : t('the start'), to: range.to ? toDate(range.to) : t('today') });
  const rowCount = (count: number) => (count === 1 ? t('1 row') : t('{{count}} rows', { count }));

  const body = (
    <>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {data
          ? t('{{rows}}, {{period}}.', { rows: rowCount(data.rows.length), period: declaration?.dateField ? period : t('current figures') })
          : loading
            ? t('Computing the report…')
            : ''}
      </p>
      {data && Object.keys(data.totals).length ? (
        <dl aria-label={t('Totals')} className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {data.columns
            .filter((column) => column.key in data.totals)
            .map((column) => (
              // The card is the <dl>'s group (a div holding its dt and dd directly, as a description list needs).
              <Card key={column.key} className="gap-1 p-4">
                <dt className="text-xs text-muted-foreground">{t('Total {{column}}', { column: t(column.label) })}</dt>
                <dd className="text-lg font-semibold tabular-nums">{formatFieldValue(column, data.totals[column.key])}</dd>
              </Card>
            ))}
        </dl>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <DataTable
          aria-label={tm(screen.title)}
          columns={columns}
          data={data?.rows ?? []}
          loading={loading && !data}
          error={report.error ? tm(messageOf(report.error)) : undefined}
          onRetry={report.reload}
          pagination={{ pageSizeOptions: [25, 100, 1000] }}
          emptyState={t('Nothing to report for {{period}}.', { period })}
        />
        {data && chart && chartColumn && data.rows.length ? (
          <Card className="self-start">
            <CardContent className="p-4">
              <BarChart
                label={t('{{value}} by {{label}}', { value: t(chartColumn.label), label: labelColumn ? t(labelColumn.label) : t('item') })}
                data={data.rows.map((row) => ({ label: labelColumn ? cell(labelColumn, row[chart.labelKey], t) : String(row[chart.labelKey]), value: Number(row[chart.valueKey]) || 0 }))}
                format={(value) => formatFieldValue(chartColumn, value)}
              />
            </CardContent>
          </Card>
        ) : null}
      </div>
    </>
  );

  return (
    <div data-slot="report-screen" data-report={screen.report}>
      <ScreenHeader
        title={tm(screen.title)}
        section={screen.group}
        description={declaration?.description === undefined ? undefined : tm(declaration.description)}
        actions={
          <ExportActions onExport={exportCsv} canExport={!!data} canPrint={!!data} />
        }
      />
      <div className="grid gap-4 p-4 sm:p-8 print:p-0">
        {declaration?.dateField ? (
          <form onSubmit={apply} noValidate aria-label={t('Report range')} className="flex flex-wrap items-end gap-3 print:hidden">
            <FormField label={t('From')} className="w-full sm:w-44">
              <Input type="date" value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
            </FormField>
            <FormField label={t('To')} className="w-full sm:w-44" error={rangeError === undefined ? undefined : tm(rangeError)}>
              <Input type="date" value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
            </FormField>
            <Button type="submit">{t('Apply')}</Button>
            {range?.from || range?.to ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setEditing(ALL_DATES);
                  setChosen(ALL_DATES);
                }}
              >
                {t('All dates')}
              </Button>
            ) : null}
          </form>
        ) : null}
        {by ? (
          <GroupByTabs groupings={offered} value={by} onValueChange={choose} busy={loading}>
            {body}
          </GroupByTabs>
        ) : (
          body
        )}
      </div>
    </div>
  );
}
