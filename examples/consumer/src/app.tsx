import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { RequireAuth, RequireGuest, RequireRole, ShellProviders, type ShellServices, type UserMenuConfig } from '@hotel/shell';
import { GUESTS_ROLES, ROOMS_ROLES } from './access';
import { Frame } from './frame';
import { NAMESPACE } from './i18n';
import { GuestsPage } from './pages/guests-page';
import { NotFoundPage } from './pages/not-found-page';
import { RoomsPage } from './pages/rooms-page';
import { SignInPage } from './pages/sign-in-page';
import { TodayPage } from './pages/today-page';
import { APPEARANCE } from './themes';

/** The routes: sign-in for visitors; the frame and this app's pages for signed-in users, each guarded by role. */
const router = createBrowserRouter([
  { path: '/sign-in', element: <RequireGuest><SignInPage /></RequireGuest> },
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

/**
 * The user menu: one item of this app's (translated from its namespace), the status submenu, and
 * Sign out through the auth provider, then to sign-in.
 */
const USER_MENU: UserMenuConfig = {
  items: [{ id: 'today', labelKey: `${NAMESPACE}:today.title`, label: 'Today', icon: 'heroicons_outline:home', href: '/' }],
  signOutRedirect: '/sign-in',
};

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
      configStorageKey={APPEARANCE.storageKey}
      themes={APPEARANCE.themes}
      defaultConfig={APPEARANCE.defaultConfig}
      userMenu={USER_MENU}
      fallback={<p className="p-6">Loading…</p>}
    >
      <RouterProvider router={router} />
    </ShellProviders>
  );
}
