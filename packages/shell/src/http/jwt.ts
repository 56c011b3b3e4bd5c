/**
 * Minimal JWT helpers for the client. They only DECODE the payload (for UX: is the token expired?);
 * they never verify a signature: the server is the authority.
 */

/** Seconds a token is treated as expired before its `exp`, so a nearly-expired token is never sent. */
export const TOKEN_EXPIRY_SKEW_SECONDS = 30;

function base64UrlDecode(input: string): string {
  const base64 = input.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The decoded payload of a JWT, or null when the token is malformed. */
export function decodeJwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * True when the token is missing, malformed, has no numeric `exp`, or expires within
 * `skewSeconds` (default 30 s) of `now`.
 */
export function isTokenExpired(
  token: string | null | undefined,
  { now = Date.now(), skewSeconds = TOKEN_EXPIRY_SKEW_SECONDS }: { now?: number; skewSeconds?: number } = {},
): boolean {
  const payload = decodeJwtPayload(token);
  const exp = payload?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return now >= (exp - skewSeconds) * 1000;
}
