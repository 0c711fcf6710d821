import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { configSchema, loadConfig } from '../../src/server/platform/config.js';
import { startStandIns } from '../../src/stand-ins/index.js';
import { nginxConfig } from './nginx-config.js';

/**
 * Several shop processes on one PostgreSQL behind nginx (docs/decisions/0145-several-processes.md), for
 * `npm run start:cluster`, the kit-launch simulation and the tests. The stand-ins of external services (card gateway,
 * BoxNow, CIS) run once here, so every process talks to the same ones.
 */
export interface ClusterOptions {
  /** Number of shop processes. */
  processes: number;
  /** Where nginx listens for visitors. */
  host: string;
  port: number;
  /** The shop processes listen on 127.0.0.1 from this port up. */
  firstShopPort: number;
  databaseUrl: string;
  dataDir: string;
  /** Extra environment of the shop processes. */
  env?: Record<string, string>;
  /** Start a process again when it dies (the command line does; a test that kills one does not). */
  restart: boolean;
  log: (line: string) => void;
}

export interface ShopProcess {
  index: number;
  port: number;
  child: ChildProcess;
}

export interface Cluster {
  /** The address visitors use (nginx). */
  url: string;
  shops: ShopProcess[];
  /** What the stand-ins said when they started (addresses, test cards). */
  standInLines: string[];
  /** Ends one shop process at once with the signal (default SIGKILL, as a crash would). */
  kill: (index: number, signal?: NodeJS.Signals) => Promise<void>;
  /** nginx finishes what it serves, each shop process drains and finishes its requests, the stand-ins stop. */
  stop: () => Promise<void>;
}

const READY_TIMEOUT_MS = 240_000;
const root = path.resolve(import.meta.dirname, '../..');

export function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/usr/bin/nginx'])
    if (existsSync(candidate)) return candidate;
  return null;
}

export const HOW_TO_GET_NGINX =
  "nginx nije instaliran (Debian/Ubuntu: 'apt-get install nginx'; macOS: 'brew install nginx'); the cluster needs it as its load balancer and HTTP cache.";

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nginx = findNginx();
  if (!nginx) throw new Error(HOW_TO_GET_NGINX);
  const dataDir = path.resolve(options.dataDir);
  const nginxDir = path.join(dataDir, 'nginx');
  for (const sub of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi', 'cache'])
    await mkdir(path.join(nginxDir, sub), { recursive: true });

  const publicUrl = options.env?.PUBLIC_URL ?? `http://localhost:${options.port}`;
  const baseEnv: Record<string, string> = {
    ...(process.env as Record<string, string>),
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    // nginx on this machine is the proxy: per-client limits see the visitor's address it forwards.
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: publicUrl,
  };
  const standIns = await startStandIns(loadConfig({ ...baseEnv, PORT: String(options.port) }));
  const shared = { ...baseEnv, ...standInEnv(standIns.config as unknown as Record<string, unknown>, baseEnv) };

  const shops: ShopProcess[] = [];
  let stopping = false;
  const startShop = (index: number): ShopProcess => {
    const port = options.firstShopPort + index;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      cwd: root,
      env: { ...shared, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[trgovina ${index + 1}] `;
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n')) if (line.trim()) options.log(prefix + line);
      });
    const shop = { index, port, child };
    child.once('exit', (code, signal) => {
      if (stopping) return;
      options.log(`${prefix}stopped (${signal ?? code})${options.restart ? ', starting again' : ''}`);
      if (!options.restart) return;
      setTimeout(() => {
        if (stopping) return;
        const again = startShop(index);
        shops[index] = again;
      }, 1_000).unref();
    });
    return shop;
  };
  for (let i = 0; i < options.processes; i++) shops.push(startShop(i));

  let nginxChild: ChildProcess | undefined;
  const stop = async () => {
    stopping = true;
    if (nginxChild && nginxChild.exitCode === null) {
      nginxChild.kill('SIGQUIT');
      await exited(nginxChild, 10_000);
    }
    await Promise.all(
      shops.map(async (shop) => {
        if (shop.child.exitCode !== null || shop.child.signalCode !== null) return;
        shop.child.kill('SIGTERM');
        await exited(shop.child, 20_000);
      }),
    );
    await standIns.close();
  };

  try {
    // Started together: one migrates and seeds the new database, the others wait for it (the start-up lock).
    await Promise.all(shops.map((shop) => waitForReady(shop)));
    const conf = nginxConfig({
      listen: { host: options.host, port: options.port },
      upstreamPorts: shops.map((shop) => shop.port),
      dir: nginxDir,
      runAsRoot: process.getuid?.() === 0,
    });
    const confFile = path.join(nginxDir, 'nginx.conf');
    await writeFile(confFile, conf);
    nginxChild = spawn(nginx, ['-p', nginxDir, '-c', confFile, '-e', path.join(nginxDir, 'error.log')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginxChild.stderr?.on('data', (chunk: Buffer) => options.log(`[nginx] ${chunk.toString().trim()}`));
    await waitForUrl(`http://${options.host}:${options.port}/health/live`, nginxChild);
  } catch (err) {
    await stop();
    throw err;
  }

  return {
    url: `http://${options.host}:${options.port}`,
    shops,
    standInLines: standIns.started,
    kill: async (index, signal = 'SIGKILL') => {
      const shop = shops[index];
      if (!shop) throw new Error(`no shop process ${index}`);
      shop.child.kill(signal);
      await exited(shop.child, 20_000);
    },
    stop,
  };
}

/** What the stand-ins filled in that the processes must be told (addresses, credentials, certificate files). */
function standInEnv(effective: Record<string, unknown>, base: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const value = effective[key];
    if (value === undefined || value === null || typeof value === 'object') continue;
    if (base[key] === undefined || base[key] !== String(value)) env[key] = String(value);
  }
  // Values that loadConfig derived from the environment itself (defaults, resolved paths) stay the processes' own.
  for (const key of ['DATA_DIR', 'PORT', 'HOST', 'NODE_ENV', 'LOG_LEVEL']) delete env[key];
  return env;
}

async function waitForReady(shop: ShopProcess): Promise<void> {
  await waitForUrl(`http://127.0.0.1:${shop.port}/health/ready`, shop.child);
}

async function waitForUrl(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${url}: the process ended (${child.signalCode ?? child.exitCode}) before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

function exited(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
