import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useBlocker } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
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

/** The contact edit form; warns before leaving with unsaved changes. */
export function ContactForm({ contact, lookups, onSubmit, onCancel, onDelete }: ContactFormProps) {
  const form = useForm<ContactFormValues>({ resolver: zodResolver(contactFormSchema), defaultValues: toFormValues(contact), mode: 'onTouched' });
  const { register, control, handleSubmit, formState } = form;
  const emails = useFieldArray({ control, name: 'emails' });
  const phones = useFieldArray({ control, name: 'phoneNumbers' });
  const dirty = formState.isDirty && !formState.isSubmitSuccessful;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const submit = handleSubmit(async (values) => {
    const ok = await onSubmit(toChanges(values));
    if (ok) form.reset(values);
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
        <FormField label="Address" error={err.address?.message}>
          <Input {...register('address')} />
        </FormField>
      </div>
      <FormField label="Notes" description="Simple HTML is kept (paragraphs, bold, links)." error={err.notes?.message}>
        <Textarea rows={5} {...register('notes')} />
      </FormField>
      <Controller control={control} name="tags" render={({ field }) => <TagsField value={field.value} onChange={field.onChange} lookups={lookups} />} />

      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
        <Button type="button" variant="ghost" className="text-warn" onClick={onDelete}>
          Delete
        </Button>
        <div className="ms-auto flex gap-2">
          <Button type="button" variant="outline" onClick={() => { form.reset(); onCancel(); }}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            Save
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Discard changes?"
        message="This contact has unsaved changes. Leave and lose them?"
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        onResult={(result) => (result === 'confirmed' ? blocker.proceed?.() : blocker.reset?.())}
      />
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
