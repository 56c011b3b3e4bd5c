import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Outlet, useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import { useAuth, useHttpClient, useIsSmallScreen, useNavigation, useRouterLayout } from '@hotel/shell';
import { Drawer, DrawerBody, DrawerContent, DrawerHeader, DrawerTitle, ScrollArea, Toaster, TooltipProvider } from '@hotel/ui';
import { AccessGate } from '../routes/access-gate';
import { AppHeader } from './app-header';
import { NavigationMenu } from './navigation-menu';
import { SignedInProvider, type SignedInContextValue } from './signed-in-context';
import { widgetLoaders, type SignedInResults, type WidgetKey, type WidgetResult } from './signed-in-data';
import { WidgetError } from './widget-error';

export const APP_VERSION = '20.1.0';

/**
 * The signed-in area's frame: header, the role-filtered navigation (docked at md and wider, an
 * overlay drawer below), the routed page behind the access gate, and the footer. Its data comes
 * from the route loader (loaded in parallel before it renders); a failed widget retries alone.
 */
export function AppFrame() {
  const loaded = useLoaderData() as SignedInResults | null;
  const client = useHttpClient();
  const { status, user: sessionUser } = useAuth();
  const revalidator = useRevalidator();
  const location = useLocation();
  const layout = useRouterLayout();
  const small = useIsSmallScreen();
  const { setItems, visible } = useNavigation();
  const [navOpen, setNavOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closedByNavigation = useRef(false);

  // Retried widgets, reset whenever the loader answers again.
  const [retried, setRetried] = useState<{ base: SignedInResults | null; values: Partial<SignedInResults> }>({ base: loaded, values: {} });
  const [retrying, setRetrying] = useState<ReadonlySet<WidgetKey>>(new Set());
  const results = useMemo<SignedInResults | null>(
    () => (loaded ? { ...loaded, ...(retried.base === loaded ? retried.values : {}) } : null),
    [loaded, retried],
  );

  const retry = useCallback(
    (key: WidgetKey) => {
      setRetrying((set) => new Set(set).add(key));
      const done = (result: WidgetResult<unknown>) => {
        setRetried((state) => ({ base: loaded, values: { ...(state.base === loaded ? state.values : {}), [key]: result } }));
        setRetrying((set) => {
          const next = new Set(set);
          next.delete(key);
          return next;
        });
      };
      widgetLoaders[key](client).then(
        (data) => done({ ok: true, data }),
        (error: unknown) => done({ ok: false, error }),
      );
    },
    [client, loaded],
  );

  // The loader ran before the session check finished: load once the user is known.
  useEffect(() => {
    if (status === 'signed-in' && !loaded && revalidator.state === 'idle') void revalidator.revalidate();
  }, [status, loaded, revalidator]);

  const navigation = results?.navigation;
  useEffect(() => {
    setItems(status === 'signed-in' && navigation?.ok ? navigation.data : []);
  }, [navigation, status, setItems]);

  useEffect(() => {
    if (results?.user && !results.user.ok) console.error('Failed to load the current user', results.user.error);
  }, [results?.user]);

  // Close the phone drawer on every navigation.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    if (navOpen) setNavOpen(false);
  }

  const context: SignedInContextValue = useMemo(() => ({ results, retry, retrying }), [results, retry, retrying]);
  const signedIn = status === 'signed-in';
  const user = results?.user.ok ? results.user.data : sessionUser;

  const menu = navigation ? (
    navigation.ok ? (
      visible.length > 0 ? (
        <NavigationMenu
          items={visible}
          onNavigate={() => {
            closedByNavigation.current = true;
            setNavOpen(false);
          }}
        />
      ) : (
        <p className="px-3 text-sm text-muted-foreground">Nothing in the menu for your role.</p>
      )
    ) : (
      <WidgetError what="The menu" error={navigation.error} onRetry={() => retry('navigation')} retrying={retrying.has('navigation')} />
    )
  ) : null;

  return (
    <SignedInProvider value={context}>
      <TooltipProvider>
      <div data-slot="app-frame" data-layout={layout} className="flex min-h-dvh flex-col bg-background text-foreground">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-card px-3 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:ring-2 focus:ring-ring"
        >
          Skip to content
        </a>
        <AppHeader
          signedIn={signedIn}
          user={signedIn ? user : null}
          userError={results && !results.user.ok ? () => retry('user') : undefined}
          showMenuButton={signedIn && small}
          navOpen={navOpen}
          onToggleNav={() => setNavOpen((open) => !open)}
          toggleRef={toggleRef}
        />
        <div className="flex min-h-0 flex-1">
          {signedIn && !small && menu ? (
            <aside data-slot="navigation-docked" className="w-[280px] shrink-0 border-e border-border bg-card">
              <ScrollArea className="h-[calc(100dvh-4rem)]">
                <div className="p-3">{menu}</div>
              </ScrollArea>
            </aside>
          ) : null}
          <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 outline-none">
            <AccessGate>
              <Outlet />
            </AccessGate>
          </main>
        </div>
        <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-border bg-card px-4 py-3 text-xs text-muted-foreground sm:px-6">
          <span>© {new Date().getFullYear()} Hotel back-office</span>
          {layout === 'classy' && user ? (
            <span className="truncate">
              {user.name} · {user.email} · <span>Version {APP_VERSION}</span>
            </span>
          ) : null}
        </footer>
        {signedIn && small ? (
          <Drawer side="left" open={navOpen} onOpenChange={setNavOpen} width={280}>
            <DrawerContent
              data-slot="navigation-drawer"
              aria-describedby={undefined}
              onCloseAutoFocus={(event) => {
                // Focus returns to the toggle; after following a link it goes to the new page instead.
                event.preventDefault();
                if (closedByNavigation.current) document.getElementById('main-content')?.focus();
                else toggleRef.current?.focus();
                closedByNavigation.current = false;
              }}
            >
              <DrawerHeader>
                <DrawerTitle>
                  <Link to="/welcome">Hotel</Link>
                </DrawerTitle>
              </DrawerHeader>
              <DrawerBody>{menu}</DrawerBody>
            </DrawerContent>
          </Drawer>
        ) : null}
        <Toaster />
      </div>
      </TooltipProvider>
    </SignedInProvider>
  );
}
