/**
 * Catalogue query helpers shared by the shop (URL query <-> filters) and the platform (reading the filters of
 * web/filter and layeredNavigation). Query-style values: comma-separated ids ("3,7"), yes/no, and ranges
 * "min-max" that exist only when both bounds are set (docs/spec/shop.md sections 2 and 4).
 */
export type FilterScalar = string | number | boolean;
export type FilterValue = FilterScalar | Array<number | string> | { min: number; max: number };

export interface CatalogueFilter {
  key: string;
  value: FilterValue;
}

/** Filter keys with a fixed meaning; any other key is an attribute code. */
export const PRODUCT_FILTER_KEYS = [
  'archived',
  'type',
  'format',
  'categories',
  'tags',
  'ids',
  'discount',
  'featured',
  'available',
  'price',
] as const;
export type ProductFilterKey = (typeof PRODUCT_FILTER_KEYS)[number];

export function isProductFilterKey(key: string): key is ProductFilterKey {
  return (PRODUCT_FILTER_KEYS as readonly string[]).includes(key);
}

const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/**
 * Ids from "3,7", [3, "7"] or 3. Lenient mode (URLs) drops what is not an id; strict mode (the API) answers
 * null as soon as one entry is not an id, so bad input becomes a coded 400 instead of being ignored.
 */
export function parseIdList(value: unknown, options: { strict?: boolean } = {}): number[] | null {
  const parts: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
      : [value];
  const ids: number[] = [];
  for (const part of parts) {
    const text = typeof part === 'number' ? String(part) : typeof part === 'string' ? part.trim() : '';
    const id = ID.test(text) ? Number(text) : NaN;
    if (Number.isInteger(id) && id <= MAX_ID) {
      if (!ids.includes(id)) ids.push(id);
    } else if (options.strict) {
      return null;
    }
  }
  return ids;
}

/** yes/no (also true/false, 1/0 and booleans); anything else is undefined. */
export function parseYesNo(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (['yes', 'true', '1', 'da'].includes(text)) return true;
  if (['no', 'false', '0', 'ne'].includes(text)) return false;
  return undefined;
}

export function formatYesNo(value: boolean): 'yes' | 'no' {
  return value ? 'yes' : 'no';
}

export interface Range {
  min: number;
  max: number;
}

/**
 * A range only when both bounds are real numbers (a half-set slider sends nothing); bounds given the wrong way
 * round are swapped; 0 to 0 means "not set" (omitted from the URL).
 */
export function parseRange(min: unknown, max: unknown): Range | undefined {
  const low = toNumber(min);
  const high = toNumber(max);
  if (low === undefined || high === undefined) return undefined;
  if (low === 0 && high === 0) return undefined;
  return low <= high ? { min: low, max: high } : { min: high, max: low };
}

/** "10-49.99" -> { min: 10, max: 49.99 }; the URL form of a range. */
export function parseRangeParam(text: unknown): Range | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*-\s*(\d+(?:[.,]\d+)?)\s*$/.exec(text);
  if (!match) return undefined;
  return parseRange(match[1]!.replace(',', '.'), match[2]!.replace(',', '.'));
}

export function formatRangeParam(range: Range): string {
  return `${range.min}-${range.max}`;
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

export function isRange(value: unknown): value is Range {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as Range).min === 'number' &&
    typeof (value as Range).max === 'number'
  );
}

export type FilterKind = 'ids' | 'yesNo' | 'range';

/** What a filterable attribute's input type means for its filter value. */
export function filterKindForType(type: string): FilterKind {
  if (type === 'yesNo') return 'yesNo';
  if (type === 'number' || type === 'price') return 'range';
  return 'ids';
}

export interface FilterableAttribute {
  attributeCode: string;
  type: string;
}

/**
 * Filters from a URL query (the shop's /shop/{slug}?boja=3,7&velicina=12&price=10-50): each filterable
 * attribute is read in its own form; empty or malformed values are left out.
 */
export function filtersFromQuery(
  query: Readonly<Record<string, unknown>>,
  attributes: readonly FilterableAttribute[],
): CatalogueFilter[] {
  const filters: CatalogueFilter[] = [];
  for (const attribute of attributes) {
    const raw = query[attribute.attributeCode];
    if (raw === undefined || raw === null || raw === '') continue;
    const kind = filterKindForType(attribute.type);
    if (kind === 'yesNo') {
      const value = parseYesNo(raw);
      if (value !== undefined) filters.push({ key: attribute.attributeCode, value: formatYesNo(value) });
    } else if (kind === 'range') {
      const range = isRange(raw) ? parseRange(raw.min, raw.max) : parseRangeParam(raw);
      if (range) filters.push({ key: attribute.attributeCode, value: range });
    } else {
      const ids = parseIdList(raw);
      if (ids && ids.length > 0) filters.push({ key: attribute.attributeCode, value: ids });
    }
  }
  return filters;
}

/** The URL query of a filter list (inverse of filtersFromQuery). */
export function filtersToQuery(filters: readonly CatalogueFilter[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const { key, value } of filters) {
    if (isRange(value)) {
      const range = parseRange(value.min, value.max);
      if (range) query[key] = formatRangeParam(range);
    } else if (Array.isArray(value)) {
      if (value.length > 0) query[key] = value.join(',');
    } else if (typeof value === 'boolean') {
      query[key] = formatYesNo(value);
    } else if (value !== '') {
      query[key] = String(value);
    }
  }
  return query;
}

export interface ProductSearchRequest {
  filters?: readonly CatalogueFilter[];
  keywords?: string | null;
  mainCategory?: number | string | null;
  select?: readonly string[] | null;
  limit?: number | null;
  page?: number | null;
}

/**
 * docs/spec/shop.md section 4: a product search runs only when keywords, real filters (not only archived), a main category,
 * a select, a limit or a page are given; otherwise the answer is empty.
 */
export function shouldRunProductSearch(request: ProductSearchRequest): boolean {
  if (request.keywords && request.keywords.trim() !== '') return true;
  if ((request.filters ?? []).some((filter) => filter.key !== 'archived')) return true;
  if (request.mainCategory !== undefined && request.mainCategory !== null && request.mainCategory !== '') return true;
  if (request.select && request.select.length > 0) return true;
  return (request.limit ?? null) !== null || (request.page ?? null) !== null;
}
