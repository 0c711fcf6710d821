/**
 * The product actions of the shop layout (features/catalogue/actions-context.ts): add to cart and the wishlist
 * hearts. The cart and wishlist runtimes (XState) load after first paint or on the first click, so the
 * first-paint chunks of /, /shop/x and /product/x hold only this glue (the 130 KB first-view budget).
 */
import { useEffect, useMemo, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { AddStatus, ProductActions } from '../features/catalogue/actions-context.js';
import { loadCartRuntime } from '../features/cart/runtime-loader.js';
import type { CartRuntime } from '../features/cart/runtime.js';
import { readCartCount, subscribeCartCount } from '../features/cart/session-cookies.js';
import { useWishedIds } from '../features/wishlist/store.js';
import type { RouterContext } from './router-context.js';

/** What the buttons do beyond adding to the cart: loaded after first paint or with the first such click. */
const live = () => import('./product-actions-live.js');

/**
 * The buttons' view of the add-to-cart machine: idle until the cart runtime is loaded, then whatever the machine
 * says for each product (its state is read through the runtime, so no XState is imported here).
 */
function createAddStatuses() {
  let runtime: CartRuntime | null = null;
  const listeners = new Set<() => void>();
  return {
    get: (productId: number): AddStatus => runtime?.addStatus(productId) ?? 'idle',
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    attach(loaded: CartRuntime) {
      if (runtime) return;
      runtime = loaded;
      loaded.adder.subscribe(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}

export function useShopProductActions(): ProductActions {
  const router = useRouter();
  const ctx = router.options.context as RouterContext;
  const wished = useWishedIds();
  const [adds] = useState(createAddStatuses);
  const cartDeps = useMemo(
    () => ({
      api: ctx.api,
      queryClient: ctx.queryClient,
      toasts: ctx.toasts,
      navigate: (to: string) => void router.navigate({ to }),
    }),
    [ctx, router],
  );
  useEffect(() => {
    // After first paint: the wishlist follows the login; the cart runtime is warm for the first click.
    const id = setTimeout(() => {
      void live().then((m) => m.loadWishlist(ctx));
      void loadCartRuntime(cartDeps).then(adds.attach);
    }, 1500);
    return () => clearTimeout(id);
  }, [ctx, cartDeps, adds]);
  return useMemo(
    () => ({
      addToCart: async (product, options) => {
        const runtime = await loadCartRuntime(cartDeps);
        adds.attach(runtime);
        runtime.add({
          product,
          options: options ? { ...options, personalisation: options.personalisation ?? null } : undefined,
        });
      },
      toggleWishlist: async (productId) => (await live()).toggleWishlist(ctx, productId),
      isWished: (productId) => wished.has(productId),
      cartLine: async (cartItemId) => (await live()).cartLine(cartDeps, ctx, cartItemId),
      updateCartLine: async (cartItemId, product, options) =>
        (await live()).updateCartLine(cartDeps, cartItemId, product, options),
      addStatus: adds.get,
      subscribeAddStatus: adds.subscribe,
    }),
    [cartDeps, ctx, wished, adds],
  );
}

/** The header badge: units of the cart, right after a reload (cached count), then what the server answers. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeCartCount, readCartCount, () => 0);
}
