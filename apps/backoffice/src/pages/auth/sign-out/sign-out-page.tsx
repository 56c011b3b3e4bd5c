import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '@hotel/shell';
import { useHotelText } from '../../../i18n/hotel-text';
import { AuthCard } from '../auth-card';
import { keep, sentence } from '../../../i18n/sentence';

/** Seconds before going to sign-in. */
export const SIGN_OUT_COUNTDOWN = 5;

/** Sign-out: signs out if needed, counts down 5 seconds visibly, then goes to sign-in. */
export function SignOutPage({ seconds = SIGN_OUT_COUNTDOWN }: { /** Countdown length (stories shorten it). */ seconds?: number }) {
  const { t, language } = useHotelText();
  const { status, signOut } = useAuth();
  const navigate = useNavigate();
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    if (status === 'signed-in') void signOut();
  }, [status, signOut]);

  useEffect(() => {
    if (left <= 0) {
      void navigate('/sign-in', { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate]);

  return (
    <AuthCard title={t('You have signed out!')}>
      <p className="text-muted-foreground" role="timer" aria-live="polite" aria-atomic="true">
        {left <= 0
          ? t('Redirecting…')
          : left === 1
            ? t('Redirecting in 1 second')
            : t('Redirecting in {{seconds}} seconds', { seconds: new Intl.NumberFormat(language).format(left) })}
      </p>
      <p className="mt-8 text-sm text-muted-foreground">
        {sentence(t('Go to {{link}}', keep('link')), {
          link: (
            <Link to="/sign-in" replace className="font-medium text-primary underline-offset-4 hover:underline">
              {t('sign in')}
            </Link>
          ),
        })}
      </p>
    </AuthCard>
  );
}
