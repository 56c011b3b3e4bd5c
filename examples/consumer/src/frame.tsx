import { useEffect } from 'react';
import { Languages, Messages, Notifications, RoutedLayout, SettingsDrawer, useAuth, useNavigation, UserMenu } from '@hotel/shell';
import { Toaster, TooltipProvider } from '@hotel/ui';
import { menuFor } from './access';

/** The shell's frame around the signed-in pages: this app's menu for the user's roles, and the header panels. */
export function Frame() {
  const { user } = useAuth();
  const { setItems } = useNavigation();
  useEffect(() => setItems(menuFor(user?.roles ?? [])), [user, setItems]);
  return (
    <TooltipProvider>
      <Toaster>
        <RoutedLayout
          appName="Front Desk"
          languages={<Languages />}
          messages={<Messages />}
          notifications={<Notifications />}
          settings={<SettingsDrawer />}
          user={<UserMenu />}
        />
      </Toaster>
    </TooltipProvider>
  );
}
