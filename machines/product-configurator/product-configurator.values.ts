/** Pure rules of the product configurator; the personalisation rules are shared with the cart and the server. */
export {
  SPONSOR_TEXT,
  sanitiseNumber,
  sanitiseText,
} from '@shared/validation/personalisation.js';

export interface ConfigAttribute {
  code: string;
  values: Array<{ id: number; available: boolean }>;
}
export interface ConfigVariant {
  id: number;
  options: Record<string, number>;
  purchasable: boolean;
}

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
  if (!value?.available) return false;
  const wanted = { ...selected, [code]: valueId };
  return variants.some((v) => v.purchasable && Object.entries(wanted).every(([c, id]) => v.options[c] === id));
}
