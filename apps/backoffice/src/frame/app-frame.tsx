import { Outlet } from 'react-router-dom';
import { QuickChatProvider, RoutedLayout, SettingsDrawer, useAuth } from '@hotel/shell';
import { registerIcons, Toaster, TooltipProvider } from '@hotel/ui';
import '../icons-by-name';
import { useHotelText } from '../i18n/hotel-text';
import { AccessGate } from '../routes/access-gate';
import { canResetDemoData, resetDemoDataAndReload } from '../mock-api';
import { FRAME_ICONS } from './frame-icons.generated';
import { guestSlots, signedInSlots } from './frame-slots';
import { useLinkPrefetch } from './link-prefetch';
import { useNavigationIntent } from './navigation-icons';
import { SignedInProvider } from './signed-in-context';
import { useSignedInResults } from './use-signed-in-results';
import { WidgetError } from './widget-error';

export const APP_VERSION = '20.1.0';

// The header's icons and the menu's of every role's first screen ship with the frame: drawn at once,
// with nothing to load. The menu's others load on the navigation's intent (navigation-icons.ts);
// icons named by data (shortcuts, sample apps, the icon picker) load by name (../icons-by-name).
registerIcons(FRAME_ICONS);

/** For the frame's route loader: the navigation icons its first screen needs beyond the frame's pack. */
export { ensureFirstScreenIcons } from './navigation-icons';

/**
 * The signed-in area's frame: the shell's layout (one of eleven, from the config, `?layout=` or
 * the route's `handle.layout`; the navigation docked from 960 px, a drawer below), its header
 * panels, the role-filtered navigation, the settings drawer with 'Reset demo data', the routed
 * page behind the access gate, and the footer. Its data comes from the route loader (loaded in
 * parallel before it renders); a failed widget retries alone.
 */
export function AppFrame() {
  const { t } = useHotelText();
  const context = useSignedInResults();
  const { results, retry, retrying } = context;
  const signedIn = useAuth().status === 'signed-in';
  const navigation = results?.navigation;
  useNavigationIntent();
  useLinkPrefetch();

  const page = (
    <>
      {signedIn && navigation && !navigation.ok ? (
        <div className="p-4 sm:p-6">
          <WidgetError what={t('The menu')} error={navigation.error} onRetry={() => retry('navigation')} retrying={retrying.has('navigation')} />
        </div>
      ) : null}
      <AccessGate>
        <Outlet />
      </AccessGate>
    </>
  );

  const settings = <SettingsDrawer onResetDemoData={canResetDemoData() ? () => void resetDemoDataAndReload() : undefined} />;

  return (
    <SignedInProvider value={context}>
      <TooltipProvider>
        <Toaster>
          {signedIn && results ? (
            <QuickChatProvider initialChats={results.chats.ok ? results.chats.data : undefined}>
              <RoutedLayout {...signedInSlots(results)} version={APP_VERSION} settings={settings}>
                {page}
              </RoutedLayout>
            </QuickChatProvider>
          ) : (
            <RoutedLayout {...(signedIn ? {} : guestSlots)} version={APP_VERSION} settings={settings}>
              {page}
            </RoutedLayout>
          )}
        </Toaster>
      </TooltipProvider>
    </SignedInProvider>
  );
}
