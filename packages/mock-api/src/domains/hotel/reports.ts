import { findResource, roundMoney, type HotelRecord, type HotelReportResponse, type ReportDeclaration } from '@hotel/domain';
import { groupBalance, stayBalance } from './ledger';
import { labelOf, withLabels } from './labels';
import type { HotelState } from './state';

export type ReportResult = HotelReportResponse;

function inRange(value: unknown, from: string | null, to: string | null): boolean {
  if (typeof value !== 'string') return false;
  const day = value.slice(0, 10);
  return (!from || day >= from) && (!to || day <= to);
}

function matches(record: HotelRecord, filter: ReportDeclaration['filter']): boolean {
  return Object.entries(filter ?? {}).every(([field, values]) => values.includes(record[field] as string | boolean));
}

function balances(state: HotelState, report: ReportDeclaration, source: HotelRecord[]): Record<string, unknown>[] {
  if (report.compute === 'group-balances') {
    return source.map((group) => {
      const b = groupBalance(state, group.id);
      return { id: group.id, name: group.name, reference: group.contactPerson, charges: b.totalCharges, payments: b.totalPayments, balance: b.balance };
    });
  }
  return source.map((stay) => {
    const b = stayBalance(state, stay.id);
    return { id: stay.id, name: labelOf(state, 'guests', stay.guest), reference: stay.number, charges: b.totalCharges, payments: b.totalPayments, balance: b.balance };
  });
}

function trialBalance(state: HotelState): Record<string, unknown>[] {
  const entries = state.records['journal-entries'] ?? [];
  return (state.records.accounts ?? []).map((account) => {
    const opening = typeof account.openingBalance === 'number' ? account.openingBalance : 0;
    const debits = entries.filter((e) => e.debitAccount === account.id).reduce((t, e) => t + (e.amount as number), 0);
    const credits = entries.filter((e) => e.creditAccount === account.id).reduce((t, e) => t + (e.amount as number), 0);
    const net = roundMoney(opening + debits - credits);
    return { id: account.id, code: account.code, name: account.name, debit: net > 0 ? net : 0, credit: net < 0 ? -net : 0 };
  });
}

/** Computes a report over the current data: filter, date range, grouping or computation, totals. */
export function computeReport(state: HotelState, report: ReportDeclaration, from: string | null, to: string | null): ReportResult {
  const resource = findResource(report.resource);
  let source = (state.records[report.resource] ?? []).filter((r) => matches(r, report.filter));
  if (report.dateField) source = source.filter((r) => inRange(r[report.dateField as string], from, to));

  let rows: Record<string, unknown>[];
  if (report.compute === 'trial-balance') {
    rows = trialBalance(state);
  } else if (report.compute) {
    rows = balances(state, report, source);
    if (report.balance === 'debtors') rows = rows.filter((r) => (r.balance as number) > 0);
    if (report.balance === 'creditors') rows = rows.filter((r) => (r.balance as number) < 0);
  } else if (report.groupBy) {
    const { field, by } = report.groupBy;
    const groups = new Map<string, HotelRecord[]>();
    for (const record of source) {
      const raw = record[field];
      const declared = resource?.fields.find((f) => f.name === field);
      let key: string;
      if (by === 'day') key = String(raw).slice(0, 10);
      else if (by === 'month') key = String(raw).slice(0, 7);
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
            const total = values.reduce((t, v) => t + v, 0);
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
    totals[column.key] = roundMoney(rows.reduce((t, r) => t + (typeof r[column.key] === 'number' ? (r[column.key] as number) : 0), 0));
  }
  return { id: report.id, title: report.title, from, to, columns: report.columns, rows, totals, chart: report.chart ?? null };
}
