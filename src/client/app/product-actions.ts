/**
 * The product actions of the shop layout (features/catalogue/actions-context.ts): add to cart and the wishlist
 * hearts. The cart and wishlist runtimes (XState) load after first paint or on the first click, so the
 * first-paint chunks of /, /shop/x and /product/x hold only this glue (TARGETS P1).
 */
import { useEffect, useMemo } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { ProductActions } from '../features/catalogue/actions-context.js';
import { loadCartRuntime } from '../features/cart/runtime-loader.js';
import { readCartCount, subscribeCartCount } from '../features/cart/session-cookies.js';
import { useWishedIds } from '../features/wishlist/store.js';
import type { RouterContext } from './router-context.js';

type Wishlist = Awaited<ReturnType<typeof import('../features/wishlist/runtime.js')['startWishlistRuntime']>>;
const wishlists = new WeakMap<object, Promise<Wishlist>>();

function loadWishlist(ctx: RouterContext): Promise<Wishlist> {
  let w = wishlists.get(ctx.api);
  if (!w) {
    w = import('../features/wishlist/runtime.js').then((m) => m.startWishlistRuntime(ctx));
    wishlists.set(ctx.api, w);
  }
  return w;
}

/** Resolves once the wished ids are loaded (a toggle while they load would be dropped). No XState import here. */
function settled(wishlist: Wishlist): Promise<void> {
  const loading = () => wishlist.getSnapshot().matches('loading');
  if (!loading()) return Promise.resolve();
  return new Promise((resolve) => {
    const sub = wishlist.subscribe(() => {
      if (loading()) return;
      sub.unsubscribe();
      resolve();
    });
  });
}

export function useShopProductActions(): ProductActions {
  const router = useRouter();
  const ctx = router.options.context as RouterContext;
  const wished = useWishedIds();
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
      void loadWishlist(ctx);
      void loadCartRuntime(cartDeps);
    }, 1500);
    return () => clearTimeout(id);
  }, [ctx, cartDeps]);
  return useMemo(
    () => ({
      addToCart: async (product, options) => {
        const runtime = await loadCartRuntime(cartDeps);
        runtime.add({
          product,
          options: options ? { ...options, personalisation: options.personalisation ?? null } : undefined,
        });
      },
      toggleWishlist: async (productId) => {
        // A heart clicked right after a reload, before the refresh told who is signed in, must not say 'log in'.
        const [wishlist] = await Promise.all([loadWishlist(ctx), ctx.auth.ready()]);
        await settled(wishlist);
        wishlist.send({ type: 'wishlist.toggle', productId });
      },
      isWished: (productId) => wished.has(productId),
      cartLine: async (cartItemId) => {
        const [runtime, edit] = await Promise.all([loadCartRuntime(cartDeps), import('../features/cart/line-edit.js')]);
        return edit.readCartLine(runtime, ctx.queryClient, cartItemId);
      },
      updateCartLine: async (cartItemId, product, options) => {
        const [runtime, edit] = await Promise.all([loadCartRuntime(cartDeps), import('../features/cart/line-edit.js')]);
        await edit.saveCartLine(runtime, cartItemId, product, options);
      },
    }),
    [cartDeps, ctx, wished],
  );
}

/** The header badge: units of the cart, right after a reload (cached count), then what the server answers. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeCartCount, readCartCount, () => 0);
}
