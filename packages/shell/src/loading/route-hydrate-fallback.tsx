import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBar } from './loading-bar';
import { defaultLoadingStore, type LoadingStore } from './loading-store';

export interface RouteHydrateFallbackProps {
  /** The store the loading bar follows; the shell's default store when omitted. */
  store?: LoadingStore;
}

/**
 * What a data router shows while its first route's code and data load (React Router's
 * `HydrateFallback`, on a full load): the loading bar, held on for as long as it shows, and a
 * translated status for screen readers. Without one the router renders nothing and warns.
 */
export function RouteHydrateFallback({ store = defaultLoadingStore }: RouteHydrateFallbackProps) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    store.setLoadingStatus(true, 'hydrate');
    return () => store.setLoadingStatus(false, 'hydrate');
  }, [store]);
  return (
    <div data-slot="route-hydrate-fallback">
      <LoadingBar store={store} />
      <p role="status" className="sr-only">
        {t('app.loading', 'Loading…')}
      </p>
    </div>
  );
}
