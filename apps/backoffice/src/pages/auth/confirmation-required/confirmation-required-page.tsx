import { Link } from 'react-router-dom';
import { Alert } from '@hotel/ui';
import { AuthCard } from '../auth-card';

/** After sign-up: the account must be confirmed from the email before signing in. */
export function ConfirmationRequiredPage() {
  return (
    <AuthCard title="Confirmation required" subtitle="A confirmation mail with instructions has been sent to your email address.">
      <Alert variant="info">Follow the instructions in the mail to confirm your email address and activate your account.</Alert>
      <p className="mt-8 text-sm text-muted-foreground">
        Return to{' '}
        <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
          sign in
        </Link>
      </p>
    </AuthCard>
  );
}
