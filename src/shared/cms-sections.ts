/**
 * What the CMS edit mode may change in a page's sections (docs/decisions/0222-cms-drafts.md), shared by the
 * storefront's editor and the server that stores the draft: the texts typed in place, when a section counts as
 * empty (saving one is refused), and the sections an editor can add.
 */

/** A section's texts typed in place: a dotted path into the section, and whether it holds rich text (HTML). */
export interface SectionText {
  path: string;
  label: string;
  rich?: boolean;
  /** Multi-line plain text (a banner's text). */
  multiline?: boolean;
}

export const SECTION_TEXTS: Readonly<Record<string, readonly SectionText[]>> = {
  hero: [
    { path: 'title', label: 'Naslov' },
    { path: 'subtitle', label: 'Podnaslov' },
    { path: 'cta.title', label: 'Tekst gumba' },
  ],
  productCarousel: [
    { path: 'title', label: 'Naslov' },
    { path: 'link.title', label: 'Tekst poveznice' },
  ],
  categoryTiles: [{ path: 'title', label: 'Naslov' }],
  banner: [
    { path: 'title', label: 'Naslov' },
    { path: 'text', label: 'Tekst', multiline: true },
    { path: 'link.title', label: 'Tekst gumba' },
  ],
  richText: [
    { path: 'title', label: 'Naslov' },
    { path: 'html', label: 'Tekst', rich: true },
  ],
  settings: [],
};

/**
 * A section's texts for phones (docs/decisions/0250-section-mobile-variants.md): fields of its `mobileOptions`, set in
 * the side panel; a blank one says what the wide section says. Not counted when telling an empty section.
 */
export const SECTION_PHONE_TEXTS: Readonly<Record<string, readonly SectionText[]>> = {
  hero: [
    { path: 'mobileOptions.title', label: 'Naslov na mobitelu' },
    { path: 'mobileOptions.subtitle', label: 'Podnaslov na mobitelu' },
    { path: 'mobileOptions.ctaTitle', label: 'Tekst gumba na mobitelu' },
  ],
};
/** Groups of texts a section may lack until one of them is typed. */
const OPTIONAL_GROUPS: ReadonlySet<string> = new Set(['mobileOptions']);

export const SECTION_KIND_TEXT: Readonly<Record<string, string>> = {
  hero: 'Naslovna slika',
  productCarousel: 'Niz proizvoda',
  categoryTiles: 'Kategorije',
  banner: 'Baner',
  richText: 'Tekst',
  settings: 'Postavke (podaci)',
};

/** Longest text an editor may type into one field (a rich text's HTML may be longer). */
export const TEXT_MAX = 300;
export const HTML_MAX = 20_000;
/** Sections one page may hold. */
export const SECTIONS_MAX = 40;

export function readPath(section: Record<string, unknown>, path: string): unknown {
  let value: unknown = section;
  for (const key of path.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * A copy of the section with the text (or, for the pickers and the media library, the value) at `path` replaced
 * (objects on the way are copied, not changed).
 */
export function writePath<T extends Record<string, unknown>>(section: T, path: string, text: unknown): T {
  const [key, ...rest] = path.split('.');
  if (!key) return section;
  if (rest.length === 0) return { ...section, [key]: text };
  const inner = section[key] ?? (OPTIONAL_GROUPS.has(key) ? {} : undefined);
  if (!inner || typeof inner !== 'object') return section;
  return { ...section, [key]: writePath(inner as Record<string, unknown>, rest.join('.'), text) };
}

/** The visible text of some HTML (tags and entities out), to tell an empty rich text from a filled one. */
export const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();

/**
 * Whether a section is empty: none of its texts holds anything (a tiles section with no tiles is empty too).
 * Settings sections carry data, never text: never empty. Saving a page with an empty section is refused.
 */
export function isEmptySection(section: Record<string, unknown>): boolean {
  const type = String(section.type);
  if (type === 'settings') return false;
  if (type === 'categoryTiles' && (!Array.isArray(section.tiles) || section.tiles.length === 0)) return true;
  const texts = SECTION_TEXTS[type] ?? [];
  return !texts.some(({ path, rich }) => {
    const value = readPath(section, path);
    return typeof value === 'string' && (rich ? visibleText(value) : value.trim()) !== '';
  });
}

/** The kinds an editor can add from nothing (the others need images: they are duplicated instead). */
export const ADDABLE_KINDS = ['richText', 'productCarousel'] as const;
export type AddableKind = (typeof ADDABLE_KINDS)[number];

/** A new section of a kind, with placeholder texts the editor then types over. */
export function newSection(kind: AddableKind, id: string): Record<string, unknown> {
  if (kind === 'richText') return { id, type: 'richText', title: 'Novi naslov', html: '<p>Novi tekst.</p>' };
  return {
    id,
    type: 'productCarousel',
    title: 'Izdvojeni proizvodi',
    filter: { featured: true, limit: 8 },
    link: null,
  };
}
