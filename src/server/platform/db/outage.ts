/**
 * Whether the database can be reached, as the app sees it (docs/decisions/0105-database-outage.md). Every request
 * that fails for want of the database is answered 503, but the outage is told once when it starts and once when a
 * new connection works again, not once per request: a busy shop would otherwise bury the log in identical errors.
 */
export interface OutageListener {
  down(err: unknown): void;
  up(downForMs: number): void;
}

export interface OutageWatch {
  /** Something failed because the database cannot be reached (a request, an idle connection, a sweep). */
  lost(err: unknown): void;
  /** A new connection to the database was made. */
  reached(): void;
  readonly isDown: boolean;
  listen(listener: OutageListener): void;
}

export function createOutageWatch(now: () => number = Date.now): OutageWatch {
  const listeners = new Set<OutageListener>();
  let downSince: number | null = null;
  return {
    lost(err) {
      if (downSince !== null) return;
      downSince = now();
      for (const l of listeners) l.down(err);
    },
    reached() {
      if (downSince === null) return;
      const downForMs = now() - downSince;
      downSince = null;
      for (const l of listeners) l.up(downForMs);
    },
    get isDown() {
      return downSince !== null;
    },
    listen(listener) {
      listeners.add(listener);
    },
  };
}
