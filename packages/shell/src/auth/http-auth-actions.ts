import { authEndpoints as paths } from '../api/endpoints';
import type { SignInResponse, SignUpRequest, User } from '../api/types';
import type { HttpClient } from '../http/http-client';
import { HttpError } from '../http/http-error';
import { isTokenExpired } from '../http/jwt';
import { TOKEN_KEY, type AuthStorage } from './auth-storage';
import type { ChangePasswordParams, SignInParams, UnlockParams, UserChanges } from './shell-auth-provider';

/** What the HTTP provider's calls share. */
export interface HttpAuthContext {
  client: HttpClient;
  storage: AuthStorage;
  now: () => number;
}

const inLocalStorage = (): string | null => {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
};

const keep = ({ storage }: HttpAuthContext, response: SignInResponse, remember: boolean): User => {
  storage.save({ accessToken: response.accessToken, userId: response.user.id, userName: response.user.name }, remember);
  return response.user;
};

const userSource = async (client: HttpClient) => (await import('../data-sources/http-data-sources')).createHttpDataSources(client).user;

/**
 * The calls of `createHttpAuthProvider` (loaded on the first one, so an app's first screen carries
 * only the provider's token helpers).
 */
export const httpAuthActions = {
  async restore(context: HttpAuthContext): Promise<User | null> {
    const { client, storage, now } = context;
    const stored = storage.getToken();
    if (!stored) return null;
    if (isTokenExpired(stored, { now: now() })) {
      storage.clear();
      return null;
    }
    const remember = inLocalStorage() === stored;
    try {
      return keep(context, await client.post<SignInResponse>(paths.signInWithToken, { accessToken: stored }, { skipUnauthorized: true }), remember);
    } catch (error) {
      if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
        storage.clear();
        return null;
      }
      throw error;
    }
  },
  async signIn(context: HttpAuthContext, { email, password, remember }: SignInParams): Promise<User> {
    return keep(context, await context.client.post<SignInResponse>(paths.signIn, { email, password }, { skipUnauthorized: true }), remember);
  },
  async signOut({ client }: HttpAuthContext, previous: string): Promise<void> {
    await client.post(paths.signOut, undefined, { headers: { Authorization: `Bearer ${previous}` }, skipUnauthorized: true, skipLoading: true });
  },
  async unlock(context: HttpAuthContext, { email, password }: UnlockParams): Promise<User> {
    // Kept where the expiring session was: localStorage when it was remembered.
    const remember = inLocalStorage() !== null;
    return keep(context, await context.client.post<SignInResponse>(paths.unlockSession, { email, password }, { skipUnauthorized: true }), remember);
  },
  async changePassword({ client }: HttpAuthContext, { password }: ChangePasswordParams): Promise<void> {
    await client.post(paths.resetPassword, { password });
  },
  async signUp({ client }: HttpAuthContext, data: SignUpRequest): Promise<void> {
    await client.post(paths.signUp, data);
  },
  async forgotPassword({ client }: HttpAuthContext, email: string): Promise<void> {
    await client.post(paths.forgotPassword, { email });
  },
  // The user calls are the user data source's.
  getIdentity: async ({ client }: HttpAuthContext): Promise<User> => (await userSource(client)).get(),
  updateUser: async ({ client }: HttpAuthContext, changes: UserChanges): Promise<User> => (await userSource(client)).update(changes),
};
