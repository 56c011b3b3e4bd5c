import { useTranslation } from 'react-i18next';
import { toast, useLoadOnIntent, type LoadOnIntent, type Preloadable, type UseLoadOnIntentOptions } from '@hotel/ui';
import { errorMessage, isChunkLoadError } from '../errors/error-panel';

export interface UseLazyWidgetOptions extends UseLoadOnIntentOptions {
  /** What the trigger opens, as the user knows it ('Messages', 'User menu'): the error toast names it. */
  name: string;
}

/**
 * `useLoadOnIntent` for the shell's header panels, menus and drawers, with the shell's report of a
 * failed load: an error toast '{name} could not be opened.' with the reason (a missing chunk reads
 * 'A new version may be available…' and offers Reload, as the error panel does; offline it says so
 * and offers no Reload), then `onError`
 * (e.g. close what was asked to open). The trigger stays usable; its next use tries again.
 */
export function useLazyWidget<T>(preloadable: Preloadable<T>, { name, onError, ...options }: UseLazyWidgetOptions): LoadOnIntent<T> {
  const { t } = useTranslation();
  return useLoadOnIntent(preloadable, {
    ...options,
    onError: (error) => {
      const chunk = isChunkLoadError(error);
      // Offline, a missing chunk is no new version, and a reload would show the browser's offline page.
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      const reload = t('errors.reload', { defaultValue: 'Reload' });
      toast.error(t('errors.openFailed', { name, defaultValue: '{{name}} could not be opened.' }), {
        id: `open-failed:${name}`,
        description: offline
          ? t('errors.offlineRetry', { defaultValue: 'You are offline. Try again when the connection is back.' })
          : chunk
            ? t('errors.chunkLoadFailed', { defaultValue: 'A new version may be available. Reload the page to continue.' })
            : (errorMessage(error) ?? t('errors.unknown', { defaultValue: 'An unexpected error occurred.' })),
        action: chunk && !offline ? { label: reload, altText: reload, onClick: () => window.location.reload() } : undefined,
      });
      onError?.(error);
    },
  });
}
