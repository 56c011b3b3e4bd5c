/** A time relative to `now`, as an ISO string. */
export function ago(now: Date, { minutes = 0, hours = 0, days = 0 }: { minutes?: number; hours?: number; days?: number }): string {
  return new Date(now.getTime() - ((days * 24 + hours) * 60 + minutes) * 60_000).toISOString();
}

/** The HTML attack payloads of the sanitizer scenarios. */
export const HTML_PAYLOADS = [
  '<img src=x onerror=alert(1)>Broken image',
  '<script>alert("xss")</script>Script tag',
  '<a href="javascript:alert(1)">Click me</a>',
  '<svg onload=alert(1)><circle r="4"/></svg>SVG onload',
  '<iframe src="https://example.com"></iframe>Framed',
  '<b onmouseover="alert(1)">Hover me</b>',
  '<style>body{display:none}</style>Hidden page',
  '<a href="https://example.com" target="_blank">Safe link</a> and <strong>bold</strong>',
] as const;

/** A very long title or description for overflow stories. */
export const LONG_TEXT =
  'Housekeeping reports that the deluxe suite on the fourteenth floor of the east wing needs a complete linen change, a minibar restock, a replacement kettle and a technician for the air conditioning before the late-arriving delegation checks in tonight at 23:30 ' +
  'Supercalifragilisticexpialidocious-without-any-break-' +
  'x'.repeat(120);
