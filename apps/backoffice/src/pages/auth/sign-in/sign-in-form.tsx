import { Link } from 'react-router-dom';
import { Alert, Button, Checkbox, FormField, Input, Label } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { DemoAccounts, type DemoAccount } from './demo-accounts';
import { useSignInForm, type SignInValues } from './use-sign-in-form';

export type { SignInValues } from './use-sign-in-form';

export interface SignInFormProps {
  /** Signs in; resolve on success, throw to show `error`. */
  onSubmit: (values: SignInValues) => Promise<void>;
  /** The message of the last failed attempt. */
  error?: string | null;
  /** Demo accounts to fill the form with one click (mock API only). */
  demoAccounts?: readonly DemoAccount[];
  /** Initial values. */
  defaultValues?: Partial<SignInValues>;
}

/**
 * The sign-in form: email, password, remember me, and the demo accounts. Its state is
 * `useSignInForm` (no form library: the sign-in page is the first screen of every visitor).
 */
export function SignInForm({ onSubmit, error, demoAccounts = [], defaultValues }: SignInFormProps) {
  const { t, tm } = useHotelText();
  const { values, errors, submitting, field, setRememberMe, fill, handleSubmit } = useSignInForm({ onSubmit, defaultValues });

  return (
    <div className="flex flex-col gap-6">
      {error ? (
        <Alert variant="error" data-testid="sign-in-error">
          {tm(error)}
        </Alert>
      ) : null}
      <form method="post" noValidate className="flex flex-col gap-4" onSubmit={handleSubmit} aria-busy={submitting || undefined}>
        <FormField label={t('Email address')} error={errors.email && tm(errors.email)} required>
          <Input type="email" autoComplete="username" {...field('email')} disabled={submitting} />
        </FormField>
        <FormField label={t('Password')} error={errors.password && tm(errors.password)} required>
          <Input type="password" autoComplete="current-password" {...field('password')} disabled={submitting} />
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <Checkbox
              id="sign-in-remember"
              checked={values.rememberMe}
              onCheckedChange={(checked) => setRememberMe(checked === true)}
              disabled={submitting}
            />
            <Label htmlFor="sign-in-remember">{t('Remember me')}</Label>
          </div>
          <Link to="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t('Forgot password?')}
          </Link>
        </div>
        <Button type="submit" loading={submitting} className="w-full">
          {submitting ? t('Signing in…') : t('Sign in')}
        </Button>
      </form>
      {demoAccounts.length > 0 ? (
        <DemoAccounts accounts={demoAccounts} disabled={submitting} onPick={(account) => fill(account.email, account.password)} />
      ) : null}
    </div>
  );
}
