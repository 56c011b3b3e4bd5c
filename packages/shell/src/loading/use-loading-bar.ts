import { useSyncExternalStore } from 'react';
import { defaultLoadingStore, type LoadingState, type LoadingStore } from './loading-store';

/** The loading bar's state, re-rendering on every change. */
export function useLoadingBar(store: LoadingStore = defaultLoadingStore): LoadingState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
