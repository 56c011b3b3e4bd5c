import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

/** A load the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('lazyWithPreload', () => {
  it('does nothing until asked, then loads once however often it is asked', async () => {
    const load = deferred<string>();
    const loader = vi.fn(() => load.promise);
    const lazy = lazyWithPreload(loader);
    expect(lazy.getSnapshot().status).toBe('idle');
    expect(loader).not.toHaveBeenCalled();

    const first = lazy.preload();
    const second = lazy.preload();
    expect(second).toBe(first);
    expect(lazy.getSnapshot().status).toBe('loading');
    load.resolve('panel');
    await expect(first).resolves.toBe('panel');
    await expect(lazy.preload()).resolves.toBe('panel');
    expect(loader).toHaveBeenCalledOnce();
    expect(lazy.getSnapshot()).toEqual({ status: 'loaded', value: 'panel', error: undefined });
  });

  it('tells subscribers about every change and keeps the snapshot stable in between', async () => {
    const lazy = lazyWithPreload(() => Promise.resolve(42));
    const seen: string[] = [];
    const unsubscribe = lazy.subscribe(() => seen.push(lazy.getSnapshot().status));
    const idle = lazy.getSnapshot();
    expect(lazy.getSnapshot()).toBe(idle);
    await lazy.preload();
    expect(seen).toEqual(['loading', 'loaded']);
    unsubscribe();
    await lazy.preload();
    expect(seen).toEqual(['loading', 'loaded']);
  });

  it('does not remember a failure: the next preload loads again', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module: /assets/panel.js');
    const loader = vi.fn<() => Promise<string>>().mockRejectedValueOnce(offline).mockResolvedValueOnce('panel');
    const lazy = lazyWithPreload(loader);
    await expect(lazy.preload()).rejects.toBe(offline);
    expect(lazy.getSnapshot()).toEqual({ status: 'error', value: undefined, error: offline });
    await expect(lazy.preload()).resolves.toBe('panel');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(lazy.getSnapshot().status).toBe('loaded');
  });

  it('turns a loader that throws at once into a rejected load', async () => {
    const lazy = lazyWithPreload<string>(() => {
      throw new Error('no such module');
    });
    await expect(lazy.preload()).rejects.toThrow('no such module');
    expect(lazy.getSnapshot().status).toBe('error');
  });
});
