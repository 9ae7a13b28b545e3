/**
 * Shares one read among its callers: while a read for a key is in flight, further callers get the same
 * promise, and after it succeeded its result is reused for `reuseMs` more (0: only while in flight).
 * A failed read is forgotten at once, so the next caller tries again. Keys are objects (e.g. the
 * `services.db` handle), held weakly.
 *
 * With `staleWhileRefreshing`, callers that come after `reuseMs` get the previous result at once while
 * one caller's read replaces it (on the embedded database a read takes tens of milliseconds,
 * and every request queued behind it would wait that long). A result is then at most `reuseMs` old plus
 * the duration of one read; if that read fails, the previous result is dropped, so the next caller reads
 * and waits (an outage is reported, not hidden behind an old answer).
 */
export function sharedRead<K extends object, T>(
  read: (key: K) => Promise<T>,
  options: { reuseMs: number; staleWhileRefreshing?: boolean; now?: () => number },
): (key: K) => Promise<T> {
  const now = options.now ?? (() => performance.now());
  type Entry = { value: Promise<T>; until: number; refreshing?: boolean };
  const entries = new WeakMap<K, Entry>();
  const forget = (key: K, entry: Entry) => {
    if (entries.get(key) === entry) entries.delete(key);
  };
  return (key) => {
    const current = entries.get(key);
    if (current && now() < current.until) return current.value;
    if (current && options.staleWhileRefreshing) {
      if (!current.refreshing) {
        current.refreshing = true;
        const value = read(key);
        value.then(
          () => entries.set(key, { value, until: now() + options.reuseMs }),
          () => forget(key, current),
        );
      }
      return current.value;
    }
    // In flight until it settles: shared by everyone who asks meanwhile.
    const value = read(key);
    const entry: Entry = { value, until: Number.POSITIVE_INFINITY };
    entries.set(key, entry);
    value.then(
      () => {
        entry.until = now() + options.reuseMs;
      },
      () => forget(key, entry),
    );
    return value;
  };
}
