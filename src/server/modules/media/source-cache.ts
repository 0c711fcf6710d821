import type { MediaSource } from './repository.js';

/**
 * A short-lived memory of media rows, so a cached image hit costs a stat and a file stream, not a query.
 * Safe because a row's bytes never change (the cache key is the content hash); a row made private or
 * deleted is seen within TTL_MS. Bounded: the oldest entry goes first. Misses are not remembered, so
 * random ids cannot fill it.
 */
export const TTL_MS = 30_000;
export const MAX_ENTRIES = 10_000;

export function createSourceCache(
  find: (id: number) => Promise<MediaSource | undefined>,
  now: () => number = Date.now,
) {
  const entries = new Map<number, { source: MediaSource; expires: number }>();
  async function lookup(id: number): Promise<MediaSource | undefined> {
    const hit = entries.get(id);
    if (hit && hit.expires > now()) return hit.source;
    const source = await find(id);
    entries.delete(id);
    if (source) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(id, { source, expires: now() + TTL_MS });
    }
    return source;
  }
  /** Forgets every row: a write changed what a row says (a crop focus). */
  return Object.assign(lookup, { clear: () => entries.clear() });
}
