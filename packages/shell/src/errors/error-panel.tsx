import { useEffect, useRef } from 'react';
import { Button } from '@hotel/ui';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../http/http-error';
import { useOnlineStatus } from '../media/use-online-status';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading (CSS )?chunk [\w-]+ failed|Unable to preload CSS/i;

/** True for a failed lazy import (a new deployment replaced the chunk, or the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

/** True for an API call that failed because the browser is offline (the HTTP client's code OFFLINE). */
export const isOfflineError = (error: unknown): boolean => error instanceof HttpError && error.code === 'OFFLINE';

/** A readable message of anything thrown. */
export function errorMessage(error: unknown): string | null {
  if (error instanceof Error) return error.message || null;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const record = error as Record<string, unknown>;
    if (typeof record.message === 'string') return record.message;
    if (typeof record.statusText === 'string' && record.statusText) return `${String(record.status ?? '')} ${record.statusText}`.trim();
  }
  return null;
}

export interface ErrorPanelProps {
  /** What was thrown. */
  error: unknown;
  /** Called by 'Try again', and when the connection is back after an offline API error. Omit to hide the button. */
  onRetry?: () => void;
  /** Called by 'Reload' (chunk-load errors), and when the connection is back after one. Default: reloads the page. */
  onReload?: () => void;
  className?: string;
}

/**
 * The error view of a page region: role alert, 'Something went wrong', the message, 'Try again',
 * and 'Reload' when a lazy chunk failed to load. It fills only its region, so the header and
 * navigation around it stay usable.
 *
 * A chunk that failed while the browser is offline is not a new version: the panel says 'You are
 * offline; the page will load when the connection is back', offers no Reload (it would show the
 * browser's offline page), and reloads by itself once the browser is online. An API call that failed
 * offline (code OFFLINE) is retried the same way.
 */
export function ErrorPanel({ error, onRetry, onReload, className }: ErrorPanelProps) {
  const { t } = useTranslation('shell');
  const online = useOnlineStatus();
  const chunk = isChunkLoadError(error);
  const waitsForConnection = !online && (chunk || (isOfflineError(error) && onRetry !== undefined));
  const reload = onReload ?? (() => window.location.reload());
  const resume = useRef<() => void>(() => undefined);
  useEffect(() => {
    resume.current = chunk ? reload : (onRetry ?? (() => undefined));
  });
  useEffect(() => {
    if (!waitsForConnection) return;
    const onOnline = () => resume.current();
    window.addEventListener('online', onOnline, { once: true });
    return () => window.removeEventListener('online', onOnline);
  }, [waitsForConnection]);

  const message =
    chunk && !online
      ? t('errors.chunkLoadOffline', 'You are offline; the page will load when the connection is back.')
      : chunk
        ? t('errors.chunkLoadFailed', 'A new version may be available. Reload the page to continue.')
        : (errorMessage(error) ?? t('errors.unknown', 'An unexpected error occurred.'));
  return (
    <div
      role="alert"
      data-slot="error-panel"
      className={['mx-auto flex w-full max-w-lg flex-col items-center gap-3 px-4 py-12 text-center text-foreground', className]
        .filter(Boolean)
        .join(' ')}
    >
      <h2 className="text-xl font-semibold">{t('errors.somethingWentWrong', 'Something went wrong')}</h2>
      <p className="break-words text-muted-foreground [overflow-wrap:anywhere]">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {onRetry ? (
          <Button variant={chunk && online ? 'outline' : 'default'} onClick={onRetry}>
            {t('errors.tryAgain', 'Try again')}
          </Button>
        ) : null}
        {chunk && online ? <Button onClick={reload}>{t('errors.reload', 'Reload')}</Button> : null}
      </div>
    </div>
  );
}
