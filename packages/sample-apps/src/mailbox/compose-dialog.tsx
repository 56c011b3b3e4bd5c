import { useState } from 'react';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, FormField, Input, Textarea } from '@hotel/ui';
import { invalidRecipients, splitRecipients, type ComposeValues } from './mail-model';

export interface ComposeDialogProps {
  /** The title: 'New message', 'Reply', 'Reply all' or 'Forward'. */
  title: string;
  /** The fields the form starts with. */
  initial: ComposeValues;
  /** Sends (`draft` false) or saves in Drafts; resolves whether it worked. */
  onSubmit: (values: ComposeValues, draft: boolean) => Promise<boolean>;
  /** Closes the dialog (after Discard, Escape, or a successful send or save). */
  onClose: () => void;
}

type Errors = Partial<Record<'to' | 'cc' | 'bcc', string>>;

function recipientErrors(values: ComposeValues, draft: boolean): Errors {
  const errors: Errors = {};
  for (const key of ['to', 'cc', 'bcc'] as const) {
    const bad = invalidRecipients(splitRecipients(values[key]));
    if (bad.length) errors[key] = `Not an e-mail address: ${bad.join(', ')}`;
  }
  if (!draft && !errors.to && splitRecipients(values.to).length === 0) errors.to = 'Add at least one recipient';
  return errors;
}

/**
 * Compose (also reply, reply all and forward): To, with Cc and Bcc revealed on demand, Subject and
 * the message; Discard, Save as draft (the mail lands in Drafts) and Send (it lands in Sent).
 * Recipients are comma-separated addresses or 'Name <address>'.
 */
export function ComposeDialog({ title, initial, onSubmit, onClose }: ComposeDialogProps) {
  const [values, setValues] = useState(initial);
  const [showCc, setShowCc] = useState(Boolean(initial.cc));
  const [showBcc, setShowBcc] = useState(Boolean(initial.bcc));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<'send' | 'draft' | null>(null);
  const set = (key: keyof ComposeValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors(({ [key as keyof Errors]: _, ...rest }) => rest);
  };

  const submit = async (draft: boolean) => {
    const found = recipientErrors(values, draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(draft ? 'draft' : 'send');
    const ok = await onSubmit(values, draft);
    setBusy(null);
    if (ok) onClose();
  };

  const recipients = (key: 'to' | 'cc' | 'bcc', label: string) => (
    <FormField label={label} error={errors[key]} required={key === 'to'}>
      <Input type="text" inputMode="email" autoComplete="off" value={values[key]} onChange={(e) => set(key, e.target.value)} placeholder="name@example.com, Name <name@example.com>" />
    </FormField>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
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
          <FormField label="Subject">
            <Input value={values.subject} maxLength={500} onChange={(e) => set('subject', e.target.value)} />
          </FormField>
          <FormField label="Message">
            <Textarea value={values.content} rows={10} maxLength={100_000} onChange={(e) => set('content', e.target.value)} />
          </FormField>
          <DialogFooter className="gap-2 sm:justify-between">
            <Button type="button" variant="ghost" onClick={onClose} disabled={busy !== null}>
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
