import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@hotel/ui';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth-provider';
import { UnlockForm } from './unlock-form';

export interface SessionLockDialogProps {
  /** Whether the prompt is open. */
  open: boolean;
  /** Called after the session was unlocked (the waiting requests are then sent again). */
  onUnlocked: () => void;
  /** Called when the user chooses to sign in again instead (the waiting requests fail). */
  onSignInAgain: () => void;
}

/**
 * The unlock prompt over the current screen: the signed-in user's name and email, the password,
 * Unlock, and "Sign in again". It cannot be dismissed otherwise (Escape and outside clicks do
 * nothing), because the screen beneath is waiting for the answer.
 */
export function SessionLockDialog({ open, onUnlocked, onSignInAgain }: SessionLockDialogProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <Dialog open={open}>
      <DialogContent
        data-slot="session-lock-dialog"
        size="sm"
        showCloseButton={false}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t('sessionLock.title')}</DialogTitle>
          <DialogDescription>{t('sessionLock.description')}</DialogDescription>
        </DialogHeader>
        <UnlockForm
          onUnlocked={onUnlocked}
          hint={t('sessionLock.signInAgainHint', { name: user?.name ?? '' })}
          secondaryAction={
            <Button type="button" variant="outline" onClick={onSignInAgain}>
              {t('sessionLock.signInAgain')}
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
