import { bundleQuantity, usableStock, type BundlePartStock } from './stock.js';

export type ProductFormat = 'simple' | 'configurable' | 'bundle' | 'eProduct';

export interface PurchasabilityInput {
  format: ProductFormat;
  isPurchasable: boolean;
  available: boolean;
  stockQuantity: number;
  infiniteQuantity: boolean;
}

export interface PurchasabilityContext {
  /** Units of this product already in the cart. */
  inCart?: number;
}

/**
 * docs/spec/shop.md section 4: purchasable when flagged purchasable, available and usable stock >= 1, or when simple with
 * infinite quantity. Configurable products always count as purchasable (their variants decide). A simple product
 * stops being purchasable once the cart holds its whole usable stock.
 */
export function isPurchasable(product: PurchasabilityInput, context: PurchasabilityContext = {}): boolean {
  if (product.format === 'configurable') return true;
  if (product.format === 'simple' && product.infiniteQuantity) return true;
  const usable = usableStock(product);
  if (!product.isPurchasable || !product.available || usable < 1) return false;
  if (product.format === 'simple' && (context.inCart ?? 0) >= usable) return false;
  return true;
}

export interface BundlePartInput extends BundlePartStock {
  purchasable: boolean;
}

/** A bundle sells when its own flags allow it, every part is purchasable and the parts make at least one bundle. */
export function isBundlePurchasable(
  bundle: Pick<PurchasabilityInput, 'isPurchasable' | 'available'>,
  parts: readonly BundlePartInput[],
): boolean {
  if (!bundle.isPurchasable || !bundle.available || parts.length === 0) return false;
  if (parts.some((part) => !part.purchasable)) return false;
  return bundleQuantity(parts) >= 1;
}
