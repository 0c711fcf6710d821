/**
 * Stock rules: two units are always kept back as a buffer against overselling, so the
 * usable stock is stock - 2, never below 0; products with infinite quantity have infinite usable stock.
 * Infinity is used inside domain code; the API edge turns it into null with `quantityForApi`.
 */
export const STOCK_BUFFER = 2;
export const MAX_CART_QUANTITY = 999;

export interface StockInput {
  stockQuantity: number;
  infiniteQuantity: boolean;
}

export function usableStock(product: StockInput): number {
  if (product.infiniteQuantity) return Number.POSITIVE_INFINITY;
  return Math.max(0, Math.floor(product.stockQuantity) - STOCK_BUFFER);
}

export interface BundlePartStock {
  /** Usable stock of the part (or of its chosen variant). */
  usable: number;
  /** How many units of the part one bundle contains. */
  quantity: number;
}

/** Whole bundles the parts allow: min over parts of floor(usable / part quantity); a bundle without parts sells none. */
export function bundleQuantity(parts: readonly BundlePartStock[]): number {
  if (parts.length === 0) return 0;
  let result = Number.POSITIVE_INFINITY;
  for (const part of parts) {
    const perBundle = Math.max(1, Math.floor(part.quantity));
    const possible = part.usable === Number.POSITIVE_INFINITY ? part.usable : Math.floor(part.usable / perBundle);
    result = Math.min(result, possible);
  }
  return result;
}

/** Infinity -> null, the API's way of saying "infinite". */
export function quantityForApi(quantity: number): number | null {
  return Number.isFinite(quantity) ? quantity : null;
}

/** The API's null -> Infinity. */
export function quantityFromApi(quantity: number | null | undefined): number {
  return quantity === null || quantity === undefined ? Number.POSITIVE_INFINITY : quantity;
}

/** A requested cart quantity cut to 1..999 and to the usable stock. */
export function clampCartQuantity(requested: number, usable: number): number {
  const whole = Number.isFinite(requested) ? Math.floor(requested) : 1;
  const atLeastOne = Math.max(whole, 1);
  return Math.max(0, Math.min(atLeastOne, MAX_CART_QUANTITY, usable));
}
