import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import { COUPON_SERVICES_EXCLUDED } from '@shared/coupon-rules.js';
import type { Db } from '../../platform/db/client.js';
import { productCategories } from '../../platform/db/schema/catalogue.js';
import { couponUsages, coupons, type CouponRow } from '../../platform/db/schema/coupons.js';
import { AppError } from '../../platform/errors/index.js';
import type { ErrorCode } from '../../platform/errors/registry.js';

/** Coupons: percent off, a validity window, a total and a per-user usage limit. */

export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase())).limit(1);
  return row;
}

export async function findCouponById(db: Db, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row;
}

/** 'Once per customer' is once per e-mail address, trimmed and lower-cased (docs/decisions/0138-once-per-customer-is-once-per-email.md). */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();

/**
 * How many uses of the coupon belong to this customer: those of their account and those ordered with their e-mail,
 * whoever placed them (docs/decisions/0138-once-per-customer-is-once-per-email.md).
 */
export async function usesByCustomer(
  db: Db,
  couponId: number,
  customer: { userId: number | null; email: string | null },
): Promise<number> {
  const email = customer.email ? normalisedEmail(customer.email) : null;
  const byUser = customer.userId === null ? undefined : eq(couponUsages.userId, customer.userId);
  const byEmail = email === null ? undefined : eq(couponUsages.email, email);
  if (!byUser && !byEmail) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(couponUsages)
    .where(and(eq(couponUsages.couponId, couponId), or(byUser, byEmail)));
  return Number(row?.n ?? 0);
}

/** Who is using a coupon: the account (if any) and the e-mail known so far (the account's, or the order's). */
export interface CouponCustomer {
  userId: number | null;
  email: string | null;
}

/**
 * Why a coupon cannot be used now (null when it can). Applying must not exceed the limits either: a once-per-customer
 * coupon is refused when this account or its e-mail already used it (the order re-counts under the coupon row's
 * lock: docs/decisions/0138-once-per-customer-is-once-per-email.md).
 */
export async function couponProblem(
  db: Db,
  coupon: CouponRow | undefined,
  customer: CouponCustomer,
  now = new Date(),
): Promise<ErrorCode | null> {
  if (!coupon?.active) return 'COUPON_NOT_FOUND';
  if ((coupon.validFrom && coupon.validFrom > now) || (coupon.validTo && coupon.validTo <= now))
    return 'COUPON_EXPIRED';
  if (coupon.usageLimit !== null && coupon.used >= coupon.usageLimit) return 'COUPON_USED_UP';
  if (coupon.perUserLimit !== null && (await usesByCustomer(db, coupon.id, customer)) >= coupon.perUserLimit)
    return 'COUPON_USED_UP';
  return null;
}

export async function requireUsableCoupon(db: Db, code: string, customer: CouponCustomer): Promise<CouponRow> {
  const coupon = await findCouponByCode(db, code);
  const problem = await couponProblem(db, coupon, customer);
  if (problem) throw new AppError(problem);
  return coupon!;
}

/**
 * Takes one use of a coupon at order creation, inside the order's transaction. The conditional UPDATE is the
 * whole guard: concurrent orders race on the row, and only those that still find `used < usage_limit` win.
 * Returns false when the coupon is used up, expired or inactive; the order then fails or drops it.
 */
export async function consumeCoupon(
  tx: Db,
  couponId: number,
  options: { userId?: number | null; orderRef?: string; email?: string | null } = {},
): Promise<boolean> {
  const updated = await tx
    .update(coupons)
    .set({ used: sql`${coupons.used} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.active, true),
        sql`(${coupons.usageLimit} IS NULL OR ${coupons.used} < ${coupons.usageLimit})`,
        sql`(${coupons.validFrom} IS NULL OR ${coupons.validFrom} <= now())`,
        sql`(${coupons.validTo} IS NULL OR ${coupons.validTo} > now())`,
      ),
    )
    .returning({ id: coupons.id });
  if (updated.length === 0) return false;
  await tx.insert(couponUsages).values({
    couponId,
    userId: options.userId ?? null,
    orderRef: options.orderRef ?? null,
    email: options.email ? normalisedEmail(options.email) : null,
  });
  return true;
}

/** A cart or order line as the coupon's scope sees it. */
export interface CouponLine {
  itemId: number;
  productId: number;
  parentId: number | null;
  type: 'product' | 'service';
}

/**
 * The lines a coupon applies to (docs/decisions/0203-coupon-rules.md): service lines only when it includes them;
 * product lines by its scope, a variant by its own id or its main product's, a category with its sub-categories
 * (product_categories lists a product in every ancestor of its categories).
 */
export async function eligibleLines(db: Db, coupon: CouponRow, lines: readonly CouponLine[]): Promise<Set<number>> {
  const products = lines.filter((l) => l.type === 'product');
  const ids = (l: CouponLine) => (l.parentId === null ? [l.productId] : [l.productId, l.parentId]);
  let inScope: (l: CouponLine) => boolean = () => true;
  if (coupon.scope === 'products') {
    const chosen = new Set(coupon.productIds);
    inScope = (l) => ids(l).some((id) => chosen.has(id));
  } else if (coupon.scope === 'categories') {
    const all = [...new Set(products.flatMap(ids))];
    const rows =
      all.length === 0 || coupon.categoryIds.length === 0
        ? []
        : await db
            .select({ productId: productCategories.productId })
            .from(productCategories)
            .where(
              and(inArray(productCategories.productId, all), inArray(productCategories.categoryId, coupon.categoryIds)),
            );
    const hit = new Set(rows.map((r) => r.productId));
    inScope = (l) => ids(l).some((id) => hit.has(id));
  }
  return new Set(
    lines.filter((l) => (l.type === 'service' ? coupon.includeServices : inScope(l))).map((l) => l.itemId),
  );
}

/**
 * Whether the coupon's basket rules hold for these lines (null when they do): a member-only coupon needs the
 * verified member card, the basket (the items' total before the coupon) must reach the minimum, and a cart with
 * goods must have at least one line the coupon applies to.
 */
export function basketProblem(
  coupon: CouponRow,
  basket: { itemsTotal: number; member: boolean; lines: readonly CouponLine[]; eligible: ReadonlySet<number> },
): ErrorCode | null {
  if (coupon.membersOnly && !basket.member) return 'COUPON_MEMBERS_ONLY';
  if (coupon.minBasketCents !== null && basket.itemsTotal < coupon.minBasketCents) return 'COUPON_MINIMUM_NOT_MET';
  const goods = basket.lines.filter((l) => l.type === 'product');
  if (goods.length > 0 && !goods.some((l) => basket.eligible.has(l.itemId))) return 'COUPON_NOT_APPLICABLE';
  return null;
}

/** What the coupon takes off, for the pricing: a percent or a fixed amount in cents. */
export const couponTerms = (coupon: CouponRow): { percent: number } | { amount: number } =>
  coupon.discountType === 'amount' ? { amount: coupon.amountCents ?? 0 } : { percent: coupon.percent };

/** The notes the storefront shows beside an applied coupon. */
export const couponNotes = (coupon: CouponRow): string[] => (coupon.includeServices ? [] : [COUPON_SERVICES_EXCLUDED]);
