/** Paths of the API, relative to the API base URL. */
export const endpoints = {
  auth: {
    signIn: 'api/auth/sign-in',
    signInWithToken: 'api/auth/sign-in-with-token',
    signUp: 'api/auth/sign-up',
    forgotPassword: 'api/auth/forgot-password',
    resetPassword: 'api/auth/reset-password',
    unlockSession: 'api/auth/unlock-session',
    signOut: 'api/auth/sign-out',
  },
  common: {
    user: 'api/common/user',
    users: 'api/common/users',
  },
} as const;
