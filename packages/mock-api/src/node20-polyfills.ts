/**
 * Node 20 lacks ES2024/2025 APIs that msw 3 calls in Node (`Promise.withResolvers` in its
 * interceptors, `Set.prototype.intersection` in `resetHandlers`; `Map.groupBy` and `Object.groupBy`
 * for good measure). Each is added only when missing, so this is a no-op on Node 22 and newer.
 * Imported first by `@hotel/mock-api/node` and the `hotel-mock-api` command (a side effect: listed in
 * the package's `sideEffects`). The package ships it, so nothing outside the package is needed.
 */
type Loose = Record<string, unknown>;

function define(target: object, name: string, value: unknown): void {
  if (typeof (target as Loose)[name] !== 'function') Object.defineProperty(target, name, { value, writable: true, configurable: true });
}

define(Promise, 'withResolvers', function withResolvers<T>(this: PromiseConstructor) {
  let resolve!: (value: T | PromiseLike<T>) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new this<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
});

function groupInto<T, K>(items: Iterable<T>, keyOf: (item: T, index: number) => K, add: (key: K, item: T) => void): void {
  let index = 0;
  for (const item of items) add(keyOf(item, index++), item);
}

define(Map, 'groupBy', <T, K>(items: Iterable<T>, keyOf: (item: T, index: number) => K) => {
  const map = new Map<K, T[]>();
  groupInto(items, keyOf, (key, item) => (map.get(key) ?? map.set(key, []).get(key)!).push(item));
  return map;
});

define(Object, 'groupBy', <T>(items: Iterable<T>, keyOf: (item: T, index: number) => PropertyKey) => {
  const result = Object.create(null) as Record<PropertyKey, T[]>;
  groupInto(items, keyOf, (key, item) => (result[key] ??= []).push(item));
  return result;
});

/** The Set methods (ES2025), over anything with `has` and `keys` as the specification allows. */
interface SetLike<T> {
  has(value: T): boolean;
  keys(): Iterator<T>;
}
const keysOf = <T>(other: SetLike<T>): Iterable<T> => ({ [Symbol.iterator]: () => other.keys() });
const setMethods = {
  union<T>(this: Set<T>, other: SetLike<T>) {
    const out = new Set(this);
    for (const value of keysOf(other)) out.add(value);
    return out;
  },
  intersection<T>(this: Set<T>, other: SetLike<T>) {
    return new Set([...this].filter((value) => other.has(value)));
  },
  difference<T>(this: Set<T>, other: SetLike<T>) {
    return new Set([...this].filter((value) => !other.has(value)));
  },
  symmetricDifference<T>(this: Set<T>, other: SetLike<T>) {
    const out = new Set(this);
    for (const value of keysOf(other)) {
      if (this.has(value)) out.delete(value);
      else out.add(value);
    }
    return out;
  },
  isSubsetOf<T>(this: Set<T>, other: SetLike<T>) {
    return [...this].every((value) => other.has(value));
  },
  isSupersetOf<T>(this: Set<T>, other: SetLike<T>) {
    for (const value of keysOf(other)) if (!this.has(value)) return false;
    return true;
  },
  isDisjointFrom<T>(this: Set<T>, other: SetLike<T>) {
    return [...this].every((value) => !other.has(value));
  },
};
for (const [name, method] of Object.entries(setMethods)) define(Set.prototype, name, method);

export {};
