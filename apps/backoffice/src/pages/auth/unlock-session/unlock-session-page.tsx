import { Link, useLocation, useNavigate } from 'react-router-dom';
import { getRedirectTarget, UnlockForm, useAuth } from '@hotel/shell';
import { useHotelText } from '../../../i18n/hotel-text';
import { AuthCard } from '../auth-card';
import { keep, sentence } from '../../../i18n/sentence';

/** Unlock session: the locked user's name and email are shown; only the password is asked (the shell's unlock form, as in the prompt over a screen). */
export function UnlockSessionPage() {
  const { t } = useHotelText();
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AuthCard title={t('Unlock your session')} subtitle={t('Your session is locked due to inactivity')}>
      <UnlockForm fullWidth onUnlocked={() => navigate(getRedirectTarget(location.search, window.location.origin, '/signed-in-redirect'), { replace: true })} />
      <p className="mt-8 text-sm text-muted-foreground">
        {sentence(t("I'm not {{link}}", keep('link')), {
          link: (
            <Link to="/sign-out" className="font-medium text-primary underline-offset-4 hover:underline">
              {user?.name ?? t('this user')}
            </Link>
          ),
        })}
      </p>
    </AuthCard>
  );
}
