import { STOCK_BUFFER, usableStock } from '@shared/stock.js';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client.js';
import { products } from '../../platform/db/schema/catalogue.js';
import { AppError } from '../../platform/errors/index.js';
import type { StockDemand } from './draft.js';

/** The numbers an order takes from its sequences before its rows are written: all its rows then go in one write. */
export interface OrderNumbers {
  /** The next value of order_number_seq (the readable number is made of it). */
  number: string;
  orderId: number;
  mailId: number;
}

/** The stock of a group's finite products, locked by its transaction: what is left as its orders take from it. */
export type StockLedger = Map<number, number>;

/**
 * A group that read the stock without locking it found a product short, or its write found the stock changed: it
 * rolls back and is placed again with the stock locked, where a short product is refused with what is left.
 */
export class StockReadStale extends Error {
  constructor() {
    super('the stock read without a lock no longer holds');
  }
}

/**
 * How a group reads the stock it takes from (docs/decisions/0269-stock-read-before-it-is-locked.md): `read` without
 * locking, the rows then locked by the write itself, whose stock condition says whether the read still held; `lock`
 * locked before the orders are decided, as a group does again when the read did not hold.
 */
export type StockRead = 'read' | 'lock';

/**
 * Stock taking for a group of orders (docs/decisions/0052-stock-taking.md, 0262-orders-placed-in-groups.md), first
 * statement: the demanded products with finite stock, read (or locked in product id order, so concurrent groups
 * never wait on each other in a circle, and read once the lock is held), and the group's order numbers, taken in the
 * same statement. The orders then take from the ledger in turn (takeFrom) and the units taken are written with the
 * orders (stockTakenUpdate). A number handed out to an order that is then refused is a gap, as for any rolled-back
 * order.
 */
export async function stockAndNumbers(
  tx: Db,
  productIds: readonly number[],
  count: number,
  read: StockRead,
): Promise<{ ledger: StockLedger; numbers: OrderNumbers[] }> {
  const ids = `{${[...new Set(productIds)].sort((a, b) => a - b).join(',')}}`;
  const result = await tx.execute(sql`
    WITH locked AS (
      SELECT p.id, p.stock_quantity FROM ${products} p
      WHERE p.id = ANY(${ids}::int[]) AND p.infinite_quantity = false ORDER BY p.id ${read === 'lock' ? sql`FOR UPDATE OF p` : sql``}
    )
    SELECT (SELECT coalesce(json_agg(json_build_array(id, stock_quantity)), '[]') FROM locked) AS stock,
      (SELECT coalesce(json_agg(json_build_object(
        'number', nextval('order_number_seq')::text,
        'orderId', nextval(pg_get_serial_sequence('orders', 'id')),
        'mailId', nextval(pg_get_serial_sequence('email_outbox', 'id')))), '[]')
       FROM generate_series(1, ${count}::int)) AS numbers`);
  const [row] = rowsOf<{ stock: unknown; numbers: unknown }>(result);
  const parse = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    ledger: new Map(parse<Array<[number, number]>>(row!.stock)),
    numbers: parse<Array<{ number: string; orderId: number | string; mailId: number | string }>>(row!.numbers).map(
      (n) => ({ number: n.number, orderId: Number(n.orderId), mailId: Number(n.mailId) }),
    ),
  };
}

/**
 * One order's units taken from the ledger, all or none: the first demand its usable stock (stock − 2) cannot cover
 * is answered, with what is left of it, and nothing is taken.
 */
export function takeFrom(
  ledger: StockLedger,
  demand: readonly StockDemand[],
): { short: StockDemand; left: number } | null {
  for (const d of demand) {
    const left = Math.max(0, Math.floor(ledger.get(d.productId) ?? 0) - STOCK_BUFFER);
    if (!ledger.has(d.productId) || left < d.qty) return { short: d, left };
  }
  for (const d of demand) ledger.set(d.productId, ledger.get(d.productId)! - d.qty);
  return null;
}

/** Units taken from the ledger by an order refused afterwards, put back for the orders after it. */
export function putBack(ledger: StockLedger, demand: readonly StockDemand[]): void {
  for (const d of demand) ledger.set(d.productId, ledger.get(d.productId)! + d.qty);
}

/**
 * The units a group's orders took, as one statement not yet run, answering the products it changed. Each row is
 * taken only if its stock still covers the units (PostgreSQL checks the condition again on the row's newest version
 * once it holds the row's lock): a caller that gets fewer products back than it wrote must not commit. The products
 * are taken in id order, as the lock of a locked read takes them.
 */
export function stockTakenUpdate(taken: ReadonlyMap<number, number>) {
  const rows = JSON.stringify([...taken].sort((a, b) => a[0] - b[0]).map(([id, qty]) => ({ id, qty })));
  return {
    getSQL: () => sql`UPDATE ${products} p SET stock_quantity = p.stock_quantity - d.qty
      FROM (SELECT * FROM json_to_recordset(${rows}::json) AS r(id int, qty int) ORDER BY r.id) AS d
      WHERE p.id = d.id AND p.infinite_quantity = false AND p.stock_quantity - ${STOCK_BUFFER} >= d.qty
      RETURNING p.id`,
  };
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
