import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { Link } from 'react-router-dom';
import { Alert, Button, Checkbox, FormField, Input, Label } from '@hotel/ui';
import { DemoAccounts, type DemoAccount } from './demo-accounts';

export const signInSchema = z.object({
  email: z.email('Enter a valid email address'),
  password: z.string().check(z.minLength(1, 'Enter your password')),
  rememberMe: z.boolean(),
});

export type SignInValues = z.infer<typeof signInSchema>;

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

/** The sign-in form (pure view): email, password, remember me, and the demo accounts. */
export function SignInForm({ onSubmit, error, demoAccounts = [], defaultValues }: SignInFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    control,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', rememberMe: true, ...defaultValues },
  });
  const rememberMe = useWatch({ control, name: 'rememberMe' });

  return (
    <div className="flex flex-col gap-6">
      {error ? (
        <Alert variant="error" data-testid="sign-in-error">
          {error}
        </Alert>
      ) : null}
      <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting || undefined}>
        <FormField label="Email address" error={errors.email?.message} required>
          <Input type="email" autoComplete="username" {...register('email')} disabled={isSubmitting} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...register('password')} disabled={isSubmitting} />
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <Checkbox
              id="sign-in-remember"
              checked={rememberMe}
              onCheckedChange={(checked) => setValue('rememberMe', checked === true)}
              disabled={isSubmitting}
            />
            <Label htmlFor="sign-in-remember">Remember me</Label>
          </div>
          <Link to="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" loading={isSubmitting} className="w-full">
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      {demoAccounts.length > 0 ? (
        <DemoAccounts
          accounts={demoAccounts}
          disabled={isSubmitting}
          onPick={(account) => {
            setValue('email', account.email, { shouldValidate: true });
            setValue('password', account.password, { shouldValidate: true });
            setFocus('password');
          }}
        />
      ) : null}
    </div>
  );
}
