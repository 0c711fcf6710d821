import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { ADMIN, AUTH_ENV, bearer, login, movableClock } from '../api/auth-helpers.js';
import { type DbProxy, startDbProxy } from '../support/db-proxy.js';
import { createTestApp, type TestApp } from '../support/index.js';

/**
 * The public catalogue and CMS reads from a read replica (docs/decisions/0209-read-replica.md). The replica is played
 * by a second schema with the same demo data, reached through a TCP proxy that can take it away; the primary's
 * product is then told apart from the replica's by its name.
 */
const SLUG = 'kemijska-olovka';
const REPLICA_NAME = 'Kemijska olovka (s replike)';
const clock = movableClock();
let replica: TestApp;
let primary: TestApp;
let proxy: DbProxy;

beforeAll(async () => {
  replica = await createTestApp();
  proxy = await startDbProxy(process.env.DATABASE_URL!);
  primary = await createTestApp({
    env: { ...AUTH_ENV, READ_REPLICA_LAG_SECONDS: '5', READ_CACHE_SECONDS: '0' },
    readReplicaOf: replica,
    readReplicaUrl: proxy.url,
  });
  primary.app.clock.now = clock.now;
  await replica.db.update(products).set({ name: REPLICA_NAME }).where(eq(products.slug, SLUG));
});
afterAll(async () => {
  await primary?.close();
  await proxy?.restore();
  await proxy?.close();
  await replica?.close();
});

const product = async () => {
  const res = await primary.app.inject({
    method: 'GET',
    url: `/api/v1/product/web/get?slug=${SLUG}`,
    headers: primary.headers(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { name: string; finalPrice: number } }).data;
};

describe('the read replica', () => {
  it('should answer the public catalogue from the replica', async () => {
    expect((await product()).name).toBe(REPLICA_NAME);
  });

  it('should read from the primary for the replica lag after a write, then from the replica again', async () => {
    const [row] = await primary.db.select().from(products).where(eq(products.slug, SLUG));
    const admin = (await login(primary, ADMIN.email, ADMIN.password)).accessToken;
    const changed = await primary.app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${row!.id}/prices`,
      headers: primary.headers(bearer(admin)),
      payload: { regularPrice: row!.finalPrice + 300, salePrice: null, memberPrice: null },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The replica may not have the write yet: the new price is read where it is.
    const justAfter = await product();
    expect(justAfter.name).toBe(row!.name);
    expect(justAfter.finalPrice).toBeCloseTo((row!.finalPrice + 300) / 100, 2);
    clock.ahead = 6_000;
    expect((await product()).name).toBe(REPLICA_NAME);
  });

  it('should read from the primary while the replica is away, and from the replica once it is back', async () => {
    proxy.cut();
    // The read that finds the replica gone is answered 503 with Retry-After; the next ones go to the primary.
    const lost = await primary.app.inject({
      method: 'GET',
      url: `/api/v1/product/web/get?slug=${SLUG}`,
      headers: primary.headers(),
    });
    expect([200, 503]).toContain(lost.statusCode);
    expect((await product()).name).not.toBe(REPLICA_NAME);
    await proxy.restore();
    // A probe every few seconds finds it back.
    await expect.poll(async () => (await product()).name, { timeout: 20_000, interval: 500 }).toBe(REPLICA_NAME);
  });
});
