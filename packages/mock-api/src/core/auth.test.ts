import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { __testing, issueToken, TOKEN_AUDIENCE, TOKEN_ISSUER, TokenError, verifyToken } from './auth';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const seconds = Math.floor(NOW.getTime() / 1000);
const user = { id: 'user-01', roles: ['admin'] };
const joseSigned = (exp: number, nbf?: number) => {
  const jwt = new SignJWT({ roles: ['admin'] }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject('user-01').setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setIssuedAt(seconds).setExpirationTime(exp);
  return (nbf === undefined ? jwt : jwt.setNotBefore(nbf)).sign(__testing.secret);
};

describe('HS256 tokens (WebCrypto), checked against jose', () => {
  it('issues tokens jose verifies with the same rules', async () => {
    const { payload, protectedHeader } = await jwtVerify(await issueToken(user, NOW), __testing.secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      typ: 'JWT',
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: NOW,
    });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: 'user-01', roles: ['admin'], iat: seconds, exp: seconds + 7 * 24 * 60 * 60 });
  });

  it('accepts a token jose signed, within 30 s of clock skew', async () => {
    expect((await verifyToken(await joseSigned(seconds + 60), NOW)).sub).toBe('user-01');
    expect((await verifyToken(await joseSigned(seconds - 20), NOW)).sub).toBe('user-01');
    expect((await verifyToken(await joseSigned(seconds + 60, seconds + 20), NOW)).sub).toBe('user-01');
  });

  it('refuses expired, not-yet-valid and tampered tokens', async () => {
    await expect(verifyToken(await joseSigned(seconds - 40), NOW)).rejects.toThrow(TokenError);
    await expect(verifyToken(await joseSigned(seconds + 60, seconds + 40), NOW)).rejects.toThrow(TokenError);
    const [header, payload, signature] = (await issueToken(user, NOW)).split('.') as [string, string, string];
    const forged = btoa(JSON.stringify({ ...JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))), roles: ['auditor'] }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    await expect(verifyToken(`${header}.${forged}.${signature}`, NOW)).rejects.toThrow(TokenError);
    await expect(verifyToken(`${header}.${payload}.`, NOW)).rejects.toThrow(TokenError);
    await expect(verifyToken(`${header}.${payload}.${signature}x`, NOW)).rejects.toThrow(TokenError);
    await expect(verifyToken('a.b', NOW)).rejects.toThrow(TokenError);
  });
});
