import { toast, Label, RadioGroup, RadioGroupItem } from '@hotel/ui';
import type { MailSettings } from '../api/mailbox';

export interface MailboxSettingsProps {
  settings: MailSettings;
  /** Saves (PATCH settings); resolves whether it worked. */
  onSave: (changes: Partial<MailSettings>) => Promise<boolean>;
}

const LAYOUTS: { value: MailSettings['messageLayout']; label: string; hint: string }[] = [
  { value: 'right', label: 'Reading pane on the right', hint: 'The list stays on the left, the open mail beside it.' },
  { value: 'left', label: 'Reading pane on the left', hint: 'The open mail comes first, the list beside it.' },
  { value: 'full', label: 'Full width', hint: 'One at a time: the list, or the open mail with a way back to the list.' },
];

/** Mailbox settings: where the reading pane sits on wide screens, or one pane at a time (saved at once). */
export function MailboxSettings({ settings, onSave }: MailboxSettingsProps) {
  return (
    <section aria-labelledby="mailbox-settings-title" className="flex min-w-0 flex-1 flex-col overflow-y-auto p-4 sm:p-6">
      <h1 id="mailbox-settings-title" className="text-3xl font-extrabold tracking-tight">
        Settings
      </h1>
      <h2 id="mailbox-layout" className="mt-8 text-lg font-semibold">
        Message layout
      </h2>
      <p className="text-sm text-muted-foreground">On wide screens the list and the open mail sit side by side, or take the full width one at a time.</p>
      <RadioGroup
        aria-labelledby="mailbox-layout"
        className="mt-4 grid gap-4"
        value={settings.messageLayout}
        onValueChange={(value) => {
          void onSave({ messageLayout: value as MailSettings['messageLayout'] }).then((ok) => ok && toast.success('Settings saved'));
        }}
      >
        {LAYOUTS.map((layout) => (
          <div key={layout.value} className="flex items-start gap-3">
            <RadioGroupItem value={layout.value} id={`mailbox-layout-${layout.value}`} aria-describedby={`mailbox-layout-${layout.value}-hint`} className="mt-0.5" />
            <div>
              <Label htmlFor={`mailbox-layout-${layout.value}`}>{layout.label}</Label>
              <p id={`mailbox-layout-${layout.value}-hint`} className="text-sm text-muted-foreground">
                {layout.hint}
              </p>
            </div>
          </div>
        ))}
      </RadioGroup>
    </section>
  );
}
