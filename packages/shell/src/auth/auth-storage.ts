/** localStorage keys of the session (000 section 9). */
export const TOKEN_KEY = 'accessToken';
export const USER_ID_KEY = 'userId';

const stores = (): Storage[] => {
  const list: Storage[] = [];
  try {
    if (globalThis.localStorage) list.push(globalThis.localStorage);
    if (globalThis.sessionStorage) list.push(globalThis.sessionStorage);
  } catch {
    // Storage blocked (privacy settings): the session lives for this page only.
  }
  return list;
};

const read = (key: string): string | null => {
  for (const store of stores()) {
    try {
      const value = store.getItem(key);
      if (value) return value;
    } catch {
      // ignore
    }
  }
  return null;
};

/**
 * Where the session is kept: the token and the user id. With "remember me" they go to
 * localStorage (kept across browser restarts), otherwise to sessionStorage (this tab only).
 * Signing out removes both from both stores.
 */
export const authStorage = {
  getToken: (): string | null => read(TOKEN_KEY),
  getUserId: (): string | null => read(USER_ID_KEY),
  save(session: { accessToken: string; userId: string }, remember = true): void {
    authStorage.clear();
    const [local, sessionStore] = stores();
    const target = remember ? local : (sessionStore ?? local);
    try {
      target?.setItem(TOKEN_KEY, session.accessToken);
      target?.setItem(USER_ID_KEY, session.userId);
    } catch {
      // Quota or blocked storage: the session still works until reload.
    }
  },
  clear(): void {
    for (const store of stores()) {
      try {
        store.removeItem(TOKEN_KEY);
        store.removeItem(USER_ID_KEY);
      } catch {
        // ignore
      }
    }
  },
};

export type AuthStorage = typeof authStorage;
