import { Link } from 'react-router-dom';
import {
  FullscreenToggle,
  Languages,
  Messages,
  Notifications,
  QuickChat,
  QuickChatToggle,
  Search,
  ShiftMenu,
  Shortcuts,
  UserMenu,
  type LayoutSlots,
} from '@hotel/shell';
import { Button } from '@hotel/ui';
import { useHotelText } from '../i18n/hotel-text';
import type { SignedInResults } from './signed-in-data';

const dataOf = <T,>(result: { ok: true; data: T } | { ok: false; error: unknown } | undefined): T | undefined =>
  result?.ok ? result.data : undefined;

/**
 * The header panels of the signed-in frame, in the shell's slots. Each panel starts from the data
 * the route loader already fetched; a widget whose call failed fetches again itself and shows its
 * own error with a retry. Quick chat needs a surrounding `QuickChatProvider`. The triggers render
 * at first paint; each panel's code loads on intent (the shell's panels do this themselves).
 */
export function signedInSlots(results: SignedInResults): LayoutSlots {
  return {
    languages: (
      <>
        <ShiftMenu />
        <Languages />
      </>
    ),
    fullscreen: <FullscreenToggle />,
    search: <Search appearance="bar" />,
    shortcuts: <Shortcuts initialItems={dataOf(results.shortcuts)} />,
    messages: <Messages initialItems={dataOf(results.messages)} />,
    notifications: <Notifications initialItems={dataOf(results.notifications)} />,
    quickChatToggle: <QuickChatToggle />,
    user: <UserMenu />,
    // The rail is fixed at the end edge from lg up; the spacer keeps the page out from under it.
    quickChat: (
      <>
        <div aria-hidden="true" data-slot="quick-chat-spacer" className="hidden w-16 shrink-0 lg:block print:hidden" />
        <QuickChat />
      </>
    ),
  };
}

/** The header's sign-in link for a guest. */
function GuestSignIn() {
  const { t } = useHotelText();
  return (
    <Button asChild size="sm">
      <Link to="/sign-in">{t('Sign in')}</Link>
    </Button>
  );
}

/** A guest on an open page (home, not found): the language menu and a sign-in link, nothing that calls the API. */
export const guestSlots: LayoutSlots = {
  languages: <Languages />,
  user: <GuestSignIn />,
};
