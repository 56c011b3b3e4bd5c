import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { errorMessage, type UserStatus, useAuth, useUnsavedChanges } from '@hotel/shell';
import { Alert, Avatar, Badge, Button, Card, CardContent, FormField, Input, Label, RadioGroup, RadioGroupItem } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { PageHeader } from '../page-header';

/** The longest name (the API's limit). */
const NAME_MAX = 120;

const schema = z.object({ name: z.string().check(z.trim(), z.minLength(1, 'Enter your name'), z.maxLength(NAME_MAX, `Name must be at most ${NAME_MAX} characters`)) });
type Values = z.infer<typeof schema>;

const STATUSES: { value: UserStatus; label: string }[] = [
  { value: 'online', label: 'Online' },
  { value: 'away', label: 'Away' },
  { value: 'busy', label: 'Busy' },
  { value: 'not-visible', label: 'Invisible' },
];

/** The signed-in user's profile: name and status, saved with PATCH api/common/users; roles shown. */
export function ProfilePage() {
  const { t, tm } = useHotelText();
  const { user, updateUser, setStatus } = useAuth();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', values: { name: user?.name ?? '' } });
  const name = useWatch({ control, name: 'name' }) ?? '';
  useUnsavedChanges(isDirty && !isSubmitting);
  if (!user) return null;

  async function submit({ name }: Values) {
    setResult(null);
    try {
      const saved = await updateUser({ name });
      reset({ name: saved.name });
      setResult({ ok: true, message: t('Your profile has been saved.') });
    } catch (failure) {
      setResult({ ok: false, message: tm(errorMessage(failure) ?? '') || t('Saving failed. Please try again.') });
    }
  }

  return (
    <div data-slot="profile-page">
      <PageHeader title={t('Profile')} description={t('How colleagues see you in the back-office.')} />
      <div className="grid max-w-3xl gap-6 p-4 sm:p-8">
        <Card>
          <CardContent className="flex flex-wrap items-center gap-4 pt-6">
            <Avatar name={user.name} src={user.avatar} size="lg" status={user.status} />
            <div className="min-w-0">
              <p className="truncate text-lg font-semibold text-foreground">{user.name}</p>
              <p className="truncate text-muted-foreground">{user.email}</p>
              <ul aria-label={t('Roles')} className="mt-2 flex flex-wrap gap-1">
                {user.roles.map((role) => (
                  <li key={role}>
                    {/* English shows the role's id; another language its name (the messages' catalog names the roles). */}
                    <Badge variant="secondary">{t(role)}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          </CardContent>
        </Card>
        {result ? <Alert variant={result.ok ? 'success' : 'error'}>{result.message}</Alert> : null}
        <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
          <FormField label={t('Name')} error={errors.name?.message && tm(errors.name.message)} count={{ length: name.length, max: NAME_MAX }} required>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty} className="self-start">
            {t('Save')}
          </Button>
        </form>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-foreground">{t('Status')}</legend>
          <RadioGroup
            value={user.status}
            onValueChange={(value) => {
              setStatus(value as UserStatus).catch((failure: unknown) =>
                setResult({ ok: false, message: tm(errorMessage(failure) ?? '') || t('The status could not be changed.') }),
              );
            }}
            className="flex flex-wrap gap-4"
          >
            {STATUSES.map((status) => (
              <div key={status.value} className="flex items-center gap-2">
                <RadioGroupItem id={`status-${status.value}`} value={status.value} />
                <Label htmlFor={`status-${status.value}`}>{t(status.label)}</Label>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
      </div>
    </div>
  );
}
