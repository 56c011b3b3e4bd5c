import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { DraftNotice, useFormDraft, useUnsavedChanges } from '@hotel/shell';
import { Alert, Button, FormField, Input, Textarea } from '@hotel/ui';
import { PageFrame } from '../page-frame';
import { HELP_CENTER_BASE } from '../use-help-center';

/** The support request form's rules. */
export const supportSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(120, 'At most 120 characters')),
  email: z.string().check(z.trim(), z.minLength(1, 'Email is required'), z.email('Enter a valid email address')),
  subject: z.string().check(z.trim(), z.minLength(1, 'Subject is required'), z.maxLength(200, 'At most 200 characters')),
  message: z.string().check(z.trim(), z.minLength(1, 'Message is required'), z.maxLength(5000, 'At most 5,000 characters')),
});

type SupportRequest = z.infer<typeof supportSchema>;

const EMPTY: SupportRequest = { name: '', email: '', subject: '', message: '' };

/** The draft id of the support request (per user, on the support page). */
export const SUPPORT_DRAFT_ID = 'support-request';

/** A kept draft's fields that are still text (a draft is read back from storage). */
const restoredRequest = (kept: Partial<Record<keyof SupportRequest, unknown>>): SupportRequest => {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { name: text(kept.name), email: text(kept.email), subject: text(kept.subject), message: text(kept.message) };
};

/**
 * /support: 'Submit your request' with Name, Email, Subject and Message, validated, then a success
 * message. Unsaved input is kept as a draft (restored after a new sign-in or a reload), and leaving
 * the page with it asks first.
 */
export function SupportPage() {
  const [sent, setSent] = useState<SupportRequest | null>(null);
  const form = useForm<SupportRequest>({ resolver: zodResolver(supportSchema), defaultValues: EMPTY, mode: 'onTouched' });
  const { errors, isSubmitting, isDirty, isSubmitSuccessful } = form.formState;
  const values = useWatch({ control: form.control });
  const dirty = isDirty && !isSubmitSuccessful;
  const draft = useFormDraft({
    id: SUPPORT_DRAFT_ID,
    values,
    dirty,
    // Restored as changes from the empty form, so it stays dirty (guarded, and kept until sent).
    onRestore: (kept) => form.reset(restoredRequest(kept), { keepDefaultValues: true }),
  });
  useUnsavedChanges(dirty, { onDiscard: draft.clear });
  const discard = () => {
    form.reset(EMPTY);
    draft.clear();
  };

  return (
    <PageFrame title="Contact support" subtitle="Tell us what you need and we will answer by email" back={{ to: HELP_CENTER_BASE, label: 'Back to Help Center' }}>
      <div className="rounded-lg bg-card p-6 shadow-sm sm:p-8">
        {sent ? (
          <div className="grid gap-4">
            <Alert variant="success" title="Your request has been delivered!">
              Our support team will contact you at {sent.email} soon.
            </Alert>
            <Button
              variant="outline"
              className="w-fit"
              onClick={() => {
                form.reset(EMPTY);
                setSent(null);
              }}
            >
              Send another request
            </Button>
          </div>
        ) : (
          <form
            aria-labelledby="support-title"
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit((values) => {
              setSent(values);
            })}
          >
            <h2 id="support-title" className="text-xl font-semibold">
              Submit your request
            </h2>
            <DraftNotice restoredAt={draft.restoredAt} onDiscard={discard} />
            <FormField label="Name" required error={errors.name?.message}>
              <Input autoComplete="name" {...form.register('name')} />
            </FormField>
            <FormField label="Email" required error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
            <FormField label="Subject" required error={errors.subject?.message}>
              <Input {...form.register('subject')} />
            </FormField>
            <FormField label="Message" required error={errors.message?.message} count={{ length: values.message?.length ?? 0, max: 5000 }}>
              <Textarea rows={6} {...form.register('message')} />
            </FormField>
            <div className="flex justify-end gap-3">
              <Button type="button" variant="ghost" onClick={discard}>
                Clear
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                Submit
              </Button>
            </div>
          </form>
        )}
      </div>
    </PageFrame>
  );
}
