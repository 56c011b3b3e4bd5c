/**
 * Test helper: a controllable `window.matchMedia` that evaluates `(min-width: Npx)` and
 * `(max-width: Npx)` against a fake viewport width and `(prefers-color-scheme: dark)` against a
 * flag, firing `change` events.
 */
type Listener = (event: MediaQueryListEvent) => void;

export interface FakeMedia {
  setWidth(width: number): void;
  setPrefersDark(dark: boolean): void;
  restore(): void;
}

export function installMatchMedia(initial: { width?: number; prefersDark?: boolean } = {}): FakeMedia {
  const original = window.matchMedia;
  let width = initial.width ?? 1280;
  let prefersDark = initial.prefersDark ?? false;
  const lists = new Set<{ query: string; listeners: Set<Listener>; last: boolean }>();

  const evaluate = (query: string): boolean => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    if (min) return width >= Number(min[1]);
    const max = /\(max-width:\s*([\d.]+)px\)/.exec(query);
    if (max) return width <= Number(max[1]);
    if (query.includes('prefers-color-scheme: dark')) return prefersDark;
    return false;
  };

  const notify = () => {
    for (const entry of lists) {
      const matches = evaluate(entry.query);
      if (matches === entry.last) continue;
      entry.last = matches;
      for (const listener of entry.listeners) listener({ matches, media: entry.query } as MediaQueryListEvent);
    }
  };

  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<Listener>(), last: evaluate(query) };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };

  return {
    setWidth(next) {
      width = next;
      notify();
    },
    setPrefersDark(next) {
      prefersDark = next;
      notify();
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
