import { useState } from 'react';
import { DraftNotice, useFormDraft, useUnsavedChanges } from '@hotel/shell';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, FormField, Input, Textarea } from '@hotel/ui';
import { invalidRecipients, splitRecipients, type ComposeValues } from './mail-model';
import { overLimit, tooLongMessage } from '../text-limit';

/** The API's limits of a mail's subject and text. */
const LIMITS = { subject: 500, content: 100_000 } as const;

export interface ComposeDialogProps {
  /** The title: 'New message', 'Reply', 'Reply all' or 'Forward'. */
  title: string;
  /** The fields the form starts with. */
  initial: ComposeValues;
  /** Sends (`draft` false) or saves in Drafts; resolves whether it worked. */
  onSubmit: (values: ComposeValues, draft: boolean) => Promise<boolean>;
  /** Closes the dialog (after Discard, Escape, or a successful send or save). */
  onClose: () => void;
  /**
   * Keeps unsaved input under this name (per user) until it is sent, saved in Drafts or discarded,
   * and restores it when the same form opens again: after a new sign-in or a reload. No draft without it.
   */
  draftId?: string;
  /** Where the draft belongs (the mailbox's mount point), so a folder change does not lose it; the current path by default. */
  draftScope?: string;
}

type Errors = Partial<Record<'to' | 'cc' | 'bcc' | 'subject' | 'content', string>>;

/** What keeps the mail from being sent (or saved, `draft`): bad recipients, a text over its limit. */
function composeErrors(values: ComposeValues, draft: boolean): Errors {
  const errors: Errors = {};
  for (const key of ['to', 'cc', 'bcc'] as const) {
    const bad = invalidRecipients(splitRecipients(values[key]));
    if (bad.length) errors[key] = `Not an e-mail address: ${bad.join(', ')}`;
  }
  if (!draft && !errors.to && splitRecipients(values.to).length === 0) errors.to = 'Add at least one recipient';
  if (overLimit(values.subject, LIMITS.subject)) errors.subject = tooLongMessage('The subject', LIMITS.subject);
  if (overLimit(values.content, LIMITS.content)) errors.content = tooLongMessage('The message', LIMITS.content);
  return errors;
}

const FIELDS = ['to', 'cc', 'bcc', 'subject', 'content'] as const;

/** A kept draft's fields over the form's start (a draft is read back from storage: only text counts). */
function restoredValues(initial: ComposeValues, kept: Partial<Record<keyof ComposeValues, unknown>>): ComposeValues {
  const text = (key: keyof ComposeValues) => {
    const value = kept[key];
    return typeof value === 'string' ? value : initial[key];
  };
  return { to: text('to'), cc: text('cc'), bcc: text('bcc'), subject: text('subject'), content: text('content') };
}

/**
 * Compose (also reply, reply all and forward): To, with Cc and Bcc revealed on demand, Subject and
 * the message; Discard, Save as draft (the mail lands in Drafts) and Send (it lands in Sent).
 * Recipients are comma-separated addresses or 'Name <address>'. Closing a half-written mail asks
 * first, and its input is kept as a draft (with `draftId`) until it is sent, saved or discarded.
 */
export function ComposeDialog({ title, initial, onSubmit, onClose, draftId, draftScope }: ComposeDialogProps) {
  const [values, setValues] = useState(initial);
  const [showCc, setShowCc] = useState(Boolean(initial.cc));
  const [showBcc, setShowBcc] = useState(Boolean(initial.bcc));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<'send' | 'draft' | null>(null);
  const changed = FIELDS.some((key) => values[key] !== initial[key]);
  // Kept while a send is on its way too: an expired session may end it with 'Sign in again'.
  const draft = useFormDraft({
    id: draftId ?? '',
    enabled: draftId !== undefined,
    scope: draftScope,
    values,
    dirty: changed,
    onRestore: (kept) => {
      const next = restoredValues(initial, kept);
      setValues(next);
      if (next.cc) setShowCc(true);
      if (next.bcc) setShowBcc(true);
    },
  });
  // Not asked while a send or save is on its way (it may move to another mail when it lands).
  const { confirmDiscard } = useUnsavedChanges(changed && busy === null, { onDiscard: draft.clear });
  const set = (key: keyof ComposeValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors(({ [key as keyof Errors]: _, ...rest }) => rest);
  };
  const requestClose = async () => {
    if (await confirmDiscard()) onClose();
  };
  const discardDraft = () => {
    setValues(initial);
    setShowCc(Boolean(initial.cc));
    setShowBcc(Boolean(initial.bcc));
    draft.clear();
  };

  const submit = async (asDraft: boolean) => {
    const found = composeErrors(values, asDraft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(asDraft ? 'draft' : 'send');
    const ok = await onSubmit(values, asDraft);
    setBusy(null);
    if (!ok) return;
    draft.clear();
    onClose();
  };

  const recipients = (key: 'to' | 'cc' | 'bcc', label: string) => (
    <FormField label={label} error={errors[key]} required={key === 'to'}>
      <Input type="text" inputMode="email" autoComplete="off" value={values[key]} onChange={(e) => set(key, e.target.value)} placeholder="name@example.com, Name <name@example.com>" />
    </FormField>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && busy === null && void requestClose()}>
      <DialogContent className="max-h-[95dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">Write a mail; Send puts it in Sent, Save as draft in Drafts.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit(false);
          }}
        >
          <DraftNotice restoredAt={draft.restoredAt} onDiscard={discardDraft} />
          {recipients('to', 'To')}
          <div className="-mt-2 flex gap-2">
            {!showCc ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => setShowCc(true)}>
                Add Cc
              </Button>
            ) : null}
            {!showBcc ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => setShowBcc(true)}>
                Add Bcc
              </Button>
            ) : null}
          </div>
          {showCc ? recipients('cc', 'Cc') : null}
          {showBcc ? recipients('bcc', 'Bcc') : null}
          <FormField label="Subject" error={errors.subject} count={{ length: values.subject.length, max: LIMITS.subject }}>
            <Input value={values.subject} onChange={(e) => set('subject', e.target.value)} />
          </FormField>
          <FormField label="Message" error={errors.content} count={{ length: values.content.length, max: LIMITS.content }}>
            <Textarea value={values.content} rows={10} onChange={(e) => set('content', e.target.value)} />
          </FormField>
          <DialogFooter className="gap-2 sm:justify-between">
            <Button type="button" variant="ghost" onClick={() => void requestClose()} disabled={busy !== null}>
              Discard
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button type="button" variant="outline" onClick={() => void submit(true)} loading={busy === 'draft'} disabled={busy === 'send'}>
                Save as draft
              </Button>
              <Button type="submit" loading={busy === 'send'} disabled={busy === 'draft'}>
                Send
              </Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
