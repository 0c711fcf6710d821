/**
 * The eight product sorts of docs/spec/shop.md section 9. Ids are what categories store (sortTypes, sortDefaultType);
 * param + order are what web/filter receives. The two priority sorts ("prioritetni") exist for the back office
 * and are hidden in the shop's sort select.
 */
export type SortParam = 'id' | 'finalPrice' | 'name' | 'categoryPriority';
export type SortOrder = 'asc' | 'desc';

export interface SortOption {
  id: number;
  key: string;
  label: string;
  param: SortParam;
  order: SortOrder;
  priority: boolean;
}

export const SORTS: readonly SortOption[] = [
  { id: 1, key: 'newest', label: 'Najnovije', param: 'id', order: 'desc', priority: false },
  { id: 2, key: 'oldest', label: 'Najstarije', param: 'id', order: 'asc', priority: false },
  { id: 3, key: 'cheapest', label: 'Cijena: od najniže', param: 'finalPrice', order: 'asc', priority: false },
  { id: 4, key: 'mostExpensive', label: 'Cijena: od najviše', param: 'finalPrice', order: 'desc', priority: false },
  { id: 5, key: 'nameAsc', label: 'Naziv: A-Ž', param: 'name', order: 'asc', priority: false },
  { id: 6, key: 'nameDesc', label: 'Naziv: Ž-A', param: 'name', order: 'desc', priority: false },
  { id: 7, key: 'priorityLow', label: 'Prioritetni: najniži', param: 'categoryPriority', order: 'asc', priority: true },
  {
    id: 8,
    key: 'priorityHigh',
    label: 'Prioritetni: najviši',
    param: 'categoryPriority',
    order: 'desc',
    priority: true,
  },
];

/** Newest first (id desc) is the spec's default. */
export const DEFAULT_SORT_ID = 1;
export const ALL_SORT_IDS: readonly number[] = SORTS.map((sort) => sort.id);

export function sortById(id: number): SortOption | undefined {
  return SORTS.find((sort) => sort.id === id);
}

export function sortByKey(key: string): SortOption | undefined {
  return SORTS.find((sort) => sort.key === key);
}

export function sortFor(param: SortParam, order: SortOrder): SortOption | undefined {
  return SORTS.find((sort) => sort.param === param && sort.order === order);
}

export interface CategorySorts {
  sortTypes: readonly number[];
  sortDefaultType: number;
}

/** Sorts a shopper may pick in a category: the category's allowed ones (all when empty), priority sorts hidden. */
export function visibleSorts(category?: CategorySorts | null): SortOption[] {
  const allowed = category && category.sortTypes.length > 0 ? new Set(category.sortTypes) : null;
  return SORTS.filter((sort) => !sort.priority && (!allowed || allowed.has(sort.id)));
}

/** The category's default sort when it is a known sort, else newest first. */
export function defaultSort(category?: CategorySorts | null): SortOption {
  return (category && sortById(category.sortDefaultType)) ?? (sortById(DEFAULT_SORT_ID) as SortOption);
}
