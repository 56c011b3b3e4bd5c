import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@hotel/shell';

/** Help centre, mounted by the back-office at /apps/help-center. */
export const helpCenterRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./help-center-home/help-center-home')).HelpCenterHome }) },
      { path: 'faqs', lazy: async () => ({ Component: (await import('./faqs-page/faqs-page')).FaqsPage }) },
      { path: 'guides', lazy: async () => ({ Component: (await import('./guides-page/guides-page')).GuidesPage }) },
      { path: 'guides/:category', lazy: async () => ({ Component: (await import('./guides-page/guides-page')).GuidesPage }) },
      { path: 'guides/:category/:guide', lazy: async () => ({ Component: (await import('./guide-page/guide-page')).GuidePage }) },
      { path: 'support', lazy: async () => ({ Component: (await import('./support-page/support-page')).SupportPage }) },
    ],
  },
];
