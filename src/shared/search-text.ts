/**
 * Search text normalisation, the same on both sides: lower case, Croatian diacritics folded (š->s, č/ć->c,
 * ž->z, đ->d), everything that is not a letter or digit turned into single spaces. Products store their name,
 * sku and descriptions in this form, and keywords are normalised the same way, so "dres domaci" finds "Dres domaći".
 */
export const MIN_SEARCH_LENGTH = 3;
const MAX_TOKENS = 8;

// NFD leaves đ and a few other letters alone; they are folded by hand.
const FOLD: Record<string, string> = { đ: 'd', ß: 'ss', æ: 'ae', ø: 'o', ł: 'l' };

export function normaliseSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[đßæøł]/g, (c) => FOLD[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Distinct normalised words of a query, at most 8 (a longer query narrows nothing further). */
export function searchTokens(keywords: string): string[] {
  const tokens = normaliseSearchText(keywords).split(' ').filter(Boolean);
  return [...new Set(tokens)].slice(0, MAX_TOKENS);
}

/** The shop searches only from 3 characters on (docs/spec/shop.md section 9). */
export function isSearchable(keywords: string | null | undefined): boolean {
  return typeof keywords === 'string' && normaliseSearchText(keywords).replace(/ /g, '').length >= MIN_SEARCH_LENGTH;
}

/** A URL-safe slug from a Croatian name: "Dres domaći 2025/26" -> "dres-domaci-2025-26". */
export function slugify(text: string): string {
  return normaliseSearchText(text).replace(/ /g, '-');
}
