import { ConfirmProvider, type ConfirmOptions } from '@hotel/ui';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ShellConfirmProviderProps {
  /** Overrides of the translated defaults, applied to every confirmation. */
  defaults?: ConfirmOptions;
  children?: ReactNode;
}

/**
 * @hotel/ui's ConfirmProvider with the title, message and button labels taken from the shell's
 * translations (they follow the language), so anything below can `await useConfirm()(…)`.
 */
export function ShellConfirmProvider({ defaults, children }: ShellConfirmProviderProps) {
  // react-i18next gives a new `t` when the language changes, so the texts follow it.
  const { t } = useTranslation();
  const translated = useMemo<ConfirmOptions>(
    () => ({
      title: t('confirm.title'),
      message: t('confirm.message'),
      confirmLabel: t('confirm.confirm'),
      cancelLabel: t('confirm.cancel'),
      ...defaults,
    }),
    [t, defaults],
  );
  return <ConfirmProvider defaults={translated}>{children}</ConfirmProvider>;
}
