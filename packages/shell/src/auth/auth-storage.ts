/** localStorage keys of the session (000 section 9). */
export const TOKEN_KEY = 'accessToken';
export const USER_ID_KEY = 'userId';
/**
 * The signed-in user's name, kept beside the token so that a page can greet them before any script
 * has loaded (the back-office's prerendered first screen reads it). Removed with the session.
 */
export const USER_NAME_KEY = 'userName';

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

/** What the HTTP auth provider needs of the storage it is given (`authStorage` by default). */
export interface AuthStorage {
  getToken(): string | null;
  getUserId(): string | null;
  /** Keeps a new session (replacing any other); the name is optional. */
  save(session: { accessToken: string; userId: string; userName?: string }, remember?: boolean): void;
  /** Forgets the session. */
  clear(): void;
}

const SESSION_KEYS = [TOKEN_KEY, USER_ID_KEY, USER_NAME_KEY] as const;

/**
 * Where the session is kept: the token, the user id and the user's name. With "remember me" they
 * go to localStorage (kept across browser restarts), otherwise to sessionStorage (this tab only).
 * Signing out removes them from both stores. Blocked or full storage never throws: the session
 * then lasts until the page is reloaded.
 */
export const authStorage = {
  getToken: (): string | null => read(TOKEN_KEY),
  getUserId: (): string | null => read(USER_ID_KEY),
  getUserName: (): string | null => read(USER_NAME_KEY),
  save(session: { accessToken: string; userId: string; userName?: string }, remember = true): void {
    authStorage.clear();
    const [local, sessionStore] = stores();
    const target = remember ? local : (sessionStore ?? local);
    try {
      target?.setItem(TOKEN_KEY, session.accessToken);
      target?.setItem(USER_ID_KEY, session.userId);
      if (session.userName) target?.setItem(USER_NAME_KEY, session.userName);
    } catch {
      // Quota or blocked storage: the session still works until reload.
    }
  },
  /**
   * Keeps the signed-in user's new name in the store that holds the token; `null` (or no stored
   * session) removes it from both stores, so a shared terminal keeps no name after sign-out.
   */
  saveUserName(name: string | null): void {
    for (const store of stores()) {
      try {
        if (name && store.getItem(TOKEN_KEY)) store.setItem(USER_NAME_KEY, name);
        else store.removeItem(USER_NAME_KEY);
      } catch {
        // ignore
      }
    }
  },
  clear(): void {
    for (const store of stores()) {
      for (const key of SESSION_KEYS) {
        try {
          store.removeItem(key);
        } catch {
          // ignore
        }
      }
    }
  },
};
