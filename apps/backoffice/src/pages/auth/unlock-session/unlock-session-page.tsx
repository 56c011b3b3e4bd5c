import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { HttpError, getRedirectTarget, useAuth } from '@hotel/shell';
import { Alert, Avatar, Button, FormField, Input } from '@hotel/ui';
import { AuthCard } from '../auth-card';

const schema = z.object({ password: z.string().check(z.minLength(1, 'Enter your password')) });
type Values = z.infer<typeof schema>;

/** Unlock session: the locked user's name and email are shown; only the password is asked. */
export function UnlockSessionPage() {
  const { user, unlockSession } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '' } });

  async function submit({ password }: Values) {
    setError(null);
    try {
      await unlockSession(password);
    } catch (failure) {
      setError(failure instanceof HttpError && failure.status === 404 ? 'Invalid password' : 'Unlocking failed. Please try again.');
      return;
    }
    await navigate(getRedirectTarget(location.search, window.location.origin, '/signed-in-redirect'), { replace: true });
  }

  return (
    <AuthCard title="Unlock your session" subtitle="Your session is locked due to inactivity">
      {user ? (
        <div className="mb-6 flex items-center gap-3 rounded-lg border border-border p-3">
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
        <Alert variant="error" className="mb-4">
          {error}
        </Alert>
      ) : null}
      <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(submit)}>
        <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
        <FormField label="Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...register('password')} disabled={isSubmitting} />
        </FormField>
        <Button type="submit" loading={isSubmitting} className="w-full">
          {isSubmitting ? 'Unlocking…' : 'Unlock your session'}
        </Button>
      </form>
      <p className="mt-8 text-sm text-muted-foreground">
        I&apos;m not{' '}
        <Link to="/sign-out" className="font-medium text-primary underline-offset-4 hover:underline">
          {user?.name ?? 'this user'}
        </Link>
      </p>
    </AuthCard>
  );
}
