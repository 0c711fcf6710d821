/** What the product card and pages hand over, turned into the addItem body (ids, options, quantity only). */
import type { CartItemOptions, Personalizations } from './api/cart-calls.js';

export interface AddPersonalisation {
  number?: string;
  text?: string;
  sponsor?: boolean;
  /** The print colour ('Boja personalizacije'), sent only beside a number or text. */
  colour?: string;
}

export interface AddInput {
  product: { id: number; slug: string; format: string };
  options?: {
    variantId?: number | null;
    quantity?: number;
    personalisation?: AddPersonalisation | null;
    bundleParts?: Array<{ productId: number; variantId: number | null; personalisation?: AddPersonalisation | null }>;
    upsell?: boolean;
  };
}

export const SPONSOR_TEXT = 'SPONZORI DODANI';

/** The spec's personalisation map: 'Upiši broj', 'Upiši tekst', 'Boja personalizacije', 'Dodaj sponzore' (only filled values). */
export function personalizationsOf(p: AddPersonalisation | null | undefined): Personalizations | undefined {
  if (!p) return undefined;
  const out: Personalizations = {};
  if (p.number?.trim()) out['Upiši broj'] = p.number.trim();
  if (p.text?.trim()) out['Upiši tekst'] = p.text.trim();
  if (p.colour && (out['Upiši broj'] || out['Upiši tekst'])) out['Boja personalizacije'] = p.colour;
  if (p.sponsor) out['Dodaj sponzore'] = SPONSOR_TEXT;
  return Object.keys(out).length > 0 ? out : undefined;
}

export interface AddBody {
  productId: number;
  qty: number;
  options?: CartItemOptions;
}

export function addBodyOf({ product, options = {} }: AddInput): AddBody {
  const qty = options.quantity ?? 1;
  if (options.bundleParts) {
    const bundleOptions = options.bundleParts.map((part) => {
      const personalizations = personalizationsOf(part.personalisation);
      return {
        main: part.productId,
        selected: part.variantId ?? part.productId,
        ...(personalizations ? { personalizations } : {}),
      };
    });
    return { productId: product.id, qty, options: { bundleOptions } };
  }
  const personalizations = personalizationsOf(options.personalisation);
  return {
    productId: options.variantId ?? product.id,
    qty,
    ...(personalizations ? { options: { personalizations } } : {}),
  };
}
