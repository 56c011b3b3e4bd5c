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
