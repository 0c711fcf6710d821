/** Pure rules of the product configurator (shop.md 5 "Personalisation", 9). */
export interface ConfigAttribute {
  code: string;
  values: Array<{ id: number; available: boolean }>;
}
export interface ConfigVariant {
  id: number;
  options: Record<string, number>;
  purchasable: boolean;
}

export const NUMBER_MAX_LENGTH = 2;
export const TEXT_MAX_LENGTH = 12;
export const SPONSOR_TEXT = 'SPONZORI DODANI';

/** The variant whose options equal the selection on every configurable attribute, if any. */
export function matchVariant(
  attributes: readonly ConfigAttribute[],
  variants: readonly ConfigVariant[],
  selected: Record<string, number>,
) {
  if (attributes.length === 0 || attributes.some((a) => selected[a.code] === undefined)) return null;
  return variants.find((v) => attributes.every((a) => v.options[a.code] === selected[a.code])) ?? null;
}

/** Whether choosing `valueId` leads to a purchasable variant given the other choices (sold-out values cannot be chosen). */
export function canChoose(
  attributes: readonly ConfigAttribute[],
  variants: readonly ConfigVariant[],
  selected: Record<string, number>,
  code: string,
  valueId: number,
): boolean {
  const attribute = attributes.find((a) => a.code === code);
  const value = attribute?.values.find((v) => v.id === valueId);
  if (!value || !value.available) return false;
  const wanted = { ...selected, [code]: valueId };
  return variants.some((v) => v.purchasable && Object.entries(wanted).every(([c, id]) => v.options[c] === id));
}

/** Digits only, 1-99, at most 2 characters; `capped` says the typing went past the limit. */
export function sanitiseNumber(raw: string): { value: string; capped: boolean } {
  const digits = raw.replace(/\D/g, '').replace(/^0+/, '');
  return { value: digits.slice(0, NUMBER_MAX_LENGTH), capped: digits.length > NUMBER_MAX_LENGTH };
}

/** Letters, digits and Croatian diacritics only, upper case as printed, at most 12 characters. */
export function sanitiseText(raw: string): { value: string; capped: boolean } {
  const kept = raw.toUpperCase().replace(/[^A-Z0-9ČĆŽŠĐ]/g, '');
  return { value: kept.slice(0, TEXT_MAX_LENGTH), capped: kept.length > TEXT_MAX_LENGTH };
}
