import { useCallback, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useConfig } from '../config/config-provider';
import { useRouterLayout } from '../config/use-router-layout';
import type { Layout as LayoutName } from '../config/types';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { LoadingBar } from '../loading/loading-bar';
import { useIsSmallScreen } from '../media/use-breakpoints';
import { useNavigation } from '../navigation/navigation-provider';
import { LayoutFrameContext, type LayoutFrameContextValue } from './layout-context';
import { LAYOUT_DEFINITIONS } from './layout-definitions';
import { LayoutHeader } from './layout-header';
import { LayoutNavigation } from './layout-navigation';
import { LayoutFooter, SkipLink } from './layout-parts';
import type { LayoutProps, LayoutSlots } from './types';

/**
 * The shell frame: one of the eleven layouts around the routed page, chosen by `layout` or the
 * config's effective layout (config, then `?layout=`, then the route's layout). Landmarks
 * header/nav/main/footer, a skip link first in the tab order, the loading bar at the top and the
 * page wrapped in the route error boundary. Every layout shares one skeleton, so switching layout
 * keeps the page mounted (its state survives).
 */
export function ShellLayout({
  layout: given,
  children,
  navigation,
  logo,
  version = '20.1.0',
  settings,
  appName = 'Hotel',
  languages,
  fullscreen,
  search,
  shortcuts,
  messages,
  notifications,
  quickChatToggle,
  user,
  quickChat,
}: LayoutProps) {
  const config = useConfig();
  const layout = given ?? config.layout;
  const definition = LAYOUT_DEFINITIONS[layout];
  const { visible } = useNavigation();
  const items = navigation ?? visible;
  const { pathname } = useLocation();
  const small = useIsSmallScreen();

  // The navigation is open on wide screens and closed (a drawer) on small ones; reset on crossing md.
  const [nav, setNav] = useState({ small, open: !small });
  let navOpen = nav.open;
  if (nav.small !== small) {
    navOpen = !small;
    setNav({ small, open: navOpen });
  }
  const setNavOpen = useCallback((open: boolean) => setNav((prev) => ({ ...prev, open })), []);
  const [dense, setDense] = useState(true);

  const frame = useMemo<LayoutFrameContextValue>(
    () => ({ layout, small, navOpen, setNavOpen, dense, setDense }),
    [layout, small, navOpen, setNavOpen, dense],
  );
  const slots: LayoutSlots = { languages, fullscreen, search, shortcuts, messages, notifications, quickChatToggle, settings, user, quickChat };

  return (
    <LayoutFrameContext value={frame}>
      <div data-slot="layout" data-layout={layout} className={definition.root}>
        <SkipLink />
        <LoadingBar />
        {definition.decoration ? <div aria-hidden="true" data-slot="layout-decoration" className={definition.decoration} /> : null}
        <LayoutNavigation definition={definition} items={items} slots={slots} logo={logo} appName={appName} version={version} />
        <div data-slot="layout-column" className={definition.column}>
          <LayoutHeader definition={definition} items={items} slots={slots} logo={logo} appName={appName} />
          <main key="main" id="main-content" tabIndex={-1} data-slot="layout-main" className={definition.main}>
            <RouteErrorBoundary resetKeys={[pathname]}>{children ?? <Outlet />}</RouteErrorBoundary>
          </main>
          {definition.footer ? <LayoutFooter appName={appName} className={definition.footerClass} /> : null}
          {/* No header to hold the settings cog: it follows the page, so it never covers it. */}
          {definition.navigation === 'none' && settings ? (
            <div data-slot="layout-settings" className="flex justify-end px-4 py-2 print:hidden">
              {settings}
            </div>
          ) : null}
        </div>
        {definition.quickChat ? quickChat : null}
      </div>
    </LayoutFrameContext>
  );
}

/**
 * `ShellLayout` for a React Router data router: reads `?layout=` and the deepest route's
 * `handle.layout` (which wins) and renders that layout for this view only; the saved layout is
 * left as the settings drawer set it.
 */
export function RoutedLayout(props: Omit<LayoutProps, 'layout'>) {
  const layout: LayoutName = useRouterLayout();
  return <ShellLayout {...props} layout={layout} />;
}
