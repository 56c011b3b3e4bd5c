import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button, FormField, Input, isSafeLink, Switch } from '@hotel/ui';
import type { ShortcutInput } from './use-shortcuts';
import { IconPicker } from './icon-picker';

import type { TFunction } from 'i18next';

type Translate = TFunction;

/** The shortcut form's schema (000 section 5): label, icon and link required; useRouter declared; description optional. */
export function shortcutSchema(t: Translate) {
  const required = (field: string) => t('shortcuts.required', { field });
  return z.object({
    label: z.string().check(z.trim(), z.minLength(1, required(t('shortcuts.label'))), z.maxLength(60, t('shortcuts.tooLong', { max: 60, defaultValue: 'At most {{max}} characters' }))),
    description: z.optional(z.string().check(z.trim(), z.maxLength(200, t('shortcuts.tooLong', { max: 200, defaultValue: 'At most {{max}} characters' })))),
    icon: z.string().check(z.trim(), z.minLength(1, required(t('shortcuts.icon')))),
    link: z.string().check(
      z.trim(),
      z.minLength(1, required(t('shortcuts.link'))),
      z.refine((value) => value === '' || isSafeLink(value), t('shortcuts.invalidLink', { defaultValue: 'Use a path (/apps/tasks) or an http(s), mailto or tel link' })),
    ),
    useRouter: z.boolean(required(t('shortcuts.useRouter'))),
  });
}

export interface ShortcutFormProps {
  /** The shortcut being edited; empty for a new one. */
  initial?: ShortcutInput | null;
  /** 'add' shows Add; 'edit' shows Delete and Update. */
  mode: 'add' | 'edit';
  /** Called with the valid values. */
  onSubmit: (values: ShortcutInput) => void;
  /** Called by Delete (edit mode). */
  onDelete?: () => void;
  /** Called by Cancel. */
  onCancel?: () => void;
  /** Disables the buttons while a save is in flight. */
  busy?: boolean;
}

const EMPTY: ShortcutInput = { label: '', description: '', icon: '', link: '', useRouter: true };

/** The add / edit form of a shortcut: Add or Update stays disabled while the form is invalid. */
export function ShortcutForm({ initial, mode, onSubmit, onDelete, onCancel, busy = false }: ShortcutFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => shortcutSchema(t), [t]);
  const iconLabelId = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<ShortcutInput>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { ...EMPTY, ...initial, description: initial?.description ?? '' },
  });

  return (
    <form
      data-slot="shortcut-form"
      noValidate
      className="grid gap-4 p-6"
      onSubmit={handleSubmit((values) => onSubmit({ ...values, description: values.description?.trim() || undefined }))}
    >
      <FormField label={t('shortcuts.label')} required error={errors.label?.message}>
        {/* The form opens on purpose (plus or a tile): its first field takes focus. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Input autoFocus {...register('label')} />
      </FormField>
      <FormField label={t('shortcuts.description')} error={errors.description?.message}>
        <Input {...register('description')} />
      </FormField>
      <FormField label={<span id={iconLabelId}>{t('shortcuts.icon')}</span>} required error={errors.icon?.message}>
        {(aria) => (
          <Controller
            control={control}
            name="icon"
            render={({ field }) => (
              <IconPicker
                value={field.value}
                onChange={(value) => field.onChange(value)}
                labelId={iconLabelId}
                aria-invalid={aria['aria-invalid']}
                aria-describedby={aria['aria-describedby']}
              />
            )}
          />
        )}
      </FormField>
      <FormField label={t('shortcuts.link')} required error={errors.link?.message}>
        <Input {...register('link')} placeholder="/apps/tasks" />
      </FormField>
      <Controller
        control={control}
        name="useRouter"
        render={({ field }) => (
          <label className="flex items-center justify-between gap-3 text-sm">
            {t('shortcuts.useRouter')}
            <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          </label>
        )}
      />
      <div className="flex items-center gap-2 pt-2">
        {mode === 'edit' ? (
          <Button type="button" variant="ghost" className="text-warn" disabled={busy} onClick={onDelete}>
            {t('shortcuts.delete')}
          </Button>
        ) : null}
        <Button type="button" variant="ghost" className="ms-auto" onClick={onCancel}>
          {t('shortcuts.cancel')}
        </Button>
        <Button type="submit" disabled={!isValid || busy}>
          {mode === 'edit' ? t('shortcuts.update') : t('shortcuts.save')}
        </Button>
      </div>
    </form>
  );
}
