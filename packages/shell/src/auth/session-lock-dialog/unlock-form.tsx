import { Alert, Avatar, Button, FormField, Input } from '@hotel/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../http/http-error';
import { useAuth } from '../auth-provider';

/** The mock and a real server refuse a wrong password with one of these. */
const isWrongPassword = (error: unknown) => error instanceof HttpError && [400, 401, 403, 404].includes(error.status);

export interface UnlockFormProps {
  /** Called once the session is unlocked. */
  onUnlocked: () => void | Promise<void>;
  /** What sits beside the Unlock button (the prompt's "Sign in again"); nothing by default. */
  secondaryAction?: ReactNode;
  /** A line under the password (the prompt's hint); nothing by default. */
  hint?: ReactNode;
  /** Makes the Unlock button as wide as the form (the page). */
  fullWidth?: boolean;
}

/**
 * The unlock form of a locked session, shared by the prompt over the screen and the /unlock-session
 * page: the signed-in user's name and email (the password manager's username), the password, and
 * Unlock. An empty password is refused on the spot; a wrong one says "Invalid password"; any other
 * failure says so and keeps what was typed.
 */
export function UnlockForm({ onUnlocked, secondaryAction, hint, fullWidth = false }: UnlockFormProps) {
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
    await onUnlocked();
  }

  return (
    <div data-slot="unlock-form" className="flex flex-col gap-4">
      {user ? (
        <div className="flex items-center gap-3 rounded-lg border border-border p-3">
          <Avatar name={user.name} src={user.avatar} />
          <div className="min-w-0">
            <p className="truncate font-medium text-foreground" data-testid="unlock-name">
              {user.name}
            </p>
            <p className="truncate text-sm text-muted-foreground" data-testid="unlock-email">
              {user.email}
            </p>
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
          <Input type="password" autoComplete="current-password" value={password} disabled={submitting} onChange={(event) => setPassword(event.target.value)} />
        </FormField>
        {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
        <div className={fullWidth ? 'flex flex-col gap-2' : 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end'}>
          {secondaryAction}
          <Button type="submit" loading={submitting} className={fullWidth ? 'w-full' : undefined}>
            {submitting ? t('sessionLock.unlocking') : t('sessionLock.unlock')}
          </Button>
        </div>
      </form>
    </div>
  );
}
