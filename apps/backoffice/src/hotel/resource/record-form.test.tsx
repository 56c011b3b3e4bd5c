import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESOURCES, SCREENS, validateRecord, type HotelRecord, type Resource } from '@hotel/domain';
import { HttpClientProvider, type HttpClient } from '@hotel/shell';
import { listFields, recordColumns, toCsv } from './columns';
import { followDateOrder, formFields, fromFormValue, initialValues, recordInput, toFormValue } from './field-values';
import { lengthCheck } from './field-input';
import { RecordForm } from './record-form';
import { useRecordForm } from './use-record-form';

/** A client that answers every list with no records and records every write. */
function fakeClient() {
  const writes: { method: string; path: string; body: unknown }[] = [];
  const client = {
    baseUrl: '/',
    get: vi.fn(async () => ({ items: [], total: 0, page: 1, size: 1000, labels: {} })),
    post: vi.fn(async (path: string, body: unknown) => {
      writes.push({ method: 'POST', path, body });
      return { id: 'new-1', ...(body as { record: object }).record };
    }),
    patch: vi.fn(async (path: string, body: unknown) => {
      writes.push({ method: 'PATCH', path, body });
      return { id: 'x', ...(body as { record: object }).record };
    }),
  } as unknown as HttpClient;
  return { client, writes };
}

function FormHarness({ resource, record, onSaved }: { resource: Resource; record?: HotelRecord; onSaved: (r: HotelRecord) => void }) {
  const form = useRecordForm(resource, { record });
  return (
    <RecordForm form={form} id="f" onSaved={onSaved}>
      <button type="submit">Save</button>
    </RecordForm>
  );
}

const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\((USD|%)\\))?\\s*\\*?$`);

describe('each resource declaration yields a valid table', () => {
  it.each(RESOURCES.map((r) => [r.name, r] as const))('%s: every list column is a declared field with a unique id', (_name, resource) => {
    const fields = listFields(resource);
    expect(fields.map((f) => f.name)).toEqual([...resource.list.columns]);
    const ids = recordColumns(resource, {}).map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const name of resource.list.searchFields) expect(resource.fields.some((f) => f.name === name)).toBe(true);
  });

  it('a screen filter leaves its fixed column out', () => {
    const screen = SCREENS.find((s) => s.kind === 'resource' && s.filter);
    if (!screen || screen.kind !== 'resource' || !screen.filter) throw new Error('expected a filtered resource screen');
    const resource = RESOURCES.find((r) => r.name === screen.resource) as Resource;
    const names = listFields(resource, screen.filter).map((f) => f.name);
    for (const key of Object.keys(screen.filter)) expect(names).not.toContain(key);
  });
});

describe('each resource declaration yields a valid form', () => {
  it.each(RESOURCES.map((r) => [r.name, r] as const))('%s: one labelled input per field; an empty create reports exactly the required fields', async (_name, resource) => {
    const { client, writes } = fakeClient();
    const onSaved = vi.fn();
    render(
      <HttpClientProvider client={client}>
        <FormHarness resource={resource} onSaved={onSaved} />
      </HttpClientProvider>,
    );
    const form = document.querySelector('form') as HTMLFormElement;
    for (const field of resource.fields) {
      expect(within(form).getAllByLabelText(labelled(field.label)).length, field.name).toBeGreaterThan(0);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const expected = validateRecord(resource, recordInput(formFields(resource), initialValues(formFields(resource)), { mode: 'create', initial: {} }), 'create');
    if (expected.ok) {
      expect(writes).toHaveLength(1);
      expect(onSaved).toHaveBeenCalledOnce();
    } else {
      expect(writes).toHaveLength(0);
      const alerts = within(form).getAllByRole('alert').map((a) => a.textContent ?? '');
      for (const message of Object.values(expected.fields)) expect(alerts.some((text) => text.includes(message))).toBe(true);
    }
  });
});

describe('field values', () => {
  it.each([
    [{ name: 'n', label: 'N', type: 'number' } as const, '12', 12],
    [{ name: 'm', label: 'M', type: 'money' } as const, '1,234.50', 1234.5],
    [{ name: 'p', label: 'P', type: 'percent' } as const, '', null],
    [{ name: 'd', label: 'D', type: 'date' } as const, '2026-01-31', '2026-01-31'],
    [{ name: 'b', label: 'B', type: 'boolean' } as const, true, true],
    [{ name: 't', label: 'T', type: 'text' } as const, '  Ann  ', 'Ann'],
  ])('%o: %o → %o', (field, input, output) => {
    expect(fromFormValue(field, input)).toEqual(output);
  });

  it('a new record starts its required dates on the business date (a time at now); optional ones, defaults and records keep theirs', () => {
    const fields = [
      { name: 'date', label: 'Date', type: 'date', required: true },
      { name: 'paidAt', label: 'Paid At', type: 'datetime', required: true },
      { name: 'due', label: 'Due', type: 'date' },
      { name: 'from', label: 'From', type: 'date', required: true, default: '2026-01-01' },
    ] as const;
    const today = { businessDate: '2026-11-20', now: new Date('2026-11-26T09:05:00Z') };
    const started = initialValues(fields, undefined, today);
    expect(started).toMatchObject({ date: '2026-11-20', due: '', from: '2026-01-01' });
    expect(fromFormValue(fields[1], started.paidAt ?? '')).toBe('2026-11-20T09:05:00.000Z');
    // Before the business date is known, nothing is guessed.
    expect(initialValues(fields, undefined, { now: today.now })).toMatchObject({ date: '', paidAt: '' });
    expect(initialValues(fields, { id: 'r1', date: '2026-02-03', paidAt: null, due: null, from: '2026-01-05' }, today)).toMatchObject({ date: '2026-02-03', paidAt: '' });
  });

  it("a new record's later date of a pair starts the day after the earlier (a new stay is one night); given or later ones stay", () => {
    const pairs = [['arrivalDate', 'departureDate']] as const;
    expect(followDateOrder({ arrivalDate: '2026-11-20', departureDate: '2026-11-20' }, pairs)).toEqual({ arrivalDate: '2026-11-20', departureDate: '2026-11-21' });
    // Opened on a later arrival (the tape chart's first day shown), the departure follows it.
    expect(followDateOrder({ arrivalDate: '2026-12-01', departureDate: '2026-11-20' }, pairs)).toMatchObject({ departureDate: '2026-12-02' });
    expect(followDateOrder({ arrivalDate: '2026-11-20', departureDate: '2026-11-24' }, pairs)).toMatchObject({ departureDate: '2026-11-24' });
    expect(followDateOrder({ arrivalDate: '2026-11-20', departureDate: '2026-11-20' }, pairs, new Set(['departureDate']))).toMatchObject({ departureDate: '2026-11-20' });
    expect(followDateOrder({ arrivalDate: '', departureDate: '' }, pairs)).toEqual({ arrivalDate: '', departureDate: '' });
  });

  it.each(['UTC', 'Asia/Tokyo', 'America/Los_Angeles'])('a new date and time is now on the business date as the server reads it, in %s', (zone) => {
    const field = { name: 'date', label: 'Date', type: 'datetime', required: true } as const;
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      // 20:30 UTC is 05:30 the next morning in Tokyo, 12:30 the same day in Los Angeles: the posting
      // day (the ISO date the server checks against the business date) is the business date in each.
      const { date } = initialValues([field], undefined, { businessDate: '2026-11-20', now: new Date('2026-11-26T20:30:00Z') });
      expect(fromFormValue(field, date ?? '')).toBe('2026-11-20T20:30:00.000Z');
    } finally {
      process.env.TZ = before;
    }
  });

  it('a text over its limit is counted and refused with the API\'s message, never cut', () => {
    const note = { name: 'note', label: 'Note', type: 'longtext', maxLength: 2000 } as const;
    const short = { name: 'name', label: 'Name', type: 'text', maxLength: 100 } as const;
    expect(lengthCheck(note, 'x'.repeat(10), false)).toEqual({ count: { length: 10, max: 2000 } });
    expect(lengthCheck(note, 'x'.repeat(2345), false)).toEqual({ count: { length: 2345, max: 2000 }, error: 'Note must be at most 2,000 characters' });
    // The form's message is the API's (validateRecord), word for word.
    expect(validateRecord({ name: 'n', label: 'N', singular: 'N', description: '', title: 'note', fields: [note], list: { columns: [], searchFields: [], defaultSort: { field: 'note', order: 'asc' } } }, { note: 'x'.repeat(2345) }, 'create')).toEqual({
      ok: false,
      fields: { note: 'Note must be at most 2,000 characters' },
    });
    // A short text shows its limit too; a read-only one, a time and a reference (a select) never.
    expect(lengthCheck(short, 'Ann', false)).toEqual({ count: { length: 3, max: 100 } });
    expect(lengthCheck(note, 'x'.repeat(2345), true)).toEqual({});
    expect(lengthCheck({ ...short, format: 'time' }, '14:00', false)).toEqual({});
    expect(lengthCheck({ name: 'guest', label: 'Guest', type: 'reference', maxLength: 64 }, 'g1', false)).toEqual({});
  });

  it('a pasted text over its limit is kept whole in the input, counted and refused on save', async () => {
    const resource = RESOURCES.find((r) => r.name === 'room-reservations') as Resource;
    const { client, writes } = fakeClient();
    const onSaved = vi.fn();
    render(
      <HttpClientProvider client={client}>
        <FormHarness resource={resource} onSaved={onSaved} />
      </HttpClientProvider>,
    );
    const notes = screen.getByRole('textbox', { name: /^Notes/ });
    expect(notes).not.toHaveAttribute('maxlength');
    expect(notes).toHaveAccessibleDescription('0 / 2,000 characters');
    const user = userEvent.setup();
    await user.click(notes);
    await user.paste('x'.repeat(10_000));
    expect(notes).toHaveValue('x'.repeat(10_000));
    expect(notes).toHaveAccessibleDescription('10,000 / 2,000 characters Notes must be at most 2,000 characters');
    expect(notes).toHaveAccessibleErrorMessage('Notes must be at most 2,000 characters');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(writes).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    expect(notes).toHaveValue('x'.repeat(10_000));
  });

  it('a datetime round-trips through the local input value', () => {
    const field = { name: 'at', label: 'At', type: 'datetime' } as const;
    const iso = '2026-03-04T05:06:00.000Z';
    expect(fromFormValue(field, toFormValue(field, iso))).toBe(iso);
  });

  it('an update sends only the changed fields', () => {
    const resource = RESOURCES.find((r) => r.name === 'guests') as Resource;
    const fields = formFields(resource);
    const record = { id: 'g1', ...Object.fromEntries(fields.map((f) => [f.name, f.type === 'boolean' ? false : null])) } as HotelRecord;
    const initial = initialValues(fields, record);
    const first = fields.find((f) => f.type === 'text' && !f.readOnly);
    if (!first) throw new Error('guests need a text field');
    expect(recordInput(fields, { ...initial, [first.name]: 'Changed' }, { mode: 'update', initial })).toEqual({ [first.name]: 'Changed' });
  });

  it('CSV quotes commas and quotes and defuses formulas', () => {
    const fields = [{ name: 'a', label: 'A, b', type: 'text' } as const];
    expect(toCsv(fields, [{ id: '1', a: 'say "hi"' }, { id: '2', a: '=SUM(A1)' }], {})).toBe('"A, b"\r\n"say ""hi"""\r\n"\'=SUM(A1)"\r\n');
  });
});
