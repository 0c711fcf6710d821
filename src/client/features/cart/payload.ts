/** What the product card and pages hand over, turned into the add-to-cart request (ids, options, quantity only). */
import type { AddRequest } from '@machines/add-to-cart/add-to-cart.machine.js';
import { PERSONALISATION_KEYS as KEY, SPONSOR_TEXT } from '@shared/validation/personalisation.js';
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

/** The spec's personalisation map: 'Upiši broj', 'Upiši tekst', 'Boja personalizacije', 'Dodaj sponzore' (only filled values). */
export function personalizationsOf(p: AddPersonalisation | null | undefined): Personalizations | undefined {
  if (!p) return undefined;
  const out: Personalizations = {};
  if (p.number?.trim()) out[KEY.number] = p.number.trim();
  if (p.text?.trim()) out[KEY.text] = p.text.trim();
  if (p.colour && (out[KEY.number] || out[KEY.text])) out[KEY.colour] = p.colour;
  if (p.sponsor) out[KEY.sponsor] = SPONSOR_TEXT;
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

/**
 * The add-to-cart machine's request for a button press: whether a variant is still missing, and the body. A bundle
 * from a card has no parts chosen yet: the machine opens its page, where every part's size is chosen.
 */
export function addRequestOf(input: AddInput): AddRequest {
  const { product, options } = input;
  const bundle = product.format === 'bundle';
  const variantsChosen = bundle
    ? Boolean(options?.bundleParts)
    : product.format !== 'configurable' || Boolean(options?.variantId);
  return {
    productId: product.id,
    slug: product.slug,
    configurable: bundle || product.format === 'configurable',
    bundle,
    variantsChosen,
    ...(options?.upsell ? { upsell: true } : {}),
    body: addBodyOf(input),
  };
}
