import { isPurchasable, type ProductFormat } from '@shared/purchasability.js';
import { MAX_CART_QUANTITY, usableStock } from '@shared/stock.js';
import type { Db } from '../../platform/db/client.js';
import type { CartItemRow } from '../../platform/db/schema/cart.js';
import type { ProductRow } from '../../platform/db/schema/catalogue.js';
import { bundlePartsOf, productsByIds } from '../catalogue/index.js';
import { kindOf } from './personalisation.js';
import { deleteItems, insertItem, itemsOf, productsBySlugs, updateItem } from './repository.js';

import { PERSONALISATION_SERVICE, SPONSOR_SERVICE } from '@shared/validation/personalisation.js';

export { PERSONALISATION_SERVICE, SPONSOR_SERVICE };
export const STOCK_CUT_MESSAGE =
  'Količina proizvoda je promjenjena zbog maksimalnog broja proizvoda koje je moguće dodati!';
export const MAX_999_MESSAGE = 'Maksimalna količina proizvoda koji možete dodati u košaricu je jednaka 999';

export interface CartMessage {
  code: 'QUANTITY_CUT_TO_STOCK' | 'QUANTITY_MAX_999' | 'COUPON_REMOVED';
  message: string;
  itemId?: number;
  productId?: number;
}

/** What a line contributes to the two service lines: a bundle counts once, whatever its parts carry. */
function serviceUnits(item: CartItemRow) {
  const kinds = [
    kindOf(item.options.personalizations),
    ...(item.options.bundleOptions ?? []).map((o) => kindOf(o.personalizations)),
  ];
  return {
    personalisation: kinds.some((k) => k.numberOrText) ? item.qty : 0,
    sponsor: kinds.some((k) => k.sponsor) ? item.qty : 0,
  };
}

const capacityOf = (p: ProductRow) =>
  p.archived || !isPurchasable({ ...p, format: p.format as ProductFormat }) ? 0 : usableStock(p);

/** What one bundle takes of each chosen part: the part's product (a variant or a simple part) and how many. */
async function bundleUses(db: Db, items: readonly CartItemRow[], bundleIds: ReadonlySet<number>) {
  const uses = new Map<number, Array<{ partId: number; perBundle: number }>>();
  for (const item of items) {
    if (!bundleIds.has(item.productId)) continue;
    const links = await bundlePartsOf(db, item.productId);
    uses.set(
      item.id,
      (item.options.bundleOptions ?? []).map((o) => ({
        partId: o.selected,
        perBundle: Math.max(1, links.find((l) => l.partId === o.main)?.quantity ?? 1),
      })),
    );
  }
  return uses;
}

/**
 * Brings a cart back to the rules after any change (docs/decisions/0029-server-rechecks-storefront-rules.md,
 * docs/decisions/0019-service-lines-recomputed-on-server.md): lines of one product share its usable stock in line
 * order and are cut (or dropped) with the stock message, services excepted; a bundle takes its parts' stock, so it
 * is cut to what its parts allow (docs/decisions/0184-bundles-capped-by-their-parts.md); then the personalisation and
 * sponsor service lines are recomputed from the product lines.
 */
export async function settleCart(db: Db, cartPk: number, messages: CartMessage[]): Promise<void> {
  const items = await itemsOf(db, cartPk);
  const products = await productsByIds(
    db,
    items.map((i) => i.productId),
  );
  const bundleIds = new Set([...products.values()].filter((p) => p.format === 'bundle').map((p) => p.id));
  const uses = await bundleUses(db, items, bundleIds);
  const parts = await productsByIds(
    db,
    [...uses.values()].flatMap((u) => u.map((x) => x.partId)),
  );
  // What is still free of each product, shared in line order by its own lines and by the bundles that hold it.
  const remaining = new Map<number, number>();
  const leftOf = (productId: number) => {
    const part = products.get(productId) ?? parts.get(productId);
    return remaining.get(productId) ?? (part ? capacityOf(part) : 0);
  };
  const drop: number[] = [];
  const kept: CartItemRow[] = [];
  for (const item of items) {
    const product = products.get(item.productId);
    if (!product || item.mergeKey === 'service') continue;
    let qty: number;
    if (bundleIds.has(product.id)) {
      const taken = uses.get(item.id) ?? [];
      const fits = Math.min(...taken.map((u) => Math.floor(leftOf(u.partId) / u.perBundle)));
      qty = Math.min(item.qty, fits, MAX_CART_QUANTITY);
      for (const u of taken) remaining.set(u.partId, leftOf(u.partId) - qty * u.perBundle);
    } else {
      qty = Math.min(item.qty, leftOf(product.id), MAX_CART_QUANTITY);
      remaining.set(product.id, leftOf(product.id) - qty);
    }
    if (qty < item.qty)
      messages.push({
        code: 'QUANTITY_CUT_TO_STOCK',
        message: STOCK_CUT_MESSAGE,
        itemId: item.id,
        productId: product.id,
      });
    if (qty < 1) drop.push(item.id);
    else {
      if (qty !== item.qty) await updateItem(db, item.id, { qty });
      kept.push({ ...item, qty });
    }
  }
  await deleteItems(db, drop);
  await syncServices(db, cartPk, items, kept);
}

/** Units of the personalisation and sponsor service lines that these product lines require. */
export function serviceQuantities(productLines: readonly CartItemRow[]) {
  return productLines.reduce(
    (sum, item) => {
      const u = serviceUnits(item);
      return { personalisation: sum.personalisation + u.personalisation, sponsor: sum.sponsor + u.sponsor };
    },
    { personalisation: 0, sponsor: 0 },
  );
}

async function syncServices(db: Db, cartPk: number, before: CartItemRow[], kept: CartItemRow[]) {
  const units = serviceQuantities(kept);
  const services = await productsBySlugs(db, [PERSONALISATION_SERVICE, SPONSOR_SERVICE]);
  const wanted: Array<[ProductRow | undefined, number]> = [
    [services.get(PERSONALISATION_SERVICE), units.personalisation],
    [services.get(SPONSOR_SERVICE), units.sponsor],
  ];
  const existing = before.filter((i) => i.mergeKey === 'service');
  // Service lines of other products (should not exist) go too: only the server writes service lines.
  const stray = existing.filter((i) => !wanted.some(([p]) => p?.id === i.productId)).map((i) => i.id);
  await deleteItems(db, stray);
  for (const [product, qty] of wanted) {
    if (!product) continue;
    const line = existing.find((i) => i.productId === product.id);
    const capped = Math.min(qty, MAX_CART_QUANTITY);
    if (capped === 0 && line) await deleteItems(db, [line.id]);
    else if (capped > 0 && !line)
      await insertItem(db, {
        cartId: cartPk,
        productId: product.id,
        qty: capped,
        options: {},
        mergeKey: 'service',
        personalised: false,
      });
    else if (line && capped > 0 && line.qty !== capped) await updateItem(db, line.id, { qty: capped });
  }
}
