/**
 * `?cartItemId` on the product page: the page opens a line of this visitor's cart with
 * its variant and personalisation, and saving changes that line instead of adding another. Loaded lazily with
 * the cart runtime (no XState in the first paint).
 */
import type { QueryClient } from '@tanstack/react-query';
import { PERSONALISATION_KEYS as KEY } from '@shared/validation/personalisation.js';
import type { AddToCartOptions, CartLineChoice } from '../../lib/product-actions.js';
import { errorText } from '../../lib/error-texts.js';
import * as calls from './api/cart-calls.js';
import { cartQueryOptions } from './cart-query.js';
import { personalizationsOf } from './payload.js';
import type { CartRuntime } from './runtime.js';
import { cartTexts } from './texts.js';

export async function readCartLine(
  runtime: CartRuntime,
  queryClient: QueryClient,
  cartItemId: number,
): Promise<CartLineChoice | null> {
  const cart = await queryClient.fetchQuery(cartQueryOptions(async () => runtime)).catch(() => null);
  const item = cart?.items.find((i) => i.itemId === cartItemId && i.type !== 'service');
  if (!item) return null;
  const p = item.options.personalizations ?? {};
  const number = p[KEY.number] ?? '';
  const text = p[KEY.text] ?? p[KEY.textAlias] ?? '';
  const sponsor = Boolean(p[KEY.sponsor]);
  const colour = p[KEY.colour];
  // A child line's product is the variant; a simple product's line is the product itself.
  const variantId = item.productData.mainProductSlug ? item.productId : null;
  return {
    productId: item.productId,
    variantId,
    personalisation: number || text || sponsor ? { number, text, sponsor, ...(colour ? { colour } : {}) } : null,
  };
}

/**
 * The same variant: its personalisation is replaced in place (PATCH updateItem; the server recomputes the
 * service lines: docs/decisions/0019-service-lines-recomputed-on-server.md). Another variant cannot be patched onto a line: the old line goes and the new
 * choice is added, so the cart never holds both.
 */
export async function saveCartLine(
  runtime: CartRuntime,
  cartItemId: number,
  product: { id: number; slug: string; format: string },
  options: AddToCartOptions,
): Promise<void> {
  const { api, toasts, navigate } = runtime.deps;
  const targetId = options.variantId ?? product.id;
  try {
    const cart = await runtime.call((s) => calls.getCart(api, s));
    const item = cart.items.find((i) => i.itemId === cartItemId);
    if (item && item.productId === targetId) {
      const personalizations = personalizationsOf(options.personalisation) ?? {};
      await runtime.call((s) => calls.updateItem(api, s, cartItemId, { options: { personalizations } }));
    } else {
      if (item) await runtime.call((s) => calls.deleteItem(api, s, cartItemId));
      await runtime.call((s) => calls.addItem(api, s, targetId, item?.qty ?? 1, optionsOf(options)), true);
    }
    toasts.show({ kind: 'success', message: cartTexts.lineUpdated });
    navigate('/kosarica');
  } catch (error) {
    toasts.show({ kind: 'error', message: errorText(error) });
    throw error;
  }
}

function optionsOf(options: AddToCartOptions): calls.CartItemOptions | undefined {
  const personalizations = personalizationsOf(options.personalisation);
  return personalizations ? { personalizations } : undefined;
}
