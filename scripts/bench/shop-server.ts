// A shop server of its own for a benchmark: the built app (npm run build) on a fresh PGlite data dir.
import { type ChildProcess, spawn } from 'node:child_process';

export interface ShopServer {
  url: string;
  /** The headers the storefront sends with every API call (the demo domain's key). */
  apiHeaders(): Record<string, string>;
  stop(): Promise<void>;
}

export async function startShopServer(options: { port: number; dataDir: string; ssr: boolean }): Promise<ShopServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      SSR: options.ssr ? 'on' : 'off',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on ${url} stopped while starting`);
    if (Date.now() > deadline) throw new Error(`the server on ${url} did not answer within 4 minutes`);
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    apiHeaders: () => ({ apiKey: 'demo-api-key', site: '1', store: '1', language: 'hrv' }),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
