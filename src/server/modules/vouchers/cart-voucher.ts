import { normaliseVoucherCode, voucherCodeProblem, formatVoucherCode } from '@shared/voucher-code.js';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { cartItems } from '../../platform/db/schema/cart.js';
import { products } from '../../platform/db/schema/catalogue.js';
import { cartVouchers, vouchers, type VoucherRow } from '../../platform/db/schema/vouchers.js';
import { AppError } from '../../platform/errors/index.js';
import { openCart, type CartSessionInput, type SessionUser } from '../cart/index.js';
import { isVoucherFormat } from './issue.js';
import { unusable } from './spend.js';

/** What the voucher entry at checkout works with: the request's database, domain and shopper. */
export interface CartVoucherContext {
  db: Db;
  domainId: number;
  user: SessionUser | null;
}

/** The voucher as the checkout shows it: its code in groups, what is left on it and until when. */
const viewOf = (v: VoucherRow) => ({
  code: formatVoucherCode(v.code),
  balanceCents: v.balanceCents,
  expiresAt: v.expiresAt.toISOString(),
});

async function cartOf(ctx: CartVoucherContext, session: CartSessionInput) {
  return openCart(ctx.db, session, { domainId: ctx.domainId, user: ctx.user });
}

/** A cart of vouchers only has nothing a voucher may pay for. */
async function onlyVouchers(db: Db, cartId: number): Promise<boolean> {
  const rows = await db
    .select({ format: products.format })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId));
  return rows.length > 0 && rows.every((r) => isVoucherFormat(r.format));
}

/**
 * The voucher entered for this cart, if any. Reading it is also the shopper seeing its balance: that balance is the
 * one the order will hold to (docs/decisions/0215-vouchers-pay-at-checkout.md).
 */
export async function cartVoucher(ctx: CartVoucherContext, session: CartSessionInput, now: Date) {
  const cart = await cartOf(ctx, session);
  const [row] = await ctx.db
    .select({ voucher: vouchers })
    .from(cartVouchers)
    .innerJoin(vouchers, eq(vouchers.id, cartVouchers.voucherId))
    .where(eq(cartVouchers.cartId, cart.id));
  if (!row) return null;
  const v = row.voucher;
  // A voucher spent, blocked or expired since it was entered no longer counts: the checkout shows it gone.
  if (unusable(v, now)) {
    await ctx.db.delete(cartVouchers).where(eq(cartVouchers.cartId, cart.id));
    return null;
  }
  await ctx.db.update(cartVouchers).set({ seenCents: v.balanceCents }).where(eq(cartVouchers.cartId, cart.id));
  return viewOf(v);
}

/**
 * Enters a voucher for the cart (one per cart; a new one replaces the last). A code that cannot be one (wrong length,
 * a symbol not used, a check symbol that does not fit) is refused before any look-up, so a typo gets its own words.
 */
export async function applyCartVoucher(ctx: CartVoucherContext, session: CartSessionInput, typed: string, now: Date) {
  if (voucherCodeProblem(typed)) throw new AppError('VOUCHER_CODE_INVALID');
  const cart = await cartOf(ctx, session);
  const [v] = await ctx.db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.code, normaliseVoucherCode(typed)), eq(vouchers.domainId, ctx.domainId)));
  if (!v) throw new AppError('VOUCHER_NOT_FOUND');
  const refusal = unusable(v, now);
  if (refusal) throw refusal;
  if (await onlyVouchers(ctx.db, cart.id)) throw new AppError('VOUCHER_NOT_FOR_VOUCHERS');
  await ctx.db
    .insert(cartVouchers)
    .values({ cartId: cart.id, voucherId: v.id, seenCents: v.balanceCents, createdAt: now })
    .onConflictDoUpdate({ target: cartVouchers.cartId, set: { voucherId: v.id, seenCents: v.balanceCents } });
  return viewOf(v);
}

export async function removeCartVoucher(ctx: CartVoucherContext, session: CartSessionInput) {
  const cart = await cartOf(ctx, session);
  await ctx.db.delete(cartVouchers).where(eq(cartVouchers.cartId, cart.id));
  return null;
}
