import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { useAuth, useHttpClient, useNavigation } from '@hotel/shell';
import type { SignedInContextValue } from './signed-in-context';
import { widgetLoaders, type SignedInResults, type WidgetKey, type WidgetResult } from './signed-in-data';

/**
 * The signed-in area's data: the route loader's results (loaded in parallel before the frame
 * renders), with each failed widget re-fetched alone on retry. Loads late when the session check
 * finished after the loader ran, and feeds the role-filtered navigation to the shell.
 */
export function useSignedInResults(): SignedInContextValue {
  const loaded = useLoaderData() as SignedInResults | null;
  const client = useHttpClient();
  const { status } = useAuth();
  const revalidator = useRevalidator();
  const { setItems } = useNavigation();

  // Retried widgets, reset whenever the loader answers again.
  const [retried, setRetried] = useState<{ base: SignedInResults | null; values: Partial<SignedInResults> }>({ base: loaded, values: {} });
  const [retrying, setRetrying] = useState<ReadonlySet<WidgetKey>>(new Set());
  const results = useMemo<SignedInResults | null>(
    () => (loaded ? { ...loaded, ...(retried.base === loaded ? retried.values : {}) } : null),
    [loaded, retried],
  );

  const retry = useCallback(
    (key: WidgetKey) => {
      setRetrying((set) => new Set(set).add(key));
      const done = (result: WidgetResult<unknown>) => {
        setRetried((state) => ({ base: loaded, values: { ...(state.base === loaded ? state.values : {}), [key]: result } }));
        setRetrying((set) => {
          const next = new Set(set);
          next.delete(key);
          return next;
        });
      };
      widgetLoaders[key](client).then(
        (data) => done({ ok: true, data }),
        (error: unknown) => done({ ok: false, error }),
      );
    },
    [client, loaded],
  );

  // The loader ran before the session check finished: load once the user is known.
  useEffect(() => {
    if (status === 'signed-in' && !loaded && revalidator.state === 'idle') void revalidator.revalidate();
  }, [status, loaded, revalidator]);

  // The navigation of the signed-in user's roles (the server filters it) goes to the shell's provider.
  // The first one is there from the app's first render (App, loadedNavigation): this changes nothing
  // then. A later one (another user, a reload) re-renders most of the frame, so in a transition: a
  // plain update from an effect is rendered in one piece (25 to 50 ms on issue 20's bench machine).
  const navigation = results?.navigation;
  useEffect(() => {
    startTransition(() => setItems(status === 'signed-in' && navigation?.ok ? navigation.data : []));
  }, [navigation, status, setItems]);

  useEffect(() => {
    if (results?.user && !results.user.ok) console.error('Failed to load the current user', results.user.error);
  }, [results?.user]);

  return useMemo(() => ({ results, retry, retrying }), [results, retry, retrying]);
}
