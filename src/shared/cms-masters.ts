/**
 * Master and child sections (docs/decisions/0242-master-and-child-sections.md), shared by the editor and the server:
 * a child section holds its master's id and only the fields it overrides; every other field comes from the master.
 * A field is compared whole (a hero's button is one field: its text and link together), a media by its id, so the
 * editor's expanded media and the stored ids compare equal.
 */

type Fields = Record<string, unknown>;

/** What a field holds, comparable: media (objects with a numeric id) as their id, object keys sorted, null as absent. */
function canonical(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object') {
    const object = value as Fields;
    if (typeof object.id === 'number') return object.id;
    return Object.fromEntries(
      Object.keys(object)
        .filter((key) => object[key] !== undefined && object[key] !== null)
        .sort()
        .map((key) => [key, canonical(object[key])]),
    );
  }
  return value;
}

export const sameField = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

const OWN_KEYS = new Set(['id', 'type', 'masterId']);

/** A section's content fields: everything but its id, kind and master. */
export function contentOf(section: Fields): Fields {
  return Object.fromEntries(Object.entries(section).filter(([key]) => !OWN_KEYS.has(key)));
}

/** The fields a master's section kind has, in the order the editor lists them. */
export const fieldsOf = (content: Fields) => Object.keys(content);

/** The fields of a (resolved) child that differ from its master's. */
export function overriddenFields(section: Fields, master: Fields): string[] {
  const keys = new Set([...Object.keys(master), ...Object.keys(contentOf(section))]);
  return [...keys].filter((key) => !sameField(section[key], master[key]));
}

/** A child as it is drawn: the master's fields, then the child's own over them. */
export function resolveChild(child: Fields & { id: string; type: string }, master: Fields) {
  return { ...master, ...contentOf(child), id: child.id, type: child.type };
}

/** A child as it is stored: its id, kind and master, and only the fields that differ from the master's. */
export function storedChild(section: Fields & { id: string; type: string }, masterId: number, master: Fields) {
  const own = Object.fromEntries(overriddenFields(section, master).map((key) => [key, section[key]]));
  return { id: section.id, type: section.type, masterId, ...own };
}

/** The field names the side panel shows for a child's inherited and overridden fields. */
export const FIELD_TEXT: Readonly<Record<string, string>> = {
  title: 'Naslov',
  subtitle: 'Podnaslov',
  cta: 'Gumb',
  media: 'Slika',
  mobileMedia: 'Slika za mobitel',
  text: 'Tekst',
  html: 'Tekst',
  link: 'Poveznica',
  tiles: 'Pločice',
  filter: 'Odabir proizvoda',
};
