import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { ScreenHeader } from './screen-header';
import { messageOf, type RequestState } from './use-request';

export interface LiveScreenProps {
  /** The screen's `data-slot` (e.g. 'kitchen-screen'); `data-state` is loading, ready or error. */
  slot: string;
  /** The page heading (h1). */
  title: string;
  /** The menu section, shown as the breadcrumb's parent. */
  section?: string;
  /** What the screen shows, for the error titles: "The {what} could not be loaded / refreshed". */
  what: string;
  /** The loading placeholder's accessible name, e.g. 'Loading tickets'. */
  loadingLabel: string;
  /** Grid classes of the loading placeholder, so the skeletons take the shape of the loaded cards. */
  skeletonClassName?: string;
  /** The polled request: its data decides loading and ready, its error shows with Retry (the last data stays below it). */
  request: Pick<RequestState<unknown>, 'data' | 'loading' | 'error'>;
  /** Loads again (the Refresh button and Retry). */
  onReload: () => void;
  /** The line under the heading once loaded (a summary, a live status). */
  summary?: ReactNode;
  /** Nothing to show: this replaces `children` once loaded. */
  empty: ReactNode;
  /** Whether the loaded data is empty. */
  isEmpty: boolean;
  /** The loaded, non-empty content. */
  children: ReactNode;
  /** Rendered after the content whatever the state (dialogs). */
  overlays?: ReactNode;
}

/**
 * The frame of a live point-of-sale screen that loads again on its own (the kitchen display, the
 * live tables): heading with Refresh, the error with Retry above whatever was last loaded, card
 * skeletons while the first answer is on its way, the empty state, then the content.
 */
export function LiveScreen({ slot, title, section, what, loadingLabel, skeletonClassName = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3', request, onReload, summary, empty, isEmpty, children, overlays }: LiveScreenProps) {
  const { t, tm } = useHotelText();
  const loaded = request.data !== undefined;
  return (
    <div data-slot={slot} data-state={request.error ? 'error' : loaded ? 'ready' : 'loading'} aria-busy={request.loading || undefined}>
      <ScreenHeader
        title={title}
        section={section}
        description={loaded ? summary : undefined}
        actions={
          <Button variant="outline" onClick={onReload}>
            {t('Refresh')}
          </Button>
        }
      />
      <div className="grid gap-4 p-4 sm:p-8">
        {request.error ? (
          <Alert
            variant="error"
            title={loaded ? t('The {{what}} could not be refreshed', { what: t(what) }) : t('The {{what}} could not be loaded', { what: t(what) })}
            action={
              <Button size="sm" variant="outline" onClick={onReload}>
                {t('Retry')}
              </Button>
            }
          >
            {tm(messageOf(request.error))}
          </Alert>
        ) : null}
        {!loaded && !request.error ? (
          <div role="status" aria-label={t(loadingLabel)} className={skeletonClassName}>
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        ) : null}
        {loaded ? (isEmpty ? empty : children) : null}
      </div>
      {overlays}
    </div>
  );
}
