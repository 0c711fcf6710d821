/**
 * Filter values in URLs are named by slugs of their labels ("?velicina=m,l&boja=plava"), not by database ids
 * (docs/decisions/0235-filter-value-slugs.md). The same rule on both sides: the server gives every facet value
 * its slug and reads slugs (and the old numeric ids) in a filter; the shop writes slugs into the URL.
 */
import { slugify } from './search-text.js';

const MAX_SLUG = 60;
const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;
/** A slug is never digits alone, so it can never be taken for an id ("116" is written "br-116"). */
const SLUG = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug of one label: folded, hyphenated, never all digits and never empty. */
function baseSlug(id: number, label: string): string {
  const base = slugify(label).slice(0, MAX_SLUG).replace(/-+$/, '');
  if (base === '') return `vrijednost-${id}`;
  return /^\d+$/.test(base) ? `br-${base}` : base;
}

/**
 * Value id -> slug for the values of one attribute. Stable: a value keeps its slug while its label stays; two
 * labels folding to the same slug are told apart by the later value's id.
 */
export function valueSlugs(values: ReadonlyArray<{ id: number; label: string }>): Map<number, string> {
  const out = new Map<number, string>();
  const taken = new Set<string>();
  for (const value of [...values].sort((a, b) => a.id - b.id)) {
    let slug = baseSlug(value.id, value.label);
    if (taken.has(slug)) slug = `${slug}-${value.id}`;
    taken.add(slug);
    out.set(value.id, slug);
  }
  return out;
}

export type ValueRef = { id: number } | { slug: string };

/**
 * The value references of a list filter: "m,l", "3,7", ["m", 7] or 7. Null when one entry is neither an id nor
 * a slug (the API answers a coded 400; the shop's URL reader drops it).
 */
export function parseValueRefs(value: unknown): ValueRef[] | null {
  const parts: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',').filter((part) => part.trim() !== '')
      : [value];
  const refs: ValueRef[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    const ref = valueRefOf(part);
    if (!ref) return null;
    const key = 'id' in ref ? String(ref.id) : ref.slug;
    if (!seen.has(key)) refs.push(ref);
    seen.add(key);
  }
  return refs;
}

function valueRefOf(part: unknown): ValueRef | null {
  const text = typeof part === 'number' ? String(part) : typeof part === 'string' ? part.trim().toLowerCase() : '';
  if (ID.test(text) && Number(text) <= MAX_ID) return { id: Number(text) };
  if (text.length <= 100 && SLUG.test(text)) return { slug: text };
  return null;
}

/** Whether a URL token is an old numeric id rather than a slug. */
export const isValueId = (token: string) => ID.test(token);
