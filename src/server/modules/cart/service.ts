import type { ContractSchema } from '../../platform/contract-types.js';
import { usableStock } from '@shared/stock.js';
import type { Db } from '../../platform/db/client.js';
import type { CartRow } from '../../platform/db/schema/cart.js';
import { AppError } from '../../platform/errors/index.js';
import { productsByIds } from '../catalogue/index.js';
import { requireUsableCoupon } from '../coupons/index.js';
import { claimCard } from '../membership/index.js';
import type { CartChargesSource } from './charges.js';
import type { SessionUser } from './current-user.js';
import { checkQuantity, resolveLine } from './line.js';
import { deleteAllItems, deleteItems, insertItem, itemsOf, updateCart, updateItem } from './repository.js';
import { openCart, type CartSessionInput } from './session.js';
import { MAX_999_MESSAGE, settleCart, type CartMessage } from './settle.js';
import { buildCart, requireCouponFits } from './view.js';

export interface CartContext {
  db: Db;
  domainId: number;
  apiKeyId: number;
  user: SessionUser | null;
  mergeCartItems: boolean;
  /** The checkout's delivery price and payment fee in the summary (absent: none). */
  charges?: CartChargesSource | undefined;
}

type Change = (tx: Db, cart: CartRow, messages: CartMessage[]) => Promise<void>;

/**
 * Every cart call is one short transaction: open the cart holding its row lock (concurrent calls on one cart
 * queue), apply the change, settle the cart (stock cut, service lines), answer the priced cart.
 */
export function changeCart(ctx: CartContext, session: CartSessionInput, change: Change) {
  return ctx.db.transaction(async (tx) => {
    const cart = await openCart(tx, session, { domainId: ctx.domainId, user: ctx.user, lock: true });
    const messages: CartMessage[] = [];
    await change(tx, cart, messages);
    await settleCart(tx, cart.id, messages);
    await updateCart(tx, cart.id, {});
    return buildCart(tx, cart.cartId, ctx.user, ctx.apiKeyId, messages, ctx.charges);
  });
}

const noChange: Change = async () => {};

export const getCart = (ctx: CartContext, session: CartSessionInput) => changeCart(ctx, session, noChange);

export function addItem(ctx: CartContext, input: ContractSchema<'AddItemRequest'>) {
  const qty = checkQuantity(input.qty);
  return changeCart(ctx, input, async (tx, cart, messages) => {
    const product = (await productsByIds(tx, [input.productId])).get(input.productId);
    if (!product) throw new AppError('NOT_FOUND', { message: 'Proizvod nije pronađen.' });
    const line = await resolveLine(tx, product, input.options);
    const items = await itemsOf(tx, cart.id);
    const inCart = items.filter((i) => i.productId === product.id).reduce((n, i) => n + i.qty, 0);
    if (product.format !== 'bundle' && inCart >= usableStock(product)) {
      throw new AppError('PRODUCT_NOT_PURCHASABLE', {
        message: 'U košarici je već najveća dostupna količina ovog proizvoda.',
      });
    }
    const same =
      ctx.mergeCartItems && !line.personalised
        ? items.find((i) => i.productId === product.id && i.mergeKey === line.mergeKey && !i.personalised)
        : undefined;
    if (!same) {
      await insertItem(tx, {
        cartId: cart.id,
        productId: product.id,
        qty,
        options: line.options,
        mergeKey: line.mergeKey,
        personalised: line.personalised,
      });
      return;
    }
    const total = same.qty + qty;
    if (total > 999)
      messages.push({ code: 'QUANTITY_MAX_999', message: MAX_999_MESSAGE, itemId: same.id, productId: product.id });
    await updateItem(tx, same.id, { qty: Math.min(total, 999) });
  });
}

async function itemOf(tx: Db, cart: CartRow, itemId: number) {
  const item = (await itemsOf(tx, cart.id)).find((i) => i.id === itemId);
  if (!item) throw new AppError('ITEM_NOT_IN_CART');
  return item;
}

export function updateCartItem(ctx: CartContext, input: ContractSchema<'UpdateItemRequest'>) {
  const qty = input.qty === undefined ? undefined : checkQuantity(input.qty);
  return changeCart(ctx, input, async (tx, cart) => {
    const item = await itemOf(tx, cart, input.itemId);
    // Service lines are derived: settling puts back what the product lines require (docs/decisions/0019-service-lines-recomputed-on-server.md).
    if (item.mergeKey === 'service') return;
    if (input.options !== undefined) {
      const product = (await productsByIds(tx, [item.productId])).get(item.productId)!;
      const line = await resolveLine(tx, product, input.options);
      await updateItem(tx, item.id, {
        options: line.options,
        mergeKey: line.mergeKey,
        personalised: line.personalised,
      });
    }
    if (qty !== undefined) await updateItem(tx, item.id, { qty });
  });
}

export function deleteCartItem(ctx: CartContext, input: ContractSchema<'ItemRequest'>) {
  return changeCart(ctx, input, async (tx, cart) => {
    await itemOf(tx, cart, input.itemId);
    await deleteItems(tx, [input.itemId]);
  });
}

export const clearCart = (ctx: CartContext, session: CartSessionInput) =>
  changeCart(ctx, session, async (tx, cart) => deleteAllItems(tx, cart.id));

export function applyCoupon(ctx: CartContext, input: ContractSchema<'ApplyCouponRequest'>) {
  return changeCart(ctx, input, async (tx, cart) => {
    const coupon = await requireUsableCoupon(tx, input.couponCode, {
      userId: ctx.user?.id ?? null,
      email: ctx.user?.email ?? null,
    });
    await requireCouponFits(tx, cart, coupon, ctx.user);
    await updateCart(tx, cart.id, { couponId: coupon.id, couponAppliedAt: new Date() });
  });
}

export const removeCoupon = (ctx: CartContext, session: CartSessionInput) =>
  changeCart(ctx, session, async (tx, cart) => updateCart(tx, cart.id, { couponId: null, couponAppliedAt: null }));

export function applyMemberCard(ctx: CartContext, input: ContractSchema<'ApplyMemberCardRequest'>) {
  const user = ctx.user;
  if (!user) throw new AppError('NO_ACTIVE_USER');
  return changeCart(ctx, input, async (tx, cart) => {
    const barcode = input.barcode.trim();
    await claimCard(tx, { barcode, pin: input.pin }, user.id);
    await updateCart(tx, cart.id, { memberCardBarcode: barcode });
  });
}
