import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, useAuth } from '@hotel/shell';
import { Alert, Button, Checkbox, FormField, Input, Label } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { AuthCard } from '../auth-card';

/** The longest name and company (the API's limits). */
const TEXT_MAX = 120;

export const signUpSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter your full name'), z.maxLength(TEXT_MAX, `Full name must be at most ${TEXT_MAX} characters`)),
  email: z.email('Enter a valid email address'),
  password: z.string().check(z.minLength(8, 'Use at least 8 characters')),
  company: z.optional(z.string().check(z.maxLength(TEXT_MAX, `Company must be at most ${TEXT_MAX} characters`))),
  agreements: z.literal(true, 'Accept the terms of service and the privacy policy'),
});

export type SignUpValues = z.input<typeof signUpSchema>;

/** Sign-up: full name, email, password, company, agreement; then 'confirmation required'. */
export function SignUpPage() {
  const { t, tm } = useHotelText();
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({ resolver: zodResolver(signUpSchema), mode: 'onTouched', defaultValues: { name: '', email: '', password: '', company: '' } });
  const agreed = useWatch({ control, name: 'agreements' }) === true;
  const [name = '', company = ''] = useWatch({ control, name: ['name', 'company'] });

  async function submit(values: SignUpValues) {
    setError(null);
    try {
      await signUp({ name: values.name, email: values.email, password: values.password, company: values.company ?? '', agreements: true });
    } catch (failure) {
      setError(tm(errorMessage(failure) ?? '') || t('Signing up failed. Please try again.'));
      return;
    }
    await navigate('/confirmation-required');
  }

  return (
    <AuthCard
      title={t('Sign up')}
      subtitle={
        <>
          {t('Already have an account?')}{' '}
          <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('Sign in')}
          </Link>
        </>
      }
    >
      {error ? (
        <Alert variant="error" className="mb-4">
          {error}
        </Alert>
      ) : null}
      <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(submit)}>
        <FormField label={t('Full name')} error={errors.name?.message && tm(errors.name.message)} count={{ length: name.length, max: TEXT_MAX }} required>
          <Input autoComplete="name" {...register('name')} disabled={isSubmitting} />
        </FormField>
        <FormField label={t('Email address')} error={errors.email?.message && tm(errors.email.message)} required>
          <Input type="email" autoComplete="email" {...register('email')} disabled={isSubmitting} />
        </FormField>
        <FormField label={t('Password')} error={errors.password?.message && tm(errors.password.message)} description={t('At least 8 characters.')} required>
          <Input type="password" autoComplete="new-password" {...register('password')} disabled={isSubmitting} />
        </FormField>
        <FormField label={t('Company')} error={errors.company?.message && tm(errors.company.message)} count={{ length: company.length, max: TEXT_MAX }}>
          <Input autoComplete="organization" {...register('company')} disabled={isSubmitting} />
        </FormField>
        <div className="grid gap-1">
          <div className="flex items-start gap-2">
            <Checkbox
              id="sign-up-agreements"
              checked={agreed}
              aria-invalid={errors.agreements ? true : undefined}
              aria-describedby={errors.agreements ? 'sign-up-agreements-error' : undefined}
              onCheckedChange={(checked) => setValue('agreements', checked === true ? true : (undefined as unknown as true), { shouldValidate: true })}
              disabled={isSubmitting}
            />
            <Label htmlFor="sign-up-agreements" className="leading-snug">
              {t('I agree to the Terms of Service and the Privacy Policy')}
            </Label>
          </div>
          {errors.agreements ? (
            <p id="sign-up-agreements-error" role="alert" className="text-xs font-medium text-warn">
              {tm(errors.agreements.message ?? '')}
            </p>
          ) : null}
        </div>
        <Button type="submit" loading={isSubmitting} className="w-full">
          {isSubmitting ? t('Creating your account…') : t('Create your free account')}
        </Button>
      </form>
    </AuthCard>
  );
}
