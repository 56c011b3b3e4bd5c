import { Link } from 'react-router-dom';
import { Alert } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { AuthCard } from '../auth-card';
import { keep, sentence } from '../../../i18n/sentence';

/** After sign-up: the account must be confirmed from the email before signing in. */
export function ConfirmationRequiredPage() {
  const { t } = useHotelText();
  return (
    <AuthCard title={t('Confirmation required')} subtitle={t('A confirmation mail with instructions has been sent to your email address.')}>
      <Alert variant="info">{t('Follow the instructions in the mail to confirm your email address and activate your account.')}</Alert>
      <p className="mt-8 text-sm text-muted-foreground">
        {sentence(t('Return to {{link}}', keep('link')), {
          link: (
            <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('sign in')}
            </Link>
          ),
        })}
      </p>
    </AuthCard>
  );
}
