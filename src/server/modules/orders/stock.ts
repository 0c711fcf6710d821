import { STOCK_BUFFER, usableStock } from '@shared/stock.js';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client.js';
import { products } from '../../platform/db/schema/catalogue.js';
import { AppError } from '../../platform/errors/index.js';
import type { StockDemand } from './draft.js';

/** What the order's first write answers: the products whose stock was taken and the order's numbers. */
export interface TakenStock {
  taken: number[];
  /** The next value of order_number_seq (the readable number is made of it). */
  number: string;
  orderId: number;
  mailId: number;
}

/**
 * Stock taking (docs/decisions/0052-stock-taking.md) in one statement with the order's numbers
 * (docs/decisions/0237-order-creation-in-fewer-round-trips.md): the demanded products are locked in product id order
 * (so concurrent orders never wait on each other in a circle), then one conditional UPDATE takes each product's
 * units only where its usable stock (stock − 2) covers them. The UPDATE is the guard: what was read before may be
 * stale, and it re-checks the newest row it waited for. A product left out of `taken` had too little: the caller
 * refuses the order and the transaction rolls back whatever was taken (a number handed out is then a gap, as for
 * any rolled-back order). The order's and its e-mail's ids are taken here too, so all its rows go in one write.
 */
export async function takeStockAndNumbers(tx: Db, demand: readonly StockDemand[]): Promise<TakenStock> {
  const ids = sql.join(
    demand.map((d) => sql`${d.productId}`),
    sql`, `,
  );
  const qtys = sql.join(
    demand.map((d) => sql`${d.qty}`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    WITH demand(id, qty) AS (SELECT * FROM unnest(ARRAY[${ids}]::int[], ARRAY[${qtys}]::int[])),
    locked AS (
      SELECT p.id FROM ${products} p JOIN demand d ON d.id = p.id
      WHERE p.infinite_quantity = false ORDER BY p.id FOR UPDATE OF p
    ),
    taken AS (
      UPDATE ${products} p SET stock_quantity = p.stock_quantity - d.qty
      FROM demand d
      WHERE p.id = d.id AND p.id IN (SELECT id FROM locked) AND p.infinite_quantity = false
        AND p.stock_quantity - ${STOCK_BUFFER} >= d.qty
      RETURNING p.id
    )
    SELECT (SELECT coalesce(json_agg(id), '[]') FROM taken) AS taken,
      nextval('order_number_seq')::text AS number,
      nextval(pg_get_serial_sequence('orders', 'id'))::int AS "orderId",
      nextval(pg_get_serial_sequence('email_outbox', 'id'))::int AS "mailId"`);
  return rowsOf<TakenStock>(result)[0]!;
}

/** The out-of-stock refusal names the product and says how many are left, so the shopper knows what to change. */
export async function outOfStock(db: Db, need: StockDemand, available?: number): Promise<AppError> {
  let left = available;
  if (left === undefined) {
    const [row] = await db
      .select({ stockQuantity: products.stockQuantity, infiniteQuantity: products.infiniteQuantity })
      .from(products)
      .where(eq(products.id, need.productId));
    left = row ? usableStock(row) : 0;
  }
  return new AppError('INSUFFICIENT_STOCK', {
    message:
      left > 0
        ? `Proizvoda "${need.name}" na stanju je još samo ${left} kom. Smanjite količinu u košarici.`
        : `Proizvoda "${need.name}" više nema na stanju. Uklonite ga iz košarice.`,
    payload: { productId: need.productId, name: need.name, requested: need.qty, available: left },
  });
}

/**
 * What `units` of a line took from stock: its stock_taken scaled to those units (a bundle line took its parts, each
 * a whole number per unit).
 */
export function unitsOf(
  line: { qty: number; stockTaken: ReadonlyArray<{ productId: number; qty: number }> },
  units: number,
): Array<{ productId: number; qty: number }> {
  if (units <= 0 || line.qty <= 0) return [];
  return line.stockTaken.map((t) => ({ productId: t.productId, qty: (t.qty / line.qty) * units }));
}

/** Gives taken units back (cancelled or expired orders, lines withdrawn, goods restocked), in product id order. */
export async function giveStockBack(tx: Db, taken: ReadonlyArray<{ productId: number; qty: number }>): Promise<void> {
  const perProduct = new Map<number, number>();
  for (const t of taken) perProduct.set(t.productId, (perProduct.get(t.productId) ?? 0) + t.qty);
  for (const [productId, qty] of [...perProduct].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${qty}` })
      .where(and(eq(products.id, productId), eq(products.infiniteQuantity, false)));
  }
}
