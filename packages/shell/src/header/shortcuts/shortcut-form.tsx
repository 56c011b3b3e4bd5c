import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button, FormField, Input, isSafeLink, Switch } from '@hotel/ui';
import { DraftNotice } from '../../forms/draft-notice';
import { useFormDraft } from '../../forms/use-form-draft';
import { useUnsavedChanges, type UnsavedChanges } from '../../forms/use-unsaved-changes';
import type { ShortcutInput } from './use-shortcuts';
import { IconPicker } from './icon-picker';

import type { TFunction } from 'i18next';

type Translate = TFunction;

/** The longest label and description of a shortcut (the API's limits). */
const LABEL_MAX = 60;
const DESCRIPTION_MAX = 200;

/** The shortcut form's schema (000 section 5): label, icon and link required; useRouter declared; description optional. */
export function shortcutSchema(t: Translate) {
  const required = (field: string) => t('shortcuts.required', { field });
  return z.object({
    label: z.string().check(z.trim(), z.minLength(1, required(t('shortcuts.label'))), z.maxLength(LABEL_MAX, t('shortcuts.tooLong', { max: LABEL_MAX, defaultValue: 'At most {{max}} characters' }))),
    description: z.optional(z.string().check(z.trim(), z.maxLength(DESCRIPTION_MAX, t('shortcuts.tooLong', { max: DESCRIPTION_MAX, defaultValue: 'At most {{max}} characters' })))),
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
  /**
   * Keeps unsaved input under this name (per user, wherever the header is) until it is saved or
   * discarded, restored with a notice when the form opens again. No draft without it.
   */
  draftId?: string;
  /** Receives the form's unsaved-changes guard, for a panel that closes over the form to ask first. */
  guardRef?: Ref<UnsavedChanges | null>;
}

const EMPTY: ShortcutInput = { label: '', description: '', icon: '', link: '', useRouter: true };

/** Where the shortcut form's drafts belong: the header, the same on every screen. */
export const SHORTCUT_DRAFT_SCOPE = 'header/shortcuts';

/** A kept draft over the form's start (a draft is read back from storage: fields of the wrong type are dropped). */
function restoredShortcut(start: ShortcutInput, kept: Partial<Record<keyof ShortcutInput, unknown>>): ShortcutInput {
  const text = (key: 'label' | 'description' | 'icon' | 'link') => {
    const value = kept[key];
    return typeof value === 'string' ? value : (start[key] ?? '');
  };
  const useRouter = typeof kept.useRouter === 'boolean' ? kept.useRouter : start.useRouter;
  return { label: text('label'), description: text('description'), icon: text('icon'), link: text('link'), useRouter };
}

/**
 * The add / edit form of a shortcut: Add or Update stays disabled while the form is invalid.
 * Cancelling with unsaved input asks first; the input is kept as a draft (with `draftId`).
 */
export function ShortcutForm({ initial, mode, onSubmit, onDelete, onCancel, busy = false, draftId, guardRef }: ShortcutFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => shortcutSchema(t), [t]);
  const iconLabelId = useId();
  const [start] = useState<ShortcutInput>(() => ({ ...EMPTY, ...initial, description: initial?.description ?? '' }));
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isValid, isDirty, isSubmitSuccessful },
  } = useForm<ShortcutInput>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: start,
  });
  const values = useWatch({ control });
  // The counts under the label and the description, in the user's language.
  const countLabels = useMemo(
    () => ({
      count: (length: string, max: string) => t('shortcuts.charactersCount', { length, max, defaultValue: '{{length}} / {{max}}' }),
      left: (left: string) => t('shortcuts.charactersLeft', { left, defaultValue: 'Characters left: {{left}}' }),
      over: (over: string) => t('shortcuts.charactersOver', { over, defaultValue: 'Characters over the limit: {{over}}' }),
    }),
    [t],
  );
  const dirty = isDirty && !isSubmitSuccessful;
  const kept = useFormDraft({
    id: draftId ?? '',
    enabled: draftId !== undefined,
    scope: SHORTCUT_DRAFT_SCOPE,
    values,
    dirty,
    // Restored as changes from the start, so the form stays dirty (guarded, and kept until saved).
    onRestore: (draft) => reset(restoredShortcut(start, draft), { keepDefaultValues: true }),
  });
  const guard = useUnsavedChanges(dirty, { onDiscard: kept.clear });
  useImperativeHandle(guardRef, () => guard, [guard]);
  const discardRestored = () => {
    reset(start);
    kept.clear();
  };

  return (
    <form
      data-slot="shortcut-form"
      noValidate
      className="grid gap-4 p-6"
      onSubmit={handleSubmit((input) => {
        // The form closes as the save starts: its draft goes with it.
        kept.clear();
        onSubmit({ ...input, description: input.description?.trim() || undefined });
      })}
    >
      <DraftNotice restoredAt={kept.restoredAt} onDiscard={discardRestored} />
      <FormField label={t('shortcuts.label')} required error={errors.label?.message} count={{ length: values.label?.length ?? 0, max: LABEL_MAX, labels: countLabels }}>
        {/* The form opens on purpose (plus or a tile): its first field takes focus. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Input autoFocus {...register('label')} />
      </FormField>
      <FormField
        label={t('shortcuts.description')}
        error={errors.description?.message}
        count={{ length: values.description?.length ?? 0, max: DESCRIPTION_MAX, labels: countLabels }}
      >
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
        <Button type="button" variant="ghost" className="ms-auto" onClick={() => void guard.confirmDiscard().then((leave) => leave && onCancel?.())}>
          {t('shortcuts.cancel')}
        </Button>
        <Button type="submit" disabled={!isValid || busy}>
          {mode === 'edit' ? t('shortcuts.update') : t('shortcuts.save')}
        </Button>
      </div>
    </form>
  );
}
