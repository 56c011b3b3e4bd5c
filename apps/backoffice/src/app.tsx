import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ShellProviders, useDataChanged, type ShellServices } from '@hotel/shell';
import { Spinner } from '@hotel/ui';
import { AppRouterContext } from './routes/app-router-context';
import { createAppRouter, loadedNavigation } from './routes/router';
import { signInUrl } from './access/policy';
import { ResetDemoDataFromUrl } from './pages/auth/reset-demo-data';
import { RememberFirstScreenUser } from './first-screen-user';

export interface AppProps {
  /** The shell's services, created (and the session checked) before the first render. */
  services: ShellServices;
  /** The data router, when created (and started) before the first render; default: one made from `services`. */
  router?: ReturnType<typeof createAppRouter>;
}

/** The assembled back-office: the shell's providers around the data router. */
export function App({ services, router: given }: AppProps) {
  const [router] = useState(() => given ?? createAppRouter(services));
  // The menu the frame's loader has already fetched (main.tsx waits for it); later ones come from the frame.
  const [navigation] = useState(() => loadedNavigation(router));

  // A 401 anywhere: the session is cleared once, then sign-in with the current URL as redirectURL.
  useEffect(
    () =>
      services.onSessionExpired((currentPath) => {
        void router.navigate(signInUrl(currentPath), { replace: true });
      }),
    [services, router],
  );

  // Data changed elsewhere (the mock API forwards another tab's writes): the route loaders of the
  // open screen read it again; the sample apps' own lists listen for themselves.
  useDataChanged(() => void router.revalidate());

  return (
    <ShellProviders
      services={services}
      navigation={navigation}
      fallback={
        <div className="flex min-h-dvh items-center justify-center">
          <Spinner label="Loading" />
        </div>
      }
    >
      <AppRouterContext value={router}>
        <RouterProvider router={router} />
      </AppRouterContext>
      <ResetDemoDataFromUrl />
      <RememberFirstScreenUser />
    </ShellProviders>
  );
}
