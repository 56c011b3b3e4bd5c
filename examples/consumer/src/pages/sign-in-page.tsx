import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, getRedirectTarget, useAuth } from '@hotel/shell';
import { Alert, Button, Card, CardContent, CardDescription, CardHeader, FormField, Input } from '@hotel/ui';
import { NAMESPACE } from '../i18n';

/** Sign-in: email and password, then back to the page that asked for it (`?redirectURL=`). */
export function SignInPage() {
  const { t } = useTranslation(NAMESPACE);
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setFailure(null);
    try {
      await signIn(String(form.get('email')), String(form.get('password')));
      navigate(getRedirectTarget(search, window.location.origin), { replace: true });
    } catch (error) {
      setFailure(errorMessage(error) ?? String(error));
      setPending(false);
    }
  };

  return (
    <main className="grid min-h-dvh place-items-center bg-background p-4 text-foreground">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-lg font-semibold leading-tight">{t('signIn.title')}</h1>
          <CardDescription>{t('signIn.demo')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
            {failure ? <Alert variant="error">{t('signIn.failed', { message: failure })}</Alert> : null}
            <FormField label={t('signIn.email')} required>
              <Input name="email" type="email" autoComplete="username" />
            </FormField>
            <FormField label={t('signIn.password')} required>
              <Input name="password" type="password" autoComplete="current-password" />
            </FormField>
            <Button type="submit" loading={pending}>
              {pending ? t('signIn.submitting') : t('signIn.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
