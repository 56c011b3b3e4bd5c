import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createNodeMockApi } from '../node';

const api = createNodeMockApi();
const base = 'http://localhost';

beforeAll(() => api.server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => api.reset());
afterAll(() => api.server.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('auth', () => {
  it('signs a demo account in and answers the user with a token', async () => {
    const res = await post('api/auth/sign-in', { email: 'admin@hotel.test', password: 'demo1234' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.tokenType).toBe('bearer');
    expect(body.user).toMatchObject({ email: 'admin@hotel.test', roles: ['admin'] });
    expect(body.user).not.toHaveProperty('password');

    const me = await fetch(`${base}/api/common/user`, { headers: { Authorization: `Bearer ${body.accessToken}` } });
    expect(await me.json()).toMatchObject({ email: 'admin@hotel.test' });
  });

  it('answers wrong credentials with 404 and the body false', async () => {
    const res = await post('api/auth/sign-in', { email: 'admin@hotel.test', password: 'wrong' });
    expect(res.status).toBe(404);
    expect(await res.json()).toBe(false);
  });

  it('answers a malformed body with 400 and a message per field', async () => {
    const res = await post('api/auth/sign-in', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('refuses calls without a token', async () => {
    const res = await fetch(`${base}/api/common/user`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('answers an unknown path with 404 NOT FOUND', async () => {
    const res = await fetch(`${base}/api/no/such/call`, { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
