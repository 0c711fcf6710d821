import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { checkouts, type CheckoutRow } from '../../platform/db/schema/checkout.js';

/** Checkout SQL: one row per cart; writes run in the caller's transaction that holds the cart's row lock. */

export async function findCheckout(db: Db, cartPk: number): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.cartId, cartPk)).limit(1);
  return row;
}

type Values = Partial<Omit<CheckoutRow, 'id' | 'cartId' | 'updatedAt'>>;

/** Creates the cart's checkout row or changes it. */
export async function saveCheckout(db: Db, cartPk: number, values: Values): Promise<CheckoutRow> {
  const [row] = await db
    .insert(checkouts)
    .values({ cartId: cartPk, ...values })
    .onConflictDoUpdate({ target: checkouts.cartId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export const CLEARED_DELIVERY: Values = { deliveryMethodId: null, pickupPoint: null, deliverySavedAt: null };
export const CLEARED_PAYMENT: Values = { paymentMethodId: null, paymentSavedAt: null };
