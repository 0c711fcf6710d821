import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ContractSchema } from '../../platform/contract-types.js';
import type { Db } from '../../platform/db/client.js';
import type { CartRow } from '../../platform/db/schema/cart.js';
import { AppError } from '../../platform/errors/index.js';
import type { SessionUser } from './current-user.js';
import { findCart, insertCart, updateCart } from './repository.js';

export type CartSessionInput = ContractSchema<'CartSession'>;

/** cartId 128 bits and protectCode 256 bits of randomness (docs/decisions/0028-single-purpose-random-tokens.md), URL-safe. */
export async function newCartSession(db: Db, domainId: number, currencyId: number | null, user: SessionUser | null) {
  const cartId = randomBytes(16).toString('base64url');
  const protectCode = randomBytes(32).toString('base64url');
  await insertCart(db, { cartId, protectCode, domainId, currencyId, userId: user?.id ?? null });
  return { cartId, protectCode };
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Opens a cart for a call. Unknown id, wrong protectCode, another domain, or a cart that belongs to another
 * user (or to a user while the caller is a guest) all answer the same "Session doesn't exist" (docs/targets.md R10).
 * A guest cart touched by a logged-in user becomes theirs. `lock` holds the row for the transaction.
 */
export async function openCart(
  db: Db,
  session: CartSessionInput,
  context: { domainId: number; user: SessionUser | null; lock?: boolean; allowClosed?: boolean },
): Promise<CartRow> {
  return admitCart(db, await findCart(db, session.cartId, context.lock ?? false), session, context);
}

/**
 * openCart's checks on a cart row already read (order creation reads it locked together with its checkout,
 * docs/decisions/0237-order-creation-in-fewer-round-trips.md): the same refusals, the same claim by a logged-in user.
 */
export async function admitCart(
  db: Db,
  row: CartRow | undefined,
  session: CartSessionInput,
  context: { domainId: number; user: SessionUser | null; allowClosed?: boolean },
): Promise<CartRow> {
  const owner = row?.userId ?? null;
  if (
    !row ||
    !sameSecret(row.protectCode, session.protectCode) ||
    row.domainId !== context.domainId ||
    (owner !== null && owner !== context.user?.id)
  ) {
    throw new AppError('SESSION_NOT_FOUND');
  }
  if (!context.allowClosed) {
    if (row.status === 'archived') throw new AppError('CART_ARCHIVED');
    if (row.status === 'ordered') throw new AppError('SESSION_ALREADY_USED');
  }
  if (owner === null && context.user && row.status === 'open') {
    await updateCart(db, row.id, { userId: context.user.id });
    return { ...row, userId: context.user.id };
  }
  return row;
}
