import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  type CouponRuleProblem,
  COUPON_CODE_PATTERN,
  COUPON_PREFIX_PATTERN,
  COUPON_BATCH_MAX,
  couponMessages,
  couponRuleProblem,
} from '@shared/coupon-rules.js';
import { formatCsv } from '@shared/csv.js';
import type { ContractSchema } from '../../platform/contract-types.js';
import type { Db } from '../../platform/db/client.js';
import { categories, products } from '../../platform/db/schema/catalogue.js';
import { couponUsages, coupons, type CouponRow } from '../../platform/db/schema/coupons.js';
import { orders } from '../../platform/db/schema/orders.js';
import { AppError } from '../../platform/errors/index.js';
import { diffFields, recordChange, type StaffActor } from '../audit/index.js';

/**
 * The coupons back office (docs/decisions/0203-coupon-rules.md, 0204-coupon-codes-in-bulk.md): list, create and edit
 * a coupon with its rules, generate single-use codes from it, and list the orders that used it. Every write is one
 * transaction with its audit row (docs/decisions/0175-store-wide-audit-log.md).
 */
export type AdminCouponInput = ContractSchema<'AdminCouponInput'>;
export type CouponState = ContractSchema<'CouponState'>;

const rulesInvalid = (problem: CouponRuleProblem) =>
  new AppError('COUPON_RULES_INVALID', { message: problem.message, payload: { field: problem.field } });

const date = (value: string | null) => (value === null ? null : new Date(value));
const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The state a coupon is in at `now`, as the list filters it. */
export function couponState(row: CouponRow, used: number, now: Date): CouponState {
  if (!row.active) return 'inactive';
  if (row.validTo && row.validTo <= now) return 'expired';
  if (row.validFrom && row.validFrom > now) return 'upcoming';
  if (row.usageLimit !== null && used >= row.usageLimit) return 'used_up';
  return 'active';
}

function stateWhere(state: CouponState, now: Date): SQL {
  const at = now.toISOString();
  const live = and(
    eq(coupons.active, true),
    or(isNull(coupons.validTo), sql`${coupons.validTo} > ${at}`),
    or(isNull(coupons.validFrom), sql`${coupons.validFrom} <= ${at}`),
  )!;
  switch (state) {
    case 'inactive':
      return eq(coupons.active, false);
    case 'expired':
      return and(eq(coupons.active, true), sql`${coupons.validTo} <= ${at}`)!;
    case 'upcoming':
      return and(
        eq(coupons.active, true),
        sql`${coupons.validFrom} > ${at}`,
        or(isNull(coupons.validTo), sql`${coupons.validTo} > ${at}`),
      )!;
    case 'used_up':
      return and(live, sql`${coupons.usageLimit} IS NOT NULL AND ${coupons.used} >= ${coupons.usageLimit}`)!;
    default:
      return and(live, sql`(${coupons.usageLimit} IS NULL OR ${coupons.used} < ${coupons.usageLimit})`)!;
  }
}

/** Uses of each coupon's generated codes and how many there are, by coupon id. */
async function batchFigures(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { codes: number; used: number }>();
  const rows = await db
    .select({ batchOf: coupons.batchOf, codes: count(), used: sql<number>`coalesce(sum(${coupons.used}), 0)` })
    .from(coupons)
    .where(inArray(coupons.batchOf, ids))
    .groupBy(coupons.batchOf);
  return new Map(rows.map((r) => [r.batchOf!, { codes: Number(r.codes), used: Number(r.used) }]));
}

function summaryOf(row: CouponRow, batch: { codes: number; used: number } | undefined, now: Date) {
  const used = row.used + (batch?.used ?? 0);
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType as 'percent' | 'amount',
    percent: row.discountType === 'percent' ? row.percent : null,
    amountCents: row.discountType === 'amount' ? row.amountCents : null,
    scope: row.scope as ContractSchema<'CouponScope'>,
    validFrom: iso(row.validFrom),
    validTo: iso(row.validTo),
    usageLimit: row.usageLimit,
    used,
    active: row.active,
    state: couponState(row, row.used, now),
    generatedCodes: batch?.codes ?? 0,
  };
}

export async function listCoupons(
  db: Db,
  filter: { q?: string; state?: CouponState; page: number; limit: number },
  now: Date,
) {
  const where: SQL[] = [isNull(coupons.batchOf)];
  if (filter.q) {
    const like = `%${filter.q
      .trim()
      .toUpperCase()
      .replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    // A generated code finds the coupon it was made from.
    const parents = db.select({ id: coupons.batchOf }).from(coupons).where(ilike(coupons.code, like));
    where.push(or(ilike(coupons.code, like), inArray(coupons.id, parents))!);
  }
  if (filter.state) where.push(stateWhere(filter.state, now));
  const [total] = await db
    .select({ n: count() })
    .from(coupons)
    .where(and(...where));
  const rows = await db
    .select()
    .from(coupons)
    .where(and(...where))
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const batches = await batchFigures(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => summaryOf(r, batches.get(r.id), now)),
    total: Number(total?.n ?? 0),
    page: filter.page,
    limit: filter.limit,
  };
}

async function couponRow(db: Db, id: number): Promise<CouponRow> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', { message: 'Kupon nije pronađen.' });
  return row;
}

export async function adminCoupon(db: Db, id: number, now: Date) {
  const row = await couponRow(db, id);
  const batch = (await batchFigures(db, [id])).get(id);
  return {
    ...summaryOf(row, batch, now),
    categoryIds: row.categoryIds,
    productIds: row.productIds,
    includeServices: row.includeServices,
    minBasketCents: row.minBasketCents,
    oncePerCustomer: row.perUserLimit !== null,
    membersOnly: row.membersOnly,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns of a coupon from the form, after its rules are checked (a broken one: COUPON_RULES_INVALID on its field). */
async function columnsOf(tx: Db, input: AdminCouponInput) {
  const code = input.code.trim().toUpperCase();
  if (!COUPON_CODE_PATTERN.test(code)) throw rulesInvalid({ field: 'code', message: couponMessages.code });
  const rules = {
    discountType: input.discountType,
    percent: input.discountType === 'percent' ? input.percent : null,
    amountCents: input.discountType === 'amount' ? input.amountCents : null,
    scope: input.scope,
    categoryIds: input.scope === 'categories' ? [...new Set(input.categoryIds)] : [],
    productIds: input.scope === 'products' ? [...new Set(input.productIds)] : [],
    minBasketCents: input.minBasketCents,
    validFrom: date(input.validFrom),
    validTo: date(input.validTo),
    usageLimit: input.usageLimit,
  };
  const problem = couponRuleProblem(rules);
  if (problem) throw rulesInvalid(problem);
  if (rules.categoryIds.length > 0) {
    const found = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, rules.categoryIds));
    if (found.length !== rules.categoryIds.length)
      throw rulesInvalid({ field: 'categoryIds', message: couponMessages.categories });
  }
  if (rules.productIds.length > 0) {
    const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, rules.productIds));
    if (found.length !== rules.productIds.length)
      throw rulesInvalid({ field: 'productIds', message: couponMessages.products });
  }
  return {
    code,
    discountType: rules.discountType,
    percent: rules.percent ?? 0,
    amountCents: rules.amountCents,
    scope: rules.scope,
    categoryIds: rules.categoryIds,
    productIds: rules.productIds,
    includeServices: input.includeServices,
    minBasketCents: rules.minBasketCents === 0 ? null : rules.minBasketCents,
    validFrom: rules.validFrom,
    validTo: rules.validTo,
    usageLimit: rules.usageLimit,
    perUserLimit: input.oncePerCustomer ? 1 : null,
    membersOnly: input.membersOnly,
    active: input.active,
  };
}

/** The fields the audit row compares, as they read in the log. */
const audited = (row: Omit<CouponRow, 'id' | 'used' | 'batchOf' | 'createdAt' | 'updatedAt'>) => ({
  code: row.code,
  discountType: row.discountType,
  percent: row.percent,
  amountCents: row.amountCents,
  scope: row.scope,
  categoryIds: row.categoryIds,
  productIds: row.productIds,
  includeServices: row.includeServices,
  minBasketCents: row.minBasketCents,
  validFrom: iso(row.validFrom),
  validTo: iso(row.validTo),
  usageLimit: row.usageLimit,
  perUserLimit: row.perUserLimit,
  membersOnly: row.membersOnly,
  active: row.active,
});

async function codeFree(tx: Db, code: string, except: number | null) {
  const [row] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code)).limit(1);
  if (row && row.id !== except) throw new AppError('COUPON_CODE_TAKEN', { payload: { field: 'code' } });
}

export async function createCoupon(db: Db, actor: StaffActor, input: AdminCouponInput, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const columns = await columnsOf(tx, input);
    await codeFree(tx, columns.code, null);
    const [row] = await tx
      .insert(coupons)
      .values({ ...columns, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: coupons.code })
      .returning();
    if (!row) throw new AppError('COUPON_CODE_TAKEN', { payload: { field: 'code' } });
    await recordChange(tx, actor, {
      kind: 'coupon',
      id: row.id,
      action: 'coupon.create',
      changes: diffFields({}, audited(row)),
    });
    return row.id;
  });
}

export async function updateCoupon(db: Db, actor: StaffActor, id: number, input: AdminCouponInput, now: Date) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', { message: 'Kupon nije pronađen.' });
    const columns = await columnsOf(tx, input);
    await codeFree(tx, columns.code, id);
    const [row] = await tx
      .update(coupons)
      .set({ ...columns, updatedAt: now })
      .where(eq(coupons.id, id))
      .returning();
    // The generated codes follow their coupon's rules (each stays single-use).
    const { code: _code, usageLimit: _limit, perUserLimit: _per, ...shared } = columns;
    await tx
      .update(coupons)
      .set({ ...shared, updatedAt: now })
      .where(eq(coupons.batchOf, id));
    await recordChange(tx, actor, {
      kind: 'coupon',
      id,
      action: 'coupon.update',
      changes: diffFields(audited(current), audited(row!)),
    });
  });
}

/** Letters and digits that cannot be mistaken for each other when typed from paper (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const randomPart = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

async function codesCsv(db: Db, parent: CouponRow) {
  const rows = await db
    .select({ code: coupons.code, used: coupons.used, active: coupons.active })
    .from(coupons)
    .where(eq(coupons.batchOf, parent.id))
    .orderBy(asc(coupons.id));
  const lines = rows.map((r) => [r.code, r.used > 0 ? 'da' : 'ne', r.active ? 'da' : 'ne']);
  return {
    fileName: `kuponi-${parent.code.toLowerCase()}.csv`,
    rows: rows.length,
    csv: formatCsv([['kod', 'iskoristen', 'aktivan'], ...lines]),
  };
}

export async function exportCodes(db: Db, id: number) {
  return codesCsv(db, await couponRow(db, id));
}

/**
 * N unique single-use codes with the coupon's rules and a prefix (docs/decisions/0204-coupon-codes-in-bulk.md):
 * random parts from a crypto source, inserted with ON CONFLICT DO NOTHING on the unique code and drawn again for
 * any that collided, all in one transaction with one audit row. Answers the batch's whole CSV.
 */
export async function generateCodes(
  db: Db,
  actor: StaffActor,
  id: number,
  input: ContractSchema<'CouponGenerateRequest'>,
  now: Date,
) {
  const prefix = input.prefix.trim().toUpperCase();
  if (!COUPON_PREFIX_PATTERN.test(prefix)) throw rulesInvalid({ field: 'prefix', message: couponMessages.prefix });
  if (!Number.isInteger(input.count) || input.count < 1 || input.count > COUPON_BATCH_MAX)
    throw rulesInvalid({ field: 'count', message: couponMessages.count });
  return db.transaction(async (tx) => {
    const [parent] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!parent) throw new AppError('NOT_FOUND', { message: 'Kupon nije pronađen.' });
    if (parent.batchOf !== null)
      throw rulesInvalid({ field: 'count', message: 'Iz generiranog koda ne mogu se generirati novi kodovi.' });
    const { id: _id, used: _used, code: _code, batchOf: _batch, createdAt: _c, updatedAt: _u, ...rules } = parent;
    let missing = input.count;
    const made: string[] = [];
    for (let round = 0; missing > 0 && round < 20; round += 1) {
      const codes = [...new Set(Array.from({ length: missing }, () => `${prefix ? `${prefix}-` : ''}${randomPart()}`))];
      const inserted = await tx
        .insert(coupons)
        .values(
          codes.map((code) => ({
            ...rules,
            code,
            usageLimit: 1,
            perUserLimit: null,
            batchOf: id,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing({ target: coupons.code })
        .returning({ code: coupons.code });
      made.push(...inserted.map((r) => r.code));
      missing = input.count - made.length;
    }
    if (missing > 0) throw new AppError('COUPON_CODE_TAKEN', { payload: { field: 'prefix' } });
    await recordChange(tx, actor, {
      kind: 'coupon',
      id,
      action: 'coupon.generate',
      data: { count: input.count, prefix, first: made[0], last: made[made.length - 1] },
    });
    return codesCsv(tx, parent);
  });
}

/** The orders that used the coupon or one of its generated codes, newest first, with what the coupon took off. */
export async function redemptionsOf(db: Db, id: number, page: number) {
  await couponRow(db, id);
  const limit = 50;
  const ids = db
    .select({ id: coupons.id })
    .from(coupons)
    .where(or(eq(coupons.id, id), eq(coupons.batchOf, id)));
  const where = inArray(couponUsages.couponId, ids);
  const [total] = await db.select({ n: count() }).from(couponUsages).where(where);
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: couponUsages.orderRef,
      usedAt: couponUsages.usedAt,
      createdAt: orders.createdAt,
      usageEmail: couponUsages.email,
      orderEmail: orders.email,
      code: coupons.code,
      discount: orders.couponDiscount,
    })
    .from(couponUsages)
    .innerJoin(coupons, eq(coupons.id, couponUsages.couponId))
    .leftJoin(orders, eq(orders.number, couponUsages.orderRef))
    .where(where)
    .orderBy(desc(couponUsages.usedAt), desc(couponUsages.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    items: rows.map((r) => ({
      orderId: r.orderId,
      orderNumber: r.orderNumber ?? '',
      createdAt: (r.createdAt ?? r.usedAt).toISOString(),
      email: r.orderEmail ?? r.usageEmail,
      code: r.code,
      discountCents: r.discount ?? 0,
    })),
    total: Number(total?.n ?? 0),
    page,
    limit,
  };
}
