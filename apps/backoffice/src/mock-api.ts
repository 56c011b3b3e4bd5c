import { installMockApi as installInPage, MOCK_API_CHANGED_EVENT, type InstalledMockApi, type MockApiInstallation } from '@hotel/mock-api/install';
import { notifyDataChanged } from '@hotel/shell';
import { env, MOCK_API } from './env';

export { MOCK_API_CHANGED_EVENT };

let installation: MockApiInstallation | null = null;

export interface InstallMockApiOptions {
  /** The window whose fetch answers the API. Default: the page's. */
  target?: Pick<Window, 'fetch' | 'location'>;
  /** The API's base URL (`VITE_API_URL`, default '/'): calls under `<base>api/` are answered. */
  apiUrl?: string;
  /** Loads the mock API. Default: its dedicated Worker (see `worker`). */
  load?: () => Promise<InstalledMockApi>;
  /**
   * Runs the mock API in a dedicated Worker (default true), so its seeding and queries never hold
   * the page's main thread; false: in the page (`@hotel/mock-api/in-page`).
   */
  worker?: boolean;
}

/**
 * Answers the API in the page (DESIGN.md data flow 1, with the in-page transport of
 * `@hotel/mock-api/install`): the page's fetch answers calls under `<apiUrl>api/` from the mock API,
 * which runs in a dedicated Worker (off the main thread; its data kept in the page's localStorage),
 * and sends everything else to the network. The mock API loads on the first call, so a screen that
 * calls nothing (the sign-in page of a signed-out visitor) never loads it. Each call is logged at
 * debug level as `[mock-api] <status> <METHOD> <path>` (the browser's network panel does not see it).
 * The mock API's notices of another tab's changes are forwarded as the shell's data-changed event.
 */
export function installMockApi({ target = window, apiUrl = env.apiUrl, load, worker = true }: InstallMockApiOptions = {}): void {
  installation = installInPage({ target, apiUrl, load, worker });
  stopForwarding?.();
  stopForwarding = forwardMockApiChanges();
}

/** Installs the in-page mock API unless VITE_MOCK_API=false (a real server at VITE_API_URL). */
export function installMockApiIfEnabled(): void {
  if (MOCK_API) installMockApi();
}

let stopForwarding: (() => void) | null = null;

/**
 * Forwards the mock API's notices (another tab changed its data) as the shell's
 * `DATA_CHANGED_EVENT` with the same domains, so the open screen (route loaders, the sample apps'
 * lists) loads again. Installed with the mock API; answers the function that stops it.
 */
export function forwardMockApiChanges(target: EventTarget = window): () => void {
  const forward = (event: Event) => {
    const domains = (event as CustomEvent<{ domains?: unknown } | null>).detail?.domains;
    notifyDataChanged(Array.isArray(domains) ? { domains: domains.filter((d): d is string => typeof d === 'string') } : {}, target);
  };
  target.addEventListener(MOCK_API_CHANGED_EVENT, forward);
  return () => target.removeEventListener(MOCK_API_CHANGED_EVENT, forward);
}

/** Whether 'Reset demo data' can be offered (the mock API is on). */
export function canResetDemoData(): boolean {
  return installation !== null;
}

/** Restores the mock API's seed and reloads the page ('Reset demo data' in the settings). */
export async function resetDemoDataAndReload(reload: () => void = () => window.location.reload()): Promise<void> {
  if (!installation) return;
  await installation.resetDemoData();
  reload();
}
