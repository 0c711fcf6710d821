import { searchTokens } from '@shared/search-text.js';
import { ALL_SORT_IDS, DEFAULT_SORT_ID } from '@shared/sorts.js';
import type { Db } from '../../platform/db/client.js';
import type { CategoryRow } from '../../platform/db/schema/catalogue.js';
import { AppError } from '../../platform/errors/index.js';
import { toMedia } from './mappers.js';
import { categoryByIdOrSlug, childrenOf, filterCategories, filterTags, mediaByIds } from './repository/categories.js';

async function toCategories(db: Db, rows: readonly CategoryRow[], apiKeyId: number) {
  const imageIds = rows.map((r) => r.imageMediaId).filter((id): id is number => id !== null);
  const [images, children] = await Promise.all([
    mediaByIds(db, imageIds),
    childrenOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => {
    const image = row.imageMediaId === null ? undefined : images.get(row.imageMediaId);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      image: image ? toMedia(image, apiKeyId) : null,
      parent: row.parentId,
      position: row.position,
      // An empty list in the table means "every sort"; the answer always names them.
      sortTypes: row.sortTypes.length > 0 ? row.sortTypes : [...ALL_SORT_IDS],
      sortDefaultType: ALL_SORT_IDS.includes(row.sortDefaultType) ? row.sortDefaultType : DEFAULT_SORT_ID,
      children: children.filter((c) => c.parentId === row.id).map(({ id, name, slug }) => ({ id, name, slug })),
    };
  });
}

/** GET product/web/category/get/{id}: the id may be the category's id or its slug. */
export async function getCategory(db: Db, idOrSlug: string, apiKeyId: number) {
  const key = /^[1-9]\d{0,9}$/.test(idOrSlug) ? Number(idOrSlug) : idOrSlug;
  const row = await categoryByIdOrSlug(db, key);
  if (!row) throw new AppError('NOT_FOUND', { message: 'Category not found.' });
  const [category] = await toCategories(db, [row], apiKeyId);
  return category!;
}

interface KeyValue {
  key: string;
  value: unknown;
}

const pageOf = (limit: number, page: number, total: number) => ({
  page,
  limit,
  totalRecords: total,
  totalPages: Math.ceil(total / limit),
});

/** POST product/web/category/filter. */
export async function filterCategoryList(
  db: Db,
  input: { filters?: KeyValue[]; keywords?: string; limit?: number; page?: number },
  apiKeyId: number,
) {
  const limit = input.limit ?? 10;
  const page = input.page ?? 1;
  const criteria: Parameters<typeof filterCategories>[1] = {
    words: input.keywords ? searchTokens(input.keywords) : undefined,
  };
  for (const { key, value } of input.filters ?? []) {
    if (key === 'parent') criteria.parent = value === null || value === 0 || value === 'root' ? null : toId(value, key);
    if (key === 'ids') criteria.ids = toIds(value, key);
    if (key === 'slug') criteria.slug = String(value);
  }
  const { rows, total } = await filterCategories(db, criteria, limit, (page - 1) * limit);
  return { records: await toCategories(db, rows, apiKeyId), ...pageOf(limit, page, total) };
}

/** POST product/web/tag/filter. */
export async function filterTagList(
  db: Db,
  input: { filters?: KeyValue[]; keywords?: string; limit?: number; page?: number },
) {
  const limit = input.limit ?? 10;
  const page = input.page ?? 1;
  const criteria: Parameters<typeof filterTags>[1] = {
    words: input.keywords ? searchTokens(input.keywords) : undefined,
  };
  for (const { key, value } of input.filters ?? []) {
    if (key === 'ids') criteria.ids = toIds(value, key);
    if (key === 'slug') criteria.slug = String(value);
  }
  const { rows, total } = await filterTags(db, criteria, limit, (page - 1) * limit);
  return {
    records: rows.map((r) => ({ ...r, totalProducts: Number(r.totalProducts) })),
    ...pageOf(limit, page, total),
  };
}

function toId(value: unknown, key: string): number {
  const text = String(value);
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw badFilter(key);
  return Number(text);
}

function toIds(value: unknown, key: string): number[] {
  const list = Array.isArray(value)
    ? value
    : String(value)
        .split(',')
        .filter((v) => v.trim() !== '');
  return list.map((v) => toId(typeof v === 'string' ? v.trim() : v, key));
}

function badFilter(key: string) {
  return new AppError('VALIDATION_FAILED', {
    payload: { fields: [{ field: `body/filters/${key}`, message: 'expected ids' }] },
  });
}
