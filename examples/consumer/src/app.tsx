import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { RequireAuth, RequireGuest, RequireRole, ShellProviders, type ShellServices } from '@hotel/shell';
import { GUESTS_ROLES, ROOMS_ROLES } from './access';
import { Frame } from './frame';
import { GuestsPage } from './pages/guests-page';
import { NotFoundPage } from './pages/not-found-page';
import { RoomsPage } from './pages/rooms-page';
import { SignInPage } from './pages/sign-in-page';
import { SignOutPage } from './pages/sign-out-page';
import { TodayPage } from './pages/today-page';

/** The routes: sign-in for visitors; the frame and this app's pages for signed-in users, each guarded by role. */
const router = createBrowserRouter([
  { path: '/sign-in', element: <RequireGuest><SignInPage /></RequireGuest> },
  // Next: no /sign-out route once the user menu's sign-out action is configurable (src/pages/sign-out-page.tsx).
  { path: '/sign-out', element: <SignOutPage /> },
  {
    path: '/',
    element: <RequireAuth><Frame /></RequireAuth>,
    children: [
      { index: true, element: <TodayPage /> },
      { path: 'rooms', element: <RequireRole roles={ROOMS_ROLES}><RoomsPage /></RequireRole> },
      { path: 'guests', element: <RequireRole roles={GUESTS_ROLES}><GuestsPage /></RequireRole> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export interface AppProps {
  /** The shell's services, made (and the stored session checked) before the first render. */
  services: ShellServices;
}

export function App({ services }: AppProps) {
  // A 401 anywhere ends the session once: back to sign-in through the router, then to where the user was.
  useEffect(() => services.onSessionExpired((path) => void router.navigate(`/sign-in?redirectURL=${encodeURIComponent(path)}`)), [services]);
  return (
    <ShellProviders
      services={services}
      configStorageKey="frontDeskConfig"
      // Next: Front Desk's own brand theme (its colours as CSS variables in src/index.css, registered
      // with the shell) once themes are open; today it picks one of the six built-in themes.
      defaultConfig={{ layout: 'classic', theme: 'teal' }}
      fallback={<p className="p-6">Loading…</p>}
    >
      <RouterProvider router={router} />
    </ShellProviders>
  );
}
