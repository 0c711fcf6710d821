/** The check of the personalisation sync (docs/spec/shop.md 4): the server-derived service lines match the personalised lines. */
import type { Cart } from './api/cart-calls.js';

export const PERSONALISATION_SLUG = 'usluga-promidzbe-i-marketinga';
export const SPONSORS_SLUG = 'sponzori';

const filled = (v: string | undefined) => v !== undefined && v.trim() !== '';

export function serviceLinesConsistent(cart: Cart): boolean {
  let personalised = 0;
  let sponsored = 0;
  for (const item of cart.items) {
    if (item.type === 'service') continue;
    const maps = [item.options.personalizations, ...(item.options.bundleOptions ?? []).map((b) => b.personalizations)];
    if (maps.some((p) => p && (filled(p['Upiši broj']) || filled(p['Upiši tekst']) || filled(p['Unesi tekst']))))
      personalised += item.qty;
    if (maps.some((p) => p && filled(p['Dodaj sponzore']))) sponsored += item.qty;
  }
  const qtyOf = (slug: string) => cart.items.find((i) => i.productData.slug === slug)?.qty ?? 0;
  return qtyOf(PERSONALISATION_SLUG) === personalised && qtyOf(SPONSORS_SLUG) === sponsored;
}
