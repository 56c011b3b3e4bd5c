import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { HttpError, getRedirectTarget, useAuth } from '@hotel/shell';
import { env } from '../../../env';
import { useHotelText } from '../../../i18n/hotel-text';
import { AuthCard } from '../auth-card';
import { ResetDemoDataLink } from '../reset-demo-data';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { SignInForm, type SignInValues } from './sign-in-form';

/** The message for a failed sign-in. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof HttpError && (error.status === 404 || error.status === 401)) return 'Wrong email or password';
  if (error instanceof HttpError && error.status === 0) return 'The server could not be reached. Check your connection and try again.';
  return 'Signing in failed. Please try again.';
}

/**
 * Sign-in: after success, goes to `redirectURL` only when it passes safeRedirectUrl (same origin,
 * one leading '/', not sign-in), else to /signed-in-redirect.
 */
export function SignInPage() {
  const { t } = useHotelText();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);

  async function submit({ email, password, rememberMe }: SignInValues) {
    setError(null);
    try {
      await signIn(email, password, { remember: rememberMe });
    } catch (failure) {
      setError(signInErrorMessage(failure));
      return;
    }
    await navigate(getRedirectTarget(location.search, window.location.origin, '/signed-in-redirect'), { replace: true });
  }

  return (
    <AuthCard
      title={t('Sign in')}
      subtitle={
        <>
          {t("Don't have an account?")}{' '}
          <Link to="/sign-up" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('Sign up')}
          </Link>
        </>
      }
    >
      <SignInForm onSubmit={submit} error={error} demoAccounts={env.mockApi ? DEMO_ACCOUNTS : []} />
      {env.mockApi ? (
        <footer className="mt-8 border-t border-border pt-4 text-center text-sm text-muted-foreground">
          {t('Demo data in a bad state?')} <ResetDemoDataLink />
        </footer>
      ) : null}
    </AuthCard>
  );
}
