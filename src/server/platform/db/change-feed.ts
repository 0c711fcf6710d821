import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Tells every server process of one database that the shop's data changed, so each drops what it cached from
 * it (docs/decisions/0111-caches-across-processes.md). A change is handed to this process's listeners at once;
 * on PostgreSQL it also goes out as NOTIFY on one channel, with the schema in the payload (test runs share a
 * database, one schema each), and every other process's LISTEN connection hears it. PGlite lives inside one
 * process: there the local hand-over is all there is.
 */
export type ShopChange =
  /** Catalogue or CMS data was written: every cached read may be stale. */
  | { kind: 'data' }
  /** Staff cleared caches from the back office (docs/decisions/0117-clearing-the-shops-caches.md). */
  | { kind: 'clear'; caches: string[] };

export type ChangeListener = (change: ShopChange) => void;

export interface ChangeFeed {
  /**
   * Hands the change to this process's listeners now (unless `here` is false: the caller did its part already)
   * and, on PostgreSQL, to the other processes.
   */
  publish(change: ShopChange, options?: { here?: boolean }): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

export const CHANGE_CHANNEL = 'fan_shop_changes';
/** After a lost LISTEN connection, changes may have been missed: reconnect after this, and drop every cache. */
const RECONNECT_MS = 1000;

interface Envelope {
  schema: string;
  origin: string;
  change: ShopChange;
}

function localFeed(): ChangeFeed & { deliver(change: ShopChange): void } {
  const listeners = new Set<ChangeListener>();
  const deliver = (change: ShopChange) => {
    for (const listener of listeners) listener(change);
  };
  return {
    deliver,
    publish: async (change, { here = true } = {}) => {
      if (here) deliver(change);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => listeners.clear(),
  };
}

export function createLocalChangeFeed(): ChangeFeed {
  return localFeed();
}

/**
 * The PostgreSQL feed: `notify` sends through the app's own pool (one short query); one extra connection stays
 * open to LISTEN. A lost listening connection is reopened, and since changes may have gone by meanwhile, the
 * reconnection is handed on as a 'data' change.
 */
export function createPgChangeFeed(options: {
  databaseUrl: string;
  schema: string;
  notify: (payload: string) => Promise<unknown>;
  onError?: (err: unknown) => void;
}): ChangeFeed {
  const local = localFeed();
  const origin = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const listen = async (reconnected: boolean) => {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.databaseUrl, keepAlive: true });
    const retry = (err: unknown) => {
      options.onError?.(err);
      next.removeAllListeners();
      void next.end().catch(() => {});
      if (client === next) client = null;
      if (!closed) {
        timer = setTimeout(() => void listen(true), RECONNECT_MS);
        timer.unref();
      }
    };
    next.on('error', retry);
    next.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
      try {
        const envelope = JSON.parse(message.payload) as Envelope;
        if (envelope.schema !== options.schema || envelope.origin === origin) return;
        local.deliver(envelope.change);
      } catch (err) {
        options.onError?.(err);
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      if (reconnected) local.deliver({ kind: 'data' });
    } catch (err) {
      retry(err);
    }
  };
  const ready = listen(false);

  return {
    async publish(change, { here = true } = {}) {
      if (here) local.deliver(change);
      const envelope: Envelope = { schema: options.schema, origin, change };
      await options.notify(JSON.stringify(envelope));
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      clearTimeout(timer);
      await ready;
      await client?.end().catch(() => {});
      client = null;
      await local.close();
    },
  };
}

/** The feed of each open database, so a write that only has `db` in hand can announce itself. */
const feeds = new WeakMap<object, ChangeFeed>();

export function attachChangeFeed(db: object, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

export function changeFeedOf(db: object): ChangeFeed | undefined {
  return feeds.get(db);
}
