import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { MockContext } from './context';
import { unauthorized } from './errors';
import { usersDomain, type UserRecord } from '../domains/users/seed';

/**
 * The mock's signing key. It ships in the bundle, so the mock is not a security boundary: a
 * real deployment signs and verifies tokens on its server (README, "Security").
 */
const SECRET = new TextEncoder().encode('hotel-backoffice-mock-api-hs256-demo-secret-not-for-production-use-0001');

/** For the conformance tests only: forging tokens needs the key. Never use in app code. */
export const __testing = { secret: SECRET };

export const TOKEN_ISSUER = 'hotel-mock-api';
export const TOKEN_AUDIENCE = 'hotel-backoffice';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** Issues an HS256 token valid 7 days with sub, roles, iat, exp, iss and aud. */
export async function issueToken(user: Pick<UserRecord, 'id' | 'roles'>, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ roles: user.roles })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(SECRET);
}

/** Verifies signature (HS256 only), issuer, audience, expiry and the required claims. */
export async function verifyToken(token: string, now = new Date()): Promise<JWTPayload & { sub: string }> {
  const { payload } = await jwtVerify(token, SECRET, {
    algorithms: ['HS256'],
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    typ: 'JWT',
    requiredClaims: ['sub', 'exp', 'iat'],
    currentDate: now,
    clockTolerance: 30,
  });
  return payload as JWTPayload & { sub: string };
}

export function isTokenError(error: unknown): boolean {
  return error instanceof errors.JOSEError || error instanceof TypeError;
}

/** The signed-in user of a request, with roles read from the user table now (not the token). */
export async function requireUser(ctx: MockContext, request: Request): Promise<UserRecord> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('A bearer token is required: sign in first.');
  let sub: string;
  try {
    ({ sub } = await verifyToken(match[1], ctx.now()));
  } catch {
    throw unauthorized('The access token is invalid or has expired: sign in again.');
  }
  const user = (await ctx.db.get(usersDomain)).find((u) => u.id === sub);
  if (!user) throw unauthorized('The account of this token no longer exists.');
  return user;
}
