import type { Release } from '@machines/cms-release/cms-release.machine.js';
import { formatMoney } from '@shared/money.js';

/** The words of the timed releases' panel (docs/decisions/0251-cms-timed-releases.md). */
export const STATUS_TEXT: Record<Release['status'], string> = {
  scheduled: 'Zakazano',
  live: 'Objavljeno',
  rolledBack: 'Vraćeno',
  cancelled: 'Otkazano',
};

export const NOTICE_TEXT = {
  scheduled: 'Izdanje je zakazano. Kupci ga vide tek u zadanom trenutku.',
  updated: 'Izmjene izdanja su spremljene. Kupci ga vide tek u zadanom trenutku.',
  cancelled: 'Izdanje je otkazano: ništa od njega neće biti objavljeno.',
  rolledBack: 'Izdanje je vraćeno: kupci opet vide stanje od prije izdanja.',
} as const;

const moment = new Intl.DateTimeFormat('hr-HR', { dateStyle: 'medium', timeStyle: 'medium' });
export const momentText = (iso: string) => moment.format(new Date(iso));

export const cents = (value: number | null) => (value === null ? '—' : formatMoney(value));

/** A product's state in words: shown or hidden, and its price (the sale price after the regular one). */
export function productStateText(state: { published: boolean; regularPrice: number; salePrice: number | null }) {
  const price =
    state.salePrice === null ? cents(state.regularPrice) : `${cents(state.salePrice)} (${cents(state.regularPrice)})`;
  return `${state.published ? 'vidljiv' : 'skriven'}, ${price}`;
}

/** Euros typed as in Croatia ('19,99' or '19.99') to cents; null when it is no amount. */
export function centsOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/** A `datetime-local` value (the browser's local time) as an instant; null when it is empty or not a date. */
export function instantOf(local: string): string | null {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
