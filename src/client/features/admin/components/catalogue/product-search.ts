import { PRODUCT_STATUSES, STOCK_STATES } from '@shared/catalogue-admin.js';
import type { ProductFilters } from '../../api/catalogue.js';

/** The list's columns staff may show or hide; the name and the SKU always show. */
export const OPTIONAL_COLUMNS = {
  image: 'Slika',
  category: 'Kategorija',
  status: 'Status',
  price: 'Cijena',
  stock: 'Zaliha',
  updated: 'Izmijenjeno',
} as const;
export type OptionalColumn = keyof typeof OPTIONAL_COLUMNS;
export const DEFAULT_COLUMNS: OptionalColumn[] = ['image', 'category', 'status', 'price', 'stock'];

const SORTS = ['updated', 'name', 'price', 'stock'] as const;
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/**
 * The list's filters and columns from the address (a filter is saved by keeping its address); values the API would
 * refuse are left out, so a hand-edited address is never an error page.
 */
export function productSearch(search: Record<string, unknown>): { filters: ProductFilters; columns: OptionalColumn[] } {
  const filters: ProductFilters = {};
  const q = text(search.q).slice(0, 100);
  if (q) filters.q = q;
  const category = Number(search.category);
  if (Number.isInteger(category) && category > 0) filters.category = category;
  const status = text(search.status);
  if ((PRODUCT_STATUSES as readonly string[]).includes(status)) filters.status = status as ProductFilters['status'];
  const stock = text(search.stock);
  if ((STOCK_STATES as readonly string[]).includes(stock)) filters.stock = stock as ProductFilters['stock'];
  const sale = text(search.sale);
  if (sale === 'da' || sale === 'true') filters.sale = true;
  if (sale === 'ne' || sale === 'false') filters.sale = false;
  const sort = text(search.sort);
  if ((SORTS as readonly string[]).includes(sort)) filters.sort = sort as ProductFilters['sort'];
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) filters.page = page;
  const cols = text(search.cols);
  const columns = cols ? cols.split(',').filter((c): c is OptionalColumn => c in OPTIONAL_COLUMNS) : DEFAULT_COLUMNS;
  return { filters, columns };
}

/** The address's search of filters and columns (the columns only when not the default). */
export function searchOf(filters: ProductFilters, columns: OptionalColumn[]): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    out[key] = key === 'sale' ? (value ? 'da' : 'ne') : (value as string | number);
  }
  if (columns.join(',') !== DEFAULT_COLUMNS.join(',')) out.cols = columns.join(',');
  return out;
}
