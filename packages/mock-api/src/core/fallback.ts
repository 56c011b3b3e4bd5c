import { http, HttpResponse, type HttpHandler } from 'msw';

/**
 * The last handler: any other path under /api answers 404 NOT FOUND, never the network. It
 * matches on the path itself (not a `*` pattern), so dev-server module URLs such as
 * `/packages/shell/src/api/index.ts` are never captured.
 */
export function fallbackHandlers(): HttpHandler[] {
  return [
    http.all(
      ({ request }) => new URL(request.url).pathname.startsWith('/api/'),
      ({ request }) => {
        const { pathname } = new URL(request.url);
        return HttpResponse.json(
          { code: 'NOT_FOUND', message: `NOT FOUND: no mock API call answers ${request.method} ${pathname}` },
          { status: 404 },
        );
      },
    ),
  ];
}
