import { describe, expect, it } from 'vitest';
import type { CartItemRow } from '../../platform/db/schema/cart.js';
import { draftOrder, type OrderProduct, shortOf } from './draft.js';

const product = (id: number, over: Partial<OrderProduct> = {}): OrderProduct => ({
  id,
  type: 'product',
  format: 'simple',
  sku: `SKU-${id}`,
  slug: `p-${id}`,
  name: `Proizvod ${id}`,
  archived: false,
  isPurchasable: true,
  available: true,
  stockQuantity: 10,
  infiniteQuantity: false,
  retailPrice: 1000,
  finalPrice: 1000,
  memberPrice: null,
  parentId: null,
  ...over,
});

const item = (id: number, productId: number, qty: number, over: Partial<CartItemRow> = {}): CartItemRow => ({
  id,
  cartId: 1,
  productId,
  qty,
  options: {},
  mergeKey: '{}',
  personalised: false,
  createdAt: new Date(0),
  ...over,
});

const products = new Map<number, OrderProduct>([
  [1, product(1, { memberPrice: 800 })],
  [2, product(2, { stockQuantity: 3 })],
  [3, product(3, { format: 'bundle', infiniteQuantity: true, finalPrice: 2500, retailPrice: 2500 })],
  [4, product(4, { type: 'service', infiniteQuantity: true, finalPrice: 1500, retailPrice: 1500 })],
  [5, product(5, { format: 'eProduct', infiniteQuantity: true })],
]);
const bundleParts = new Map([
  [
    3,
    [
      { partId: 1, quantity: 2 },
      { partId: 2, quantity: 1 },
    ],
  ],
]);
const base = { products, bundleParts, mediaIds: new Map([[1, 77]]) };

describe('order draft', () => {
  it('should take a bundle part as many times as the bundle holds it, per bundle, and nothing for services', () => {
    const draft = draftOrder({
      ...base,
      items: [
        item(1, 3, 2, {
          options: {
            bundleOptions: [
              { main: 1, selected: 1 },
              { main: 2, selected: 2 },
            ],
          },
        }),
        item(2, 1, 1),
        item(3, 4, 1, { mergeKey: 'service' }),
        item(4, 5, 3),
      ],
      pricing: { member: false, coupon: null },
    });
    expect(draft.demand).toEqual([
      { productId: 1, name: 'Proizvod 1', qty: 5 },
      { productId: 2, name: 'Proizvod 2', qty: 2 },
    ]);
    expect(draft.lines.map((l) => l.stockTaken)).toEqual([
      [
        { productId: 1, qty: 4 },
        { productId: 2, qty: 2 },
      ],
      [{ productId: 1, qty: 1 }],
      [],
      [],
    ]);
    expect(draft.lines[0]!.parts).toEqual([
      { productId: 1, name: 'Proizvod 1', sku: 'SKU-1', quantity: 2 },
      { productId: 2, name: 'Proizvod 2', sku: 'SKU-2', quantity: 1 },
    ]);
    expect(draft.lines[1]!.mediaId).toBe(77);
  });

  it('should total the lines with the member price, the coupon, delivery and the payment fee', () => {
    const draft = draftOrder({
      ...base,
      items: [item(1, 1, 2), item(2, 4, 1, { mergeKey: 'service' })],
      pricing: { member: true, coupon: { percent: 10 }, delivery: 499, paymentFee: 200 },
    });
    const [jersey, service] = draft.lines;
    expect(jersey).toMatchObject({
      unitPrice: 800,
      rowTotal: 1600,
      memberSaving: 400,
      couponDiscount: 160,
      total: 1440,
    });
    expect(service).toMatchObject({ unitPrice: 1500, couponDiscount: 0, total: 1500, withdrawable: false });
    expect(draft.totals).toMatchObject({ itemsTotal: 3100, coupon: 160, delivery: 499, paymentFee: 200 });
    expect(draft.totals.orderTotal).toBe(1440 + 1500 + 499 + 200);
    expect(draft.tax).toBe(draft.totals.orderTotal - Math.round((draft.totals.orderTotal * 100) / 125));
  });

  it('should mark personalised lines as not withdrawable', () => {
    const draft = draftOrder({
      ...base,
      items: [item(1, 1, 1, { personalised: true, options: { personalizations: { 'Upiši broj': '9' } } })],
      pricing: { member: false, coupon: null },
    });
    expect(draft.hasPersonalised).toBe(true);
    expect(draft.lines[0]).toMatchObject({ personalised: true, withdrawable: false });
  });

  it('should refuse a product taken off sale, naming it', () => {
    const off = new Map(products).set(2, product(2, { isPurchasable: false }));
    expect(() =>
      draftOrder({ ...base, products: off, items: [item(1, 2, 1)], pricing: { member: false, coupon: null } }),
    ).toThrow(/"Proizvod 2" više nije dostupan/);
  });

  it('should find the first product whose usable stock (stock - 2) cannot cover the demand', () => {
    const demand = [
      { productId: 1, name: 'Proizvod 1', qty: 8 },
      { productId: 2, name: 'Proizvod 2', qty: 2 },
    ];
    expect(shortOf(demand, products)).toEqual(demand[1]);
    expect(shortOf([demand[0]!], products)).toBeNull();
  });
});
