/**
 * What is worked out once per owner object and key and then kept (a list definition's built queries, a
 * columns object's row readers): the owner held weakly, so a definition that goes also takes what was
 * kept for it. With `max`, the oldest key of an owner goes first once it holds that many (keys that
 * carry a filter's values are unbounded otherwise).
 */
export function keptFor<V>(
  store: WeakMap<object, Map<string, V>>,
  owner: object,
  key: string,
  make: () => V,
  max = Number.POSITIVE_INFINITY,
): V {
  let byKey = store.get(owner);
  if (!byKey) {
    byKey = new Map();
    store.set(owner, byKey);
  }
  let value = byKey.get(key);
  if (value === undefined) {
    value = make();
    if (byKey.size >= max) {
      const oldest = byKey.keys().next();
      if (!oldest.done) byKey.delete(oldest.value);
    }
    byKey.set(key, value);
  }
  return value;
}
