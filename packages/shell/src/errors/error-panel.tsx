import { Button } from '@hotel/ui';
import { useTranslation } from 'react-i18next';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading (CSS )?chunk [\w-]+ failed|Unable to preload CSS/i;

/** True for a failed lazy import (a new deployment replaced the chunk, or the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

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
  /** Called by 'Try again'. Omit to hide the button. */
  onRetry?: () => void;
  /** Called by 'Reload' (chunk-load errors). Default: reloads the page. */
  onReload?: () => void;
  className?: string;
}

/**
 * The error view of a page region: role alert, 'Something went wrong', the message, 'Try again',
 * and 'Reload' when a lazy chunk failed to load. It fills only its region, so the header and
 * navigation around it stay usable.
 */
export function ErrorPanel({ error, onRetry, onReload, className }: ErrorPanelProps) {
  const { t } = useTranslation('shell');
  const chunk = isChunkLoadError(error);
  const message = chunk
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
          <Button variant={chunk ? 'outline' : 'default'} onClick={onRetry}>
            {t('errors.tryAgain', 'Try again')}
          </Button>
        ) : null}
        {chunk ? <Button onClick={onReload ?? (() => window.location.reload())}>{t('errors.reload', 'Reload')}</Button> : null}
      </div>
    </div>
  );
}
