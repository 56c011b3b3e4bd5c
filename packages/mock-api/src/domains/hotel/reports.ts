import { findResource, folioKey, fromCents, reportGrouping, roundMoney, TENDER_METHODS, type DocketLine, type DocketTender, type HotelRecord, type HotelReportResponse, type ReportDeclaration } from '@hotel/domain';
import { ledgerIndex } from './ledger/ledger-index';
import { collections, roomRevenue } from './ledger/report-rows';
import { labelOf, withLabels } from './labels';
import type { HotelState } from './state';
import { stockRowsByStore, withOnHandAll } from './stock/read';

export type ReportResult = HotelReportResponse;

function inRange(value: unknown, from: string | null, to: string | null): boolean {
  if (typeof value !== 'string') return false;
  const day = value.slice(0, 10);
  return (!from || day >= from) && (!to || day <= to);
}

function matches(record: HotelRecord, filter: ReportDeclaration['filter']): boolean {
  return Object.entries(filter ?? {}).every(([field, values]) => values.includes(record[field] as string | boolean));
}

/** The sum of amounts with at most 2 decimals, added as whole cents so it is exact. */
function sumExact(values: readonly number[]): number {
  let cents = 0;
  for (const value of values) cents += Math.round(value * 100);
  return cents / 100;
}

/** Charges, credits and balance of each stay's or group's folio (read from the folio lines). */
function balances(state: HotelState, report: ReportDeclaration, source: HotelRecord[]): Record<string, unknown>[] {
  const totals = ledgerIndex(state.ledger).folioTotals;
  const row = (kind: 'stay' | 'group', record: HotelRecord, name: unknown, reference: unknown) => {
    const t = totals.get(folioKey({ kind, id: record.id })) ?? { debit: 0, credit: 0 };
    return { id: record.id, name, reference, charges: fromCents(t.debit), credits: fromCents(t.credit), balance: fromCents(t.debit - t.credit) };
  };
  if (report.compute === 'group-balances') return source.map((group) => row('group', group, group.name, group.contactPerson));
  return source.map((stay) => row('stay', stay, labelOf(state, 'guests', stay.guest), stay.number));
}

/** The fields of a docket every docket row carries, references as labels. */
function docketRow(state: HotelState, docket: HotelRecord) {
  return {
    docketNo: docket.docketNo, pointOfSale: labelOf(state, 'points-of-sale', docket.pointOfSale) ?? '(None)', channel: docket.channel,
    waiter: docket.waiter, businessDate: docket.businessDate, date: docket.date, stage: docket.stage,
  };
}

/** One row per line of each docket: item (its name), quantity and amount net of the line's discount. */
function docketLineRows(state: HotelState, dockets: readonly HotelRecord[]): HotelRecord[] {
  return dockets.flatMap((docket) =>
    ((docket.lines ?? []) as DocketLine[]).map((line) => ({
      ...docketRow(state, docket), id: `${docket.id}:${line.id}`, stock: labelOf(state, 'stocks', line.stock) ?? line.name,
      quantity: line.quantity, unitPrice: line.unitPrice, discount: line.discount, amount: line.amount,
    })),
  );
}

/** One row per tender of each docket: method (its label) and the amount kept (cash net of the change). */
function docketTenderRows(state: HotelState, dockets: readonly HotelRecord[]): HotelRecord[] {
  const methods = new Map(TENDER_METHODS.map((method) => [method, method.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ')]));
  return dockets.flatMap((docket) => {
    let change = Math.round(((docket.change as number | undefined) ?? 0) * 100);
    return ((docket.tenders ?? []) as DocketTender[]).map((tender, i) => {
      let cents = Math.round(tender.amount * 100);
      if (tender.method === 'cash') {
        const back = Math.min(change, cents);
        cents -= back;
        change -= back;
      }
      return { ...docketRow(state, docket), id: `${docket.id}:T${i + 1}`, method: methods.get(tender.method) ?? tender.method, amount: fromCents(cents) };
    });
  });
}

/**
 * Computes a report over the current data: filter, date range, grouping (the offered one named by
 * `by`, the default without it) or computation, totals. Throws for a grouping the report does not
 * offer (the handler answers 400 before).
 */
export function computeReport(state: HotelState, report: ReportDeclaration, from: string | null, to: string | null, by: string | null = null): ReportResult {
  const resource = findResource(report.resource);
  const groupBy = reportGrouping(report, by);
  if (by && !groupBy) throw new Error(`The ${report.title} report is not grouped by '${by}'.`);
  let source: HotelRecord[];
  if (report.compute === 'collections') source = collections(state, from, to) as unknown as HotelRecord[];
  else if (report.compute === 'room-revenue') source = roomRevenue(state, from, to) as unknown as HotelRecord[];
  else if (report.compute === 'docket-lines' || report.compute === 'docket-tenders') {
    let dockets = (state.records['pos-sales'] ?? []).filter((r) => matches(r, report.filter));
    if (report.dateField) dockets = dockets.filter((r) => inRange(r[report.dateField as string], from, to));
    source = (report.compute === 'docket-lines' ? docketLineRows : docketTenderRows)(state, dockets);
  } else {
    // Stock items' quantities are read from the movements; grouped by store, per store they are held in.
    const records = state.records[report.resource] ?? [];
    const byStore = report.resource === 'stocks' && groupBy?.field === 'store';
    source = (byStore ? stockRowsByStore(state, records) : withOnHandAll(state, report.resource, records)).filter((r) => matches(r, report.filter));
    if (report.dateField) source = source.filter((r) => inRange(r[report.dateField as string], from, to));
  }

  let rows: Record<string, unknown>[];
  if ((report.compute === 'collections' || report.compute === 'room-revenue') && !groupBy) {
    // Ledger rows are already what the report lists; newest first.
    rows = [...source].reverse();
  } else if (report.compute === 'guest-balances' || report.compute === 'group-balances') {
    rows = balances(state, report, source);
    if (report.balance === 'debtors') rows = rows.filter((r) => (r.balance as number) > 0);
    if (report.balance === 'creditors') rows = rows.filter((r) => (r.balance as number) < 0);
  } else if (groupBy) {
    const { field, by: period } = groupBy;
    const groups = new Map<string, HotelRecord[]>();
    for (const record of source) {
      const raw = record[field];
      const declared = report.compute ? undefined : resource?.fields.find((f) => f.name === field);
      let key: string;
      if (period === 'day') key = String(raw).slice(0, 10);
      else if (period === 'month') key = String(raw).slice(0, 7);
      else if (declared?.type === 'reference' && declared.reference) key = labelOf(state, declared.reference.resource, raw) ?? '(None)';
      else if (declared?.type === 'enum') key = declared.options?.find((o) => o.value === raw)?.label ?? String(raw ?? '(None)');
      else key = raw === null || raw === undefined || raw === '' ? '(None)' : String(raw);
      groups.set(key, [...(groups.get(key) ?? []), record]);
    }
    rows = [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, records]) => {
        const row: Record<string, unknown> = { group };
        for (const column of report.columns) {
          if (column.aggregate === 'count') row[column.key] = records.length;
          else if (column.aggregate && column.field) {
            const values = records.map((r) => (typeof r[column.field as string] === 'number' ? (r[column.field as string] as number) : 0));
            const total = sumExact(values);
            row[column.key] = roundMoney(column.aggregate === 'avg' ? total / Math.max(values.length, 1) : total);
          }
        }
        return row;
      });
  } else {
    const sortField = report.dateField;
    const sorted = sortField ? [...source].sort((a, b) => String(b[sortField]).localeCompare(String(a[sortField]))) : source;
    rows = sorted.map((record) => {
      const labelled = resource ? withLabels(state, resource, record) : record;
      const row: Record<string, unknown> = { id: record.id };
      for (const column of report.columns) row[column.key] = labelled[column.key] ?? null;
      return row;
    });
  }

  const totals: Record<string, number> = {};
  for (const column of report.columns) {
    if (!column.total) continue;
    totals[column.key] = sumExact(rows.map((r) => (typeof r[column.key] === 'number' ? (r[column.key] as number) : 0)));
  }
  // The group column is named by the grouping chosen ('Waiter' rather than the default's 'Tender').
  const columns = groupBy ? report.columns.map((column) => (column.key === 'group' ? { ...column, label: groupBy.label } : column)) : report.columns;
  return { id: report.id, title: report.title, from, to, by: groupBy?.field ?? null, columns, rows, totals, chart: report.chart ?? null };
}
