/**
 * Drafts of unsaved form input, kept in this tab's sessionStorage per user, screen and form, so
 * input survives an expired session (the user signs in again and finds it) or a reload. Signing
 * out on purpose removes every draft (a shared front-desk terminal keeps nobody's input).
 */

const PREFIX = 'hotel.draft:';

/** A kept draft: the values and when they were last changed. */
export interface StoredDraft<T> {
  savedAt: number;
  values: T;
}

const store = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

/** The storage key of one form's draft. */
export const draftKey = (userId: string, path: string, formId: string): string => `${PREFIX}${userId}:${path}#${formId}`;

/** Reads a draft; null when there is none or it is unreadable. */
export function loadDraft<T>(key: string): StoredDraft<T> | null {
  try {
    const text = store()?.getItem(key);
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<StoredDraft<T>>;
    return typeof parsed.savedAt === 'number' && 'values' in parsed ? (parsed as StoredDraft<T>) : null;
  } catch {
    return null;
  }
}

/** Keeps a draft (best effort: a full or blocked storage keeps none). */
export function saveDraft<T>(key: string, values: T, savedAt = Date.now()): void {
  try {
    store()?.setItem(key, JSON.stringify({ savedAt, values }));
  } catch {
    // Storage full or blocked: the unsaved-changes warning still protects the input.
  }
}

/** Removes one draft. */
export function clearDraft(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // ignore
  }
}

/** The form ids with a kept draft for this user on this screen (to reopen the form that holds one). */
export function draftIds(userId: string, path: string): string[] {
  const storage = store();
  if (!storage) return [];
  const prefix = draftKey(userId, path, '');
  const ids: string[] = [];
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) ids.push(key.slice(prefix.length));
    }
  } catch {
    // ignore
  }
  return ids;
}

/** Removes every draft of every user (on a deliberate sign-out). */
export function clearAllDrafts(): void {
  const storage = store();
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // ignore
  }
}
