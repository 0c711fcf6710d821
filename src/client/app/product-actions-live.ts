/**
 * The wishlist hearts and the cart line's editing for the shop layout's product actions (product-actions.ts): code
 * no first view runs, loaded after first paint or with the first click (docs/targets.md P1).
 */
import type { ProductActions } from '../features/catalogue/actions-context.js';
import { loadCartRuntime } from '../features/cart/runtime-loader.js';
import type { CartRuntimeDeps } from '../features/cart/runtime.js';
import type { RouterContext } from './router-context.js';

type Wishlist = Awaited<ReturnType<typeof import('../features/wishlist/runtime.js')['startWishlistRuntime']>>;
const wishlists = new WeakMap<object, Promise<Wishlist>>();

export function loadWishlist(ctx: RouterContext): Promise<Wishlist> {
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

export async function toggleWishlist(ctx: RouterContext, productId: number): Promise<void> {
  // A heart clicked right after a reload, before the refresh told who is signed in, must not say 'log in'.
  const [wishlist] = await Promise.all([loadWishlist(ctx), ctx.auth.ready()]);
  await settled(wishlist);
  wishlist.send({ type: 'wishlist.toggle', productId });
}

export async function cartLine(
  deps: CartRuntimeDeps,
  ctx: RouterContext,
  cartItemId: Parameters<ProductActions['cartLine']>[0],
): ReturnType<ProductActions['cartLine']> {
  const [runtime, edit] = await Promise.all([loadCartRuntime(deps), import('../features/cart/line-edit.js')]);
  return edit.readCartLine(runtime, ctx.queryClient, cartItemId);
}

export async function updateCartLine(
  deps: CartRuntimeDeps,
  ...[cartItemId, product, options]: Parameters<ProductActions['updateCartLine']>
): Promise<void> {
  const [runtime, edit] = await Promise.all([loadCartRuntime(deps), import('../features/cart/line-edit.js')]);
  await edit.saveCartLine(runtime, cartItemId, product, options);
}
