import { and, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { couponUsages, coupons, type CouponRow } from '../../db/schema/coupons.js';
import { AppError } from '../../errors/index.js';
import type { ErrorCode } from '../../errors/registry.js';

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

async function usesBy(db: Db, couponId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponUsages)
    .where(and(eq(couponUsages.couponId, couponId), eq(couponUsages.userId, userId)));
  return Number(row?.n ?? 0);
}

/** Why a coupon cannot be used now (null when it can). Applying must not exceed the limits either. */
export async function couponProblem(
  db: Db,
  coupon: CouponRow | undefined,
  userId: number | null,
  now = new Date(),
): Promise<ErrorCode | null> {
  if (!coupon?.active) return 'COUPON_NOT_FOUND';
  if ((coupon.validFrom && coupon.validFrom > now) || (coupon.validTo && coupon.validTo <= now))
    return 'COUPON_EXPIRED';
  if (coupon.usageLimit !== null && coupon.used >= coupon.usageLimit) return 'COUPON_USED_UP';
  if (userId !== null && coupon.perUserLimit !== null && (await usesBy(db, coupon.id, userId)) >= coupon.perUserLimit)
    return 'COUPON_USED_UP';
  return null;
}

export async function requireUsableCoupon(db: Db, code: string, userId: number | null): Promise<CouponRow> {
  const coupon = await findCouponByCode(db, code);
  const problem = await couponProblem(db, coupon, userId);
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
