import { env } from './env';

/** The running mock API's reset, when the mock API is on. */
let reset: (() => void) | null = null;

/**
 * Starts the in-browser mock API before the first render (DESIGN.md data flow 1). Loaded by
 * dynamic import, so none of it is in the entry chunk; skipped when VITE_MOCK_API=false.
 */
export async function startMockApiIfEnabled(): Promise<void> {
  if (!env.mockApi) return;
  const { startMockApi } = await import('@hotel/mock-api/browser');
  const api = await startMockApi();
  reset = api.resetDemoData;
}

/** Whether 'Reset demo data' can be offered. */
export function canResetDemoData(): boolean {
  return reset !== null;
}

/** Restores the mock API's seed and reloads the page ('Reset demo data' in the settings). */
export function resetDemoDataAndReload(reload: () => void = () => window.location.reload()): void {
  if (!reset) return;
  reset();
  reload();
}
