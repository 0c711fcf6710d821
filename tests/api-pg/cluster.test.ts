import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, findNginx, HOW_TO_GET_NGINX, startCluster } from '../../scripts/cluster/cluster.js';
import { DEMO_API_KEY } from '../support/index.js';

/**
 * `npm run start:cluster` as a visitor meets it (docs/decisions/0145-several-processes.md): two shop processes on one
 * new PostgreSQL database behind nginx, which keeps the anonymous pages the shop calls public and nothing personal,
 * and carries on when one process dies.
 */
const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test');
const database = `fan_shop_cluster_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
let cluster: Cluster | undefined;
let dataDir = '';

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  if (!findNginx()) throw new Error(HOW_TO_GET_NGINX);
  // The processes serve the built shop; the suite's first pass builds it, a run of this file alone may not have.
  if (!existsSync('dist/server/entry-server.js')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  await onServer(`CREATE DATABASE "${database}"`);
  dataDir = await mkdtemp(path.join(tmpdir(), 'fan-shop-cluster-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  cluster = await startCluster({
    processes: 2,
    host: '127.0.0.1',
    port,
    firstShopPort: port + 1,
    databaseUrl,
    dataDir,
    env: { LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    restart: false,
    log: () => {},
  });
}, 300_000);

afterAll(async () => {
  await cluster?.stop();
  await onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

const visit = (url: string, headers: Record<string, string> = {}) => {
  if (!cluster) throw new Error('the cluster did not start');
  return fetch(`${cluster.url}${url}`, { headers, redirect: 'manual' });
};

describe('the shop on two processes behind nginx', () => {
  it('should serve a public page from the HTTP cache after the first visit, with the shop’s own headers', async () => {
    const first = await visit('/product/kemijska-olovka');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^public/);
    const second = await visit('/product/kemijska-olovka');
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(second.headers.get('content-security-policy')).toBeTruthy();
    expect(await second.text()).toContain('</html>');
  });

  it('should never keep or share what is personal: no-store pages, API answers and requests with a token', async () => {
    for (let i = 0; i < 2; i++) {
      const cart = await visit('/kosarica', { cookie: 'cartId=1; protectCode=2' });
      expect(cart.headers.get('cache-control')).toBe('no-store');
      expect(cart.headers.get('x-cache-status')).not.toBe('HIT');
      const api = await visit('/api/v2/cart/getNewCartSession', { apiKey: DEMO_API_KEY });
      expect(api.status).toBe(200);
      expect(api.headers.get('x-cache-status')).not.toBe('HIT');
      const withToken = await visit('/shop/dresovi', { authorization: 'Bearer x' });
      expect(withToken.headers.get('x-cache-status')).toBe('BYPASS');
    }
    const carts = await Promise.all(
      [1, 2].map(async () => {
        const res = await visit('/api/v2/cart/getNewCartSession', { apiKey: DEMO_API_KEY });
        return ((await res.json()) as { data: { cartId: string } }).data.cartId;
      }),
    );
    expect(new Set(carts).size).toBe(2);
  });

  it('should answer every visitor while one process is killed, from the other', async () => {
    if (!cluster) throw new Error('the cluster did not start');
    await cluster.kill(0, 'SIGKILL');
    const statuses = [];
    for (let i = 0; i < 20; i++) {
      const res = await visit('/api/v1/product/web/get?slug=kemijska-olovka', { apiKey: DEMO_API_KEY });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const ready = await fetch(`http://127.0.0.1:${cluster.shops[1]?.port}/health/ready`);
    expect(ready.status).toBe(200);
  });
});
