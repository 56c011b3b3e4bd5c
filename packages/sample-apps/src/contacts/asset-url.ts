/**
 * Resolves an image path from the API: seeded paths ('images/avatars/x.svg') are relative to the
 * app's base URL, not to the current route; data: and http(s) URLs pass through.
 */
export function assetUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(data:|https?:|blob:|\/)/i.test(path)) return path;
  const base = (import.meta as { env?: { BASE_URL?: string } }).env?.BASE_URL ?? '/';
  return `${base.endsWith('/') ? base : `${base}/`}${path}`;
}

/** The regional-indicator flag emoji of an ISO 3166-1 alpha-2 code ('us' → 🇺🇸). */
export function flagOf(iso: string): string {
  if (!/^[a-z]{2}$/i.test(iso)) return '';
  return String.fromCodePoint(...[...iso.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
