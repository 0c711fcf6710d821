import { isBundlePurchasable, isPurchasable, type ProductFormat } from '@shared/purchasability.js';
import { bundleQuantity, quantityForApi, usableStock } from '@shared/stock.js';
import type { Db } from '../../platform/db/client.js';
import type { ProductRow } from '../../platform/db/schema/catalogue.js';
import { AppError } from '../../platform/errors/index.js';
import { bundlePartsOf, productsByIds, variantsOf } from './repository/products.js';

const purchasable = (row: ProductRow) => isPurchasable({ ...row, format: row.format as ProductFormat });

export interface BundlePartState {
  part: ProductRow;
  quantity: number;
  /** The chosen variant of a configurable part. */
  variant: ProductRow | null;
  usable: number;
  purchasable: boolean;
}

/**
 * The stock view of a bundle's parts. A configurable part counts through its chosen variant; without a choice,
 * through its best purchasable variant (what the shopper could still pick).
 */
export async function bundlePartStates(
  db: Db,
  bundleId: number,
  selected: readonly number[] = [],
): Promise<BundlePartState[]> {
  const links = await bundlePartsOf(db, bundleId);
  const parts = await productsByIds(
    db,
    links.map((l) => l.partId),
  );
  const variants = await variantsOf(
    db,
    [...parts.values()].filter((p) => p.format === 'configurable').map((p) => p.id),
  );
  return links.flatMap((link): BundlePartState[] => {
    const part = parts.get(link.partId);
    if (!part) return [];
    if (part.format !== 'configurable') {
      return [
        { part, quantity: link.quantity, variant: null, usable: usableStock(part), purchasable: purchasable(part) },
      ];
    }
    const own = variants.filter((v) => v.parentId === part.id);
    const chosen = own.find((v) => selected.includes(v.id)) ?? null;
    if (chosen) {
      return [
        {
          part,
          quantity: link.quantity,
          variant: chosen,
          usable: usableStock(chosen),
          purchasable: purchasable(chosen),
        },
      ];
    }
    const sellable = own.filter(purchasable);
    const usable = sellable.reduce((best, v) => Math.max(best, usableStock(v)), 0);
    return [{ part, quantity: link.quantity, variant: null, usable, purchasable: sellable.length > 0 }];
  });
}

/** GET product/checkBundles. */
export async function checkBundle(db: Db, productId: number, selected: readonly number[]) {
  const [bundle] = (await productsByIds(db, [productId])).values();
  if (bundle?.format !== 'bundle' || bundle.archived) {
    throw new AppError('NOT_FOUND', { message: 'Bundle not found.' });
  }
  const states = await bundlePartStates(db, productId, selected);
  const stock = states.map((s) => ({ usable: s.usable, quantity: s.quantity, purchasable: s.purchasable }));
  const sellable = isBundlePurchasable(bundle, stock);
  const everyChosen = states.every((s) => s.part.format !== 'configurable' || s.variant !== null);
  return {
    product: bundle.id,
    purchasable: sellable,
    canAdd: sellable && everyChosen,
    quantity: quantityForApi(bundleQuantity(stock)),
    parts: states.map((s) => ({
      productId: s.part.id,
      variantId: s.variant?.id ?? null,
      slug: (s.variant ?? s.part).slug,
      name: (s.variant ?? s.part).name,
      format: (s.variant ?? s.part).format as ProductFormat,
      quantity: s.quantity,
      usableQuantity: quantityForApi(s.usable),
      purchasable: s.purchasable,
      available: (s.variant ?? s.part).available,
    })),
  };
}
