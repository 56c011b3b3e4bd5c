import { Link } from 'react-router-dom';
import { AccessDenied, useAuth } from '@hotel/shell';
import { Button } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';

/**
 * 'Access denied': the role guard shows it in place of a page the user may not open, and it is
 * a route of its own (open to anyone, DESIGN decision 3).
 */
export function AccessDeniedPage() {
  const { t } = useHotelText();
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  return (
    <div data-slot="access-denied-page" className="flex min-h-[60dvh] items-center justify-center px-4">
      <AccessDenied>
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          {signedIn ? (
            <>
              <Button asChild>
                <Link to="/welcome">{t('Go to the welcome page')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/sign-out">{t('Sign in as someone else')}</Link>
              </Button>
            </>
          ) : (
            <Button asChild>
              <Link to="/sign-in">{t('Sign in')}</Link>
            </Button>
          )}
        </div>
      </AccessDenied>
    </div>
  );
}
