/**
 * The signed-in user's name for the prerendered frame's greeting (issue 20): index.html's
 * first-screen script writes it into 'Welcome back, … .' before the first paint, so the welcome
 * page's largest text is there from the start instead of appearing when the app takes over.
 * The shell keeps it beside the session (`USER_NAME_KEY`) when the user signs in and removes it
 * when they sign out; this keeps it current when the name changes while signed in.
 */
import { useEffect } from 'react';
import { authStorage, useAuth } from '@hotel/shell';

/**
 * Where the back-office kept the name before the shell did (until 69590fc): removed, so a shared
 * terminal keeps no name from that time once its user has signed out.
 */
export const LEGACY_USER_NAME_KEY = 'firstScreenUser';

function forgetLegacyName(): void {
  for (const store of ['localStorage', 'sessionStorage'] as const) {
    try {
      globalThis[store]?.removeItem(LEGACY_USER_NAME_KEY);
    } catch {
      // Blocked storage: nothing was kept there.
    }
  }
}

/** Keeps the signed-in user's current name beside the session (`authStorage.saveUserName`); renders nothing. */
export function RememberFirstScreenUser() {
  const name = useAuth().user?.name ?? null;
  useEffect(forgetLegacyName, []);
  useEffect(() => authStorage.saveUserName(name), [name]);
  return null;
}
