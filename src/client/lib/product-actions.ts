import type { ProductListItem } from './api-types.js';

// The seam between the catalogue screens (which render the buttons) and the cart and wishlist features (which
// do the work): both import these types from here, so neither feature imports the other.

/**
 * What a product card or page can do besides linking: add to cart and toggle the wishlist. The cart issue
 * provides the real handlers (a provider around the shop layout); until then they do nothing, so the buttons
 * render and are wired in one place.
 */
export interface ProductActions {
  addToCart: (
    product: Pick<ProductListItem, 'id' | 'slug' | 'format'>,
    options?: AddToCartOptions,
  ) => void | Promise<void>;
  toggleWishlist: (productId: number) => void | Promise<void>;
  isWished: (productId: number) => boolean;
  /** The choices of a cart line opened with `?cartItemId` (null when the line is not in this visitor's cart). */
  cartLine: (cartItemId: number) => Promise<CartLineChoice | null>;
  /** Saves the edited line in place (updateItem), instead of adding a new one; rejects when that failed. */
  updateCartLine: (
    cartItemId: number,
    product: Pick<ProductListItem, 'id' | 'slug' | 'format'>,
    options: AddToCartOptions,
  ) => Promise<void>;
  /** The add-to-cart machine's state for a product's button: 'working' is the spinner, 1.5 s after the click. */
  addStatus: (productId: number) => AddStatus;
  subscribeAddStatus: (listener: () => void) => () => void;
}

export type AddStatus = 'idle' | 'pending' | 'working';

/** What the product page prefills when it edits a cart line. */
export interface CartLineChoice {
  productId: number;
  variantId: number | null;
  personalisation: { number: string; text: string; sponsor: boolean; colour?: string } | null;
}

/** A configured add: the chosen variant, the personalisation, and for bundles each part's choice. */
export interface AddToCartOptions {
  variantId?: number | null;
  quantity?: number;
  personalisation?: { number?: string; text?: string; sponsor?: boolean; colour?: string } | null;
  bundleParts?: Array<{
    productId: number;
    variantId: number | null;
    personalisation: AddToCartOptions['personalisation'];
  }>;
  /** The no-return notice was shown with the personalised product. */
  noReturnNoticeShown?: boolean;
}
