import { Alert, Button } from '@hotel/ui';
import { useTranslation } from 'react-i18next';

export interface DraftNoticeProps {
  /** When the restored draft was last changed (FormDraft.restoredAt); nothing is shown when null. */
  restoredAt: number | null;
  /** Throws the restored input away (reset the form and clear the draft here). */
  onDiscard: () => void;
  /** Classes for the notice (spacing in the form that shows it). */
  className?: string;
}

/** Tells the user that unsaved input was restored from a draft, with a way to throw it away. */
export function DraftNotice({ restoredAt, onDiscard, className }: DraftNoticeProps) {
  const { t, i18n } = useTranslation();
  if (restoredAt === null) return null;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(restoredAt);
  return (
    <Alert
      data-slot="draft-notice"
      variant="info"
      className={className}
      action={
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          {t('draft.discard')}
        </Button>
      }
    >
      {t('draft.restored', { time })}
    </Alert>
  );
}
