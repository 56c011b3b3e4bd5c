import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@hotel/ui';
import type { User, UserStatus } from '../../api';
import { useOptionalAuth } from '../../auth/auth-provider';
import { useShellDataSources } from '../../data-sources/use-shell-data-sources';
import { errorMessage } from '../../errors/error-panel';
import { isAbortError } from '../../http/http-error';

/** Logged when GET api/common/user fails (000 section 8); the menu stays usable. */
export const USER_LOAD_FAILED_MESSAGE = 'Could not load the current user.';

export interface UserMenuState {
  /** The signed-in user, or null when it could not be loaded. */
  user: User | null;
  /** Whether the current-user request is still in flight. */
  loading: boolean;
  /** Whether loading the user failed (the menu still works with what it has). */
  failed: boolean;
  /** Changes the presence status at once; rolled back with an error toast when the server refuses. */
  setStatus: (status: UserStatus) => Promise<void>;
}

/**
 * State of the user menu: the current user (the `user` data source, by default GET
 * api/common/user; the session's user wins; a failure is logged and leaves the menu usable) and the
 * status change (the session's `setStatus`, or the data source's `update` when no session user;
 * optimistic, rolled back on failure).
 */
export function useUserMenu(): UserMenuState {
  const auth = useOptionalAuth();
  const { user: source } = useShellDataSources();
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const signedIn = auth?.status === 'signed-in';
  // After a sign-out here the menu forgets the loaded user rather than asking the server for one
  // whose session just ended (that 401 would count as an expired session and redirect to sign-in).
  const [previous, setPrevious] = useState({ signedIn, ended: false });
  if (previous.signedIn !== signedIn) {
    const ended = previous.signedIn && !signedIn;
    setPrevious({ signedIn, ended });
    if (ended) {
      setLoaded(null);
      setFailed(false);
      setLoading(false);
    }
  }
  const ended = previous.ended;

  useEffect(() => {
    if (ended) return;
    const controller = new AbortController();
    source
      .get({ signal: controller.signal, background: true })
      .then((user) => {
        if (controller.signal.aborted) return;
        setLoaded(user);
        setFailed(false);
        setLoading(false);
      })
      .catch((cause: unknown) => {
        if (isAbortError(cause) || controller.signal.aborted) return;
        console.error(USER_LOAD_FAILED_MESSAGE, cause);
        setFailed(true);
        setLoading(false);
      });
    return () => controller.abort();
  }, [source, signedIn, ended]);

  // The session's user is live (status changes show there at once); the loaded copy fills in.
  const user = auth?.user ?? loaded;

  const setStatus = useCallback(
    async (status: UserStatus) => {
      try {
        if (auth?.user) {
          await auth.setStatus(status);
          return;
        }
        const before = loaded;
        if (!before) return;
        setLoaded({ ...before, status });
        try {
          setLoaded(await source.update({ status }));
        } catch (cause) {
          setLoaded(before);
          throw cause;
        }
      } catch (cause) {
        toast.error(t('user.statusFailed', { defaultValue: 'Your status could not be changed.' }), {
          description: errorMessage(cause),
        });
      }
    },
    [auth, loaded, source, t],
  );

  return { user, loading, failed, setStatus };
}
