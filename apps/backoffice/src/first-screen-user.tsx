/**
 * The signed-in user's name for the prerendered frame's greeting (issue 20): index.html's
 * first-screen script writes it into 'Welcome back, … .' before the first paint, so the welcome
 * page's largest text is there from the start instead of appearing when the app takes over.
 */
import { useEffect } from 'react';
import { TOKEN_KEY, useAuth } from '@hotel/shell';
import { FIRST_SCREEN_USER_KEY } from '../vite/first-screen-script';

/** The stores a page may use; none when storage is blocked. */
function stores(): Storage[] {
  try {
    return [globalThis.localStorage, globalThis.sessionStorage].filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * Keeps `name` where the session's token is (localStorage when remembered, else this tab's
 * sessionStorage), or, for nobody signed in, removes it from both: a shared terminal keeps no name
 * after sign-out. Never throws.
 */
export function rememberFirstScreenUser(name: string | null): void {
  for (const store of stores()) {
    try {
      if (name && store.getItem(TOKEN_KEY)) store.setItem(FIRST_SCREEN_USER_KEY, name);
      else store.removeItem(FIRST_SCREEN_USER_KEY);
    } catch {
      // Blocked or full storage: the next first screen has no greeting, nothing else changes.
    }
  }
}

/** Keeps the signed-in user's name for the next first screen (rememberFirstScreenUser); renders nothing. */
export function RememberFirstScreenUser() {
  const name = useAuth().user?.name ?? null;
  useEffect(() => rememberFirstScreenUser(name), [name]);
  return null;
}
