import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { emailOutbox } from '../../src/server/platform/db/schema/email.js';
import { orderItems, orders } from '../../src/server/platform/db/schema/orders.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { COURIER, PAY, placeOrder, readyCart, type Session } from './checkout-helpers.js';

// Orders that arrive together are placed in one transaction (docs/decisions/0262-orders-placed-in-groups.md): each is
// answered as if it had been alone, whatever happens to the others of its group.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PRODUCT = 'kisobran';
const setStock = (stockQuantity: number) =>
  t.db.update(products).set({ stockQuantity }).where(eq(products.slug, PRODUCT));
const stock = async () => (await t.db.select().from(products).where(eq(products.slug, PRODUCT)))[0]!.stockQuantity;

async function carts(n: number, email = (i: number) => `grupa${i}@primjer.hr`): Promise<Session[]> {
  const list: Session[] = [];
  for (let i = 0; i < n; i += 1)
    list.push(
      await readyCart(t, {
        products: [{ slug: PRODUCT, qty: 1 }],
        delivery: COURIER,
        payment: PAY.cod,
        address: { contactEmail: email(i) },
        ip: `10.9.0.${i + 1}`,
      }),
    );
  return list;
}

describe('orders placed in groups', () => {
  it('should place orders sent together in fewer transactions than orders, refusing only those the stock cannot cover', async () => {
    await setStock(20);
    const buyers = await carts(12);
    await setStock(8 + 2);
    const results = await Promise.all(buyers.map((s) => placeOrder(t, s)));
    const placed = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(placed).toHaveLength(8);
    expect(refused.map((r) => r.body.code)).toEqual(Array(4).fill('INSUFFICIENT_STOCK'));
    expect(refused[0]!.body.message).toMatch(/^Proizvoda "Kišobran.*" više nema na stanju\./);
    expect(await stock()).toBe(2);

    const numbers = placed.map((r) => r.body.data.number as string);
    expect(new Set(numbers).size).toBe(8);
    const rows = await t.db
      .select({ id: orders.id, tx: sql<string>`xmin::text`, email: orders.email })
      .from(orders)
      .where(inArray(orders.number, numbers));
    expect(rows).toHaveLength(8);
    // Rows written by one transaction carry its id: eight orders, fewer transactions.
    expect(new Set(rows.map((r) => r.tx)).size).toBeLessThan(8);
    // Each order has its own line, e-mail and address, none mixed up with another of its group.
    const ids = rows.map((r) => r.id);
    const lines = await t.db.select().from(orderItems).where(inArray(orderItems.orderId, ids));
    expect(lines.map((l) => l.orderId).sort()).toEqual([...ids].sort());
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.to,
          rows.map((r) => r.email),
        ),
      );
    expect(mails).toHaveLength(8);
    for (const mail of mails) {
      const order = rows.find((r) => r.email === mail.to)!;
      const number = (await t.db.select({ n: orders.number }).from(orders).where(eq(orders.id, order.id)))[0]!.n;
      expect(mail.subject).toContain(number);
    }
  }, 120_000);

  it('should answer a key used by two carts of one group as if they came one after the other', async () => {
    await setStock(10);
    const [first, second] = await carts(2, (i) => `kljuc${i}@primjer.hr`);
    const key = randomUUID();
    const results = await Promise.all([placeOrder(t, first!, { key }), placeOrder(t, second!, { key })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)!.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // The refused cart took nothing: one unit is gone, not two.
    expect(await stock()).toBe(9);
    // Its cart is still open: it orders with a key of its own.
    const loser = results[0]!.status === 422 ? first! : second!;
    expect((await placeOrder(t, loser)).status).toBe(200);
  }, 60_000);

  it('should answer the same cart sent twice at once with one order, the second call a replay', async () => {
    await setStock(10);
    const [cart] = await carts(1, () => 'dvaput@primjer.hr');
    const results = await Promise.all([placeOrder(t, cart!), placeOrder(t, cart!)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0]!.body.data.number).toBe(results[1]!.body.data.number);
    expect(results.map((r) => r.body.data.replayed).sort()).toEqual([false, true]);
    expect(await stock()).toBe(9);
  }, 60_000);
  it('should refuse, with what is left, an order whose stock was taken between its read and its write', async () => {
    await setStock(10);
    const [cart] = await carts(1, () => 'izmedju@primjer.hr');
    let result: Awaited<ReturnType<typeof placeOrder>>;
    if (t.databaseUrl && t.pgSchema) {
      // Another buyer's transaction takes the last units and holds the row while the order is placed: the order reads
      // the stock as it was (docs/decisions/0269-stock-read-before-it-is-locked.md), its write waits for the row, finds
      // the stock gone once the other commits, and the order is placed again with the stock locked.
      const other = new pg.Client({
        connectionString: t.databaseUrl,
        options: `-c search_path="${t.pgSchema}",public`,
      });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query('UPDATE products SET stock_quantity = 2 WHERE slug = $1', [PRODUCT]);
        const placing = placeOrder(t, cart!);
        // The order's write is waiting on the row the other transaction holds.
        await expect.poll(async () => (await waitingOnLocks(other)) > 0, { timeout: 30_000 }).toBe(true);
        await other.query('COMMIT');
        result = await placing;
      } finally {
        await other.end();
      }
    } else {
      // The embedded engine has one connection: the other buyer's units are gone before the order is placed.
      await setStock(2);
      result = await placeOrder(t, cart!);
    }
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ code: 'INSUFFICIENT_STOCK', payload: { requested: 1, available: 0 } });
    expect(result.body.message).toMatch(/više nema na stanju/);
    expect(await stock()).toBe(2);
    expect((await t.db.select().from(orders).where(eq(orders.email, 'izmedju@primjer.hr'))).length).toBe(0);
  }, 90_000);
});

/** How many of the server's sessions wait for a lock (the other connection sees them all). */
async function waitingOnLocks(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    "SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
  );
  return Number(rows[0]!.n);
}
