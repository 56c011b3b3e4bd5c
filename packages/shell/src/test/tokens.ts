/** Test helper: an unsigned JWT-shaped token whose payload expires `expiresInSeconds` from now. */
export function makeToken(expiresInSeconds: number, extra: Record<string, unknown> = {}, now = Date.now()): string {
  const enc = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value)))).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const iat = Math.floor(now / 1000);
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ sub: 'u1', iat, exp: iat + expiresInSeconds, ...extra })}.signature`;
}
