import type { Field, FieldOption, Resource } from './types';

type Extra = Partial<Omit<Field, 'name' | 'label' | 'type'>>;

/** Turns 'not-approved' into 'Not Approved'. */
export function titleOf(id: string): string {
  return id
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Options from kebab-case values, labelled in Title Case. */
export function options(...values: string[]): FieldOption[] {
  return values.map((value) => ({ value, label: titleOf(value) }));
}

/** Short constructors of field declarations. */
export const f = {
  text: (name: string, label: string, extra: Extra = {}): Field => ({ name, label, type: 'text', maxLength: 120, ...extra }),
  longtext: (name: string, label: string, extra: Extra = {}): Field => ({
    name,
    label,
    type: 'longtext',
    maxLength: 2000,
    hiddenInList: true,
    ...extra,
  }),
  number: (name: string, label: string, extra: Extra = {}): Field => ({
    name,
    label,
    type: 'number',
    min: 0,
    max: 100_000,
    format: 'integer',
    ...extra,
  }),
  money: (name: string, label: string, extra: Extra = {}): Field => ({ name, label, type: 'money', min: 0, max: 10_000_000, ...extra }),
  percent: (name: string, label: string, extra: Extra = {}): Field => ({ name, label, type: 'percent', min: 0, max: 100, ...extra }),
  date: (name: string, label: string, extra: Extra = {}): Field => ({ name, label, type: 'date', ...extra }),
  datetime: (name: string, label: string, extra: Extra = {}): Field => ({ name, label, type: 'datetime', ...extra }),
  email: (name: string, label: string, extra: Extra = {}): Field => ({ name, label, type: 'email', maxLength: 254, ...extra }),
  phone: (name: string, label: string, extra: Extra = {}): Field => ({ name, label, type: 'phone', maxLength: 32, ...extra }),
  enum: (name: string, label: string, values: string[] | FieldOption[], extra: Extra = {}): Field => ({
    name,
    label,
    type: 'enum',
    options: typeof values[0] === 'string' ? options(...(values as string[])) : (values as FieldOption[]),
    ...extra,
  }),
  boolean: (name: string, label: string, extra: Extra = {}): Field => ({ name, label, type: 'boolean', default: false, ...extra }),
  ref: (name: string, label: string, resource: string, labelField = 'name', extra: Extra = {}): Field => ({
    name,
    label,
    type: 'reference',
    reference: { resource, labelField },
    maxLength: 64,
    ...extra,
  }),
  /** A server-assigned document number such as RES-00012. */
  code: (name: string, label: string, prefix: string): Field => ({
    name,
    label,
    type: 'text',
    readOnly: true,
    format: 'code',
    maxLength: 20,
    pattern: `${prefix}-\\d{5}`,
    patternMessage: `must look like ${prefix}-00001`,
  }),
};

/** Declares a resource; the list defaults to the first six visible fields, searching text fields, sorted by title. */
export function resource(
  spec: Omit<Resource, 'list'> & { list?: Partial<Resource['list']> },
): Resource {
  const visible = spec.fields.filter((field) => !field.hiddenInList);
  const textual = spec.fields.filter((field) => ['text', 'email', 'phone'].includes(field.type));
  return {
    ...spec,
    list: {
      columns: spec.list?.columns ?? [...(spec.workflow ? ['stage'] : []), ...visible.slice(0, 6).map((field) => field.name)],
      searchFields: spec.list?.searchFields ?? textual.slice(0, 4).map((field) => field.name),
      defaultSort: spec.list?.defaultSort ?? { field: spec.title, order: 'asc' },
    },
  };
}
