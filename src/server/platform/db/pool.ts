import pg from 'pg';
import type { OutageWatch } from './outage.js';

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * The PostgreSQL pool of the app (docs/decisions/0105-database-outage.md), with two things the plain pool and drizzle
 * leave to the user when the server goes away under load:
 * - a connection that dies while a request holds it emits 'error' on its client; the pool only listens while the
 *   client is idle, and an unheard 'error' would end the process. Every client is heard here.
 * - drizzle's transaction() takes a client and sends BEGIN before its try/finally: when BEGIN fails (the connection
 *   died right then) the client is never released, and each outage would leave the pool a connection short until it
 *   has none. A client taken through `connect()` is released, with its error, as soon as its connection dies, and
 *   its later release is a no-op; the pool then replaces it with a new connection.
 */
export class OutageSafePool extends pg.Pool {
  /** Clients handed out by connect() (drizzle's transactions) and not yet released, with their one-time release. */
  private readonly held = new Map<pg.PoolClient, (err?: Error | boolean) => void>();

  constructor(config: pg.PoolConfig, outage: OutageWatch) {
    super(config);
    // Idle clients that die are dropped by the pool, which then emits 'error': the outage is told, nothing throws.
    this.on('error', (err) => outage.lost(err));
    this.on('connect', (client) => {
      client.on('error', (err) => {
        outage.lost(err);
        this.held.get(client)?.(err);
      });
      outage.reached();
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // pool.query() checks out with a callback and releases on its own, errors included.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const once = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        this.held.delete(client);
        release(err);
      };
      client.release = once;
      this.held.set(client, once);
      return client;
    });
  }
}
