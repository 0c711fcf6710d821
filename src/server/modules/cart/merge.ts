import type { Db } from '../../platform/db/client.js';
import type { CartRow } from '../../platform/db/schema/cart.js';
import { AppError } from '../../platform/errors/index.js';
import type { SessionUser } from './current-user.js';
import { insertItem, itemsOf, lastOpenCartOf, updateCart, updateItem } from './repository.js';
import { openCart, type CartSessionInput } from './session.js';
import { settleCart, type CartMessage } from './settle.js';
import { buildCart } from './view.js';
import type { CartContext } from './service.js';

/**
 * Abandoned-cart merge at login (docs/decisions/0010-abandoned-cart-merge.md, docs/decisions/0010-abandoned-cart-merge.md): the lines of the
 * user's older open cart move into the current session's cart; equal unpersonalised lines add up (then the
 * settle step cuts them to stock), personalised lines are copied as they are, the more recently applied coupon
 * wins, the member card is kept when the current cart has none. The older cart is archived for good.
 */
export async function mergeCarts(tx: Db, target: CartRow, source: CartRow): Promise<void> {
  const [targetItems, sourceItems] = await Promise.all([itemsOf(tx, target.id), itemsOf(tx, source.id)]);
  for (const item of sourceItems) {
    if (item.mergeKey === 'service') continue;
    const same = item.personalised
      ? undefined
      : targetItems.find((t) => !t.personalised && t.productId === item.productId && t.mergeKey === item.mergeKey);
    if (same) await updateItem(tx, same.id, { qty: Math.min(999, same.qty + item.qty) });
    else
      await insertItem(tx, {
        cartId: target.id,
        productId: item.productId,
        qty: item.qty,
        options: item.options,
        mergeKey: item.mergeKey,
        personalised: item.personalised,
      });
  }
  const sourceNewer =
    source.couponAppliedAt !== null &&
    (target.couponAppliedAt === null || source.couponAppliedAt > target.couponAppliedAt);
  await updateCart(tx, target.id, {
    ...(sourceNewer ? { couponId: source.couponId, couponAppliedAt: source.couponAppliedAt } : {}),
    ...(target.memberCardBarcode === null && source.memberCardBarcode !== null
      ? { memberCardBarcode: source.memberCardBarcode }
      : {}),
  });
  await updateCart(tx, source.id, { status: 'archived' });
}

/**
 * POST getAbandoned: the logged-in user's last open cart, merged with the browser's current session when one is
 * sent. The answer is the surviving cart (the current session when there is one), or null.
 */
export async function recoverCart(ctx: CartContext, session: Partial<CartSessionInput>) {
  const user: SessionUser | null = ctx.user;
  if (!user) throw new AppError('NO_ACTIVE_USER');
  return ctx.db.transaction(async (tx) => {
    const current =
      session.cartId && session.protectCode
        ? await openCart(
            tx,
            { cartId: session.cartId, protectCode: session.protectCode },
            { domainId: ctx.domainId, user, lock: true },
          )
        : null;
    const older = await lastOpenCartOf(tx, user.id, ctx.domainId, current?.id);
    const target = current ?? older;
    if (!target) return null;
    const messages: CartMessage[] = [];
    if (current && older) await mergeCarts(tx, current, older);
    await settleCart(tx, target.id, messages);
    await updateCart(tx, target.id, {});
    return buildCart(tx, target.cartId, user, ctx.apiKeyId, messages, ctx.charges);
  });
}
