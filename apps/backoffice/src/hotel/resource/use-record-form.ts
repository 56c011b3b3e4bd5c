import { useEffect, useMemo, useRef, useState } from 'react';
import { hotelPaths, tooLongMessage, validateRecord, type Field, type HotelRecord, type Resource } from '@hotel/domain';
import { useFormDraft, useHttpClient, type FormDraft } from '@hotel/shell';
import { followDateOrder, formFields, initialValues, recordInput, toFormValue, type FormValue, type FormValues } from './field-values';
import { useBusinessDate } from '../shared/use-business-date';
import { fieldErrorsOf, messageOf } from '../shared/use-request';

export interface UseRecordFormOptions {
  /** The record being edited; undefined creates a new one. */
  record?: HotelRecord;
  /** The screen's fixed values: hidden from the form, added to a new record. */
  fixed?: Readonly<Record<string, string>>;
  /** Only these fields (an action screen's form). */
  only?: readonly string[];
  /** Starting values of a new record, shown and editable (the tape chart's room and dates); keep the object stable. */
  defaults?: Readonly<Record<string, unknown>>;
  /** The edit corrects a posted document: a reason is required and sent with the PATCH (`{record, reason}`). */
  correction?: boolean;
  /**
   * Keeps unsaved input as a draft under this name (per user and screen), restored when the form
   * opens again: after an expired session, a new sign-in, or a reload. Cleared by a save.
   */
  draftId?: string;
}

/** The longest reason of a correction (the API's limit). */
export const REASON_MAX = 240;

/** The draft of a record form: the field values and the correction's reason. */
interface RecordDraft {
  values: FormValues;
  reason: string;
}

/** The draft id of a resource's record form: `record-new`, or `record-<id>` for an edit. */
export const recordDraftId = (recordId?: string) => (recordId === undefined ? 'record-new' : `record-${recordId}`);

export interface RecordFormState {
  fields: Field[];
  values: FormValues;
  /** Message per field (client validation or the server's). */
  errors: Record<string, string>;
  /** A message that belongs to no field (a refused save, a conflict). */
  formError: string | undefined;
  /** Some value differs from the start. */
  dirty: boolean;
  /** The form corrects a posted document and asks for a reason. */
  correction: boolean;
  /** The correction's reason. */
  reason: string;
  setReason: (value: string) => void;
  saving: boolean;
  setValue: (name: string, value: FormValue) => void;
  /** Validates with validateRecord, then POSTs or PATCHes; answers the saved record, or null when refused. */
  submit: () => Promise<HotelRecord | null>;
  /** The kept draft (when `draftId` is given): whether input was restored, and clear. */
  draft: FormDraft;
  /** Puts every value back to the start and forgets the draft. */
  discard: () => void;
}

/** State of the form generated from a resource declaration: values, client + server errors, save. */
export function useRecordForm(resource: Resource, { record, fixed, only, defaults, correction = false, draftId }: UseRecordFormOptions = {}): RecordFormState {
  const client = useHttpClient();
  const fields = useMemo(() => formFields(resource, fixed, only), [resource, fixed, only]);
  const { date: businessDate } = useBusinessDate();
  const initial = useMemo(() => {
    if (record) return initialValues(fields, record);
    const values = initialValues(fields, undefined, { businessDate, now: new Date() });
    for (const field of fields) if (defaults && Object.hasOwn(defaults, field.name)) values[field.name] = toFormValue(field, defaults[field.name]);
    return followDateOrder(values, resource.dateOrder, new Set(Object.keys(defaults ?? {})));
  }, [fields, record, businessDate, defaults, resource.dateOrder]);
  const [values, setValues] = useState<FormValues>(initial);
  // The business date may come after the form opened: the fields still at their starting value take the new one.
  const startedFrom = useRef(initial);
  useEffect(() => {
    const before = startedFrom.current;
    startedFrom.current = initial;
    if (before === initial) return;
    setValues((current) => {
      const next = { ...current };
      for (const field of fields) if (current[field.name] === before[field.name]) next[field.name] = initial[field.name] ?? '';
      return next;
    });
  }, [initial, fields]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [reason, setReasonText] = useState('');
  const mode = record ? 'update' : 'create';
  const corrects = correction && mode === 'update';
  const dirty = fields.some((field) => values[field.name] !== initial[field.name]) || reason !== '';
  const draft = useFormDraft<RecordDraft>({
    id: draftId ?? '',
    enabled: draftId !== undefined,
    values: { values, reason },
    dirty,
    onRestore: (kept) => {
      // Only the fields this form still has, with values of a form's types.
      const known = Object.fromEntries(
        Object.entries(kept.values ?? {}).filter(([name, value]) => name in initial && (typeof value === 'string' || typeof value === 'boolean')),
      );
      setValues({ ...initial, ...known });
      setReasonText(typeof kept.reason === 'string' ? kept.reason : '');
    },
  });

  const discard = () => {
    setValues(initial);
    setReasonText('');
    setErrors({});
    setFormError(undefined);
    draft.clear();
  };

  const setReason = (value: string) => {
    setReasonText(value);
    setErrors(({ reason: _reason, ...rest }) => rest);
  };

  const setValue = (name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  const submit = async (): Promise<HotelRecord | null> => {
    setFormError(undefined);
    const input = recordInput(fields, values, { mode, initial, fixed });
    const checked = validateRecord(resource, input, mode, record);
    if (!checked.ok) {
      const known = new Set(fields.map((field) => field.name));
      setErrors(Object.fromEntries(Object.entries(checked.fields).filter(([name]) => known.has(name))));
      const other = Object.entries(checked.fields).filter(([name]) => !known.has(name));
      setFormError(other.length ? other.map(([, message]) => message).join(' ') : 'Check the highlighted fields.');
      return null;
    }
    if (mode === 'update' && Object.keys(input).length === 0) return record ?? null;
    if (corrects && !reason.trim()) {
      setErrors({ reason: 'A reason is required for a correction' });
      setFormError('Say why the posted document is corrected.');
      return null;
    }
    if (corrects && reason.trim().length > REASON_MAX) {
      setErrors({ reason: tooLongMessage('Reason', REASON_MAX) });
      setFormError('Check the highlighted fields.');
      return null;
    }
    setSaving(true);
    try {
      const saved = record
        ? await client.patch<HotelRecord>(hotelPaths.record(resource.name, record.id), corrects ? { record: input, reason: reason.trim() } : { record: input })
        : await client.post<HotelRecord>(hotelPaths.list(resource.name), { record: input });
      setErrors({});
      draft.clear();
      return saved;
    } catch (error) {
      const serverFields = fieldErrorsOf(error);
      if (serverFields) setErrors(serverFields);
      setFormError(messageOf(error));
      return null;
    } finally {
      setSaving(false);
    }
  };

  return { fields, values, errors, formError, dirty, correction: corrects, reason, setReason, saving, setValue, submit, draft, discard };
}
