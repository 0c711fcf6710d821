import { normaliseSearchText } from '@shared/search-text.js';
import type { Gazetteer, Place } from './gazetteer.js';

/** An address as the checkout holds it; only country, postal code and town matter for placing it. */
export interface AddressInput {
  street?: string;
  houseNumber?: string;
  city?: string;
  zipCode?: string;
  country?: string;
}

/** Why an address could not be placed: each one is a different thing for the shopper to fix. */
export type GeocodeFailure =
  | 'country-not-served'
  | 'postal-code-invalid'
  | 'postal-code-unknown'
  | 'place-unknown'
  | 'place-ambiguous';

export type GeocodeResult =
  | {
      placed: true;
      lat: number;
      lng: number;
      /** The gazetteer place the point belongs to. */
      place: string;
      /** 'place': the town itself; 'postal-code': the head post office of the code (the town was not found). */
      precision: 'place' | 'postal-code';
    }
  | { placed: false; reason: GeocodeFailure; message: string };

export const GEOCODE_FAILURE_MESSAGES: Record<GeocodeFailure, string> = {
  'country-not-served': 'BoxNow paketomati dostupni su samo za adrese u Hrvatskoj.',
  'postal-code-invalid': 'Poštanski broj mora imati pet znamenki.',
  'postal-code-unknown': 'Poštanski broj ne pripada nijednom hrvatskom poštanskom području.',
  'place-unknown': 'Mjesto nije pronađeno; provjerite naziv mjesta i poštanski broj.',
  'place-ambiguous': 'Više mjesta nosi taj naziv; upišite i poštanski broj.',
};

const fail = (reason: GeocodeFailure): GeocodeResult => ({
  placed: false,
  reason,
  message: GEOCODE_FAILURE_MESSAGES[reason],
});

const placed = (place: Place, precision: 'place' | 'postal-code'): GeocodeResult => ({
  placed: true,
  lat: place.lat,
  lng: place.lng,
  place: place.name,
  precision,
});

/** '10 000', 'HR-10000' and '10000' are one code; anything else stays as typed and is judged by its shape. */
export function normalisePostalCode(zipCode: string | undefined): string {
  return (zipCode ?? '')
    .trim()
    .replace(/^hr\s*-?\s*/i, '')
    .replace(/\s+/g, '');
}

/**
 * Places an address by its postal code, refined by its town: the code names the postal region, a town of that
 * region with the entered name gives the point; a town the gazetteer lacks falls back to the code's head post
 * office. Without a code the town's name alone must name one place.
 * docs/decisions/0060-offline-gazetteer.md
 */
export function geocodeAddress(gazetteer: Gazetteer, address: AddressInput): GeocodeResult {
  const country = (address.country ?? 'HR').trim().toUpperCase();
  if (country !== '' && country !== 'HR') return fail('country-not-served');
  return resolve(gazetteer, normalisePostalCode(address.zipCode), townVariants(address.city ?? ''));
}

/**
 * Places a one-line address ('Ilica 1, Zagreb, 10000', the spec's check-address body): the last five-digit number
 * is the postal code, and runs of words that name a place are tried from the end of the line (the town follows
 * the street).
 */
export function geocodeFreeText(gazetteer: Gazetteer, text: string): GeocodeResult {
  const codes = [...text.matchAll(/(?:^|[^\d])(\d{2}\s?\d{3})(?!\d)/g)].map((m) => m[1] ?? '');
  const postalCode = normalisePostalCode(codes.at(-1));
  const words = normaliseSearchText(text)
    .split(' ')
    .filter((word) => word !== '' && !/^\d+$/.test(word));
  return resolve(gazetteer, postalCode, placeNameRuns(words, gazetteer.maxNameWords));
}

function resolve(gazetteer: Gazetteer, postalCode: string, names: readonly string[]): GeocodeResult {
  if (postalCode !== '' && !/^\d{5}$/.test(postalCode)) return fail('postal-code-invalid');
  if (postalCode !== '' && !gazetteer.isKnownRegion(postalCode)) return fail('postal-code-unknown');
  let ambiguous = false;
  for (const name of names) {
    const places = gazetteer.placesNamed(name);
    if (postalCode !== '') {
      const inRegion = places.filter((place) => gazetteer.inRegion(place, postalCode));
      if (inRegion[0]) return placed(inRegion[0], 'place');
    } else if (places.length === 1 && places[0]) {
      return placed(places[0], 'place');
    } else if (places.length > 1) {
      ambiguous = true;
    }
  }
  const office = postalCode === '' ? undefined : gazetteer.headOffice(postalCode);
  if (office) return placed(office, 'postal-code');
  return fail(ambiguous ? 'place-ambiguous' : 'place-unknown');
}

/** 'Zagreb-Dubrava' and 'Kaštel Sućurac (Split)' are tried whole first, then by their first part. */
function townVariants(city: string): string[] {
  const whole = normaliseSearchText(city);
  const first = normaliseSearchText(city.split(/[-,(/]/)[0] ?? '');
  return [...new Set([whole, first])].filter((name) => name !== '');
}

/** Word runs that could be a place name, the run ending last (and then the longest) first. */
function placeNameRuns(words: readonly string[], maxWords: number): string[] {
  const runs: string[] = [];
  for (let end = words.length; end > 0; end--) {
    for (let size = Math.min(maxWords, end); size > 0; size--) runs.push(words.slice(end - size, end).join(' '));
  }
  return runs;
}
