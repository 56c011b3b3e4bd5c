import { useContext, useEffect } from 'react';
import { useHttpClient, type HttpClient } from '@hotel/shell';
import { AppRouterContext } from '../routes/app-router-context';
import { loadDiscoveredRoutes } from '../routes/route-discovery';
import type { RoutePrefetcher } from '../routes/route-prefetch';
import { NAVIGATION } from './navigation-icons';

/** The in-app path ('/x?y') a link leads to, or null for a link that leaves the app, opens elsewhere or downloads. */
export function appPathOf(link: HTMLAnchorElement, origin: string = location.origin): string | null {
  if (!link.hasAttribute('href') || link.hasAttribute('download')) return null;
  const target = link.getAttribute('target');
  if (target && target !== '_self') return null;
  const url = new URL(link.href, origin);
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return `${url.pathname}${url.search}`;
}

/** Whether the device has no hover (a phone or tablet): links then prefetch when they come into view. */
export function isTouchDevice(media: Pick<Window, 'matchMedia'> | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  if (typeof media?.matchMedia !== 'function') return false;
  return media.matchMedia('(hover: none)').matches || media.matchMedia('(pointer: coarse)').matches;
}

export interface WatchNavigationLinksOptions {
  /** Also prefetch each link once when it enters the viewport (touch devices). */
  inView?: boolean;
  /** The document's origin (links to another one leave the app). */
  origin?: string;
}

const LINK = 'a[href]';

/** The navigation link an event happened on, or null. */
function navigationLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest(LINK);
  return link instanceof HTMLAnchorElement && link.closest(NAVIGATION) ? link : null;
}

/**
 * Calls `onIntent` with the in-app path of a navigation link (vertical or horizontal navigation)
 * when the pointer comes over it or it takes the focus, and, with `inView`, when it first enters
 * the viewport (each link once, one per idle moment; links of groups opened later too). Links
 * leaving the app are ignored. Answers the function that stops watching.
 */
export function watchNavigationLinks(root: Document, onIntent: (path: string) => void, { inView = false, origin = root.location?.origin ?? '' }: WatchNavigationLinksOptions = {}): () => void {
  const intend = (link: HTMLAnchorElement | null) => {
    const path = link && appPathOf(link, origin);
    if (path) onIntent(path);
  };
  const onEvent = (event: Event) => intend(navigationLinkOf(event.target));
  const events = ['pointerover', 'focusin'] as const;
  events.forEach((type) => root.addEventListener(type, onEvent, { capture: true, passive: true }));
  const stopViewing = inView && typeof IntersectionObserver === 'function' ? watchInView(root, intend) : () => undefined;
  return () => {
    events.forEach((type) => root.removeEventListener(type, onEvent, true));
    stopViewing();
  };
}

/** Runs `task` when the page is idle (a short timer where requestIdleCallback is missing). */
const whenIdle = (task: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 1000 }) : setTimeout(task, 50));

/**
 * Each navigation link, once, when it first enters the viewport; new links (a group opened) are
 * watched as they appear. Links that come into view together (the drawer opened) are reported one
 * per idle moment, so a whole menu's prefetches never crowd the main thread at once.
 */
function watchInView(root: Document, intend: (link: HTMLAnchorElement) => void): () => void {
  const seen = new WeakSet<Element>();
  const queue: HTMLAnchorElement[] = [];
  let scheduled = false;
  let stopped = false;
  const drain = () => {
    scheduled = false;
    const link = queue.shift();
    if (stopped || !link) return;
    intend(link);
    if (queue.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(drain);
  };
  const views = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      views.unobserve(entry.target);
      queue.push(entry.target as HTMLAnchorElement);
    }
    if (queue.length > 0) schedule();
  });
  const observe = (scope: ParentNode) => {
    for (const navigation of scope instanceof Element && scope.matches(NAVIGATION) ? [scope] : scope.querySelectorAll(NAVIGATION)) {
      for (const link of navigation.querySelectorAll(LINK)) {
        if (seen.has(link)) continue;
        seen.add(link);
        views.observe(link);
      }
    }
  };
  const additions = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const navigation = node.closest(NAVIGATION);
        observe(navigation ?? node);
      }
    }
  });
  observe(root);
  additions.observe(root.body ?? root, { childList: true, subtree: true });
  return () => {
    stopped = true;
    additions.disconnect();
    views.disconnect();
  };
}

/**
 * The navigation links' prefetch: a link's route code (its lazy modules) and data (the GETs its
 * screen makes first) load on hover or focus, and on touch devices when it comes into view, once
 * per link per half minute, never for the page shown or a link leaving the app (routes/route-prefetch.ts).
 * Needs the app's router (AppRouterContext); does nothing without it.
 */
export function useLinkPrefetch(): void {
  const router = useContext(AppRouterContext);
  const client = useHttpClient();
  useEffect(() => {
    if (!router) return;
    const prefetch = (path: string) =>
      void prefetcherOf(router, client)
        .then((run) => run(path))
        .catch(() => undefined);
    return watchNavigationLinks(document, prefetch, { inView: isTouchDevice() });
  }, [router, client]);
}

type AppRouter = NonNullable<React.ContextType<typeof AppRouterContext>>;

/** One prefetcher per router, kept while the frame mounts again (its once-per-link memory with it). */
const prefetchers = new WeakMap<AppRouter, Promise<RoutePrefetcher>>();

/** The router's prefetcher; its module loads on the first intent, not with the frame (a failed load is tried again). */
function prefetcherOf(router: AppRouter, client: HttpClient): Promise<RoutePrefetcher> {
  let prefetcher = prefetchers.get(router);
  if (!prefetcher) {
    prefetcher = import('../routes/route-prefetch').then(({ createRoutePrefetcher }) =>
      createRoutePrefetcher({
        routes: () => router.routes,
        currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
        discovered: loadDiscoveredRoutes,
        client,
      }),
    );
    prefetchers.set(router, prefetcher);
    prefetcher.catch(() => prefetchers.delete(router));
  }
  return prefetcher;
}
