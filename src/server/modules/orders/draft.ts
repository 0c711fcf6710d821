import { TAX_PERCENT } from '@shared/pricing.js';
import { usableStock } from '@shared/stock.js';
import type { CartItemRow } from '../../platform/db/schema/cart.js';
import type { ProductRow, ProductSaleColumns } from '../../platform/db/schema/catalogue.js';
import { AppError } from '../../platform/errors/index.js';
import { priceCart, taxOf, type Figures, type PricingContext } from '../cart/index.js';

/** The product columns an order line is made of (the wide text columns are never read here). */
export type OrderProduct = ProductSaleColumns & Pick<ProductRow, 'parentId'>;

/**
 * The order as the cart makes it, computed without touching the database (so it is tested on its own):
 * every line priced by the cart's own rules and snapshotted with its product, what each line takes from stock
 * (a bundle takes its chosen parts), and the totals, which are sums of the line figures.
 */
export interface DraftInput {
  items: readonly CartItemRow[];
  /** The lines' products and every chosen bundle part. */
  products: ReadonlyMap<number, OrderProduct>;
  /** Part quantities per bundle: units of the part in one bundle. */
  bundleParts: ReadonlyMap<number, ReadonlyArray<{ partId: number; quantity: number }>>;
  /** First image of each product (or of its main product). */
  mediaIds: ReadonlyMap<number, number>;
  pricing: PricingContext;
  /** The cart lines (item ids) the coupon applies to; without it, the product lines. */
  couponLines?: ReadonlySet<number>;
}

export interface DraftLine {
  position: number;
  productId: number;
  sku: string;
  name: string;
  slug: string;
  type: 'product' | 'service';
  format: string;
  qty: number;
  unitPrice: number;
  regularUnitPrice: number;
  retailUnitPrice: number;
  rowTotal: number;
  memberSaving: number;
  couponDiscount: number;
  total: number;
  vatRate: number;
  personalised: boolean;
  withdrawable: boolean;
  options: Record<string, unknown>;
  parts: Array<{ productId: number; name: string; sku: string; quantity: number }> | null;
  mediaId: number | null;
  stockTaken: Array<{ productId: number; qty: number }>;
}

export interface StockDemand {
  productId: number;
  name: string;
  qty: number;
}

export interface OrderDraft {
  lines: DraftLine[];
  totals: Figures;
  /** PDV included in the order total. */
  tax: number;
  /** Units to take per finite-stock product, in product id order (the lock order). */
  demand: StockDemand[];
  hasPersonalised: boolean;
}

const sellable = (p: OrderProduct) => !p.archived && (p.infiniteQuantity || (p.isPurchasable && p.available));

function notSellable(p: OrderProduct): never {
  throw new AppError('PRODUCT_NOT_PURCHASABLE', {
    message: `Proizvod "${p.name}" više nije dostupan za kupnju. Uklonite ga iz košarice.`,
    payload: { productId: p.id, name: p.name },
  });
}

/** What one cart line takes from stock: itself, or the chosen part of every bundle part times its quantity. */
function stockOf(
  item: CartItemRow,
  product: OrderProduct,
  input: DraftInput,
): Array<{ product: OrderProduct; qty: number }> {
  if (product.format !== 'bundle') return [{ product, qty: item.qty }];
  const links = input.bundleParts.get(product.id) ?? [];
  return (item.options.bundleOptions ?? []).map((option) => {
    const part = input.products.get(option.selected);
    if (!part) throw new AppError('PRODUCT_NOT_PURCHASABLE', { payload: { productId: option.selected } });
    const perBundle = links.find((l) => l.partId === option.main)?.quantity ?? 1;
    return { product: part, qty: item.qty * Math.max(1, perBundle) };
  });
}

export function draftOrder(input: DraftInput): OrderDraft {
  const rows = input.items.flatMap((item) => {
    const product = input.products.get(item.productId);
    return product ? [{ item, product }] : [];
  });
  const priced = priceCart(
    rows.map(({ item, product }) => ({
      itemId: item.id,
      type: product.type as 'product' | 'service',
      qty: item.qty,
      retailPrice: product.retailPrice,
      finalPrice: product.finalPrice,
      memberPrice: product.memberPrice,
      ...(input.couponLines ? { couponEligible: input.couponLines.has(item.id) } : {}),
    })),
    input.pricing,
  );
  const demand = new Map<number, StockDemand>();
  const lines = rows.map(({ item, product }, index): DraftLine => {
    const price = priced.lines[index]!;
    const service = product.type === 'service';
    if (!service && !sellable(product)) notSellable(product);
    const taken = service ? [] : stockOf(item, product, input);
    for (const { product: p, qty } of taken) {
      if (!sellable(p)) notSellable(p);
      if (p.infiniteQuantity) continue;
      const entry = demand.get(p.id) ?? { productId: p.id, name: p.name, qty: 0 };
      entry.qty += qty;
      demand.set(p.id, entry);
    }
    const parts =
      product.format === 'bundle'
        ? (item.options.bundleOptions ?? []).map((o) => {
            const part = input.products.get(o.selected)!;
            const quantity = input.bundleParts.get(product.id)?.find((l) => l.partId === o.main)?.quantity ?? 1;
            return { productId: part.id, name: part.name, sku: part.sku, quantity };
          })
        : null;
    return {
      position: index + 1,
      productId: product.id,
      sku: product.sku,
      name: product.name,
      slug: product.slug,
      type: service ? 'service' : 'product',
      format: product.format,
      qty: item.qty,
      unitPrice: price.unit,
      regularUnitPrice: price.regularUnit,
      retailUnitPrice: price.retailUnit,
      rowTotal: price.row,
      memberSaving: price.saving,
      couponDiscount: price.couponDiscount,
      total: price.total,
      vatRate: TAX_PERCENT,
      personalised: item.personalised,
      // Personalised goods and the printing that personalises them cannot be withdrawn from.
      withdrawable: !service && !item.personalised,
      options: item.options as Record<string, unknown>,
      parts,
      mediaId: input.mediaIds.get(product.id) ?? null,
      stockTaken: taken
        .filter((t) => !t.product.infiniteQuantity)
        .map((t) => ({ productId: t.product.id, qty: t.qty })),
    };
  });
  const sorted = [...demand.values()].sort((a, b) => a.productId - b.productId);
  return {
    lines,
    totals: priced.totals,
    tax: priced.tax.orderTotal,
    demand: sorted,
    hasPersonalised: rows.some(({ item }) => item.personalised),
  };
}

/**
 * The draft with the checkout's delivery price and payment fee: they add to the order total only, never to a line
 * (docs/decisions/0237-order-creation-in-fewer-round-trips.md), so the cart is priced once per order.
 */
export function withCharges(draft: OrderDraft, delivery: number, paymentFee: number): OrderDraft {
  const orderTotal = draft.totals.cartTotal + delivery + paymentFee;
  return { ...draft, totals: { ...draft.totals, delivery, paymentFee, orderTotal }, tax: taxOf(orderTotal) };
}

/** The first product whose usable stock (stock − 2) cannot cover the demand, as read before taking it. */
export function shortOf(
  demand: readonly StockDemand[],
  products: ReadonlyMap<number, OrderProduct>,
): StockDemand | null {
  return demand.find((d) => usableStock(products.get(d.productId)!) < d.qty) ?? null;
}
