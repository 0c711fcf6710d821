import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AddStatus, ProductActions } from '../../lib/product-actions.js';

export type { AddStatus, ProductActions } from '../../lib/product-actions.js';

export const noProductActions: ProductActions = {
  addToCart: () => {},
  toggleWishlist: () => {},
  isWished: () => false,
  cartLine: async () => null,
  updateCartLine: async () => {},
  addStatus: () => 'idle',
  subscribeAddStatus: () => () => {},
};

export const ProductActionsContext = createContext<ProductActions>(noProductActions);

export function useProductActions(): ProductActions {
  return useContext(ProductActionsContext);
}

/** What a product's add button shows: 'working' (the spinner) while the add-to-cart machine is still busy after 1.5 s. */
export function useAddStatus(productId: number): AddStatus {
  const actions = useProductActions();
  return useSyncExternalStore(
    actions.subscribeAddStatus,
    () => actions.addStatus(productId),
    () => 'idle',
  );
}
