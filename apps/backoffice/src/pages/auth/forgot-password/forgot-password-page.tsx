import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { Link } from 'react-router-dom';
import { errorMessage, useAuth } from '@hotel/shell';
import { Alert, Button, FormField, Input } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { AuthCard } from '../auth-card';
import { keep, sentence } from '../../../i18n/sentence';

const schema = z.object({ email: z.email('Enter a valid email address') });
type Values = z.infer<typeof schema>;

/** Forgot password: sends a reset link; the answer never reveals whether the address is registered. */
export function ForgotPasswordPage() {
  const { t, tm } = useHotelText();
  const { forgotPassword } = useAuth();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  async function submit({ email }: Values) {
    setResult(null);
    try {
      await forgotPassword(email);
      setResult({ ok: true, message: t("Password reset sent! You'll receive an email if you are registered on our system.") });
    } catch (failure) {
      setResult({ ok: false, message: tm(errorMessage(failure) ?? '') || t('Something went wrong, please try again.') });
    }
  }

  return (
    <AuthCard title={t('Forgot password?')} subtitle={t('Fill the form to reset your password')}>
      {result ? (
        <Alert variant={result.ok ? 'success' : 'error'} className="mb-4">
          {result.message}
        </Alert>
      ) : null}
      <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(submit)}>
        <FormField label={t('Email address')} error={errors.email?.message && tm(errors.email.message)} required>
          <Input type="email" autoComplete="email" {...register('email')} disabled={isSubmitting} />
        </FormField>
        <Button type="submit" loading={isSubmitting} className="w-full">
          {isSubmitting ? t('Sending…') : t('Send reset link')}
        </Button>
      </form>
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
