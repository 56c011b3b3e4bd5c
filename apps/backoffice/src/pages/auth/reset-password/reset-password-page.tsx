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

const schema = z
  .object({
    password: z.string().check(z.minLength(8, 'Use at least 8 characters')),
    passwordConfirm: z.string().check(z.minLength(1, 'Repeat the new password')),
  })
  .check(
    z.refine((values) => values.password === values.passwordConfirm, { message: 'The passwords do not match', path: ['passwordConfirm'] }),
  );
type Values = z.infer<typeof schema>;

/** Reset password (the 'Change Password' menu item): a new password, typed twice. */
export function ResetPasswordPage() {
  const { t, tm } = useHotelText();
  const { resetPassword } = useAuth();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '', passwordConfirm: '' } });

  async function submit({ password }: Values) {
    setResult(null);
    try {
      await resetPassword(password);
      reset();
      setResult({ ok: true, message: t('Your password has been reset.') });
    } catch (failure) {
      setResult({ ok: false, message: tm(errorMessage(failure) ?? '') || t('Something went wrong, please try again.') });
    }
  }

  return (
    <AuthCard title={t('Reset your password')} subtitle={t('Create a new password for your account')}>
      {result ? (
        <Alert variant={result.ok ? 'success' : 'error'} className="mb-4">
          {result.message}
        </Alert>
      ) : null}
      <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(submit)}>
        <FormField label={t('New password')} error={errors.password?.message && tm(errors.password.message)} description={t('At least 8 characters.')} required>
          <Input type="password" autoComplete="new-password" {...register('password')} disabled={isSubmitting} />
        </FormField>
        <FormField label={t('Confirm new password')} error={errors.passwordConfirm?.message && tm(errors.passwordConfirm.message)} required>
          <Input type="password" autoComplete="new-password" {...register('passwordConfirm')} disabled={isSubmitting} />
        </FormField>
        <Button type="submit" loading={isSubmitting} className="w-full">
          {isSubmitting ? t('Saving…') : t('Reset your password')}
        </Button>
      </form>
      <p className="mt-8 text-sm text-muted-foreground">
        {sentence(t('Back to {{link}}', keep('link')), {
          link: (
            <Link to="/welcome" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('the back-office')}
            </Link>
          ),
        })}
      </p>
    </AuthCard>
  );
}
