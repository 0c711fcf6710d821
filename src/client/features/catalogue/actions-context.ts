import { createContext, useContext } from 'react';
import type { ProductActions } from '../../lib/product-actions.js';

export type { AddToCartOptions, CartLineChoice, ProductActions } from '../../lib/product-actions.js';

export const noProductActions: ProductActions = {
  addToCart: () => {},
  toggleWishlist: () => {},
  isWished: () => false,
  cartLine: async () => null,
  updateCartLine: async () => {},
};

export const ProductActionsContext = createContext<ProductActions>(noProductActions);

export function useProductActions(): ProductActions {
  return useContext(ProductActionsContext);
}
