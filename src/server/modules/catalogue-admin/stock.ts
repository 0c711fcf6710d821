import { LOW_STOCK_LIMIT, stockStateOf } from '@shared/catalogue-admin.js';
import { normaliseSearchText } from '@shared/search-text.js';
import { STOCK_BUFFER, usableStock } from '@shared/stock.js';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ContractSchema } from '../../platform/contract-types.js';
import { type Db, rowsOf } from '../../platform/db/client.js';
import { stockLedger } from '../../platform/db/schema/back-office.js';
import { products } from '../../platform/db/schema/catalogue.js';
import { AppError } from '../../platform/errors/index.js';
import { recordChanges, type StaffActor } from '../audit/index.js';
import { announceCatalogueChange, refreshAfterWrite } from './announce.js';

/** Orders whose goods are set aside but not paid for yet (docs/decisions/0179-stock-ledger-one-location.md). */
const UNPAID = ['pending_payment', 'awaiting_transfer'];

/** Units each product has set aside for unpaid orders (what their lines took from stock). */
export async function reservedFor(db: Db, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT (t->>'productId')::int AS id, SUM((t->>'qty')::int) AS qty
    FROM orders o JOIN order_items i ON i.order_id = o.id, jsonb_array_elements(i.stock_taken) t
    WHERE o.status IN (${sql.join(
      UNPAID.map((s) => sql`${s}`),
      sql`, `,
    )})
      AND (t->>'productId')::int IN (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    GROUP BY 1`);
  return new Map(rowsOf<{ id: number; qty: number | string }>(result).map((r) => [Number(r.id), Number(r.qty)]));
}

interface GridRow {
  id: number;
  parentId: number | null;
  name: string;
  sku: string;
  stockQuantity: number;
  infiniteQuantity: boolean;
}

/**
 * The stock grid: one row per thing that holds stock (a simple product or bundle's own, each live variant of a
 * configurable one), with on hand, reserved by unpaid orders and usable after the shop's buffer. `low` keeps only
 * the rows at or under the low-stock limit, emptiest first.
 */
export async function stockGrid(
  db: Db,
  query: { q?: string; productId?: number; low?: boolean; page: number; limit: number },
) {
  const where = [sql`p.type = 'product'`, sql`p.format <> 'configurable'`, sql`p.status <> 'archived'`];
  if (query.productId !== undefined) where.push(sql`(p.id = ${query.productId} OR p.parent_id = ${query.productId})`);
  const q = query.q?.trim();
  if (q) {
    const word = `%${normaliseSearchText(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(p.name_sort LIKE ${word} OR upper(p.sku) LIKE ${`%${q.toUpperCase()}%`})`);
  }
  if (query.low) where.push(sql`NOT p.infinite_quantity AND p.stock_quantity - ${STOCK_BUFFER} <= ${LOW_STOCK_LIMIT}`);
  const order = query.low ? sql`p.stock_quantity ASC, p.id` : sql`COALESCE(p.parent_id, p.id), p.id`;
  const result = await db.execute(sql`
    SELECT p.id, p.parent_id AS "parentId", p.name, p.sku, p.stock_quantity AS "stockQuantity",
      p.infinite_quantity AS "infiniteQuantity", count(*) OVER () AS total
    FROM products p WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${order} LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`);
  const rows = rowsOf<GridRow & { total: number | string }>(result);
  const reserved = await reservedFor(
    db,
    rows.map((r) => r.id),
  );
  const totalRecords = rows.length > 0 ? Number(rows[0]!.total) : 0;
  return {
    records: rows.map((r) => {
      const held = reserved.get(r.id) ?? 0;
      const usable = usableStock(r);
      return {
        productId: r.id,
        parentId: r.parentId,
        name: r.name,
        sku: r.sku,
        available: r.stockQuantity,
        reserved: held,
        onHand: r.stockQuantity + held,
        usable: Number.isFinite(usable) ? usable : null,
        state: stockStateOf(r.stockQuantity, r.infiniteQuantity),
      };
    }),
    totalRecords,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(totalRecords / query.limit)),
  };
}

export interface StockMove {
  productId: number;
  /** The new available quantity (what the shop may still sell, before its buffer). */
  quantity: number;
  reason: ContractSchema<'StockAdjustRequest'>['reason'] | 'stock_take' | 'bulk' | 'import' | 'undo';
  note?: string | null;
}

/**
 * Sets products' stock under their row locks, writing the ledger and the audit log; a quantity below zero is
 * refused. Inside the caller's transaction (the adjustment, the stock take, a bulk action, an import, an undo).
 */
export async function moveStock(
  tx: Db,
  actor: StaffActor,
  moves: readonly StockMove[],
  bulkActionId: number | null = null,
): Promise<void> {
  if (moves.length === 0) return;
  const ids = [...new Set(moves.map((m) => m.productId))].sort((a, b) => a - b);
  const rows = await tx
    .select({ id: products.id, stock: products.stockQuantity })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for('update');
  const current = new Map(rows.map((r) => [r.id, r.stock]));
  const ledger: (typeof stockLedger.$inferInsert)[] = [];
  const audits = [];
  for (const move of moves) {
    const before = current.get(move.productId);
    if (before === undefined)
      throw new AppError('NOT_FOUND', { message: 'Product not found.', payload: { productId: move.productId } });
    if (!Number.isSafeInteger(move.quantity) || move.quantity < 0)
      throw new AppError('STOCK_NEGATIVE', { payload: { field: 'quantity', productId: move.productId } });
    if (before === move.quantity) continue;
    current.set(move.productId, move.quantity);
    ledger.push({
      productId: move.productId,
      delta: move.quantity - before,
      quantityAfter: move.quantity,
      reason: move.reason,
      note: move.note?.slice(0, 300) ?? null,
      userId: actor.id,
    });
    audits.push({
      kind: 'stock' as const,
      id: move.productId,
      action: move.reason === 'stock_take' ? 'stock.take' : 'stock.adjust',
      changes: [{ field: 'stock', before, after: move.quantity }],
      data: { reason: move.reason, ...(move.note ? { note: move.note } : {}) },
      bulkActionId,
    });
  }
  if (ledger.length === 0) return;
  for (const l of ledger)
    await tx.update(products).set({ stockQuantity: l.quantityAfter }).where(eq(products.id, l.productId));
  for (let i = 0; i < ledger.length; i += 2000) await tx.insert(stockLedger).values(ledger.slice(i, i + 2000));
  await recordChanges(tx, actor, audits);
}

/** An adjustment by hand: a delta with its reason, in one transaction. */
export async function adjustStock(app: FastifyInstance, actor: StaffActor, body: ContractSchema<'StockAdjustRequest'>) {
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, body.productId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', { message: 'Product not found.' });
    const quantity = row.stock + body.delta;
    if (quantity < 0) throw new AppError('STOCK_NEGATIVE', { payload: { field: 'delta' } });
    await moveStock(tx, actor, [{ productId: body.productId, quantity, reason: body.reason, note: body.note ?? null }]);
    await refreshAfterWrite(tx, [body.productId]);
  });
  await announceCatalogueChange(app);
}

/**
 * A stock take: each line is what was counted on hand against what the grid showed. A line whose stock moved since
 * (a sale, another adjustment) is refused as a whole with the lines to count again; else every count is set, the
 * unpaid orders' units still set aside.
 */
export async function applyStockTake(
  app: FastifyInstance,
  actor: StaffActor,
  body: ContractSchema<'StockTakeRequest'>,
) {
  const ids = body.lines.map((l) => l.productId);
  const changed = await app.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: products.id, stock: products.stockQuantity })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(products.id)
      .for('update');
    const reserved = await reservedFor(tx, ids);
    const stale = body.lines
      .filter((l) => rows.find((r) => r.id === l.productId)?.stock !== l.expectedAvailable)
      .map((l) => l.productId);
    if (stale.length > 0) throw new AppError('STOCK_TAKE_STALE', { payload: { productIds: stale } });
    const moves = body.lines.map((l) => ({
      productId: l.productId,
      quantity: Math.max(0, l.counted - (reserved.get(l.productId) ?? 0)),
      reason: 'stock_take' as const,
      note: body.note ?? null,
    }));
    await moveStock(tx, actor, moves);
    await refreshAfterWrite(tx, ids);
    return moves.filter((m) => rows.find((r) => r.id === m.productId)?.stock !== m.quantity).length;
  });
  await announceCatalogueChange(app);
  return { lines: body.lines.length, changed };
}

/** A product's stock ledger, newest first. */
export async function ledgerOf(db: Db, productId: number) {
  const rows = await db
    .select({
      id: stockLedger.id,
      delta: stockLedger.delta,
      quantityAfter: stockLedger.quantityAfter,
      reason: stockLedger.reason,
      note: stockLedger.note,
      createdAt: stockLedger.createdAt,
      userEmail: sql<string | null>`(SELECT email FROM users u WHERE u.id = ${stockLedger.userId})`,
    })
    .from(stockLedger)
    .where(eq(stockLedger.productId, productId))
    .orderBy(desc(stockLedger.id))
    .limit(100);
  return { records: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}
