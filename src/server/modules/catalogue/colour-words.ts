import { normaliseSearchText } from '@shared/search-text.js';
import type { AttributeCatalogue } from './repository/attributes.js';

/**
 * Colour words in a search (docs/decisions/0226-search-finds-colours.md). A keyword that is a form of a Croatian
 * colour adjective ('crveni', 'plava', 'bijelo', 'žutih'...) stands for its stem: it matches the stem anywhere in
 * the search text ('plav' in 'plavo-bijeli') or a product whose colour attribute (boja) has a value of that colour.
 * Stems are folded like search text (src/shared/search-text.ts); longer names of a shade ('svijetloplav') end in
 * the base colour's stem, so 'plava' also finds light blue.
 */
const STEMS = [
  'crven',
  'plav',
  'modr',
  'bijel',
  'crn',
  'siv',
  'zut',
  'zelen',
  'smed',
  'narancast',
  'ljubicast',
  'ruzicast',
  'zlatn',
  'srebrn',
  'tirkizn',
  'svijetloplav',
  'tamnoplav',
  'svijetlosiv',
  'tamnosiv',
  'tamnozelen',
  'svijetlozelen',
];
/** Adjective endings: masculine, feminine and neuter, singular and plural, the cases a shopper types. */
const ENDINGS = ['', 'a', 'e', 'i', 'o', 'u', 'og', 'oga', 'om', 'omu', 'oj', 'ih', 'im', 'ima', 'ome'];
const FORMS = new Map<string, string>();
for (const stem of STEMS) for (const ending of ENDINGS) FORMS.set(stem + ending, stem);

/** The colour stem a normalised keyword is a form of, or null. */
export function colourStem(token: string): string | null {
  return FORMS.get(token) ?? null;
}

/** The attribute that holds a product's colour (its swatches are the colour filter). */
const COLOUR_ATTRIBUTE = 'boja';

export interface ColourMatch {
  stem: string;
  /** Values of the colour attribute of this colour (or a shade of it). */
  valueIds: number[];
}

/** Per keyword: the colour it names with the colour attribute's matching values, or null when it is no colour. */
export function colourMatches(tokens: readonly string[], attributes: AttributeCatalogue): Array<ColourMatch | null> {
  const values = attributes.byCode.get(COLOUR_ATTRIBUTE)?.values ?? [];
  return tokens.map((token) => {
    const stem = colourStem(token);
    if (!stem) return null;
    const valueIds = values
      .filter((v) => {
        const own = colourStem(normaliseSearchText(v.label));
        return own?.endsWith(stem) === true;
      })
      .map((v) => v.id);
    return { stem, valueIds };
  });
}
