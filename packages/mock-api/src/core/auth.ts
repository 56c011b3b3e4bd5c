import { SAMPLE_APP_ROLES } from '@hotel/domain';
import type { JWTPayload } from 'jose';
import { http, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { MockContext } from './context';
import { errorResponse, forbidden, MockApiError, unauthorized } from './errors';
import { standardScenarios, type DomainModule } from './module';
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
/** Seconds of clock skew accepted on exp and nbf. */
const CLOCK_TOLERANCE = 30;

// HS256 with WebCrypto directly (jose was 5 KB gzip of the browser's start-up for these two calls).
let hmacKey: Promise<CryptoKey> | undefined;
const key = () => (hmacKey ??= crypto.subtle.importKey('raw', SECRET, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
const utf8 = new TextEncoder();

/** A token that is malformed, wrongly signed, expired or not for this app. */
export class TokenError extends Error {}

function encode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decode(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new TokenError('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function json(part: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(decode(part)));
  } catch (error) {
    throw error instanceof TokenError ? error : new TokenError('not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TokenError('not a JSON object');
  return value as Record<string, unknown>;
}

/** Issues an HS256 token valid 7 days with sub, roles, iat, exp, iss and aud. */
export async function issueToken(user: Pick<UserRecord, 'id' | 'roles'>, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const header = encode(utf8.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const claims = { roles: user.roles, sub: user.id, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat, exp: iat + TOKEN_LIFETIME_SECONDS };
  const payload = encode(utf8.encode(JSON.stringify(claims)));
  const signature = await crypto.subtle.sign('HMAC', await key(), utf8.encode(`${header}.${payload}`));
  return `${header}.${payload}.${encode(new Uint8Array(signature))}`;
}

/**
 * Verifies the header (alg HS256 only, typ JWT, no crit), the signature, issuer, audience, expiry
 * and not-before (30 s tolerance) and the required claims sub, exp and iat. Throws TokenError.
 */
export async function verifyToken(token: string, now = new Date()): Promise<JWTPayload & { sub: string }> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new TokenError('not a JWS in compact form');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = json(headerPart);
  if (header.alg !== 'HS256') throw new TokenError('alg must be HS256');
  if (typeof header.typ !== 'string' || header.typ.toUpperCase() !== 'JWT') throw new TokenError('typ must be JWT');
  if ('crit' in header) throw new TokenError('crit is not supported');
  const signed = await crypto.subtle.verify('HMAC', await key(), decode(signaturePart), utf8.encode(`${headerPart}.${payloadPart}`));
  if (!signed) throw new TokenError('signature verification failed');
  const payload = json(payloadPart);
  const seconds = Math.floor(now.getTime() / 1000);
  if (typeof payload.sub !== 'string') throw new TokenError('sub is required');
  if (typeof payload.iat !== 'number') throw new TokenError('iat is required');
  if (typeof payload.exp !== 'number') throw new TokenError('exp is required');
  if (payload.exp <= seconds - CLOCK_TOLERANCE) throw new TokenError('expired');
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > seconds + CLOCK_TOLERANCE)) throw new TokenError('not valid yet');
  if (payload.iss !== TOKEN_ISSUER) throw new TokenError('unexpected issuer');
  const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audience.includes(TOKEN_AUDIENCE)) throw new TokenError('unexpected audience');
  return payload as JWTPayload & { sub: string };
}

export function isTokenError(error: unknown): boolean {
  return error instanceof TokenError || error instanceof TypeError;
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

// The sample apps' role check. Kept in this module, beside requireUser, which every domain imports:
// in a module of its own it split the browser's mock API start-up chunk in two (+1.2 KB gzip).

/** Whether a user with these roles may use the sample apps (SAMPLE_APP_ROLES of @hotel/domain, DESIGN decision 7). */
export const mayUseSampleApps = (roles: readonly string[]): boolean => roles.some((role) => (SAMPLE_APP_ROLES as readonly string[]).includes(role));

/**
 * Handlers that run before a sample app's own on every call under its prefix: 401 without a valid
 * token, then 403 `{code, message}` naming the role and the app when the user's roles (read from the
 * user table now, not from the token) may not use the sample apps; otherwise they answer nothing,
 * and the app's handlers (or the 404 fallback) answer.
 */
function sampleAppGuard(ctx: MockContext, name: string, prefix: string): HttpHandler[] {
  const check: HttpResponseResolver = async ({ request }) => {
    try {
      const user = await requireUser(ctx, request);
      if (!mayUseSampleApps(user.roles)) {
        throw forbidden(`Your role (${user.roles.join(', ')}) may not use the ${name} sample app: it is open to ${SAMPLE_APP_ROLES.join(', ')} only.`);
      }
      return undefined;
    } catch (error) {
      if (error instanceof MockApiError) return errorResponse(error);
      throw error;
    }
  };
  return [http.all(prefix, check), http.all(`${prefix}/*`, check)];
}

/**
 * A sample app's domain with the role check in front of every call under `prefix` (msw syntax, e.g.
 * '*\/api/apps/contacts'): its handlers and every scenario (the free `loading` and `error` too) start
 * with the guard, so whichever way the module is loaded (eagerly, lazily, in a story) no call of
 * another role reaches its data.
 */
export function sampleApp(name: string, prefix: string, module: DomainModule): DomainModule {
  const guarded = (ctx: MockContext, handlers: HttpHandler[]) => [...sampleAppGuard(ctx, name, prefix), ...handlers];
  return {
    ...module,
    handlers: (ctx) => guarded(ctx, module.handlers(ctx)),
    // Every scenario of the unguarded module, guarded; standardScenarios spreads these last, so
    // they also replace the loading and error it builds from the read paths.
    scenarios: (ctx) => Object.fromEntries(Object.entries(standardScenarios(ctx, module)).map(([key, handlers]) => [key, guarded(ctx, handlers)])),
  };
}
