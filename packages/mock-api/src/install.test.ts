import { describe, expect, it, vi } from 'vitest';
import { installMockApi } from './install';

const ORIGIN = 'http://hotel.test';

function page() {
  const network = vi.fn(async () => new Response('network'));
  const target = { fetch: network as typeof fetch, location: new URL(`${ORIGIN}/`) as unknown as Location };
  return { target, network };
}

describe('installMockApi (the in-page transport)', () => {
  it('answers <apiUrl>api/ from the loaded mock API, the rest from the network, and gives fetch back on uninstall', async () => {
    const { target, network } = page();
    const handle = vi.fn(async () => new Response('mock', { status: 201 }));
    const load = vi.fn(async () => ({ handle, resetDemoData: vi.fn() }));
    const installed = installMockApi({ target, apiUrl: '/base/', load, log: false });
    expect(await (await target.fetch('/base/api/common/user')).text()).toBe('mock');
    expect(await (await target.fetch('/api/common/user')).text()).toBe('network');
    expect(load).toHaveBeenCalledTimes(1);
    installed.uninstall();
    expect(target.fetch).toBe(network);
  });

  it('resets the demo data through the mock API, loading it first, and retries a failed load', async () => {
    const { target } = page();
    const resetDemoData = vi.fn();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ handle: vi.fn(), resetDemoData });
    const installed = installMockApi({ target, load, log: false });
    await expect(installed.resetDemoData()).rejects.toThrow('offline');
    await installed.resetDemoData();
    expect(load).toHaveBeenCalledTimes(2);
    expect(resetDemoData).toHaveBeenCalledTimes(1);
  });
});
