import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation as useRouterNavigation, useRouteError } from 'react-router-dom';
import { ErrorPanel, LoadingBar, defaultLoadingStore, useRouterLayout } from '@hotel/shell';
import { useHotelText } from '../i18n/hotel-text';
import { AccessGate } from './access-gate';
import { APP_NAME, documentTitle, useRouteHandle } from './route-handle';

/**
 * The root route: the loading bar (requests, plus lazy pages and loaders in flight; inside the app
 * frame the shell's layout shows it), the document title of the matched route, the effective layout
 * (config, ?layout=, route data) and scroll restoration.
 */
export function RootRoute() {
  const { t } = useHotelText();
  const { title } = useRouteHandle();
  const navigation = useRouterNavigation();
  const inAppFrame = useMatches().some((match) => match.id === 'app-frame');
  useRouterLayout();

  // The route's title is English (the policy's, or a screen's of @hotel/domain): its translation's key.
  const shown = title === undefined ? undefined : t(title);
  const appName = t(APP_NAME);
  useEffect(() => {
    document.title = documentTitle(shown, appName);
  }, [shown, appName]);

  const navigating = navigation.state !== 'idle';
  useEffect(() => {
    if (!navigating) return;
    defaultLoadingStore.setLoadingStatus(true, 'router');
    return () => defaultLoadingStore.setLoadingStatus(false, 'router');
  }, [navigating]);

  return (
    <>
      {inAppFrame ? null : <LoadingBar />}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** The error of a route that failed (loader or render): the error panel, with a retry that reloads. */
export function RouteError() {
  const { t } = useHotelText();
  const error = useRouteError();
  const [title, appName] = [t('Error'), t(APP_NAME)];
  useEffect(() => {
    document.title = documentTitle(title, appName);
  }, [title, appName]);
  return (
    <main className="min-h-dvh bg-background text-foreground">
      <ErrorPanel error={error} onRetry={() => window.location.reload()} />
    </main>
  );
}

/** The empty frame of the auth pages (route data layout 'empty'): only the content (the loading bar is the root's). */
export function EmptyFrame() {
  return (
    <main id="main-content" data-slot="empty-frame" data-layout="empty" className="min-h-dvh bg-background text-foreground">
      <AccessGate>
        <Outlet />
      </AccessGate>
    </main>
  );
}
