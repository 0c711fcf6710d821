import { centsToEuros } from '@shared/money.js';
import { quantityForApi, usableStock } from '@shared/stock.js';
import type { Db } from '../../platform/db/client.js';
import type { CartItemRow, CartRow } from '../../platform/db/schema/cart.js';
import type { ProductRow } from '../../platform/db/schema/catalogue.js';
import { bundlePartsOf, mediaFor, productsByIds } from '../catalogue/index.js';
import { toMediaEntry } from '../catalogue/index.js';
import type { CouponRow } from '../../platform/db/schema/coupons.js';
import { AppError } from '../../platform/errors/index.js';
import {
  basketProblem,
  couponNotes,
  couponProblem,
  couponTerms,
  eligibleLines,
  findCouponById,
} from '../coupons/index.js';
import { ERRORS } from '../../platform/errors/registry.js';
import { cardBelongsTo } from '../membership/index.js';
import { NO_CHARGES, type CartCharges, type CartChargesSource, type ChargeInput } from './charges.js';
import type { SessionUser } from './current-user.js';
import { priceCart, type Figures, type PricingLine } from './pricing.js';
import { findCart, itemsOf, updateCart } from './repository.js';
import type { CartMessage } from './settle.js';

const euros = (f: Figures) => ({
  itemsTotal: centsToEuros(f.itemsTotal),
  loyalty: centsToEuros(f.loyalty),
  coupon: centsToEuros(f.coupon),
  delivery: centsToEuros(f.delivery),
  paymentFee: centsToEuros(f.paymentFee),
  cartTotal: centsToEuros(f.cartTotal),
  orderTotal: centsToEuros(f.orderTotal),
});

/** The coupon of a cart if it still holds (re-checked on every pricing); a lapsed one is dropped with a message. */
async function liveCoupon(db: Db, cart: CartRow, user: SessionUser | null, messages: CartMessage[]) {
  if (cart.couponId === null) return null;
  const coupon = await findCouponById(db, cart.couponId);
  if (await couponProblem(db, coupon, { userId: user?.id ?? null, email: user?.email ?? null })) {
    await updateCart(db, cart.id, { couponId: null, couponAppliedAt: null });
    messages.push({ code: 'COUPON_REMOVED', message: 'Kupon više nije valjan i uklonjen je iz košarice.' });
    return null;
  }
  return coupon!;
}

async function relatedProducts(db: Db, items: CartItemRow[]) {
  const partIds = items.flatMap((i) => (i.options.bundleOptions ?? []).flatMap((o) => [o.main, o.selected]));
  const products = await productsByIds(db, [...new Set([...items.map((i) => i.productId), ...partIds])]);
  const parentIds = [...products.values()]
    .map((p) => p.parentId)
    .filter((id): id is number => id !== null && !products.has(id));
  for (const [id, row] of await productsByIds(db, parentIds)) products.set(id, row);
  return products;
}

type PricingLineOf = PricingLine & { productId: number; parentId: number | null };

/** The cart's lines with their products, as the pricing reads them, and whether the member price applies. */
async function cartLines(db: Db, cart: CartRow, user: SessionUser | null) {
  const items = await itemsOf(db, cart.id);
  const products = await relatedProducts(db, items);
  const member = await cardBelongsTo(db, cart.memberCardBarcode, user?.id ?? null);
  const lines = items.flatMap((item) => {
    const p = products.get(item.productId);
    return p ? [{ item, p }] : [];
  });
  const pricingLines: PricingLineOf[] = lines.map(({ item, p }) => ({
    itemId: item.id,
    productId: p.id,
    parentId: p.parentId,
    type: p.type as 'product' | 'service',
    qty: item.qty,
    retailPrice: p.retailPrice,
    finalPrice: p.finalPrice,
    memberPrice: p.memberPrice,
  }));
  return { items, products, lines, pricingLines, member };
}

const couponLinesOf = (lines: readonly PricingLineOf[]) =>
  lines.map((l) => ({ itemId: l.itemId, productId: l.productId, parentId: l.parentId, type: l.type }));

/** Whether the cart's basket meets the coupon's rules: its minimum, its scope, member-only. */
async function couponFitProblem(db: Db, coupon: CouponRow, pricingLines: readonly PricingLineOf[], member: boolean) {
  const lines = couponLinesOf(pricingLines);
  const eligible = await eligibleLines(db, coupon, lines);
  const itemsTotal = priceCart(pricingLines, { member, coupon: null }).totals.itemsTotal;
  return basketProblem(coupon, { itemsTotal, member, lines, eligible });
}

/** Refuses a coupon the cart's basket does not meet, with the rule's own code (applying it to a cart). */
export async function requireCouponFits(db: Db, cart: CartRow, coupon: CouponRow, user: SessionUser | null) {
  const { pricingLines, member } = await cartLines(db, cart, user);
  const problem = await couponFitProblem(db, coupon, pricingLines, member);
  if (problem) throw new AppError(problem, { payload: { couponCode: coupon.code } });
}

/**
 * What a cart answer is made of, read once: the cart row, its lines with their products and first images, the
 * coupon while it still holds (a lapsed one is dropped here, with its message) and the member price. The checkout
 * reads it once per call and prices it with each set of charges it needs (docs/decisions/0263-checkout-prices-once.md).
 */
export async function readCart(db: Db, cartPk: string, user: SessionUser | null, messages: CartMessage[]) {
  const cart = (await findCart(db, cartPk))!;
  const { products, lines, pricingLines, member } = await cartLines(db, cart, user);
  const media = await mediaFor(db, [...products.keys()]);
  let coupon = await liveCoupon(db, cart, user, messages);
  if (coupon) {
    const problem = await couponFitProblem(db, coupon, pricingLines, member);
    if (problem) {
      // The basket no longer meets the coupon's rules (docs/decisions/0203-coupon-rules.md): dropped with the reason.
      await updateCart(db, cart.id, { couponId: null, couponAppliedAt: null });
      messages.push({ code: 'COUPON_REMOVED', message: `Kupon je uklonjen: ${ERRORS[problem].message}` });
      coupon = null;
    }
  }
  if (coupon) {
    const eligible = await eligibleLines(db, coupon, couponLinesOf(pricingLines));
    for (const line of pricingLines) line.couponEligible = eligible.has(line.itemId);
  }
  const bundleLinks = new Map<number, Awaited<ReturnType<typeof bundlePartsOf>>>();
  for (const { p } of lines)
    if (p.format === 'bundle' && !bundleLinks.has(p.id)) bundleLinks.set(p.id, await bundlePartsOf(db, p.id));
  const productRows = lines.filter(({ p }) => p.type === 'product');
  const digitalOnly = productRows.length > 0 && productRows.every(({ p }) => p.format === 'eProduct');
  return {
    cart,
    products,
    lines,
    pricingLines,
    media,
    coupon,
    bundleLinks,
    digitalOnly,
    messages,
    pricing: { member, coupon: coupon ? couponTerms(coupon) : null },
  };
}

export type CartContents = Awaited<ReturnType<typeof readCart>>;

/** What the checkout's charges are measured against: the cart's goods, priced without charges. */
export function chargeInputOf(contents: CartContents): ChargeInput {
  const { cart, lines, pricingLines, pricing, digitalOnly } = contents;
  return {
    cart,
    cartTotal: priceCart(pricingLines, pricing).totals.cartTotal,
    deliveryRequired: lines.some(({ p }) => p.type === 'product') && !digitalOnly,
    productSlugs: lines.map(({ p }) => p.slug),
  };
}

/**
 * The Cart of the contract: lines with server prices in euros, the summary (with the checkout's delivery price
 * and payment fee when `charges` is given), coupon and member-card state.
 */
export async function buildCart(
  db: Db,
  cartPk: string,
  user: SessionUser | null,
  apiKeyId: number,
  messages: CartMessage[],
  charges?: CartChargesSource,
) {
  const contents = await readCart(db, cartPk, user, messages);
  return cartAnswer(contents, apiKeyId, charges ? await charges(db, chargeInputOf(contents)) : NO_CHARGES);
}

/** The Cart of the contract for contents already read, priced with the checkout's charges: no database work. */
export function cartAnswer(contents: CartContents, apiKeyId: number, charges: CartCharges) {
  const { cart, products, lines, pricingLines, media, coupon, bundleLinks, digitalOnly, messages, pricing } = contents;
  const priced = priceCart(pricingLines, { ...pricing, ...charges });
  const firstMedia = (p: ProductRow) =>
    media.get(p.id)?.[0] ?? (p.parentId !== null ? media.get(p.parentId)?.[0] : undefined);

  const viewItems = lines.map(({ item, p }, index) => {
    const price = priced.lines[index]!;
    const parent = p.parentId !== null ? products.get(p.parentId) : undefined;
    const service = p.type === 'service';
    const link = firstMedia(p);
    return {
      itemId: item.id,
      productId: p.id,
      qty: item.qty,
      type: p.type as 'product' | 'service',
      personalised: item.personalised,
      fixedQuantity: item.personalised || service,
      productData: {
        name: p.name,
        slug: p.slug,
        sku: p.sku,
        type: p.type as 'product' | 'service',
        format: p.format as 'simple' | 'configurable' | 'bundle' | 'eProduct',
        media: link ? toMediaEntry(link, apiKeyId) : null,
        mainProductSlug: parent?.slug ?? null,
        isVisibleIndividually: p.isVisibleIndividually,
        usableQuantity: p.format === 'bundle' || service ? null : quantityForApi(usableStock(p)),
      },
      options: item.options,
      childProducts: (item.options.bundleOptions ?? []).flatMap((o) => {
        const chosen = products.get(o.selected);
        if (!chosen) return [];
        const quantity = bundleLinks.get(p.id)?.find((l) => l.partId === o.main)?.quantity ?? 1;
        return [
          {
            main: o.main,
            selected: o.selected,
            name: chosen.name,
            slug: chosen.slug,
            format: chosen.format as 'simple',
            quantity,
            ...(o.personalizations ? { personalizations: o.personalizations } : {}),
          },
        ];
      }),
      prices: {
        converted: {
          finalPrice: centsToEuros(price.unit),
          retailPrice: centsToEuros(price.retailUnit),
          regularPrice: centsToEuros(price.regularUnit),
          memberPriceApplied: price.memberPriceApplied,
          row: centsToEuros(price.row),
          couponDiscount: centsToEuros(price.couponDiscount),
          total: centsToEuros(price.total),
        },
      },
    };
  });
  const productLines = viewItems.filter((i) => i.type === 'product');
  return {
    cartId: cart.cartId,
    protectCode: cart.protectCode,
    status: 'open' as const,
    items: viewItems,
    itemsCount: productLines.reduce((n, i) => n + i.qty, 0),
    prices: { ...euros(priced.totals), tax: euros(priced.tax) },
    coupon: coupon
      ? {
          couponCode: coupon.code,
          commercialProfile: { discountAmount: coupon.discountType === 'percent' ? coupon.percent : 0 },
          discountType: coupon.discountType as 'percent' | 'amount',
          amount: coupon.discountType === 'amount' ? centsToEuros(coupon.amountCents ?? 0) : null,
          notes: couponNotes(coupon),
        }
      : null,
    couponCode: coupon?.code ?? null,
    memberCard: { barcode: cart.memberCardBarcode, applied: pricing.member },
    digitalOnly,
    messages,
  };
}

export type CartView = ReturnType<typeof cartAnswer>;
