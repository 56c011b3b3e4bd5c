import { useState, type Ref } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '@hotel/shell';
import { Button, IconButton } from '@hotel/ui';
import { SettingsDrawer } from './settings-drawer';
import { UserMenu } from './user-menu';

export interface AppHeaderProps {
  /** Whether a user is signed in (a guest on an open page sees a sign-in link). */
  signedIn: boolean;
  /** The user of the user menu; null while unknown. */
  user: User | null;
  /** Set when loading the user failed: retries it. */
  userError?: () => void;
  /** Show the button that opens the navigation drawer (below md). */
  showMenuButton: boolean;
  navOpen: boolean;
  onToggleNav: () => void;
  /** Ref of the navigation toggle (focus returns to it when the drawer closes). */
  toggleRef?: Ref<HTMLButtonElement>;
}

/** The header toolbar of the signed-in frame. */
export function AppHeader({ signedIn, user, userError, showMenuButton, navOpen, onToggleNav, toggleRef }: AppHeaderProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b border-border bg-card px-3 sm:px-4">
      {showMenuButton ? (
        <IconButton ref={toggleRef} icon="heroicons_outline:bars-3" label="Toggle navigation" aria-expanded={navOpen} onClick={onToggleNav} tooltip={false} />
      ) : null}
      <Link to={signedIn ? '/welcome' : '/home'} className="rounded-md px-1 text-lg font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring">
        Hotel
      </Link>
      <div className="ms-auto flex items-center gap-1">
        {signedIn ? (
          <>
            <IconButton icon="heroicons_outline:cog-6-tooth" label="Open settings" onClick={() => setSettingsOpen(true)} />
            {user ? <UserMenu user={user} /> : null}
            {userError ? <IconButton icon="heroicons_outline:exclamation-triangle" label="The user could not be loaded. Retry" onClick={userError} /> : null}
            <SettingsDrawer open={settingsOpen} onOpenChange={setSettingsOpen} />
          </>
        ) : (
          <Button asChild size="sm">
            <Link to="/sign-in">Sign in</Link>
          </Button>
        )}
      </div>
    </header>
  );
}
