import type { User, UserStatus } from '../api';
import type { AuthSession, AuthState } from './auth-session';

/**
 * An in-memory AuthSession with a fixed starting state and no server: for stories, tests and
 * demos of widgets that read `useAuth()`. Actions update the state locally (sign-in accepts any
 * password for the given user; updateUser merges).
 */
export function createStaticAuthSession(initial: AuthState, signInAs?: User): AuthSession {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: AuthState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const requireUser = () => {
    if (!state.user) throw new Error('No user is signed in.');
    return state.user;
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    initAuth: async () => {},
    async signIn() {
      const user = signInAs ?? initial.user;
      if (!user) throw new Error('No demo user configured.');
      set({ status: 'signed-in', user, checkFailed: false });
      return user;
    },
    signOut: async () => set({ status: 'signed-out', user: null, checkFailed: false }),
    unlockSession: async () => requireUser(),
    signUp: async () => {},
    forgotPassword: async () => {},
    resetPassword: async () => {},
    changePassword: async () => {},
    refreshUser: async () => state.user,
    async updateUser(changes) {
      const user = { ...requireUser(), ...changes };
      set({ ...state, user });
      return user;
    },
    async setStatus(status: UserStatus) {
      const user = { ...requireUser(), status };
      set({ ...state, user });
      return user;
    },
    handleUnauthorized: () => set({ status: 'signed-out', user: null, checkFailed: false }),
  };
}
