import type { Db } from '../../platform/db/client.js';
import type { CartItemRow, CartRow } from '../../platform/db/schema/cart.js';
import type { CouponRow } from '../../platform/db/schema/coupons.js';
import { AppError } from '../../platform/errors/index.js';
import type { SessionUser } from '../cart/index.js';
import { PERSONALISATION_SERVICE, SPONSOR_SERVICE, serviceQuantities, settleCart } from '../cart/index.js';
import { basketProblem, couponProblem, eligibleLines, findCouponById } from '../coupons/index.js';
import { cardBelongsTo } from '../membership/index.js';
import { type DraftInput, draftOrder, type OrderProduct } from './draft.js';
import { bundlePartsFor, cartLinesWithProducts, type OrderLineRead, orderProductsByIds } from './repository.js';

export interface CartContents extends Omit<DraftInput, 'pricing'> {
  coupon: CouponRow | null;
  /** The lines the coupon applies to (docs/decisions/0203-coupon-rules.md). */
  couponLines: ReadonlySet<number>;
  member: boolean;
}

/** True when the cart's service lines are what its product lines require (they are after every cart call). */
function servicesSettled(items: readonly CartItemRow[], products: ReadonlyMap<number, OrderProduct>) {
  const wanted = serviceQuantities(items.filter((i) => i.mergeKey !== 'service'));
  const has = (slug: string) =>
    items
      .filter((i) => i.mergeKey === 'service' && products.get(i.productId)?.slug === slug)
      .reduce((n, i) => n + i.qty, 0);
  return (
    has(PERSONALISATION_SERVICE) === Math.min(wanted.personalisation, 999) &&
    has(SPONSOR_SERVICE) === Math.min(wanted.sponsor, 999)
  );
}

async function readLines(tx: Db, cartPk: number) {
  return linesOf(await cartLinesWithProducts(tx, cartPk));
}

function linesOf(rows: readonly OrderLineRead[]) {
  return {
    items: rows.map((r) => r.item),
    products: new Map<number, OrderProduct>(rows.map((r) => [r.product.id, r.product])),
    mediaIds: new Map(rows.flatMap((r) => (r.mediaId === null ? [] : [[r.product.id, r.mediaId] as const]))),
  };
}

/**
 * Everything the order draft needs from a locked cart, read again inside the order transaction: the lines (with
 * the service lines recomputed if they ever lag behind), their products, first images and bundle parts, the
 * coupon (refused with its code when it no longer holds) and whether the member price applies to this buyer.
 * `read` are the lines as the order's own read after the lock answered them (readForOrders), when it has them.
 */
export async function cartContents(
  tx: Db,
  cart: CartRow,
  user: SessionUser | null,
  contactEmail: string | null = null,
  read?: readonly OrderLineRead[],
): Promise<CartContents> {
  let lines = read ? linesOf(read) : await readLines(tx, cart.id);
  if (!servicesSettled(lines.items, lines.products)) {
    await settleCart(tx, cart.id, []);
    lines = await readLines(tx, cart.id);
  }
  const { items, products, mediaIds } = lines;
  const bundles = items.filter((i) => products.get(i.productId)?.format === 'bundle');
  const bundleParts = await bundlePartsFor(tx, [...new Set(bundles.map((i) => i.productId))]);
  const partIds = bundles.flatMap((i) => (i.options.bundleOptions ?? []).map((o) => o.selected));
  const missing = [...new Set(partIds)].filter((id) => !products.has(id));
  for (const part of await orderProductsByIds(tx, missing)) products.set(part.id, part);
  const member = await cardBelongsTo(tx, cart.memberCardBarcode, user?.id ?? null);
  let coupon: CouponRow | null = null;
  let couponLines: ReadonlySet<number> = new Set();
  if (cart.couponId !== null) {
    const row = await findCouponById(tx, cart.couponId);
    const customer = { userId: user?.id ?? null, email: contactEmail ?? user?.email ?? null };
    const problem = await couponProblem(tx, row, customer);
    if (problem) throw new AppError(problem, { payload: { couponCode: row?.code ?? null } });
    coupon = row!;
    // The basket rules again at the order (docs/decisions/0203-coupon-rules.md): minimum, scope, member-only.
    const lines = items.flatMap((item) => {
      const p = products.get(item.productId);
      return p
        ? [{ itemId: item.id, productId: p.id, parentId: p.parentId, type: p.type as 'product' | 'service' }]
        : [];
    });
    couponLines = await eligibleLines(tx, coupon, lines);
    const plain = draftOrder({ items, products, bundleParts, mediaIds, pricing: { member, coupon: null } });
    const basket = basketProblem(coupon, { itemsTotal: plain.totals.itemsTotal, member, lines, eligible: couponLines });
    if (basket) throw new AppError(basket, { payload: { couponCode: coupon.code } });
  }
  return { items, products, bundleParts, mediaIds, coupon, couponLines, member };
}
