import type { Db } from '../../db/client.js';
import type { CartItemRow, CartRow } from '../../db/schema/cart.js';
import type { CouponRow } from '../../db/schema/coupons.js';
import { AppError } from '../../errors/index.js';
import { productsByIds } from '../catalogue/repository/products.js';
import { couponProblem, findCouponById } from '../coupons/service.js';
import type { SessionUser } from '../cart/current-user.js';
import { itemsOf } from '../cart/repository.js';
import { PERSONALISATION_SERVICE, serviceQuantities, settleCart, SPONSOR_SERVICE } from '../cart/settle.js';
import { cardBelongsTo } from '../membership/service.js';
import type { DraftInput } from './draft.js';
import { bundlePartsFor, firstMediaOf } from './repository.js';

export interface CartContents extends Omit<DraftInput, 'pricing'> {
  coupon: CouponRow | null;
  member: boolean;
}

/** True when the cart's service lines are what its product lines require (they are after every cart call). */
function servicesSettled(items: readonly CartItemRow[], slugOf: (productId: number) => string | undefined) {
  const wanted = serviceQuantities(items.filter((i) => i.mergeKey !== 'service'));
  const has = (slug: string) =>
    items.filter((i) => i.mergeKey === 'service' && slugOf(i.productId) === slug).reduce((n, i) => n + i.qty, 0);
  return (
    has(PERSONALISATION_SERVICE) === Math.min(wanted.personalisation, 999) &&
    has(SPONSOR_SERVICE) === Math.min(wanted.sponsor, 999)
  );
}

/**
 * Everything the order draft needs from a locked cart, read again inside the order transaction: the lines (with
 * the service lines recomputed if they ever lag behind), their products and bundle parts, first images, the
 * coupon (refused with its code when it no longer holds) and whether the member price applies to this buyer.
 */
export async function cartContents(tx: Db, cart: CartRow, user: SessionUser | null): Promise<CartContents> {
  let items = await itemsOf(tx, cart.id);
  const partIds = (list: CartItemRow[]) => list.flatMap((i) => (i.options.bundleOptions ?? []).map((o) => o.selected));
  let products = await productsByIds(tx, [...new Set([...items.map((i) => i.productId), ...partIds(items)])]);
  if (!servicesSettled(items, (id) => products.get(id)?.slug)) {
    await settleCart(tx, cart.id, []);
    items = await itemsOf(tx, cart.id);
    products = await productsByIds(tx, [...new Set([...items.map((i) => i.productId), ...partIds(items)])]);
  }
  const bundleIds = items.filter((i) => products.get(i.productId)?.format === 'bundle').map((i) => i.productId);
  const bundleParts = await bundlePartsFor(tx, [...new Set(bundleIds)]);
  const parents = [...products.values()].flatMap((p) => (p.parentId === null ? [] : [p.parentId]));
  const media = await firstMediaOf(tx, [...new Set([...items.map((i) => i.productId), ...parents])]);
  const mediaIds = new Map<number, number>();
  for (const item of items) {
    const parent = products.get(item.productId)?.parentId ?? null;
    const id = media.get(item.productId) ?? (parent !== null ? media.get(parent) : undefined);
    if (id !== undefined) mediaIds.set(item.productId, id);
  }
  let coupon: CouponRow | null = null;
  if (cart.couponId !== null) {
    const row = await findCouponById(tx, cart.couponId);
    const problem = await couponProblem(tx, row, user?.id ?? null);
    if (problem) throw new AppError(problem, { payload: { couponCode: row?.code ?? null } });
    coupon = row!;
  }
  const member = await cardBelongsTo(tx, cart.memberCardBarcode, user?.id ?? null);
  return { items, products, bundleParts, mediaIds, coupon, member };
}
