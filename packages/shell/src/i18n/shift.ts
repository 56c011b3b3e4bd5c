import { useCallback, useSyncExternalStore } from 'react';
import { useOptionalAuth } from '../auth/auth-provider';
import { authStorage } from '../auth/auth-storage';

/** Work shifts (000 section 3): labels 'Morning', 'Night', '24 Hrs' (i18n keys shifts.<id>). */
export const SHIFTS = ['morning', 'night', '24hrs'] as const;
export type Shift = (typeof SHIFTS)[number];
export const DEFAULT_SHIFT: Shift = 'morning';

export const isShift = (value: unknown): value is Shift => typeof value === 'string' && (SHIFTS as readonly string[]).includes(value);

/** localStorage key of a user's shift. */
export const shiftStorageKey = (userId: string | null | undefined) => `shift:${userId ?? 'anonymous'}`;

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of [...listeners]) listener();
};

/** The remembered shift of a user (default morning). */
export function getShift(userId: string | null | undefined): Shift {
  try {
    const value = globalThis.localStorage?.getItem(shiftStorageKey(userId));
    return isShift(value) ? value : DEFAULT_SHIFT;
  } catch {
    return DEFAULT_SHIFT;
  }
}

/** Remembers a user's shift and updates every useShift() of that user. */
export function setShift(userId: string | null | undefined, shift: Shift): void {
  if (!isShift(shift)) return;
  try {
    globalThis.localStorage?.setItem(shiftStorageKey(userId), shift);
  } catch {
    // Storage unavailable: nothing to remember.
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('shift:')) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export interface UseShiftResult {
  shift: Shift;
  setShift: (shift: Shift) => void;
  shifts: readonly Shift[];
}

/**
 * The signed-in user's shift, remembered per user id (other tabs stay in sync). Pass a user id to
 * override the signed-in user.
 */
export function useShift(userId?: string | null): UseShiftResult {
  const auth = useOptionalAuth();
  const id = userId !== undefined ? userId : (auth?.user?.id ?? authStorage.getUserId());
  const shift = useSyncExternalStore(subscribe, () => getShift(id), () => DEFAULT_SHIFT);
  const set = useCallback((next: Shift) => setShift(id, next), [id]);
  return { shift, setShift: set, shifts: SHIFTS };
}
