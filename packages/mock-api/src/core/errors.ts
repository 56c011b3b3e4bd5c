import { HttpResponse } from 'msw';

/** The JSON body of every mock API error: a stable code and a message a developer can act on. */
export interface ApiErrorBody {
  code: string;
  message: string;
  /** Field-level problems of a rejected body or query, keyed by dotted path. */
  fields?: Record<string, string>;
}

/** Thrown inside a handler to answer with an error; `route()` turns it into a response. */
export class MockApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** A body to send instead of `{code, message}` where the spec fixes the shape (e.g. `false`). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'MockApiError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new MockApiError(400, 'BAD_REQUEST', message, fields);
export const unauthorized = (message = 'A valid bearer token is required.') =>
  new MockApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Your role may not do this.') => new MockApiError(403, 'FORBIDDEN', message);
export const notFound = (message = 'NOT FOUND') => new MockApiError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new MockApiError(409, 'CONFLICT', message);

/** The store had no room (browser storage quota, a full disk): 507, and the call changed nothing. */
export const storageFull = (message = "The browser's storage is full; export or reset the demo data") =>
  new MockApiError(507, 'STORAGE_FULL', message);

/** The store could not be written for another reason (no permission, I/O): 500, and the call changed nothing. */
export const storageFailed = (message: string) => new MockApiError(500, 'STORAGE_FAILED', message);

export function errorResponse(error: MockApiError): Response {
  if (error.body !== undefined) return HttpResponse.json(error.body as never, { status: error.status });
  const body: ApiErrorBody = { code: error.code, message: error.message };
  if (error.fields) body.fields = error.fields;
  return HttpResponse.json(body, { status: error.status });
}
