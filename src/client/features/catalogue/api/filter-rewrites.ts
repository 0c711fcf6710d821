/**
 * How a list's address is rewritten after the shop has answered (docs/decisions/0235-filter-value-slugs.md): an old
 * link's ids become the slugs the facets give them, and the filters the API called unknown leave. Neither is needed
 * for a first view: the filter panel (loaded after it) writes the slugs, and a loader drops the unknown keys only
 * when the API refused them (docs/targets.md P1).
 */
import { isApiError } from '../../../lib/api-error.js';
import { isValueId } from '@shared/filter-slugs.js';
import { type FilterQuery, normaliseFilterValue, RANGE_KEYS } from './category-search.js';

/** What the facets say of a value: enough to write an old link's id as its slug. */
export interface FacetValues {
  attributeCode: string;
  values: ReadonlyArray<{ attributeID: number; slug: string }>;
}

/**
 * An old link's filters with every id the facets know written as its slug ("?velicina=2" -> "?velicina=m"), or
 * null when there is nothing to rewrite. The page then replaces its URL, so what is shared and bookmarked reads.
 */
export function sluggedFilters(query: FilterQuery, facets: readonly FacetValues[]): FilterQuery | null {
  let changed = false;
  const out: FilterQuery = {};
  for (const [code, value] of Object.entries(query)) {
    const facet = facets.find((f) => f.attributeCode === code);
    const text = String(value);
    if (!facet || RANGE_KEYS.has(code) || text === 'yes' || text === 'no') {
      out[code] = value;
      continue;
    }
    const tokens = text.split(',').map((token) => {
      const slug = isValueId(token) ? facet.values.find((v) => v.attributeID === Number(token))?.slug : undefined;
      if (slug) changed = true;
      return slug ?? token;
    });
    out[code] = normaliseFilterValue(tokens.join(','), code) ?? value;
  }
  return changed ? out : null;
}

/**
 * The filters of a URL the API named as unknown (a parameter that has a filter's shape but names no attribute of
 * the shop, e.g. `?foo=bar` or a campaign's own parameter): the page drops them from its address instead of
 * listing nothing (docs/decisions/0235-filter-value-slugs.md).
 */
export function unknownFilterKeys(error: unknown): string[] {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return [];
  const fields = (error.payload as { fields?: { field?: unknown; message?: unknown }[] } | undefined)?.fields ?? [];
  const keys = fields.map((f) =>
    typeof f.field === 'string' && f.message === 'unknown filter' ? f.field.match(/^body\/filters\/(.+)$/)?.[1] : null,
  );
  return keys.length > 0 && keys.every((k): k is string => typeof k === 'string') ? keys : [];
}
