import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@hotel/shell';
import { Spinner } from '@hotel/ui';
import { NAMESPACE } from '../i18n';

/**
 * Ends the session and goes to sign-in.
 *
 * Next: this route goes once the shell's user menu takes its sign-out action from configuration
 * (sign out through the auth provider, then navigate to /sign-in); today its Sign out links to
 * /sign-out, so the app must answer that path.
 */
export function SignOutPage() {
  const { t } = useTranslation(NAMESPACE);
  const { signOut } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    void signOut().then(() => {
      if (current) navigate('/sign-in', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [signOut, navigate]);
  return (
    <main className="grid min-h-dvh place-items-center gap-3 bg-background text-foreground">
      <h1 className="flex items-center gap-3 text-lg">
        <Spinner label={null} /> {t('signOut.title')}
      </h1>
    </main>
  );
}
