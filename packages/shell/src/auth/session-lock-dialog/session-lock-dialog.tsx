import {
  Alert,
  Avatar,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
} from '@hotel/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../http/http-error';
import { useAuth } from '../auth-provider';

export interface SessionLockDialogProps {
  /** Whether the prompt is open. */
  open: boolean;
  /** Called after the session was unlocked (the waiting requests are then sent again). */
  onUnlocked: () => void;
  /** Called when the user chooses to sign in again instead (the waiting requests fail). */
  onSignInAgain: () => void;
}

const isWrongPassword = (error: unknown) => error instanceof HttpError && [400, 401, 403, 404].includes(error.status);

/**
 * The unlock prompt over the current screen: the signed-in user's name and email, the password,
 * Unlock, and "Sign in again". It cannot be dismissed otherwise (Escape and outside clicks do
 * nothing), because the screen beneath is waiting for the answer.
 */
export function SessionLockDialog({ open, onUnlocked, onSignInAgain }: SessionLockDialogProps) {
  const { t } = useTranslation();
  const { user, unlockSession } = useAuth();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setFieldError(t('sessionLock.passwordRequired'));
      return;
    }
    setFieldError(null);
    setError(null);
    setSubmitting(true);
    try {
      await unlockSession(password);
    } catch (failure) {
      setError(isWrongPassword(failure) ? t('sessionLock.invalidPassword') : t('sessionLock.failed'));
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    setPassword('');
    onUnlocked();
  }

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
        {user ? (
          <div className="flex items-center gap-3 rounded-lg border border-border p-3">
            <Avatar name={user.name} src={user.avatar} />
            <div className="min-w-0">
              <p className="truncate font-medium text-foreground" data-testid="session-lock-name">
                {user.name}
              </p>
              <p className="truncate text-sm text-muted-foreground">{user.email}</p>
            </div>
          </div>
        ) : null}
        {error ? (
          <Alert variant="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
          <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
          <FormField label={t('sessionLock.password')} error={fieldError} required>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              disabled={submitting}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <p className="text-sm text-muted-foreground">{t('sessionLock.signInAgainHint', { name: user?.name ?? '' })}</p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onSignInAgain} disabled={submitting}>
              {t('sessionLock.signInAgain')}
            </Button>
            <Button type="submit" loading={submitting}>
              {submitting ? t('sessionLock.unlocking') : t('sessionLock.unlock')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
