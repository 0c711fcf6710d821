import { PERSONALISATION_KEYS } from './validation/personalisation.js';

/**
 * How a line must be made, in the words the packing slip and the desk's order page both print
 * (docs/decisions/0160-packing-slips.md): the variant's values (size, colour), then the personalisation as
 * 'Broj 7, ime KOVAČEVIĆ, zlatni tisak, sponzori'. One function for both, so paper and screen never disagree.
 */

/** A configurable value of the variant that was sold: { name: 'Veličina', value: 'M' }. */
export interface VariantValue {
  name: string;
  value: string;
}

/** What is printed on a jersey, read off the cart line's personalisation map. */
export interface Personalisation {
  number: string | null;
  name: string | null;
  colour: string | null;
  sponsors: boolean;
}

/** The personalisation of a line or bundle part, or null when nothing is printed on it. */
export function personalisationOf(map: unknown): Personalisation | null {
  if (!map || typeof map !== 'object') return null;
  const values = map as Record<string, unknown>;
  const text = (key: string) => {
    const value = values[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const result: Personalisation = {
    number: text(PERSONALISATION_KEYS.number),
    name: text(PERSONALISATION_KEYS.text) ?? text(PERSONALISATION_KEYS.textAlias),
    colour: text(PERSONALISATION_KEYS.colour),
    sponsors: text(PERSONALISATION_KEYS.sponsor) !== null,
  };
  return result.number || result.name || result.sponsors ? result : null;
}

/**
 * The print colour as a packer says it: the shop's colour values are feminine adjectives agreeing with 'boja'
 * ('Zlatna', 'Bijela'), and the print is 'tisak', so 'Zlatna' reads 'zlatni tisak'; any other value is named as is.
 */
export function printColourText(colour: string): string {
  const word = colour.trim().toLocaleLowerCase('hr');
  return /^\p{L}+a$/u.test(word) ? `${word.slice(0, -1)}i tisak` : `boja tiska: ${colour.trim()}`;
}

/** 'Broj 7, ime KOVAČEVIĆ, zlatni tisak, sponzori'. */
export function personalisationText(p: Personalisation): string {
  const parts: string[] = [];
  if (p.number) parts.push(`Broj ${p.number}`);
  if (p.name) parts.push(`ime ${p.name}`);
  if (p.colour && (p.number || p.name)) parts.push(printColourText(p.colour));
  if (p.sponsors) parts.push('sponzori');
  const text = parts.join(', ');
  return text.charAt(0).toLocaleUpperCase('hr') + text.slice(1);
}

/** 'Veličina M' or 'Boja Plava, veličina M'. */
export function variantText(values: readonly VariantValue[]): string {
  const text = values.map((v) => `${v.name.toLocaleLowerCase('hr')} ${v.value}`).join(', ');
  return text.charAt(0).toLocaleUpperCase('hr') + text.slice(1);
}

/** Everything a packer must know of one line or part besides its name and quantity, or '' when nothing. */
export function makingText(item: {
  variant: readonly VariantValue[];
  personalisation: Personalisation | null;
}): string {
  const parts: string[] = [];
  if (item.variant.length > 0) parts.push(variantText(item.variant));
  if (item.personalisation) parts.push(personalisationText(item.personalisation));
  return parts.join(' · ');
}
