import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors/index.js';
import { toListItem } from '../catalogue/index.js';
import { mediaFor, productsByIds } from '../catalogue/index.js';
import { addWish, removeWish, wishableProduct, wishCount, wishedIds } from './repository.js';

async function requireWishable(db: Db, productId: number) {
  if (!(await wishableProduct(db, productId))) throw new AppError('NOT_FOUND', { message: 'Proizvod nije pronađen.' });
}

/** docs/decisions/0018-wishlist-ids-and-idempotent-calls.md: idempotent add and remove; the spec's toggle stays for the create call. */
export async function setWished(db: Db, userId: number, productId: number, wished: boolean) {
  if (wished) {
    await requireWishable(db, productId);
    await addWish(db, userId, productId);
  } else {
    await removeWish(db, userId, productId);
  }
  return { product_id: productId, wished };
}

export async function toggleWished(db: Db, userId: number, productId: number) {
  if (await removeWish(db, userId, productId)) return { product_id: productId, wished: false };
  return setWished(db, userId, productId, true);
}

/** A page of wished products as catalogue cards, newest wish first. */
export async function wishlistPage(db: Db, userId: number, limit: number, page: number, apiKeyId: number) {
  const [ids, totalRecords] = await Promise.all([
    wishedIds(db, userId, limit, (page - 1) * limit),
    wishCount(db, userId),
  ]);
  const [rows, media] = await Promise.all([productsByIds(db, ids), mediaFor(db, ids)]);
  const records = ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toListItem(row, media.get(id) ?? [], apiKeyId)] : [];
  });
  return { records, totalRecords, page, limit, totalPages: Math.ceil(totalRecords / limit) };
}

export async function wishlistIds(db: Db, userId: number) {
  return { ids: await wishedIds(db, userId) };
}
