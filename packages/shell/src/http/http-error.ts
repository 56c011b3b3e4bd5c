/** An API error: the server's status, code, message and field errors, plus the raw body. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  /** HTTP status; 0 for network errors and aborted requests. */
  readonly status: number;
  /** Machine-readable code, e.g. 'NOT_FOUND', 'NETWORK_ERROR', 'ABORTED'. */
  readonly code: string;
  /** Field errors of a validation failure (field → message). */
  readonly fields: Record<string, string> | undefined;
  /** The parsed response body, if any. */
  readonly body: unknown;
  /** True when the request was aborted (superseded or cancelled by its signal): not a failure to show. */
  readonly isAbort: boolean;

  constructor(init: { status: number; code: string; message: string; fields?: Record<string, string>; body?: unknown; isAbort?: boolean; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.body = init.body;
    this.isAbort = init.isAbort ?? false;
  }
}

/** True for an HttpError that only means "this request was aborted". */
export const isAbortError = (error: unknown): boolean =>
  (error instanceof HttpError && error.isAbort) || (error instanceof DOMException && error.name === 'AbortError');

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

/** Builds the HttpError of a non-2xx answer, keeping the server's own message when it gave one. */
export function httpErrorFromResponse(status: number, statusText: string, body: unknown): HttpError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    (typeof record.message === 'string' && record.message) ||
    (typeof record.error === 'string' && record.error) ||
    (typeof body === 'string' && body.trim() && body.length < 500 ? body.trim() : '') ||
    statusText ||
    `Request failed with status ${status}`;
  const code = (typeof record.code === 'string' && record.code) || CODE_BY_STATUS[status] || `HTTP_${status}`;
  const fields =
    typeof record.fields === 'object' && record.fields !== null ? (record.fields as Record<string, string>) : undefined;
  return new HttpError({ status, code, message, fields, body });
}
