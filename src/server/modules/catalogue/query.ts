import { eurosToCents } from '@shared/money.js';
import {
  isProductFilterKey,
  isRange,
  parseIdList,
  parseRange,
  parseYesNo,
  type CatalogueFilter,
} from '@shared/catalogue-query.js';
import { searchTokens } from '@shared/search-text.js';
import { parseValueRefs } from '@shared/filter-slugs.js';
import type { SortParam, SortOrder } from '@shared/sorts.js';
import { AppError } from '../../platform/errors/index.js';
import { colourMatches, type ColourMatch } from './colour-words.js';
import type { AttributeCatalogue, AttributeWithValues } from './repository/attributes.js';

/** A listing request reduced to what the SQL builder needs; every value already validated. */
export interface ListingQuery {
  categoryId: number | null;
  tokens: string[];
  /**
   * The typo pass: per keyword, the dictionary words it was corrected to (any of them may match); `tokens` then
   * holds the best correction of each keyword, for the relevance order.
   */
  alternatives?: string[][];
  /**
   * Per keyword (same positions as `tokens`): the colour it names, matched by stem or by the colour attribute
   * (docs/decisions/0226-search-finds-colours.md); absent or null for other words.
   */
  colours?: Array<ColourMatch | null>;
  /** attribute id -> accepted value ids (OR inside a facet, AND across facets). */
  facets: Map<number, number[]>;
  numberRanges: Array<{ attributeId: number; min: number; max: number }>;
  /** Final price range in cents. */
  price: { min: number; max: number } | null;
  featured: boolean | null;
  discount: boolean | null;
  available: boolean | null;
  formats: string[] | null;
  categoryIds: number[] | null;
  tagIds: number[] | null;
  ids: number[] | null;
  /** archived=true or type=service: nothing public can match (services and archived products never list). */
  impossible: boolean;
}

/** Nothing but (at most) a category: the first view of a category page, the same for every visitor. */
export function isPlainListing(q: ListingQuery): boolean {
  return (
    !q.impossible &&
    q.tokens.length === 0 &&
    q.facets.size === 0 &&
    q.numberRanges.length === 0 &&
    q.price === null &&
    q.featured === null &&
    q.discount === null &&
    q.available === null &&
    q.formats === null &&
    q.categoryIds === null &&
    q.tagIds === null &&
    q.ids === null
  );
}

export interface ListingSort {
  param: SortParam;
  order: SortOrder;
}

const FORMATS = new Set(['simple', 'configurable', 'bundle', 'eProduct']);

function invalid(key: string, reason: string): AppError {
  return new AppError('VALIDATION_FAILED', {
    payload: { fields: [{ field: `body/filters/${key}`, message: reason }] },
  });
}

function ids(filter: CatalogueFilter): number[] {
  const list = parseIdList(filter.value, { strict: true });
  if (!list) throw invalid(filter.key, 'expected ids, e.g. "3,7"');
  return list;
}

/** The value ids of a list filter given by ids (old links) or slugs (docs/decisions/0235-filter-value-slugs.md). */
function valueIdsOf(filter: CatalogueFilter, attribute: AttributeWithValues): number[] {
  const refs = parseValueRefs(filter.value);
  if (!refs) throw invalid(filter.key, 'expected value slugs or ids, e.g. "m,l" or "3,7"');
  const own = new Set(attribute.values.map((v) => v.id));
  const found = refs.flatMap((ref) => {
    const id = 'id' in ref ? ref.id : attribute.idBySlug.get(ref.slug);
    return id !== undefined && own.has(id) ? [id] : [];
  });
  // Unknown slugs and ids of another attribute's values match nothing; 0 keeps the facet selected but empty.
  return refs.length === 0 ? [] : found.length > 0 ? [...new Set(found)] : [0];
}

function yesNo(filter: CatalogueFilter): boolean {
  const value = parseYesNo(filter.value);
  if (value === undefined) throw invalid(filter.key, 'expected yes or no');
  return value;
}

function range(filter: CatalogueFilter): { min: number; max: number } | null {
  if (!isRange(filter.value)) throw invalid(filter.key, 'expected a range { min, max }');
  return parseRange(filter.value.min, filter.value.max) ?? null;
}

/**
 * Turns the contract's filters into a ListingQuery. Unknown attribute codes and malformed values are a coded
 * 400 (the shop never sends them; a typo should not silently widen a listing).
 */
export function buildListingQuery(
  input: { filters?: CatalogueFilter[] | undefined; keywords?: string | undefined },
  categoryId: number | null,
  attributes: AttributeCatalogue,
): ListingQuery {
  const query: ListingQuery = {
    categoryId,
    tokens: input.keywords ? searchTokens(input.keywords) : [],
    facets: new Map(),
    numberRanges: [],
    price: null,
    featured: null,
    discount: null,
    available: null,
    formats: null,
    categoryIds: null,
    tagIds: null,
    ids: null,
    impossible: false,
  };
  if (query.tokens.length > 0) query.colours = colourMatches(query.tokens, attributes);
  for (const filter of input.filters ?? []) {
    if (isProductFilterKey(filter.key)) {
      applyProductFilter(query, filter);
      continue;
    }
    const attribute = attributes.byCode.get(filter.key);
    if (!attribute) throw invalid(filter.key, 'unknown filter');
    if (attribute.inputType === 'number') {
      const r = range(filter);
      if (r) query.numberRanges.push({ attributeId: attribute.id, ...r });
    } else if (
      attribute.inputType === 'yesNo' &&
      parseYesNo(filter.value) !== undefined &&
      !Array.isArray(filter.value)
    ) {
      const wanted = yesNo(filter) ? 'yes' : 'no';
      const value = attribute.values.find((v) => v.value === wanted);
      query.facets.set(attribute.id, value ? [value.id] : [0]);
    } else {
      const valueIds = valueIdsOf(filter, attribute);
      if (valueIds.length > 0) query.facets.set(attribute.id, valueIds);
    }
  }
  return query;
}

function applyProductFilter(query: ListingQuery, filter: CatalogueFilter): void {
  switch (filter.key) {
    case 'archived':
      if (yesNo(filter)) query.impossible = true;
      return;
    case 'type': {
      const type = String(filter.value);
      if (type === 'service') query.impossible = true;
      else if (type !== 'product') throw invalid(filter.key, 'expected product or service');
      return;
    }
    case 'format': {
      const list = (Array.isArray(filter.value) ? filter.value : String(filter.value).split(',')).map((f) =>
        String(f).trim(),
      );
      if (list.some((f) => !FORMATS.has(f))) throw invalid(filter.key, 'unknown format');
      query.formats = list;
      return;
    }
    case 'categories':
      query.categoryIds = ids(filter);
      return;
    case 'tags':
      query.tagIds = ids(filter);
      return;
    case 'ids':
      query.ids = ids(filter);
      return;
    case 'discount':
      query.discount = yesNo(filter);
      return;
    case 'featured':
      query.featured = yesNo(filter);
      return;
    case 'available':
      query.available = yesNo(filter);
      return;
    case 'price': {
      const r = range(filter);
      query.price = r ? { min: eurosToCents(Math.max(0, r.min)), max: eurosToCents(Math.max(0, r.max)) } : null;
      return;
    }
  }
}

/** A copy without one facet's selection: the basis of that facet's disjunctive counts. */
export function withoutFacet(query: ListingQuery, attributeId: number): ListingQuery {
  const facets = new Map(query.facets);
  facets.delete(attributeId);
  return { ...query, facets };
}
