/**
 * Story and test helpers of the header panels (never exported from the package): the mock API's
 * scenarios and refusal handlers, and a header-like frame with a Toaster.
 */
import { handlersByDomain, scenarios } from '@hotel/mock-api';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Toaster } from '@hotel/ui';

export { handlersByDomain, scenarios };

type Method = 'get' | 'post' | 'patch' | 'delete';

/** A handler that refuses one call with a 500, placed before a domain's own handlers. */
export function refuse(method: Method, path: string, status = 500): HttpHandler {
  return http[method](`*/${path}`, () =>
    HttpResponse.json({ code: 'INTERNAL', message: 'The server refused the change (story).' }, { status }),
  );
}

/** A domain's handlers with some calls refused first. */
export function refusing(domain: string, ...refusals: HttpHandler[]): HttpHandler[] {
  return [...refusals, ...(handlersByDomain[domain] ?? [])];
}

/** A handler answering one GET with a fixed JSON body. */
export function answer(method: Method, path: string, body: unknown, ms = 0): HttpHandler {
  return http[method](`*/${path}`, async () => {
    if (ms) await delay(ms);
    return HttpResponse.json(body as Record<string, unknown>);
  });
}

/** Accessibility config for stories with an open modal (Radix hides the rest with aria-hidden). */
export const modalA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

/** A header-like bar holding the panel's trigger at its end, with the toast host. */
export function HeaderFrame({ children }: { children?: ReactNode }) {
  return (
    <Toaster>
      <header className="flex h-16 w-full items-center justify-end gap-1 border-b border-border bg-card px-4 text-foreground">
        {children}
      </header>
      <main className="min-h-40 p-4 text-sm text-muted-foreground">Page content</main>
    </Toaster>
  );
}

/**
 * Resolves once what `container` shows has finished loading: every image is `complete` (loaded, or
 * broken like an attack's `<img src=x>`), then the load and error events already queued for them
 * have been dispatched (the task after the next frame). So a story can then check that nothing ran,
 * on a slow machine as on a fast one, instead of sleeping a fixed time first.
 */
export async function whenSettled(container: ParentNode): Promise<void> {
  await waitFor(() => expect([...container.querySelectorAll('img')].filter((image) => !image.complete)).toEqual([]));
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
