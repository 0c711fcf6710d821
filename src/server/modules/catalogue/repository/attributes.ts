import { asc } from 'drizzle-orm';
import { valueSlugs } from '@shared/filter-slugs.js';
import type { Db } from '../../../platform/db/client.js';
import {
  attributes,
  attributeValues,
  type AttributeRow,
  type AttributeValueRow,
} from '../../../platform/db/schema/catalogue.js';

export interface AttributeWithValues extends AttributeRow {
  values: AttributeValueRow[];
  /** value id -> its URL slug, and back (docs/decisions/0235-filter-value-slugs.md). */
  slugs: Map<number, string>;
  idBySlug: Map<string, number>;
}

export interface AttributeCatalogue {
  list: AttributeWithValues[];
  byCode: Map<string, AttributeWithValues>;
  byId: Map<number, AttributeWithValues>;
  /** value id -> its attribute */
  valueOwner: Map<number, AttributeWithValues>;
}

// Attributes are a few dozen rows that change only through the back office: cached per database for
// a short while, so every listing and facet request saves two queries.
const CACHE_MS = 30_000;
const cache = new WeakMap<object, { at: number; data: Promise<AttributeCatalogue> }>();

export function loadAttributes(db: Db): Promise<AttributeCatalogue> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.data;
  const data = readAttributes(db);
  cache.set(db, { at: Date.now(), data });
  data.catch(() => cache.delete(db));
  return data;
}

/** Forget the cached attributes (after seeding or editing attributes). */
export function invalidateAttributes(db: Db): void {
  cache.delete(db);
}

async function readAttributes(db: Db): Promise<AttributeCatalogue> {
  const rows = await db.select().from(attributes).orderBy(asc(attributes.position), asc(attributes.id));
  const values = await db
    .select()
    .from(attributeValues)
    .orderBy(asc(attributeValues.position), asc(attributeValues.id));
  const list: AttributeWithValues[] = rows.map((row) => ({
    ...row,
    values: [],
    slugs: new Map(),
    idBySlug: new Map(),
  }));
  const byId = new Map(list.map((a) => [a.id, a]));
  const valueOwner = new Map<number, AttributeWithValues>();
  for (const value of values) {
    const owner = byId.get(value.attributeId);
    if (!owner) continue;
    owner.values.push(value);
    valueOwner.set(value.id, owner);
  }
  for (const attribute of list) {
    attribute.slugs = valueSlugs(attribute.values);
    attribute.idBySlug = new Map([...attribute.slugs].map(([id, slug]) => [slug, id]));
  }
  return { list, byId, byCode: new Map(list.map((a) => [a.code, a])), valueOwner };
}
