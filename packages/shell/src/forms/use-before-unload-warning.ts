import { useEffect } from 'react';

/**
 * While `active`, closing the tab, reloading or leaving the site raises the browser's own "Leave
 * site?" warning. For input that would be lost (a dirty form, a save still on its way); in-app
 * moves are guarded by `useUnsavedChanges`, which uses this too.
 */
export function useBeforeUnloadWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
