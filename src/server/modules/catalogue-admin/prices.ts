import type { Cents } from '@shared/money.js';
import { type PlannedPrice, type PricePeriod, periodAt, planPrice, pricesOfPeriod } from '@shared/price-timeline.js';
import { summarisePrice } from '@shared/pricing.js';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import { priceHistory, products } from '../../db/schema/catalogue.js';
import { AppError } from '../../errors/index.js';

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

/**
 * Plans a price change into each product's timeline (docs/decisions/0178-price-timeline.md): the periods that reach
 * past `from` are written again as `planPrice` cut them, and the stored prices follow what is in force at `now`.
 */
export async function planPrices(
  tx: Db,
  productIds: readonly number[],
  change: PlannedPrice,
  now: Date,
): Promise<void> {
  if (productIds.length === 0) return;
  checkPrices({ regularPrice: change.regular, salePrice: change.sale, memberPrice: change.member });
  if (change.to !== null && change.to.getTime() <= change.from.getTime())
    throw new AppError('PRICE_PERIOD_INVALID', { payload: { field: 'endsAt' } });
  const rows = await tx
    .select()
    .from(priceHistory)
    .where(inArray(priceHistory.productId, [...productIds]))
    .orderBy(asc(priceHistory.validFrom));
  const fresh: (typeof priceHistory.$inferInsert)[] = [];
  for (const id of productIds) {
    const timeline = planPrice(rows.filter((r) => r.productId === id).map(toPeriod), change);
    for (const p of timeline) {
      if (p.validTo !== null && p.validTo.getTime() <= change.from.getTime()) continue;
      fresh.push({
        productId: id,
        price: p.price,
        regularPrice: p.regularPrice,
        memberPrice: p.memberPrice,
        validFrom: p.validFrom,
        validTo: p.validTo,
      });
    }
  }
  await tx
    .delete(priceHistory)
    .where(
      and(
        inArray(priceHistory.productId, [...productIds]),
        or(isNull(priceHistory.validTo), gt(priceHistory.validTo, change.from)),
      ),
    );
  for (let i = 0; i < fresh.length; i += 1000) await tx.insert(priceHistory).values(fresh.slice(i, i + 1000));
  await applyPricesNow(tx, productIds, now);
}

/**
 * Copies what each product's timeline has in force at `now` onto its row, with the Omnibus reference and the
 * discount computed from the same history (the one source of both the product page and the listings).
 */
export async function applyPricesNow(tx: Db, productIds: readonly number[], now: Date): Promise<number[]> {
  if (productIds.length === 0) return [];
  const [rows, history] = await Promise.all([
    tx
      .select({
        id: products.id,
        retailPrice: products.retailPrice,
        finalPrice: products.finalPrice,
        memberPrice: products.memberPrice,
        lowestPrice: products.lowestPrice,
        discountPercentage: products.discountPercentage,
      })
      .from(products)
      .where(inArray(products.id, [...productIds])),
    tx
      .select()
      .from(priceHistory)
      .where(inArray(priceHistory.productId, [...productIds])),
  ]);
  const changed: number[] = [];
  for (const row of rows) {
    const periods = history.filter((h) => h.productId === row.id).map(toPeriod);
    const period = periodAt(periods, now);
    if (!period) continue;
    const prices = pricesOfPeriod(period, row);
    const summary = summarisePrice({ ...prices, history: periods, now });
    const next = { ...prices, lowestPrice: summary.lowestPrice, discountPercentage: summary.discountPercentage };
    if (Object.entries(next).every(([k, v]) => row[k as keyof typeof row] === v)) continue;
    await tx
      .update(products)
      .set({ ...next, updatedAt: now })
      .where(eq(products.id, row.id));
    changed.push(row.id);
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
