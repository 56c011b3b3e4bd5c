import { describe, expect, it } from 'vitest';
import type { FileManagerItem } from '../contracts';
import { appsHarness, LONG, type Variant } from '../testing';
import { CONTRACTS, PERSONAL, WORK } from './data';

const { call, rejects } = appsHarness(async (call) => {
  await call('GET', 'api/apps/file-manager');
});
type Listing = { folders: FileManagerItem[]; files: FileManagerItem[]; path: FileManagerItem[] };
const list = (folderId?: string) => call<Listing>('GET', 'api/apps/file-manager', { query: folderId === undefined ? {} : { folderId } });
const names = (items: FileManagerItem[]) => items.map((i) => i.name);

describe('file manager', () => {
  it.each([undefined, 'null', ''])('answers the root for folderId %o: 3 folders and 13 files sorted by name, empty path', async (id) => {
    const { body } = await list(id);
    expect(names(body.folders)).toEqual(['Personal', 'Photos', 'Work']);
    expect(body.files).toHaveLength(13);
    expect(names(body.files)).toEqual([...names(body.files)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })));
    expect(body.path).toEqual([]);
    for (const f of body.folders) expect(f).toMatchObject({ type: 'folder', contents: expect.stringMatching(/^\d+ files$/), description: expect.any(String) });
    for (const f of [...body.folders, ...body.files]) expect(f.modifiedAt).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it('has 21 items in all, 5 of them nested', async () => {
    const root = (await list()).body;
    let nested = 0;
    const walk = async (id: string): Promise<void> => {
      const { body } = await list(id);
      nested += body.folders.length + body.files.length;
      for (const f of body.folders) await walk(f.id);
    };
    for (const f of root.folders) await walk(f.id);
    expect(nested).toBe(5);
    expect(root.folders.length + root.files.length + nested).toBe(21);
  });

  it('answers a nested folder with its breadcrumb from the root', async () => {
    const { body } = await list(CONTRACTS);
    expect(names(body.path)).toEqual(['Work', 'Contracts']);
    expect(body.path[0]?.id).toBe(WORK);
    expect(names(body.files)).toEqual(['Linen supplier 2026']);
    expect(names((await list(PERSONAL)).body.files)).toEqual(['Insurance policy']);
  });

  it('gives TXT files a real downloadable data URL', async () => {
    const txt = (await list()).body.files.filter((f) => f.type === 'TXT');
    expect(txt.length).toBeGreaterThan(0);
    for (const f of txt) {
      expect(f.url).toMatch(/^data:text\/plain;charset=utf-8,/);
      expect(decodeURIComponent((f.url ?? '').split(',')[1] ?? '').length).toBeGreaterThan(0);
    }
  });

  it.each(['no-such-folder', 'f11e0000-0000-4000-8000-000000000005'])('answers empty lists and path [] for an unknown or non-folder id %s', async (id) => {
    expect((await list(id)).body).toEqual({ folders: [], files: [], path: [] });
  });

  it('deletes a file: DELETE ?id= answers true and the listing no longer has it', async () => {
    const target = (await list()).body.files.find((f) => f.name === 'Lyrics');
    expect(target).toBeDefined();
    const res = await call('DELETE', 'api/apps/file-manager', { query: { id: target?.id ?? '' } });
    expect(res).toEqual({ status: 200, body: true });
    const after = (await list()).body;
    expect(names(after.files)).not.toContain('Lyrics');
    expect(after.files).toHaveLength(12);
  });

  it('deletes a folder with everything nested in it', async () => {
    expect((await call('DELETE', 'api/apps/file-manager', { query: { id: WORK } })).body).toBe(true);
    expect(names((await list()).body.folders)).toEqual(['Personal', 'Photos']);
    // Work held Paycheck October and the Contracts folder, which held Linen supplier 2026.
    expect((await list(WORK)).body).toEqual({ folders: [], files: [], path: [] });
    expect((await list(CONTRACTS)).body).toEqual({ folders: [], files: [], path: [] });
    expect(names((await list(PERSONAL)).body.files)).toEqual(['Insurance policy']);
  });

  it('answers 404 to an unknown id and changes nothing', async () => {
    const before = (await list()).body;
    const res = await call<{ code: string }>('DELETE', 'api/apps/file-manager', { query: { id: 'no-such-item' } });
    expect(res.status).toBe(404);
    expect((await list()).body).toEqual(before);
  });

  it.each<Variant>([{ name: 'no id', query: {} }, { name: 'a blank id', query: { id: '   ' } }, { name: '10,000-character id', query: { id: LONG } }])('rejects a delete with $name', async (v) => {
    await rejects('DELETE', 'api/apps/file-manager', v);
  });

  it('refuses without a token', async () => {
    expect((await call('GET', 'api/apps/file-manager', { token: null })).status).toBe(401);
    expect((await call('DELETE', 'api/apps/file-manager', { token: null, query: { id: WORK } })).status).toBe(401);
    expect(names((await list()).body.folders)).toContain('Work');
  });

  it.each<Variant>([{ name: '10,000-character id', query: { folderId: LONG } }])('rejects $name', async (v) => {
    await rejects('GET', 'api/apps/file-manager', v);
  });
});
