import { HttpError, type HttpClient, type ShellAuthProvider, type SignInResponse, type User } from '@hotel/shell';

/** Where Front Desk keeps its session: `localStorage` with "keep me signed in", else this tab only. */
export const SESSION_KEY = 'frontDesk.session';

/** What Front Desk remembers of a session. */
interface StoredSession {
  token: string;
  userId: string;
}

const stores = (): Storage[] => [localStorage, sessionStorage];

function readSession(): StoredSession | null {
  for (const store of stores()) {
    try {
      const parsed: unknown = JSON.parse(store.getItem(SESSION_KEY) ?? 'null');
      if (parsed && typeof parsed === 'object' && 'token' in parsed && typeof parsed.token === 'string' && 'userId' in parsed && typeof parsed.userId === 'string') {
        return { token: parsed.token, userId: parsed.userId };
      }
    } catch {
      // Unreadable (or storage refused): no session.
    }
  }
  return null;
}

/**
 * Front Desk's own auth provider: the same server (the hotel API's `api/auth/*`), but its own
 * session record (`frontDesk.session`, one JSON entry instead of the shell's `accessToken` and
 * `userId`), through the shell's HTTP client so its calls get the base URL, time-outs and loading
 * bar. Another backend would change only these functions; the shell, the guards, the unlock prompt
 * and the user menu work from them.
 */
export function createFrontDeskAuthProvider({ client }: { client: HttpClient }): ShellAuthProvider {
  let session = readSession();
  let remembered = session !== null && localStorage.getItem(SESSION_KEY) !== null;

  const keep = (answer: SignInResponse, remember: boolean): User => {
    forget();
    session = { token: answer.accessToken, userId: answer.user.id };
    remembered = remember;
    (remember ? localStorage : sessionStorage).setItem(SESSION_KEY, JSON.stringify(session));
    return answer.user;
  };
  function forget() {
    session = null;
    for (const store of stores()) store.removeItem(SESSION_KEY);
  }
  // Sign-in calls must not count as an expired session when they answer 401 (a wrong password).
  const auth = (path: string, body: unknown) => client.post<SignInResponse>(`api/auth/${path}`, body, { skipUnauthorized: true });

  return {
    hasSession: () => session !== null,
    getToken: () => session?.token ?? null,
    clearSession: forget,
    signIn: async ({ email, password, remember }) => keep(await auth('sign-in', { email, password }), remember),
    async signOut() {
      const previous = session?.token;
      forget();
      if (previous) await client.post('api/auth/sign-out', undefined, { headers: { Authorization: `Bearer ${previous}` }, skipUnauthorized: true });
    },
    async restore() {
      if (!session) return null;
      try {
        return keep(await auth('sign-in-with-token', { accessToken: session.token }), remembered);
      } catch (error) {
        // The server no longer knows the token: signed out. Anything else (offline) is a failed check.
        if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
          forget();
          return null;
        }
        throw error;
      }
    },
    unlock: async ({ email, password }) => keep(await auth('unlock-session', { email, password }), remembered),
    async changePassword({ password }) {
      await client.post('api/auth/reset-password', { password });
    },
  };
}
