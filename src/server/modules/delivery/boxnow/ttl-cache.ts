/**
 * A small read-through cache with a time to live: concurrent misses for one key share one load, a failed load
 * is not kept, and the oldest entries go first beyond `maxEntries`. Keeps the checkout from asking BoxNow for
 * the same lockers on every keypress.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    if (hit) this.entries.delete(key);
    const value = load();
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Entries not yet expired. */
  get size(): number {
    const now = this.now();
    return [...this.entries.values()].filter((entry) => entry.expiresAt > now).length;
  }
}
