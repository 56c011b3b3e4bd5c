// One constant per domain, so a bundle takes only the paths it calls (the auth paths are on every
// app's first screen; the others load with the panels).

/** Paths of the auth calls, relative to the API base URL. */
export const authEndpoints = {
  signIn: 'api/auth/sign-in',
  signInWithToken: 'api/auth/sign-in-with-token',
  signUp: 'api/auth/sign-up',
  forgotPassword: 'api/auth/forgot-password',
  resetPassword: 'api/auth/reset-password',
  unlockSession: 'api/auth/unlock-session',
  signOut: 'api/auth/sign-out',
} as const;

/** Paths of the header panels' and the navigation's calls. */
export const commonEndpoints = {
  navigation: 'api/common/navigation',
  messages: 'api/common/messages',
  messagesMarkAllAsRead: 'api/common/messages/mark-all-as-read',
  messagesToggleReadStatus: 'api/common/messages/toggle-read-status',
  notifications: 'api/common/notifications',
  notificationsMarkAllAsRead: 'api/common/notifications/mark-all-as-read',
  notificationsToggleReadStatus: 'api/common/notifications/toggle-read-status',
  shortcuts: 'api/common/shortcuts',
  search: 'api/common/search',
  user: 'api/common/user',
  users: 'api/common/users',
} as const;

/** Paths of the chat calls. */
export const chatEndpoints = {
  chats: 'api/apps/chat/chats',
  chat: 'api/apps/chat/chat',
  contacts: 'api/apps/chat/contacts',
  contact: 'api/apps/chat/contact',
  profile: 'api/apps/chat/profile',
  message: 'api/apps/chat/message',
  messages: 'api/apps/chat/messages',
} as const;

/** Paths of the UI's data (icon sets). */
export const uiEndpoints = {
  icons: (set: string) => `api/ui/icons/${encodeURIComponent(set)}`,
} as const;

/** Paths of the API, relative to the API base URL. */
export const endpoints = { auth: authEndpoints, common: commonEndpoints, chat: chatEndpoints, ui: uiEndpoints } as const;
