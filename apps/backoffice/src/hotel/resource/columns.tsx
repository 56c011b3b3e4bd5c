import type { ColumnDef } from '@tanstack/react-table';
import { formatFieldValue, type Field, type HotelRecord, type Resource } from '@hotel/domain';
import { Badge } from '@hotel/ui';
import { csvText } from '../shared/csv';

/** A translator of the hotel's strings (`useHotelText().t`); by default the English as declared. */
type Translate = (text: string) => string;
const asDeclared: Translate = (text) => text;

/** The field of a list column: a declared field, or the workflow's stage. */
export function columnField(resource: Resource, name: string): Field | undefined {
  if (name === 'stage' && resource.workflow) {
    return { name: 'stage', label: 'Stage', type: 'enum', options: resource.workflow.stages.map((s) => ({ value: s.id, label: s.label })) };
  }
  return resource.fields.find((field) => field.name === name);
}

/** The declared list columns of a resource (fields left out by a screen's fixed filter). */
export function listFields(resource: Resource, fixed: Readonly<Record<string, string>> = {}): Field[] {
  return resource.list.columns.flatMap((name) => {
    const field = columnField(resource, name);
    return field && !(name in fixed) ? [field] : [];
  });
}

const NUMERIC = new Set(['number', 'money', 'percent']);

/** TanStack columns of a resource's list: formatted cells (money, dates, enums, references), stage badges. */
export function recordColumns(
  resource: Resource,
  labels: Record<string, Record<string, string>>,
  fixed: Readonly<Record<string, string>> = {},
  t: Translate = asDeclared,
): ColumnDef<HotelRecord>[] {
  return listFields(resource, fixed).map((field) => ({
    id: field.name,
    accessorFn: (record) => record[field.name],
    header: t(field.label),
    enableSorting: true,
    cell: ({ row }) => {
      const value = row.original[field.name];
      const text = formatFieldValue(field, value, { labels: labels[field.name], translate: t });
      if (field.name === 'stage') return <Badge variant="secondary">{text}</Badge>;
      if (NUMERIC.has(field.type)) return <span className="block text-end tabular-nums">{text}</span>;
      if (field.format === 'code') return <span className="font-mono text-xs">{text}</span>;
      return <span className="line-clamp-2 max-w-72 [overflow-wrap:anywhere]">{text}</span>;
    },
  }));
}

/** CSV text of records (formatted like the cells), with a header row in the user's language; RFC 4180 quoting. */
export function toCsv(fields: readonly Field[], records: readonly HotelRecord[], labels: Record<string, Record<string, string>>, t: Translate = asDeclared): string {
  return csvText(
    fields.map((field) => t(field.label)),
    records.map((record) => fields.map((field) => formatFieldValue(field, record[field.name], { labels: labels[field.name], translate: t }))),
  );
}
