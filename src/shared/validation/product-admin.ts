import * as z from 'zod/mini';
import { SKU_PATTERN, SLUG_MIN_LENGTH, SLUG_PATTERN } from '../catalogue-admin.js';
import { eurosToCents } from '../money.js';
import { crossFieldRule, optionalText, requiredText } from './fields.js';
import { fieldMessages as m } from './messages.js';

/**
 * The back office's product form (docs/decisions/0176-product-status-drives-archived.md): prices as typed
 * ('49,99'), the choices as ids. The form machine validates with it; the server checks the same price rules and
 * answers the same codes (PRICE_NEGATIVE, SALE_ABOVE_REGULAR) on the field.
 */
export const productMessages = {
  sku: 'Šifra smije sadržavati slova, brojke, crticu, točku i podvlaku.',
  slug: 'Adresa smije sadržavati mala slova, brojke i crtice (npr. dres-domaci-2027).',
  price: 'Upišite cijenu u eurima, npr. 49,99.',
  negative: 'Cijena ne može biti manja od nule.',
  saleAboveRegular: 'Akcijska cijena ne može biti veća od redovne cijene.',
  sizes: 'Odaberite barem jednu veličinu.',
  stock: 'Upišite cijeli broj komada (0 ili više).',
  bundleParts: 'Paket treba barem jedan proizvod.',
  partQuantity: 'Količina dijela paketa je od 1 do 99.',
} as const;

/** The most parts a bundle may have (the contract's bound). */
export const MAX_BUNDLE_PARTS = 20;

/** A part of a bundle as the form shows it: the product (its name for the list) and how many go in one bundle. */
const bundlePart = z.object({
  productId: z.number(),
  name: z.string(),
  quantity: z.number().check(z.int(), z.gte(1, productMessages.partQuantity), z.lte(99, productMessages.partQuantity)),
});

/** Euros as staff type them: digits with a comma or a dot and at most two decimals, a minus sign allowed to be refused. */
const PRICE_TEXT = /^-?\d{1,7}(?:[.,]\d{1,2})?$/;

const priceText = (required: boolean) =>
  z.string().check(
    z.trim(),
    z.superRefine((value, ctx) => {
      if (value === '') {
        if (required) ctx.addIssue({ code: 'custom', message: m.required, input: value });
        return;
      }
      if (!PRICE_TEXT.test(value)) ctx.addIssue({ code: 'custom', message: productMessages.price, input: value });
      else if (value.startsWith('-')) ctx.addIssue({ code: 'custom', message: productMessages.negative, input: value });
    }),
  );

/** Typed euros to cents; '' is no price. */
export function priceCents(text: string): number | null {
  const value = text.trim();
  return value === '' ? null : eurosToCents(value);
}

const priceFields = { regularPrice: priceText(true), salePrice: priceText(false), memberPrice: priceText(false) };

const saleNotAboveRegular = crossFieldRule<{ regularPrice: string; salePrice: string }>(
  'salePrice',
  (v) => {
    const sale = PRICE_TEXT.test(v.salePrice.trim()) ? priceCents(v.salePrice) : null;
    const regular = PRICE_TEXT.test(v.regularPrice.trim()) ? priceCents(v.regularPrice) : null;
    return sale === null || regular === null || sale <= regular;
  },
  productMessages.saleAboveRegular,
  'SALE_ABOVE_REGULAR',
);

/** The three prices alone (the price planner of a saved product). */
export const priceFormSchema = z.object(priceFields).check(saleNotAboveRegular);

export const productFormSchema = z
  .object({
    name: requiredText(200),
    sku: requiredText(48).check(z.regex(SKU_PATTERN, productMessages.sku)),
    slug: requiredText(160).check(
      z.minLength(SLUG_MIN_LENGTH, m.minLength(SLUG_MIN_LENGTH)),
      z.regex(SLUG_PATTERN, productMessages.slug),
    ),
    format: z.enum(['simple', 'configurable', 'bundle']),
    status: z.enum(['draft', 'published', 'archived']),
    ...priceFields,
    stock: z.string().check(z.trim(), z.regex(/^\d{0,7}$/, productMessages.stock)),
    categoryId: z.string().check(z.minLength(1, m.required)),
    tagIds: z.array(z.number()),
    attributeValueIds: z.array(z.number()),
    sizeValueIds: z.array(z.number()),
    colourValueIds: z.array(z.number()),
    bundleParts: z.array(bundlePart).check(z.maxLength(MAX_BUNDLE_PARTS)),
    shortDescription: optionalText(2000),
    description: optionalText(20000),
    seoTitle: optionalText(200),
    seoDescription: optionalText(500),
    personalisation: z.boolean(),
    sponsor: z.boolean(),
  })
  .check(
    saleNotAboveRegular,
    crossFieldRule(
      'sizeValueIds',
      (v) => v.format !== 'configurable' || v.sizeValueIds.length > 0,
      productMessages.sizes,
      'VALIDATION_FAILED',
    ),
    crossFieldRule(
      'bundleParts',
      (v) => v.format !== 'bundle' || v.bundleParts.length > 0,
      productMessages.bundleParts,
      'VALIDATION_FAILED',
    ),
  );

export type ProductFormValues = z.input<typeof productFormSchema>;

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  sku: '',
  slug: '',
  format: 'simple',
  status: 'draft',
  regularPrice: '',
  salePrice: '',
  memberPrice: '',
  stock: '0',
  categoryId: '',
  tagIds: [],
  attributeValueIds: [],
  sizeValueIds: [],
  colourValueIds: [],
  bundleParts: [],
  shortDescription: '',
  description: '',
  seoTitle: '',
  seoDescription: '',
  personalisation: false,
  sponsor: false,
};
