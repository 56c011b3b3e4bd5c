import type { CallSample } from '../core/module';

/**
 * The request of a conformance sample (`samples` of a domain) at http://localhost, with a bearer
 * token (none for null); `rawBody` replaces the sample's JSON body (e.g. invalid JSON).
 */
export function requestOf(sample: CallSample, token: string | null, rawBody?: string): Request {
  const url = new URL(`http://localhost/${sample.path}`);
  for (const [key, value] of Object.entries(sample.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (sample.form) {
    const form = new FormData();
    for (const [key, value] of Object.entries(sample.form)) form.append(key, value);
    body = form;
  } else if (rawBody !== undefined || sample.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = rawBody ?? JSON.stringify(sample.body);
  }
  return new Request(url, { method: sample.method, headers, body });
}
