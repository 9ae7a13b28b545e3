/**
 * Shares one read among its callers: while a read for a key is in flight, further callers get the same
 * promise, and after it succeeded its result is reused for `reuseMs` more (0: only while in flight).
 * A failed read is forgotten at once, so the next caller tries again. Keys are objects (e.g. the
 * `services.db` handle), held weakly.
 */
export function sharedRead<K extends object, T>(
  read: (key: K) => Promise<T>,
  options: { reuseMs: number; now?: () => number },
): (key: K) => Promise<T> {
  const now = options.now ?? (() => performance.now());
  const entries = new WeakMap<K, { value: Promise<T>; until: number }>();
  return (key) => {
    const current = entries.get(key);
    if (current && now() < current.until) return current.value;
    // In flight until it settles: shared by everyone who asks meanwhile.
    const entry = { value: read(key), until: Number.POSITIVE_INFINITY };
    entries.set(key, entry);
    entry.value.then(
      () => {
        entry.until = now() + options.reuseMs;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry.value;
  };
}
