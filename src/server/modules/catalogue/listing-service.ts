import { shouldRunProductSearch, type CatalogueFilter } from '@shared/catalogue-query.js';
import { centsToEuros } from '@shared/money.js';
import type { SortOrder, SortParam } from '@shared/sorts.js';
import type { Db } from '../../platform/db/client.js';
import { toListItem, type ListItem } from './mappers.js';
import { buildListingQuery, withoutFacet, type ListingQuery } from './query.js';
import { suggestCategories } from './search-service.js';
import { cachedFacets } from './facet-cache.js';
import { loadAttributes } from './repository/attributes.js';
import { cachedCategoryId } from './repository/categories.js';
import { countFacetValues, priceBounds } from './repository/listing.js';
import { searchPage } from './search-page.js';
import { attributesFor, categoriesFor, mediaFor, productsByIds, tagsFor } from './repository/products.js';

export interface ProductFilterInput {
  filters?: CatalogueFilter[];
  keywords?: string;
  limit?: number;
  page?: number;
  sort?: { param: SortParam; order: SortOrder };
  select?: Array<'attributes' | 'categories' | 'tags' | 'description'>;
  allowUnlimited?: boolean;
  mainCategory?: number | string;
  suggestCategories?: boolean;
}

export const DEFAULT_LIMIT = 10;
const MAX_UNLIMITED = 10_000;

/** mainCategory (id or slug) -> id; an unknown category matches nothing (-1), it is not an error. */
async function resolveCategory(db: Db, mainCategory: number | string | undefined): Promise<number | null> {
  if (mainCategory === undefined) return null;
  return (await cachedCategoryId(db, mainCategory)) ?? -1;
}

async function toQuery(
  db: Db,
  input: { filters?: CatalogueFilter[]; keywords?: string; mainCategory?: number | string },
) {
  const [attributes, categoryId] = await Promise.all([loadAttributes(db), resolveCategory(db, input.mainCategory)]);
  return { query: buildListingQuery(input, categoryId, attributes), attributes };
}

/** POST product/web/filter. */
export async function filterProducts(db: Db, input: ProductFilterInput, apiKeyId: number) {
  const limit = input.allowUnlimited && input.limit === undefined ? MAX_UNLIMITED : (input.limit ?? DEFAULT_LIMIT);
  const page = input.page ?? 1;
  if (!shouldRunProductSearch(input)) return { records: [], totalRecords: 0, page, limit, totalPages: 0 };
  const { query } = await toQuery(db, input);
  const searching = query.tokens.length > 0;
  // Keywords without an explicit sort are ranked by relevance (search-sql.ts); otherwise newest first.
  const sort = input.sort ?? (searching ? null : { param: 'id', order: 'desc' });
  const [found, suggestedCategories] = await Promise.all([
    searchPage(db, query, sort, limit, (page - 1) * limit),
    input.suggestCategories && searching ? suggestCategories(db, query.tokens) : undefined,
  ]);
  const { total, records: rows } = found;
  const select = input.select ?? [];
  const records =
    select.length > 0
      ? await listItems(
          db,
          rows.map((r) => r.id),
          apiKeyId,
          select,
        )
      : rows.map((row) => toListItem(row, row.media, apiKeyId));
  const result = { records, totalRecords: total, page, limit, totalPages: Math.ceil(total / limit) };
  return suggestedCategories ? { ...result, suggestedCategories } : result;
}

/** Cards for ids, in the ids' order, with the optional select groups. */
export async function listItems(
  db: Db,
  ids: readonly number[],
  apiKeyId: number,
  select: readonly string[] = [],
): Promise<ListItem[]> {
  const want = new Set(select);
  const [rows, media, attrs, cats, tagRows] = await Promise.all([
    productsByIds(db, ids),
    mediaFor(db, ids),
    want.has('attributes') ? attributesFor(db, ids) : [],
    want.has('categories') ? categoriesFor(db, ids) : [],
    want.has('tags') ? tagsFor(db, ids) : [],
  ]);
  const items: ListItem[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    if (!row) continue;
    const item: ListItem & Record<string, unknown> = toListItem(row, media.get(id) ?? [], apiKeyId);
    if (want.has('description')) item.description = row.description;
    if (want.has('attributes')) {
      item.attributes = attrs.filter((a) => a.productId === id).map(toProductAttribute);
    }
    if (want.has('categories')) {
      item.categories = cats
        .filter((c) => c.productId === id)
        .map(({ id: cid, name, slug, main }) => ({ id: cid, name, slug, main }));
    }
    if (want.has('tags'))
      item.tags = tagRows.filter((t) => t.productId === id).map(({ id: tid, name, slug }) => ({ id: tid, name, slug }));
    items.push(item);
  }
  return items;
}

export function toProductAttribute(a: Awaited<ReturnType<typeof attributesFor>>[number]) {
  const raw = a.valueId !== null ? String(a.valueId) : a.valueNumber !== null ? String(a.valueNumber) : a.valueText;
  return {
    attributeCode: a.code,
    attributeName: a.name,
    attributeValue: raw,
    attributeValueLabel: a.valueLabel ?? (a.valueNumber !== null ? String(a.valueNumber) : (a.valueText ?? '')),
  };
}

export interface LayeredFilter {
  attributeCode: string;
  label: string;
  type: string;
  attributeID: number;
  values: Array<{
    attributeID: number;
    slug: string;
    valueLabel: string;
    value: string | null;
    isMedia: boolean;
    totalProducts: number;
    selected: boolean;
  }>;
  minValue: number | null;
  maxValue: number | null;
}

/**
 * POST product/web/layeredNavigation. A facet's counts apply every selection except its own (disjunctive), so a
 * shopper sees how many products each further choice of the same facet would add. Price bounds ignore the
 * price filter for the same reason.
 */
export async function layeredNavigation(
  db: Db,
  input: { filters?: CatalogueFilter[]; keywords?: string; mainCategory?: number | string },
) {
  const { query, attributes } = await toQuery(db, input);
  const plain = query.facets.size === 0 && query.tokens.length === 0 && isOnlyMandatory(input.filters);
  if (plain)
    return cachedFacets(db, `category:${query.categoryId ?? 'all'}`, () => computeLayered(db, query, attributes));
  return computeLayered(db, query, attributes);
}

/** Only the mandatory archived=false filter (or none): the cacheable first view of a category. */
function isOnlyMandatory(filters: CatalogueFilter[] | undefined): boolean {
  return (filters ?? []).every(
    (f) => f.key === 'archived' && (f.value === false || f.value === 'false' || f.value === 'no' || f.value === 0),
  );
}

async function computeLayered(db: Db, query: ListingQuery, attributes: Awaited<ReturnType<typeof loadAttributes>>) {
  const filterable = attributes.list.filter(
    (a) => a.isFilterable && a.inputType !== 'number' && a.inputType !== 'text',
  );
  const counts = await countsPerFacet(
    db,
    query,
    filterable.map((a) => ({ id: a.id, valueIds: a.values.map((v) => v.id) })),
  );
  const bounds = await priceBounds(db, { ...query, price: null });
  const result: LayeredFilter[] = filterable
    .map((attribute): LayeredFilter => {
      const selected = new Set(query.facets.get(attribute.id) ?? []);
      const own = counts.get(attribute.id) ?? new Map<number, number>();
      const values = attribute.values
        .map((value) => ({
          attributeID: value.id,
          slug: attribute.slugs.get(value.id) ?? String(value.id),
          valueLabel: value.label,
          value: value.value,
          isMedia: value.isMedia,
          totalProducts: own.get(value.id) ?? 0,
          selected: selected.has(value.id),
        }))
        .filter((value) => value.totalProducts > 0 || value.selected);
      return {
        attributeCode: attribute.code,
        label: attribute.name,
        type: attribute.inputType,
        attributeID: attribute.id,
        values,
        minValue: null,
        maxValue: null,
      };
    })
    .filter((facet) => facet.values.length > 0);
  result.push({
    attributeCode: 'price',
    label: 'Cijena',
    type: 'number',
    attributeID: 0,
    values: [],
    minValue: bounds.min === null ? null : centsToEuros(bounds.min),
    maxValue: bounds.max === null ? null : centsToEuros(bounds.max),
  });
  return result;
}

/** attribute id -> value id -> count; one query for unselected facets plus one per selected facet. */
async function countsPerFacet(db: Db, query: ListingQuery, facets: Array<{ id: number; valueIds: number[] }>) {
  const result = new Map<number, Map<number, number>>();
  const unselected = facets.filter((f) => !query.facets.has(f.id));
  const selected = facets.filter((f) => query.facets.has(f.id));
  const tasks: Array<Promise<void>> = [];
  if (unselected.length > 0) {
    tasks.push(
      countFacetValues(db, query).then((all) => {
        for (const facet of unselected) result.set(facet.id, pick(all, facet.valueIds));
      }),
    );
  }
  for (const facet of selected) {
    tasks.push(
      countFacetValues(db, withoutFacet(query, facet.id), facet.valueIds).then((own) => {
        result.set(facet.id, own);
      }),
    );
  }
  await Promise.all(tasks);
  return result;
}

function pick(all: Map<number, number>, valueIds: readonly number[]): Map<number, number> {
  const own = new Map<number, number>();
  for (const id of valueIds) {
    const n = all.get(id);
    if (n !== undefined) own.set(id, n);
  }
  return own;
}
