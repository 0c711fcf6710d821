import type { Cents } from '@shared/money.js';
import { type PlannedPrice, type PricePeriod, periodAt, planPrice, pricesOfPeriod } from '@shared/price-timeline.js';
import { summarisePrice } from '@shared/pricing.js';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db/client.js';
import { priceHistory, products } from '../../platform/db/schema/catalogue.js';
import { AppError } from '../../platform/errors/index.js';

export interface PriceFields {
  regularPrice: Cents;
  salePrice: Cents | null;
  memberPrice: Cents | null;
}

/** The price rules of a form or a row, as the field's coded error (the screens word it in Croatian). */
export function checkPrices(prices: PriceFields): void {
  for (const field of ['regularPrice', 'salePrice', 'memberPrice'] as const) {
    const value = prices[field];
    if (value !== null && (!Number.isSafeInteger(value) || value < 0))
      throw new AppError('PRICE_NEGATIVE', { payload: { field } });
  }
  if (prices.salePrice !== null && prices.salePrice > prices.regularPrice)
    throw new AppError('SALE_ABOVE_REGULAR', { payload: { field: 'salePrice' } });
}

const toPeriod = (row: typeof priceHistory.$inferSelect): PricePeriod => ({
  price: row.price,
  regularPrice: row.regularPrice,
  memberPrice: row.memberPrice,
  validFrom: row.validFrom,
  validTo: row.validTo,
});

/** One product's planned change (a bulk change plans a different price for each product). */
export interface ProductPricePlan {
  productId: number;
  change: PlannedPrice;
}

/**
 * Plans price changes into products' timelines (docs/decisions/0178-price-timeline.md): the periods that reach past
 * each change's start are written again as `planPrice` cut them, and the stored prices follow what is in force at
 * `now`. Reads and writes in a few set-based statements, so a bulk change of a thousand products stays quick.
 */
export async function planProductPrices(tx: Db, plans: readonly ProductPricePlan[], now: Date): Promise<void> {
  if (plans.length === 0) return;
  for (const { change } of plans) {
    checkPrices({ regularPrice: change.regular, salePrice: change.sale, memberPrice: change.member });
    if (change.to !== null && change.to.getTime() <= change.from.getTime())
      throw new AppError('PRICE_PERIOD_INVALID', { payload: { field: 'endsAt' } });
  }
  const ids = [...new Set(plans.map((p) => p.productId))];
  const rows = await tx
    .select()
    .from(priceHistory)
    .where(inArray(priceHistory.productId, ids))
    .orderBy(asc(priceHistory.validFrom));
  const byProduct = new Map<number, PricePeriod[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), toPeriod(row)]);
  const fresh: (typeof priceHistory.$inferInsert)[] = [];
  // The periods reaching past each change's start are written again: one delete per start moment (a bulk change
  // has one), over all its products at once.
  const byStart = new Map<number, Set<number>>();
  for (const { productId, change } of plans) {
    byProduct.set(productId, planPrice(byProduct.get(productId) ?? [], change));
    const ids = byStart.get(change.from.getTime()) ?? new Set<number>();
    byStart.set(change.from.getTime(), ids.add(productId));
  }
  for (const { productId, change } of plans) {
    for (const p of byProduct.get(productId) ?? []) {
      if (p.validTo !== null && p.validTo.getTime() <= change.from.getTime()) continue;
      fresh.push({
        productId,
        price: p.price,
        regularPrice: p.regularPrice,
        memberPrice: p.memberPrice,
        validFrom: p.validFrom,
        validTo: p.validTo,
      });
    }
  }
  for (const [from, ids] of byStart)
    await tx.execute(sql`DELETE FROM price_history WHERE product_id = ANY(${sql.raw(`'{${[...ids].join(',')}}'::int[]`)})
      AND (valid_to IS NULL OR valid_to > ${new Date(from).toISOString()}::timestamptz)`);
  for (let i = 0; i < fresh.length; i += 1000) await tx.insert(priceHistory).values(fresh.slice(i, i + 1000));
  await applyPricesNow(tx, ids, now);
}

/** The same change planned for several products (a product and its variants). */
export const planPrices = (tx: Db, productIds: readonly number[], change: PlannedPrice, now: Date) =>
  planProductPrices(
    tx,
    productIds.map((productId) => ({ productId, change })),
    now,
  );

/**
 * Copies what each product's timeline has in force at `now` onto its row, with the Omnibus reference and the
 * discount computed from the same history (the one source of both the product page and the listings), in one
 * UPDATE for all the rows that change.
 */
export async function applyPricesNow(tx: Db, productIds: readonly number[], now: Date): Promise<number[]> {
  if (productIds.length === 0) return [];
  // One after another: a transaction is one connection, which runs one query at a time.
  const rows = await tx
    .select({
      id: products.id,
      retailPrice: products.retailPrice,
      finalPrice: products.finalPrice,
      memberPrice: products.memberPrice,
      lowestPrice: products.lowestPrice,
      discountPercentage: products.discountPercentage,
    })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  const history = await tx
    .select()
    .from(priceHistory)
    .where(inArray(priceHistory.productId, [...productIds]));
  const periodsOf = new Map<number, PricePeriod[]>();
  for (const h of history) periodsOf.set(h.productId, [...(periodsOf.get(h.productId) ?? []), toPeriod(h)]);
  const updates: SQL[] = [];
  const changed: number[] = [];
  for (const row of rows) {
    const periods = periodsOf.get(row.id) ?? [];
    const period = periodAt(periods, now);
    if (!period) continue;
    const prices = pricesOfPeriod(period, row);
    const summary = summarisePrice({ ...prices, history: periods, now });
    const next = { ...prices, lowestPrice: summary.lowestPrice, discountPercentage: summary.discountPercentage };
    if (Object.entries(next).every(([k, v]) => row[k as keyof typeof row] === v)) continue;
    changed.push(row.id);
    updates.push(
      sql`(${row.id}::int, ${next.retailPrice}::int, ${next.finalPrice}::int, ${next.memberPrice}::int, ${next.lowestPrice}::int, ${next.discountPercentage}::int)`,
    );
  }
  for (let i = 0; i < updates.length; i += 1000) {
    await tx.execute(sql`
      UPDATE products p SET retail_price = v.retail, final_price = v.final, member_price = v.member,
        lowest_price = v.lowest, discount_percentage = v.discount, updated_at = ${now.toISOString()}::timestamptz
      FROM (VALUES ${sql.join(updates.slice(i, i + 1000), sql`, `)}) AS v(id, retail, final, member, lowest, discount)
      WHERE p.id = v.id`);
  }
  return changed;
}

/** Products whose stored prices are not those their timeline has in force at `now`: a planned change came due. */
export async function productsWithDuePrices(db: Db, now: Date): Promise<number[]> {
  const result = await db.execute(sql`
    SELECT DISTINCT p.id FROM products p JOIN price_history h ON h.product_id = p.id
    WHERE h.valid_from <= ${now.toISOString()}::timestamptz
      AND (h.valid_to IS NULL OR h.valid_to > ${now.toISOString()}::timestamptz)
      AND (h.price <> p.final_price
        OR (h.regular_price IS NOT NULL AND (h.regular_price <> p.retail_price OR h.member_price IS DISTINCT FROM p.member_price)))`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}
