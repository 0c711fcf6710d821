import * as z from 'zod/mini';
import { fieldMessages as m } from './messages.js';

/**
 * The personalisation of a jersey (the spec's rules): a number 1–99 (two digits), a text of letters, digits and
 * Croatian diacritics up to 12 characters, the print colour, and the sponsors. The product page sanitises
 * keypresses with these rules, the cart's inline edit validates with them, and the server checks them again on
 * every cart change.
 */

/** Keys of the personalisation map of a cart line; 'Unesi tekst' is an older spelling of the text key. */
export const PERSONALISATION_KEYS = {
  number: 'Upiši broj',
  text: 'Upiši tekst',
  textAlias: 'Unesi tekst',
  colour: 'Boja personalizacije',
  sponsor: 'Dodaj sponzore',
} as const;

/** The value every sponsored line carries, whatever was sent. */
export const SPONSOR_TEXT = 'SPONZORI DODANI';

/** What a sponsored jersey gets, as the shopper reads it on the product page and in the cart. */
export const SPONSOR_DESCRIPTION = 'logotipi sponzora kluba tiskani na dres';

/** The service products charged for the add-ons (one line each in the cart). */
export const PERSONALISATION_SERVICE = 'usluga-promidzbe-i-marketinga';
export const SPONSOR_SERVICE = 'sponzori';

export const NUMBER_MAX_LENGTH = 2;
export const TEXT_MAX_LENGTH = 12;
const NUMBER_PATTERN = /^[0-9]{1,2}$/;
const TEXT_PATTERN = /^[A-Za-z0-9ČĆĐŠŽčćđšž]{1,12}$/;

/** 1 to 99, written with at most two digits. */
export function isPersonalisationNumber(value: string): boolean {
  return NUMBER_PATTERN.test(value) && Number(value) >= 1 && Number(value) <= 99;
}

/** Letters, digits and Croatian diacritics, 1 to 12 of them. */
export function isPersonalisationText(value: string): boolean {
  return TEXT_PATTERN.test(value);
}

/**
 * Digits only, no leading zero, at most 2 characters; `capped` says the typing went past the limit, `zero` that a
 * 0 alone was typed, which the spec's 1–99 refuses: the field says so instead of emptying without a word
 * (docs/decisions/0194-walk-findings.md).
 */
export function sanitiseNumber(raw: string): { value: string; capped: boolean; zero: boolean } {
  const typed = raw.replace(/\D/g, '');
  const digits = typed.replace(/^0+/, '');
  return {
    value: digits.slice(0, NUMBER_MAX_LENGTH),
    capped: digits.length > NUMBER_MAX_LENGTH,
    zero: typed !== '' && digits === '',
  };
}

/** Letters, digits and Croatian diacritics only, upper case as printed, at most 12 characters. */
export function sanitiseText(raw: string): { value: string; capped: boolean } {
  const kept = raw.toUpperCase().replace(/[^A-Z0-9ČĆŽŠĐ]/g, '');
  return { value: kept.slice(0, TEXT_MAX_LENGTH), capped: kept.length > TEXT_MAX_LENGTH };
}

/** The number of a personalised cart line, edited in place: required once there (emptying is refused). */
export const personalisationNumberField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, m.personalisationEmptied),
    z.refine(isPersonalisationNumber, m.personalisationNumber),
  );

/** The text of a personalised cart line, edited in place. */
export const personalisationTextField = z
  .string()
  .check(z.trim(), z.minLength(1, m.personalisationEmptied), z.refine(isPersonalisationText, m.personalisationText));

/** The inline edit of one part of a cart line's personalisation: its value under the part's rule. */
export const personalisationValueSchemas = {
  number: z.object({ value: personalisationNumberField }),
  text: z.object({ value: personalisationTextField }),
};
