import { fieldMessages as m } from '@shared/validation/messages.js';
import {
  isPersonalisationNumber,
  isPersonalisationText,
  PERSONALISATION_KEYS,
  SPONSOR_TEXT,
} from '@shared/validation/personalisation.js';
import type { CustomOption } from '../../platform/db/schema/catalogue.js';
import { AppError } from '../../platform/errors/index.js';

/** Keys of the personalisation map; 'Unesi tekst' is the second reading of the text key. */
export const NUMBER_KEY = PERSONALISATION_KEYS.number;
export const TEXT_KEY = PERSONALISATION_KEYS.text;
export const ALT_TEXT_KEY = PERSONALISATION_KEYS.textAlias;
export const SPONSOR_KEY = PERSONALISATION_KEYS.sponsor;
export const COLOUR_KEY = PERSONALISATION_KEYS.colour;
export { SPONSOR_TEXT };

export type Personalizations = Partial<Record<string, string>>;

/**
 * The browser's personalisation rules checked again on the server (src/shared/validation/personalisation.ts):
 * number 1-99 (2 digits), text letters, digits and Croatian diacritics up to 12, any sponsor value becomes
 * 'SPONZORI DODANI', the print colour one of
 * the product's colour values (`offered`, its custom options) and only beside a number or text. Empty values
 * are "not personalised" and are dropped; undefined when nothing is filled.
 */
export function normalisePersonalizations(
  input: Personalizations | undefined,
  offered?: readonly CustomOption[] | null,
): Record<string, string> | undefined {
  if (!input) return undefined;
  const result: Record<string, string> = {};
  const number = input[NUMBER_KEY]?.trim() ?? '';
  if (number !== '') {
    if (!isPersonalisationNumber(number)) {
      throw new AppError('PERSONALISATION_INVALID', {
        message: m.personalisationNumber,
        payload: { field: NUMBER_KEY },
      });
    }
    result[NUMBER_KEY] = String(Number(number));
  }
  const text = (input[TEXT_KEY] ?? input[ALT_TEXT_KEY])?.trim() ?? '';
  if (text !== '') {
    if (!isPersonalisationText(text)) {
      throw new AppError('PERSONALISATION_INVALID', { message: m.personalisationText, payload: { field: TEXT_KEY } });
    }
    result[TEXT_KEY] = text;
  }
  const colour = input[COLOUR_KEY]?.trim() ?? '';
  // A product that offers no personalisation is refused by the caller; its colour is not worth judging here.
  if (colour !== '' && (result[NUMBER_KEY] || result[TEXT_KEY]) && offered && offered.length > 0) {
    if (!offered.some((o) => o.code === 'colour' && o.values?.includes(colour))) {
      throw new AppError('PERSONALISATION_INVALID', {
        message: m.personalisationColour,
        payload: { field: COLOUR_KEY },
      });
    }
    result[COLOUR_KEY] = colour;
  }
  if ((input[SPONSOR_KEY]?.trim() ?? '') !== '') result[SPONSOR_KEY] = SPONSOR_TEXT;
  return Object.keys(result).length > 0 ? result : undefined;
}

export interface PersonalisationKind {
  numberOrText: boolean;
  sponsor: boolean;
}

export function kindOf(p: Record<string, string> | undefined): PersonalisationKind {
  return { numberOrText: Boolean(p?.[NUMBER_KEY] || p?.[TEXT_KEY]), sponsor: Boolean(p?.[SPONSOR_KEY]) };
}

/** Personalisation is offered by simple products and variants whose custom options list it. */
export function acceptsPersonalisation(product: { format: string; customOptions: unknown }): boolean {
  return product.format === 'simple' && Array.isArray(product.customOptions) && product.customOptions.length > 0;
}
