import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@hotel/ui';
import { endpoints, type User, type UserStatus } from '../../api';
import { useOptionalAuth } from '../../auth/auth-provider';
import { errorMessage } from '../../errors/error-panel';
import { useHttpClient } from '../../http/http-client-provider';
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
 * State of the user menu: the current user (GET api/common/user, falling back to the session's
 * user; a failure is logged and leaves the menu usable) and the status change (PATCH
 * api/common/users, optimistic, rolled back on failure).
 */
export function useUserMenu(): UserMenuState {
  const auth = useOptionalAuth();
  const client = useHttpClient();
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const signedIn = auth?.status === 'signed-in';

  useEffect(() => {
    const controller = new AbortController();
    client
      .get<User>(endpoints.common.user, { signal: controller.signal, skipLoading: true })
      .then((user) => {
        setLoaded(user);
        setFailed(false);
        setLoading(false);
      })
      .catch((cause: unknown) => {
        if (isAbortError(cause)) return;
        console.error(USER_LOAD_FAILED_MESSAGE, cause);
        setFailed(true);
        setLoading(false);
      });
    return () => controller.abort();
  }, [client, signedIn]);

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
          setLoaded(await client.patch<User>(endpoints.common.users, { user: { status } }));
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
    [auth, loaded, client, t],
  );

  return { user, loading, failed, setStatus };
}
