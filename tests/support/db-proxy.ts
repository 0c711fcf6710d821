// A TCP proxy between the app's connection pool and PostgreSQL that can be cut like a database server dying:
// every live connection is reset at once and new ones are refused (the port stops listening), until restored.
// The shared PostgreSQL server itself is never touched.
//   const proxy = await startDbProxy(process.env.DATABASE_URL!);  // proxy.url is the same database via the proxy
//   proxy.cut();  await proxy.restore();  await proxy.close();
import { createServer, type Server, type Socket, connect } from 'node:net';

export interface DbProxy {
  /** The database URL with host and port replaced by the proxy's. */
  url: string;
  port: number;
  /** Connections relayed since the start (a restored proxy keeps counting). */
  readonly connections: number;
  /** Live connections reset by the cuts so far. */
  readonly reset: number;
  /** Resets every live connection (TCP RST, no goodbye) and closes the port: new connections are refused. */
  cut(): void;
  /** Listens on the same port again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startDbProxy(databaseUrl: string): Promise<DbProxy> {
  const target = new URL(databaseUrl);
  const targetHost = target.hostname || '127.0.0.1';
  const targetPort = Number(target.port || 5432);
  const live = new Set<Socket>();
  let connections = 0;
  let reset = 0;
  let port = 0;

  const relay = (client: Socket) => {
    connections += 1;
    const server = connect({ host: targetHost, port: targetPort });
    for (const [from, to] of [
      [client, server],
      [server, client],
    ] as const) {
      live.add(from);
      from.pipe(to);
      // A side that fails or ends takes the other one down with it, as a dropped link would.
      from.on('error', () => to.destroy());
      from.on('close', () => {
        live.delete(from);
        to.destroy();
      });
    }
  };

  let listener: Server = createServer(relay);
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => {
        listener.off('error', reject);
        port = (listener.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const proxy: DbProxy = {
    url: url.toString(),
    port,
    get connections() {
      return connections;
    },
    get reset() {
      return reset;
    },
    cut() {
      listener.close();
      for (const socket of live) {
        reset += 1;
        socket.resetAndDestroy();
      }
      live.clear();
    },
    async restore() {
      if (listener.listening) return;
      listener = createServer(relay);
      await listen();
    },
    async close() {
      proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
  return proxy;
}
