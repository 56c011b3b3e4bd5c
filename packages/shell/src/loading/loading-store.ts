/** How the loading bar draws progress. */
export type LoadingMode = 'determinate' | 'indeterminate';

/** What the loading bar shows. */
export interface LoadingState {
  /** Whether the bar is visible. */
  show: boolean;
  mode: LoadingMode;
  /** 0–100, used in determinate mode. */
  progress: number;
  /** When true, tracked requests show and hide the bar. */
  auto: boolean;
}

/** A tiny external store behind the loading bar (use with useSyncExternalStore). */
export interface LoadingStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): LoadingState;
  show(): void;
  hide(): void;
  setMode(mode: LoadingMode): void;
  /** Accepts only 0–100; anything else logs 'Progress value must be between 0 and 100!' and is ignored. */
  setProgress(value: number): void;
  setAutoMode(auto: boolean): void;
  /**
   * Records a request as started (`true`) or finished (`false`). Keyed by URL: concurrent identical
   * URLs collapse into one entry. In auto mode the bar shows while any URL is in flight.
   */
  setLoadingStatus(status: boolean, url: string | null | undefined): void;
  /** URLs currently in flight. */
  inFlight(): readonly string[];
}

export const PROGRESS_RANGE_MESSAGE = 'Progress value must be between 0 and 100!';
export const REQUEST_URL_REQUIRED_MESSAGE = 'A request URL is required for loading tracking';

/** Creates an independent loading store (each app or story can have its own). */
export function createLoadingStore(initial: Partial<LoadingState> = {}): LoadingStore {
  let state: LoadingState = { show: false, mode: 'indeterminate', progress: 0, auto: true, ...initial };
  const listeners = new Set<() => void>();
  const urls = new Map<string, true>();

  const set = (patch: Partial<LoadingState>) => {
    const next = { ...state, ...patch };
    if (next.show === state.show && next.mode === state.mode && next.progress === state.progress && next.auto === state.auto) {
      return;
    }
    state = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    show: () => set({ show: true }),
    hide: () => set({ show: false }),
    setMode: (mode) => set({ mode }),
    setProgress(value) {
      if (typeof value !== 'number' || Number.isNaN(value) || value < 0 || value > 100) {
        console.error(PROGRESS_RANGE_MESSAGE);
        return;
      }
      set({ progress: value });
    },
    setAutoMode: (auto) => set({ auto }),
    setLoadingStatus(status, url) {
      if (!url) {
        console.error(REQUEST_URL_REQUIRED_MESSAGE);
        return;
      }
      if (status) {
        urls.set(url, true);
        if (state.auto) set({ show: true });
      } else {
        urls.delete(url);
        if (state.auto && urls.size === 0) set({ show: false });
      }
    },
    inFlight: () => [...urls.keys()],
  };
}

/** The store the shell uses when none is given. */
export const defaultLoadingStore: LoadingStore = createLoadingStore();
