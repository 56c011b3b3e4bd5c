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
  },
  chat: {
    chats: 'api/apps/chat/chats',
    chat: 'api/apps/chat/chat',
    contacts: 'api/apps/chat/contacts',
    contact: 'api/apps/chat/contact',
    profile: 'api/apps/chat/profile',
    message: 'api/apps/chat/message',
    messages: 'api/apps/chat/messages',
  },
  ui: {
    icons: (set: string) => `api/ui/icons/${encodeURIComponent(set)}`,
  },
} as const;
