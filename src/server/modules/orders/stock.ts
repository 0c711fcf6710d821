import { STOCK_BUFFER, usableStock } from '@shared/stock.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/catalogue.js';
import { AppError } from '../../errors/index.js';
import type { StockDemand } from './draft.js';

/**
 * Stock taking (docs/decisions/0052-stock-taking.md): one conditional UPDATE per product, in product id order so
 * concurrent orders never wait on each other in a circle; the row's usable stock (stock − 2) must cover the units
 * or nothing is taken and the whole order rolls back. The UPDATE is the guard: what was read before may be stale.
 */
export async function takeStock(tx: Db, demand: readonly StockDemand[]): Promise<void> {
  for (const need of demand) {
    const taken = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${need.qty}` })
      .where(
        and(
          eq(products.id, need.productId),
          eq(products.infiniteQuantity, false),
          sql`${products.stockQuantity} - ${STOCK_BUFFER} >= ${need.qty}`,
        ),
      )
      .returning({ id: products.id });
    if (taken.length === 0) throw await outOfStock(tx, need);
  }
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
