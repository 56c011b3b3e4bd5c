/**
 * The in-page mock API answers exactly what the worker would (same handlers), leaves every other
 * request to the network, and persists and resets like the browser entry.
 */
import { describe, expect, it } from 'vitest';
import { createInPageMockApi } from '../in-page';
import type { Persistence } from '../core/db';

const base = 'http://localhost';

/** An in-memory stand-in for localStorage persistence. */
function memoryPersistence(): Persistence & { stored: Map<string, unknown> } {
  const stored = new Map<string, unknown>();
  return {
    stored,
    load: (name) => stored.get(name),
    save: (states) => Object.entries(states).forEach(([name, state]) => stored.set(name, state)),
    clear: () => stored.clear(),
  };
}

describe('createInPageMockApi', () => {
  it('answers sign-in and a protected call with the token it issued', async () => {
    const api = createInPageMockApi({ delays: 0, persist: false });
    const signIn = await api.handle(
      new Request(`${base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@hotel.test', password: 'demo1234' }),
      }),
    );
    expect(signIn?.status).toBe(200);
    const { accessToken } = (await signIn!.json()) as { accessToken: string };
    const user = await api.handle(new Request(`${base}/api/common/user`, { headers: { Authorization: `Bearer ${accessToken}` } }));
    expect(user?.status).toBe(200);
    expect(((await user!.json()) as { email: string }).email).toBe('admin@hotel.test');
    const refused = await api.handle(new Request(`${base}/api/common/user`));
    expect(refused?.status).toBe(401);
  });

  it('answers 404 for an unknown API path and leaves other paths to the network', async () => {
    const api = createInPageMockApi({ delays: 0, persist: false });
    expect((await api.handle(new Request(`${base}/api/no/such/call`)))?.status).toBe(404);
    expect(await api.handle(new Request(`${base}/assets/index.js`))).toBeUndefined();
    expect(await api.handle(new Request(`${base}/welcome`))).toBeUndefined();
  });

  it('loads a lazy domain on its first call', async () => {
    const api = createInPageMockApi({ delays: 0, persist: false });
    const { accessToken } = await api.sessionFor('admin');
    const res = await api.handle(new Request(`${base}/api/apps/notes/labels`, { headers: { Authorization: `Bearer ${accessToken}` } }));
    expect(res?.status).toBe(200);
    expect(Array.isArray(await res!.json())).toBe(true);
  });

  it('persists a write and forgets it on resetDemoData', async () => {
    const persistence = memoryPersistence();
    const api = createInPageMockApi({ delays: 0, persist: persistence });
    const { accessToken } = await api.sessionFor('admin');
    const auth = { Authorization: `Bearer ${accessToken}` };
    const read = await api.handle(new Request(`${base}/api/common/messages/mark-all-as-read`, { headers: auth }));
    expect(read?.status).toBe(200);
    expect([...persistence.stored.keys()]).toContain('messages');
    api.resetDemoData();
    expect(persistence.stored.size).toBe(0);
  });
});
