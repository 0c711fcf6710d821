import type { Cents } from './money.js';
import { STOCK_BUFFER } from './stock.js';

/**
 * The catalogue back office's rules, shared by the server, the machines and the screens
 * (docs/decisions/0176-product-status-drives-archived.md, 0177-bulk-changes-and-undo.md, 0179-stock-ledger-one-location.md).
 */

export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_TEXT: Record<ProductStatus, string> = {
  draft: 'Skica',
  published: 'Objavljen',
  archived: 'Arhiviran',
};

export const PRODUCT_FORMATS = ['simple', 'configurable', 'bundle'] as const;
export type AdminProductFormat = (typeof PRODUCT_FORMATS)[number];
export const PRODUCT_FORMAT_TEXT: Record<AdminProductFormat, string> = {
  simple: 'Jednostavan',
  configurable: 'S varijantama (veličina × boja)',
  bundle: 'Paket',
};

/** Usable stock at or under this (and above zero) is low: the low-stock list and the 'low' filter. */
export const LOW_STOCK_LIMIT = 5;
export const STOCK_STATES = ['in', 'low', 'out'] as const;
export type StockState = (typeof STOCK_STATES)[number];
export const STOCK_STATE_TEXT: Record<StockState, string> = { in: 'Na zalihi', low: 'Niska zaliha', out: 'Nema' };

/** The state of a stock quantity by its usable part (the shop keeps STOCK_BUFFER units back). */
export function stockStateOf(stockQuantity: number, infinite: boolean): StockState {
  if (infinite) return 'in';
  const usable = Math.max(0, stockQuantity - STOCK_BUFFER);
  if (usable === 0) return 'out';
  return usable <= LOW_STOCK_LIMIT ? 'low' : 'in';
}

export const STOCK_REASONS = [
  'delivery',
  'correction',
  'damage',
  'return',
  'stock_take',
  'bulk',
  'import',
  'undo',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
/** The reasons staff pick for an adjustment by hand; the others are written by their flows. */
export const ADJUSTMENT_REASONS = ['delivery', 'correction', 'damage', 'return'] as const;
export const STOCK_REASON_TEXT: Record<StockReason, string> = {
  delivery: 'Primka robe',
  correction: 'Ispravak',
  damage: 'Oštećenje ili otpis',
  return: 'Povrat',
  stock_take: 'Inventura',
  bulk: 'Skupna promjena',
  import: 'Uvoz CSV-a',
  undo: 'Poništenje skupne promjene',
};

/** How a bulk price change moves a price: to a figure, by a percentage, or by an amount (negative lowers). */
export type PriceChange =
  | { mode: 'set'; cents: Cents }
  | { mode: 'percent'; percent: number }
  | { mode: 'amount'; cents: Cents };

/** The nearest price ending in ,99 (49,99 for 50,39; 0 stays 0; never below 0,99). */
export function roundTo99(cents: Cents): Cents {
  if (cents <= 0) return 0;
  const below = Math.floor(cents / 100) * 100 - 1;
  const above = below + 100;
  const nearest = cents - below <= above - cents ? below : above;
  return Math.max(99, nearest);
}

/** A price after a bulk change, never below zero, rounded to ,99 when asked. */
export function changedPrice(cents: Cents, change: PriceChange, round99: boolean): Cents {
  const raw =
    change.mode === 'set'
      ? change.cents
      : change.mode === 'percent'
        ? Math.round((cents * (100 + change.percent)) / 100)
        : cents + change.cents;
  const safe = Math.max(0, raw);
  return round99 ? roundTo99(safe) : safe;
}

/** A product's personalisation options: number, text and print colour; sponsor patches apart. */
const PERSONALISATION_OPTIONS = [
  { code: 'number', label: 'Upiši broj', type: 'number', maxLength: 2 },
  { code: 'text', label: 'Upiši tekst', type: 'text', maxLength: 12 },
] as const;
const SPONSOR_OPTION = { code: 'sponsor', label: 'Dodaj sponzore', type: 'checkbox', maxLength: null } as const;
const COLOUR_OPTION = {
  code: 'colour',
  label: 'Boja personalizacije',
  type: 'select',
  maxLength: null,
  values: ['Bijela', 'Zlatna', 'Crna'],
} as const;

export interface CustomOptionDef {
  code: string;
  label: string;
  type: string;
  maxLength: number | null;
  values?: string[];
}

/** The custom options a product offers for its services (the cart charges the personalisation and sponsor services). */
export function customOptionsFor(services: { personalisation: boolean; sponsor: boolean }): CustomOptionDef[] | null {
  const options: CustomOptionDef[] = [];
  if (services.personalisation) options.push(...PERSONALISATION_OPTIONS.map((o) => ({ ...o })));
  if (services.sponsor) options.push({ ...SPONSOR_OPTION });
  if (services.personalisation) options.push({ ...COLOUR_OPTION, values: [...COLOUR_OPTION.values] });
  return options.length > 0 ? options : null;
}

/** Which services a product's stored options offer. */
export function servicesOf(options: readonly { code: string }[] | null): {
  personalisation: boolean;
  sponsor: boolean;
} {
  const codes = new Set((options ?? []).map((o) => o.code));
  return { personalisation: codes.has('number') || codes.has('text'), sponsor: codes.has('sponsor') };
}

/** A URL slug: lower-case letters, digits and dashes, at least 4 characters (the spec's minimum). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MIN_LENGTH = 4;
/** Letters, digits, dash, dot and underscore: what a SKU may hold (it keys the CSV import). */
export const SKU_PATTERN = /^[A-Za-z0-9._-]+$/;
