// Node 20 lacks three ES2024 APIs that vitest 5 (reporter, snapshots) and msw 3 (msw/node) call.
// Added only when missing, so this is a no-op on Node 22 and newer. Test set-up only.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = function groupBy(items, keyOf) {
    const map = new Map();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      if (!map.has(key)) map.set(key, []);
      map.get(key).push(item);
    }
    return map;
  };
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = function groupBy(items, keyOf) {
    const result = Object.create(null);
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      (result[key] ??= []).push(item);
    }
    return result;
  };
}
if (typeof Promise.withResolvers !== 'function') {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new this((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

// ES2025 Set methods (msw 3's resetHandlers uses Set.prototype.intersection).
const setMethods = {
  union(other) {
    const out = new Set(this);
    for (const v of other.keys()) out.add(v);
    return out;
  },
  intersection(other) {
    const out = new Set();
    for (const v of this) if (other.has(v)) out.add(v);
    return out;
  },
  difference(other) {
    const out = new Set();
    for (const v of this) if (!other.has(v)) out.add(v);
    return out;
  },
  symmetricDifference(other) {
    const out = new Set(this);
    for (const v of other.keys()) {
      if (this.has(v)) out.delete(v);
      else out.add(v);
    }
    return out;
  },
  isSubsetOf(other) {
    for (const v of this) if (!other.has(v)) return false;
    return true;
  },
  isSupersetOf(other) {
    for (const v of other.keys()) if (!this.has(v)) return false;
    return true;
  },
  isDisjointFrom(other) {
    for (const v of this) if (other.has(v)) return false;
    return true;
  },
};
for (const [name, fn] of Object.entries(setMethods)) {
  if (typeof Set.prototype[name] !== 'function') {
    Object.defineProperty(Set.prototype, name, { value: fn, writable: true, configurable: true });
  }
}
