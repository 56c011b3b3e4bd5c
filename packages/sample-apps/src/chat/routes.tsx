import type { RouteObject } from 'react-router-dom';

/** Chat routes, mounted at /apps/chat: the chats list and `:chatId` for the open conversation. */
export const chatRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./chat-page')).ChatPage }),
    children: [{ index: true }, { path: ':chatId' }],
  },
];
