import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { DraftNotice, useFormDraft, useUnsavedChanges } from '@hotel/shell';
import {
  Button,
  DrawerTitle,
  FormField,
  type FormFieldControlProps,
  Icon,
  IconButton,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
} from '@hotel/ui';
import type { Contact, Country } from '../api/contacts';
import { flagOf } from './asset-url';
import { TagsField } from './tags-field';
import type { UseContactLookupsResult } from './use-contacts';

/** The edit form's schema (the API's limits, with messages for people). */
export const contactFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(120, 'Name must be at most 120 characters')),
  emails: z.array(z.object({ email: z.email('Enter a valid e-mail address'), label: z.string().check(z.maxLength(40, 'At most 40 characters')) })),
  phoneNumbers: z.array(
    z.object({
      country: z.string().check(z.regex(/^[a-z]{2}$/, 'Choose a country')),
      phoneNumber: z.string().check(z.minLength(1, 'Enter a phone number'), z.maxLength(40, 'At most 40 characters'), z.regex(/^[\d\s()+\-.]*$/, 'Use digits, spaces and + ( ) - . only')),
      label: z.string().check(z.maxLength(40, 'At most 40 characters')),
    }),
  ),
  title: z.string().check(z.maxLength(120, 'At most 120 characters')),
  company: z.string().check(z.maxLength(120, 'At most 120 characters')),
  birthday: z.string(),
  address: z.string().check(z.maxLength(500, 'At most 500 characters')),
  notes: z.string().check(z.maxLength(20_000, 'At most 20,000 characters')),
  tags: z.array(z.string()),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;

/** Form values of a contact. */
export function toFormValues(contact: Contact): ContactFormValues {
  return {
    name: contact.name,
    emails: contact.emails.map((e) => ({ ...e })),
    phoneNumbers: contact.phoneNumbers.map((p) => ({ ...p })),
    title: contact.title || contact.job?.title || '',
    company: contact.company || contact.job?.company || '',
    birthday: contact.birthday ? contact.birthday.slice(0, 10) : '',
    address: contact.address ?? '',
    notes: contact.notes ?? '',
    tags: [...contact.tags],
  };
}

/** The form draft id of a contact's unsaved edit. */
export const contactDraftId = (id: string) => `contact-${id}`;

const isText = (value: unknown): value is string => typeof value === 'string';
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
/** The rows of a kept list whose fields are all text (others are dropped). */
const rows = <K extends string>(value: unknown, keys: readonly K[]): Record<K, string>[] | null =>
  Array.isArray(value) ? value.map(record).filter((row): row is Record<K, string> => keys.every((key) => isText(row[key]))) : null;

/** A kept form draft over the contact's form values (a draft is read back from storage: fields of the wrong shape are dropped). */
export function restoredContact(start: ContactFormValues, kept: Partial<Record<keyof ContactFormValues, unknown>>): ContactFormValues {
  const text = (key: 'name' | 'title' | 'company' | 'birthday' | 'address' | 'notes') => {
    const value = kept[key];
    return isText(value) ? value : start[key];
  };
  const emails = rows(kept.emails, ['email', 'label'] as const);
  const phones = rows(kept.phoneNumbers, ['country', 'phoneNumber', 'label'] as const);
  return {
    name: text('name'),
    emails: emails ? emails.map(({ email, label }) => ({ email, label })) : start.emails,
    phoneNumbers: phones ? phones.map(({ country, phoneNumber, label }) => ({ country, phoneNumber, label })) : start.phoneNumbers,
    title: text('title'),
    company: text('company'),
    birthday: text('birthday'),
    address: text('address'),
    notes: text('notes'),
    tags: Array.isArray(kept.tags) && kept.tags.every(isText) ? kept.tags : start.tags,
  };
}

/** The PATCH body of form values. */
export function toChanges(values: ContactFormValues): Partial<Omit<Contact, 'id'>> {
  return {
    name: values.name.trim(),
    emails: values.emails.map((e) => ({ email: e.email.trim(), label: e.label.trim() })),
    phoneNumbers: values.phoneNumbers.map((p) => ({ ...p, phoneNumber: p.phoneNumber.trim(), label: p.label.trim() })),
    title: values.title.trim(),
    company: values.company.trim(),
    birthday: values.birthday ? `${values.birthday}T00:00:00.000Z` : null,
    address: values.address.trim() || null,
    notes: values.notes.trim() || null,
    tags: values.tags,
  };
}

export interface ContactFormProps {
  contact: Contact;
  lookups: UseContactLookupsResult;
  /** Saves; answers whether it worked. */
  onSubmit: (changes: Partial<Omit<Contact, 'id'>>) => Promise<boolean>;
  /** Back to view mode. */
  onCancel: () => void;
  /** Asks to delete the contact. */
  onDelete: () => void;
}

/**
 * The contact edit form. Leaving it with unsaved changes (Cancel, another contact, another screen)
 * asks first; a search in the list beside it does not. Unsaved changes are kept as a draft,
 * restored with a notice when the contact is edited again after a new sign-in.
 */
export function ContactForm({ contact, lookups, onSubmit, onCancel, onDelete }: ContactFormProps) {
  const [start] = useState(() => toFormValues(contact));
  const form = useForm<ContactFormValues>({ resolver: zodResolver(contactFormSchema), defaultValues: start, mode: 'onTouched' });
  const { register, control, handleSubmit, formState } = form;
  const emails = useFieldArray({ control, name: 'emails' });
  const phones = useFieldArray({ control, name: 'phoneNumbers' });
  // A save resets the form to what was saved; a refused one leaves it dirty.
  const dirty = formState.isDirty;
  const values = useWatch({ control });
  const kept = useFormDraft({
    id: contactDraftId(contact.id),
    values,
    dirty,
    // Restored as changes from the contact, so the form stays dirty (guarded, and kept until saved).
    onRestore: (draft) => form.reset(restoredContact(start, draft), { keepDefaultValues: true }),
  });
  const { confirmDiscard } = useUnsavedChanges(dirty, { onDiscard: kept.clear, leaves: (current, next) => current.pathname !== next.pathname });
  const discardRestored = () => {
    form.reset(start);
    kept.clear();
  };
  const cancel = async () => {
    if (!(await confirmDiscard())) return;
    form.reset();
    onCancel();
  };

  const submit = handleSubmit(async (input) => {
    const ok = await onSubmit(toChanges(input));
    if (!ok) return;
    form.reset(input);
    kept.clear();
  });
  const err = formState.errors;
  // The same elements every render: Radix Select keeps its items mounted, so 235 countries per phone
  // row must not re-render on each keystroke.
  const countryItems = useMemo(
    () =>
      lookups.countries.map((c) => (
        <SelectItem key={c.id} value={c.iso}>
          <span aria-hidden="true">{flagOf(c.iso)}</span> {c.name} {c.code}
        </SelectItem>
      )),
    [lookups.countries],
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 grid gap-6" aria-label="Edit contact">
      <DrawerTitle className="sr-only">Edit {contact.name}</DrawerTitle>
      <DraftNotice restoredAt={kept.restoredAt} onDiscard={discardRestored} />
      <FormField label="Name" required error={err.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">E-mails</legend>
        {emails.fields.map((field, index) => (
          <div key={field.id} className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[1fr_8rem_auto]">
            <FormField label={`E-mail ${index + 1}`} error={err.emails?.[index]?.email?.message}>
              <Input type="email" {...register(`emails.${index}.email`)} />
            </FormField>
            <FormField label="Label" className="col-start-1 sm:col-start-auto" error={err.emails?.[index]?.label?.message}>
              <Input placeholder="Personal" {...register(`emails.${index}.label`)} />
            </FormField>
            <IconButton className="row-start-1 mt-7 sm:row-start-auto" icon="heroicons-outline:trash" label={`Remove e-mail ${index + 1}`} onClick={() => emails.remove(index)} />
          </div>
        ))}
        <Button type="button" variant="ghost" className="justify-self-start" onClick={() => emails.append({ email: '', label: '' })}>
          <Icon name="heroicons-outline:plus-circle" size="sm" />
          Add an e-mail address
        </Button>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Phone numbers</legend>
        {phones.fields.map((field, index) => (
          <div key={field.id} className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[9rem_1fr_7rem_auto]">
            <FormField label="Country" error={err.phoneNumbers?.[index]?.country?.message}>
              {(controlProps) => (
                <Controller
                  control={control}
                  name={`phoneNumbers.${index}.country`}
                  render={({ field: f }) => (
                    <CountrySelect value={f.value} onChange={f.onChange} onBlur={f.onBlur} controlProps={controlProps} countries={lookups.countries} items={countryItems} />
                  )}
                />
              )}
            </FormField>
            <FormField label={`Phone number ${index + 1}`} className="col-start-1 sm:col-start-auto" error={err.phoneNumbers?.[index]?.phoneNumber?.message}>
              <Input type="tel" {...register(`phoneNumbers.${index}.phoneNumber`)} />
            </FormField>
            <FormField label="Label" className="col-start-1 sm:col-start-auto" error={err.phoneNumbers?.[index]?.label?.message}>
              <Input placeholder="Mobile" {...register(`phoneNumbers.${index}.label`)} />
            </FormField>
            <IconButton className="row-start-1 mt-7 sm:row-start-auto" icon="heroicons-outline:trash" label={`Remove phone number ${index + 1}`} onClick={() => phones.remove(index)} />
          </div>
        ))}
        <Button type="button" variant="ghost" className="justify-self-start" onClick={() => phones.append({ country: 'us', phoneNumber: '', label: '' })}>
          <Icon name="heroicons-outline:plus-circle" size="sm" />
          Add a phone number
        </Button>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Title" error={err.title?.message}>
          <Input {...register('title')} />
        </FormField>
        <FormField label="Company" error={err.company?.message}>
          <Input {...register('company')} />
        </FormField>
        <FormField label="Birthday" error={err.birthday?.message}>
          <Input type="date" {...register('birthday')} />
        </FormField>
        <FormField label="Address" error={err.address?.message} count={{ length: values.address?.length ?? 0, max: 500 }}>
          <Input {...register('address')} />
        </FormField>
      </div>
      <FormField label="Notes" description="Simple HTML is kept (paragraphs, bold, links)." error={err.notes?.message} count={{ length: values.notes?.length ?? 0, max: 20_000 }}>
        <Textarea rows={5} {...register('notes')} />
      </FormField>
      <Controller control={control} name="tags" render={({ field }) => <TagsField value={field.value} onChange={field.onChange} lookups={lookups} />} />

      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
        <Button type="button" variant="ghost" className="text-warn" onClick={onDelete}>
          Delete
        </Button>
        <div className="ms-auto flex gap-2">
          <Button type="button" variant="outline" onClick={() => void cancel()}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}

interface CountrySelectProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  controlProps: FormFieldControlProps;
  countries: Country[];
  /** The prebuilt items of every country. */
  items: ReactNode;
}

/**
 * The country of a phone number with flag and dial code. Closed, it mounts only the chosen item
 * (Radix Select keeps its items mounted, and 235 per row made typing slow); open, all of them.
 */
function CountrySelect({ value, onChange, onBlur, controlProps, countries, items }: CountrySelectProps) {
  const [open, setOpen] = useState(false);
  const chosen = countries.find((c) => c.iso === value);
  return (
    <Select value={value} onValueChange={onChange} open={open} onOpenChange={setOpen}>
      <SelectTrigger {...controlProps} onBlur={onBlur}>
        <SelectValue placeholder="Country" />
      </SelectTrigger>
      <SelectContent>
        {open && countries.length ? (
          items
        ) : (
          <SelectItem value={value}>
            <span aria-hidden="true">{flagOf(value)}</span> {chosen ? `${chosen.name} ${chosen.code}` : value.toUpperCase()}
          </SelectItem>
        )}
      </SelectContent>
    </Select>
  );
}
