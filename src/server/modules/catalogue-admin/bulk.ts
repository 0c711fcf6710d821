import { changedPrice, type PriceChange } from '@shared/catalogue-admin.js';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ContractSchema } from '../../platform/contract-types.js';
import type { Db } from '../../platform/db/client.js';
import { auditLog, bulkActions } from '../../platform/db/schema/back-office.js';
import { categories, productCategories, products, productTags, tags } from '../../platform/db/schema/catalogue.js';
import { AppError } from '../../platform/errors/index.js';
import { type ChangeEntry, recordChanges, type StaffActor } from '../audit/index.js';
import { announceCatalogueChange, refreshAfterWrite } from './announce.js';
import { type ProductPricePlan, planProductPrices } from './prices.js';
import { productIdsOf } from './product-list.js';
import { moveStock, type StockMove } from './stock.js';

export type BulkRequest = ContractSchema<'BulkRequest'>;
type BulkChange = BulkRequest['change'];

/** The most products one bulk action changes (a whole filter of the catalogue). */
export const BULK_LIMIT = 10_000;

interface Target {
  id: number;
  sku: string;
  name: string;
  format: string;
  status: string;
  regularPrice: number;
  salePrice: number | null;
  memberPrice: number | null;
  stock: number;
  categoryIds: number[];
  tagIds: number[];
  /** Products that hold its prices and stock with it (a configurable product's variants). */
  variantIds: number[];
}

/** One product's change: the fields with their values before and after (what the preview shows and undo reads). */
export interface BulkRow {
  id: number;
  sku: string;
  name: string;
  changes: { field: string; before: unknown; after: unknown }[];
}

async function chosenIds(db: Db, selection: BulkRequest['selection']): Promise<number[]> {
  if (!selection.ids && !selection.filter)
    throw new AppError('BULK_NOTHING_CHOSEN', { payload: { field: 'selection' } });
  if (selection.ids) {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, selection.ids), isNull(products.parentId), eq(products.type, 'product')));
    return rows.map((r) => r.id);
  }
  const filter = selection.filter ?? {};
  return productIdsOf(db, filter, BULK_LIMIT);
}

export async function targetsOf(db: Db, ids: number[]): Promise<Target[]> {
  if (ids.length === 0) return [];
  // One after another: `db` is the bulk action's transaction, one connection that runs one query at a time.
  const rows = await db.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id));
  const variants = await db
    .select({ id: products.id, parentId: products.parentId })
    .from(products)
    .where(inArray(products.parentId, ids));
  const cats = await db
    .select({
      productId: productCategories.productId,
      categoryId: productCategories.categoryId,
      isMain: productCategories.isMain,
    })
    .from(productCategories)
    .where(and(inArray(productCategories.productId, ids), eq(productCategories.direct, true)));
  const tagRows = await db.select().from(productTags).where(inArray(productTags.productId, ids));
  return rows.map((row) => ({
    id: row.id,
    sku: row.sku,
    name: row.name,
    format: row.format,
    status: row.status,
    regularPrice: row.retailPrice,
    salePrice: row.finalPrice < row.retailPrice ? row.finalPrice : null,
    memberPrice: row.memberPrice,
    stock: row.stockQuantity,
    categoryIds: cats
      .filter((c) => c.productId === row.id)
      .sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.categoryId - b.categoryId)
      .map((c) => c.categoryId),
    tagIds: tagRows
      .filter((t) => t.productId === row.id)
      .map((t) => t.tagId)
      .sort((a, b) => a - b),
    variantIds: variants.filter((v) => v.parentId === row.id).map((v) => v.id),
  }));
}

const union = (list: number[], add: number[], remove: number[]) => [
  ...new Set([...list.filter((id) => !remove.includes(id)), ...add]),
];
const sortedUnion = (list: number[], add: number[], remove: number[]) => union(list, add, remove).sort((a, b) => a - b);

/** What the change makes of one product: its changed fields (none when it stays as it is). */
function changesOf(target: Target, change: BulkChange): BulkRow['changes'] {
  const out: BulkRow['changes'] = [];
  const push = (field: string, before: unknown, after: unknown) => {
    if (JSON.stringify(before) !== JSON.stringify(after)) out.push({ field, before, after });
  };
  switch (change.kind) {
    case 'price': {
      const value = change.value ?? 0;
      const price: PriceChange =
        change.mode === 'set'
          ? { mode: 'set', cents: value }
          : change.mode === 'amount'
            ? { mode: 'amount', cents: value }
            : { mode: 'percent', percent: value };
      const round = change.round99 ?? false;
      if (change.target === 'regular') {
        const regular = changedPrice(target.regularPrice, price, round);
        const sale = target.salePrice !== null && target.salePrice < regular ? target.salePrice : null;
        push('regularPrice', target.regularPrice, regular);
        push('salePrice', target.salePrice, sale);
      } else {
        const sale = changedPrice(target.regularPrice, price, round);
        push('salePrice', target.salePrice, sale < target.regularPrice ? sale : null);
      }
      break;
    }
    case 'category':
      push('categoryIds', target.categoryIds, union(target.categoryIds, change.add ?? [], change.remove ?? []));
      break;
    case 'tags':
      push('tagIds', target.tagIds, sortedUnion(target.tagIds, change.add ?? [], change.remove ?? []));
      break;
    case 'status':
      push('status', target.status, change.status ?? target.status);
      break;
    case 'stock':
      // A configurable product's stock is its variants': the stock columns change there (see applyRows).
      if (target.format !== 'configurable')
        push(
          'stock',
          target.stock,
          Math.max(0, change.mode === 'set' ? (change.value ?? 0) : target.stock + (change.value ?? 0)),
        );
      break;
  }
  return out;
}

async function checkChange(db: Db, change: BulkChange) {
  if (change.kind === 'price' && change.mode === 'percent' && (change.value ?? 0) < -100)
    throw new AppError('PRICE_NEGATIVE', { payload: { field: 'value' } });
  if (change.kind === 'status' && !change.status)
    throw new AppError('VALIDATION_FAILED', { payload: { field: 'status' } });
  if (change.kind !== 'category' && change.kind !== 'tags') return;
  const ids = [...(change.add ?? []), ...(change.remove ?? [])];
  if (ids.length === 0) throw new AppError('VALIDATION_FAILED', { payload: { field: 'add' } });
  const table = change.kind === 'category' ? categories : tags;
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  if (found.length !== new Set(ids).size) throw new AppError('VALIDATION_FAILED', { payload: { field: 'add' } });
}

/** A dry run: every chosen product with what would change; nothing is written. */
export async function previewBulk(db: Db, request: BulkRequest) {
  await checkChange(db, request.change);
  const targets = await targetsOf(db, await chosenIds(db, request.selection));
  if (targets.length === 0) throw new AppError('BULK_NOTHING_CHOSEN', { payload: { field: 'selection' } });
  const rows = targets.map((t) => ({ id: t.id, sku: t.sku, name: t.name, changes: changesOf(t, request.change) }));
  return { count: targets.length, changed: rows.filter((r) => r.changes.length > 0).length, rows };
}

const changedValue = (row: BulkRow, field: string, fallback: unknown, side: 'before' | 'after' = 'after') => {
  const change = row.changes.find((c) => c.field === field);
  return change ? change[side] : fallback;
};

/**
 * Writes the rows' changes (a bulk action, a CSV import, or an undo with the sides swapped): prices planned from
 * now for the product and its variants, links replaced, status, and stock through the ledger. In the caller's
 * transaction; answers the audit entries to record.
 */
export async function applyRows(
  tx: Db,
  actor: StaffActor,
  rows: readonly BulkRow[],
  now: Date,
  bulkActionId: number,
  side: 'before' | 'after' = 'after',
  action = side === 'after' ? 'bulk.apply' : 'bulk.undo',
): Promise<ChangeEntry[]> {
  const targets = new Map(
    (
      await targetsOf(
        tx,
        rows.map((r) => r.id),
      )
    ).map((t) => [t.id, t]),
  );
  const plans: ProductPricePlan[] = [];
  const stock: StockMove[] = [];
  const entries: ChangeEntry[] = [];
  const other = side === 'after' ? 'before' : 'after';
  for (const row of rows) {
    const target = targets.get(row.id);
    if (!target || row.changes.length === 0) continue;
    const fields = new Set(row.changes.map((c) => c.field));
    if (fields.has('regularPrice') || fields.has('salePrice') || fields.has('memberPrice')) {
      const change = {
        regular: changedValue(row, 'regularPrice', target.regularPrice, side) as number,
        sale: changedValue(row, 'salePrice', target.salePrice, side) as number | null,
        member: changedValue(row, 'memberPrice', target.memberPrice, side) as number | null,
        from: now,
        to: null,
      };
      for (const productId of [target.id, ...target.variantIds]) plans.push({ productId, change });
    }
    if (fields.has('categoryIds')) {
      const ids = changedValue(row, 'categoryIds', target.categoryIds, side) as number[];
      await tx.delete(productCategories).where(eq(productCategories.productId, target.id));
      if (ids.length > 0)
        await tx
          .insert(productCategories)
          .values(ids.map((categoryId, i) => ({ categoryId, productId: target.id, isMain: i === 0, direct: true })));
    }
    if (fields.has('tagIds')) {
      const ids = changedValue(row, 'tagIds', target.tagIds, side) as number[];
      await tx.delete(productTags).where(eq(productTags.productId, target.id));
      if (ids.length > 0) await tx.insert(productTags).values(ids.map((tagId) => ({ productId: target.id, tagId })));
    }
    if (fields.has('status')) {
      const status = changedValue(row, 'status', target.status, side) as string;
      await tx
        .update(products)
        .set({ status, archived: status !== 'published', publishAt: null, updatedAt: now })
        .where(eq(products.id, target.id));
    }
    if (fields.has('stock')) {
      // Undo takes back the difference, so sales made since the change stay counted.
      const change = row.changes.find((c) => c.field === 'stock')!;
      const delta = (change[side] as number) - (change[other] as number);
      stock.push({
        productId: target.id,
        quantity: Math.max(0, target.stock + delta),
        reason: side === 'after' ? 'bulk' : 'undo',
      });
    }
    // Stock changes are audited by the ledger's own rows (moveStock); the entry keeps the other fields.
    const changes = row.changes
      .filter((c) => c.field !== 'stock')
      .map((c) => ({ field: c.field, before: c[other], after: c[side] }));
    if (changes.length > 0) entries.push({ kind: 'product', id: target.id, action, changes, bulkActionId });
  }
  await planProductPrices(tx, plans, now);
  await moveStock(tx, actor, stock, bulkActionId);
  return entries;
}

/** The variants' stock of the chosen configurable products: a stock change reaches them as rows of their own. */
async function variantStockRows(db: Db, ids: number[], change: BulkChange): Promise<BulkRow[]> {
  if (change.kind !== 'stock' || ids.length === 0) return [];
  const variants = await db
    .select({ id: products.id, sku: products.sku, name: products.name, stock: products.stockQuantity })
    .from(products)
    .where(and(inArray(products.parentId, ids), eq(products.archived, false)));
  return variants.map((v) => {
    const after = Math.max(0, change.mode === 'set' ? (change.value ?? 0) : v.stock + (change.value ?? 0));
    return {
      id: v.id,
      sku: v.sku,
      name: v.name,
      changes: after === v.stock ? [] : [{ field: 'stock', before: v.stock, after }],
    };
  });
}

/** Applies a bulk change in one transaction, as one bulk action that can be undone whole. */
export async function applyBulk(app: FastifyInstance, actor: StaffActor, request: BulkRequest, now: Date) {
  await checkChange(app.db, request.change);
  const result = await app.db.transaction(async (tx) => {
    const ids = await chosenIds(tx, request.selection);
    const targets = await targetsOf(tx, ids);
    if (targets.length === 0) throw new AppError('BULK_NOTHING_CHOSEN', { payload: { field: 'selection' } });
    const rows = [
      ...targets.map((t) => ({ id: t.id, sku: t.sku, name: t.name, changes: changesOf(t, request.change) })),
      ...(await variantStockRows(tx, ids, request.change)),
    ].filter((r) => r.changes.length > 0);
    const [action] = await tx
      .insert(bulkActions)
      .values({
        userId: actor.id,
        userEmail: actor.email.slice(0, 254),
        kind: request.change.kind,
        request: request as never,
        rowCount: rows.length,
      })
      .returning({ id: bulkActions.id });
    const entries = await applyRows(tx, actor, rows, now, action!.id);
    await recordChanges(tx, actor, [
      ...entries,
      {
        kind: 'bulk',
        id: action!.id,
        action: 'bulk.apply',
        data: { kind: request.change.kind, products: rows.length },
        bulkActionId: action!.id,
      },
    ]);
    await refreshAfterWrite(tx, ids);
    return { bulkActionId: action!.id, count: targets.length, changed: rows.length };
  });
  await announceCatalogueChange(app);
  return result;
}

/** Undoes a whole bulk action from its audit rows: every field goes back to its value before, in one transaction. */
export async function undoBulk(app: FastifyInstance, actor: StaffActor, bulkActionId: number, now: Date) {
  const result = await app.db.transaction(async (tx) => {
    const [action] = await tx.select().from(bulkActions).where(eq(bulkActions.id, bulkActionId)).for('update');
    if (!action) throw new AppError('NOT_FOUND', { message: 'Bulk action not found.' });
    if (action.undoneAt) throw new AppError('BULK_ALREADY_UNDONE');
    const logged = await tx
      .select({ entityKind: auditLog.entityKind, entityId: auditLog.entityId, changes: auditLog.changes })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.bulkActionId, bulkActionId),
          inArray(auditLog.action, ['bulk.apply', 'stock.adjust', 'import.apply']),
        ),
      )
      .orderBy(asc(auditLog.id));
    const rows: BulkRow[] = logged
      .filter((l) => l.entityKind === 'product' || l.entityKind === 'stock')
      .map((l) => ({ id: Number(l.entityId), sku: '', name: '', changes: l.changes }));
    // The products a CSV import made are archived (docs/decisions/0181-csv-by-sku.md): orders may already name them.
    const made = await tx
      .select({ entityId: auditLog.entityId, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.bulkActionId, bulkActionId), eq(auditLog.action, 'product.create')))
      .orderBy(asc(auditLog.id));
    for (const m of made) {
      const status = m.changes.find((c) => c.field === 'status')?.after ?? 'draft';
      rows.push({
        id: Number(m.entityId),
        sku: '',
        name: '',
        changes: [{ field: 'status', before: 'archived', after: status }],
      });
    }
    const entries = await applyRows(tx, actor, rows, now, bulkActionId, 'before');
    await tx.update(bulkActions).set({ undoneAt: now }).where(eq(bulkActions.id, bulkActionId));
    await recordChanges(tx, actor, [
      ...entries,
      { kind: 'bulk', id: bulkActionId, action: 'bulk.undo', data: { products: rows.length }, bulkActionId },
    ]);
    const owners = await tx
      .select({ id: products.id, parentId: products.parentId })
      .from(products)
      .where(
        inArray(
          products.id,
          rows.map((r) => r.id),
        ),
      );
    await refreshAfterWrite(tx, [...new Set(owners.map((o) => o.parentId ?? o.id))]);
    return { bulkActionId, count: rows.length };
  });
  await announceCatalogueChange(app);
  return result;
}
