import { useCallback, useEffect, useState } from 'react';
import { useShellDataSources } from '../data-sources/use-shell-data-sources';
import { errorMessage } from '../errors/error-panel';
import { useNavigation } from '../navigation/navigation-provider';
import type { ShellNavigationItem } from '../navigation/types';

interface RequestKey {
  attempt: number;
  key: unknown;
}

export interface NavigationRequestState {
  status: 'loading' | 'ready' | 'error';
  /** The error message when the call failed. */
  error: string | null;
  /** Fetches the navigation again. */
  reload: () => void;
}

/**
 * Loads the `navigation` data source (by default GET api/common/navigation: the menu filtered for
 * the signed-in user's roles) into the
 * NavigationProvider. Reloads when `key` changes (e.g. the user id), so another role gets its menu.
 */
export function useNavigationRequest(key?: unknown): NavigationRequestState {
  const { navigation: source } = useShellDataSources();
  const { setItems } = useNavigation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ request: unknown; status: NavigationRequestState['status']; error: string | null }>({
    request: null,
    status: 'loading',
    error: null,
  });

  useEffect(() => {
    const controller = new AbortController();
    const request = { attempt, key };
    source.list({ signal: controller.signal }).then(
      (items) => {
        if (controller.signal.aborted) return;
        setItems(items as ShellNavigationItem[]);
        setState({ request, status: 'ready', error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ request, status: 'error', error: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [source, setItems, attempt, key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // Until the latest request answers, the state is 'loading'.
  const current = state.request !== null && (state.request as RequestKey).attempt === attempt && Object.is((state.request as RequestKey).key, key);
  return { status: current ? state.status : 'loading', error: current ? state.error : null, reload };
}
