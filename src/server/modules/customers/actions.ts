import { ERASED_NAME, erasedEmail, type DataRequestKind } from '@shared/customers.js';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { consentLog } from '../../platform/db/schema/consents.js';
import { carts } from '../../platform/db/schema/cart.js';
import { checkouts } from '../../platform/db/schema/checkout.js';
import { memberCards } from '../../platform/db/schema/coupons.js';
import { couponUsages } from '../../platform/db/schema/coupons.js';
import { customerDataRequests } from '../../platform/db/schema/customers.js';
import { emailOutbox } from '../../platform/db/schema/email.js';
import { newsletterSubscribers } from '../../platform/db/schema/newsletter.js';
import { orders } from '../../platform/db/schema/orders.js';
import { stockRequests } from '../../platform/db/schema/stock-requests.js';
import { socialAccounts, userTokens } from '../../platform/db/schema/auth.js';
import { userAddresses, users } from '../../platform/db/schema/users.js';
import { wishlistItems } from '../../platform/db/schema/wishlist.js';
import { AppError } from '../../platform/errors/index.js';
import { randomToken } from '../../platform/secret-tokens.js';
import { recordChange, type StaffActor } from '../audit/index.js';
import { revokeUserFamilies } from '../auth/index.js';
import { hashPassword } from '../users/index.js';
import { buildExport } from './export-data.js';
import { customerRow, ordersOfCustomer } from './profile.js';

/** What a customer write works with (docs/decisions/0148-services-take-context-objects.md). */
export interface CustomerContext {
  db: Db;
  now: () => number;
  actor: StaffActor;
}

/** A unique index refused the insert (two requests at once): the driver's error or its cause says 23505. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 6; e = e.cause as typeof e, i++)
    if (e.code === '23505') return true;
  return false;
}

const refuseErased = (user: { erasedAt: Date | null }) => {
  if (user.erasedAt) throw new AppError('CUSTOMER_ERASED');
};

/**
 * Blocks or unblocks a customer (docs/decisions/0218-blocked-customers.md). Blocking ends every session at once
 * (the access tokens of a revoked family are refused); sign-in, refresh and ordering refuse a blocked account.
 */
export async function setBlocked(ctx: CustomerContext, id: number, blocked: boolean, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const user = await customerRow(tx, id, true);
    refuseErased(user);
    if (Boolean(user.blockedAt) === blocked) return;
    const at = new Date(ctx.now());
    await tx
      .update(users)
      .set({ blockedAt: blocked ? at : null, updatedAt: at })
      .where(eq(users.id, id));
    if (blocked) await revokeUserFamilies(tx, id, 'blocked', ctx.now());
    await recordChange(tx, ctx.actor, {
      kind: 'customer',
      id,
      action: blocked ? 'customer.block' : 'customer.unblock',
      changes: [{ field: 'blocked', before: !blocked, after: blocked }],
      data: reason ? { reason } : {},
    });
  });
}

/**
 * Lets a customer whose reviews a rejection blocked (docs/decisions/0212-review-moderation.md) write reviews again
 * (docs/decisions/0227-profile-tabs-and-lifting-review-blocks.md); audited. A customer not blocked is left as is.
 */
export async function allowReviews(ctx: CustomerContext, id: number, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const user = await customerRow(tx, id, true);
    refuseErased(user);
    if (!user.reviewsBlockedAt) return;
    await tx
      .update(users)
      .set({ reviewsBlockedAt: null, updatedAt: new Date(ctx.now()) })
      .where(eq(users.id, id));
    await recordChange(tx, ctx.actor, {
      kind: 'customer',
      id,
      action: 'customer.reviews_unblock',
      changes: [{ field: 'reviewsBlockedAt', before: user.reviewsBlockedAt.toISOString(), after: null }],
      data: reason ? { reason } : {},
    });
  });
}

/**
 * Takes a customer's request for their data or its erasure (docs/decisions/0219-erasure-keeps-what-the-law-requires.md).
 * One pending request of each kind: a second one is DATA_REQUEST_PENDING, also when two arrive at once (the partial
 * unique index decides).
 */
export async function requestData(ctx: CustomerContext, id: number, kind: DataRequestKind, note: string) {
  try {
    await ctx.db.transaction(async (tx) => {
      const user = await customerRow(tx, id, true);
      refuseErased(user);
      const [pending] = await tx
        .select({ id: customerDataRequests.id })
        .from(customerDataRequests)
        .where(
          and(
            eq(customerDataRequests.userId, id),
            eq(customerDataRequests.kind, kind),
            eq(customerDataRequests.status, 'pending'),
          ),
        );
      if (pending) throw new AppError('DATA_REQUEST_PENDING', { payload: { requestId: pending.id } });
      const [row] = await tx
        .insert(customerDataRequests)
        .values({ userId: id, kind, note, requestedAt: new Date(ctx.now()), requestedBy: ctx.actor.email })
        .returning({ id: customerDataRequests.id });
      await recordChange(tx, ctx.actor, {
        kind: 'customer',
        id,
        action: kind === 'export' ? 'customer.export_request' : 'customer.erasure_request',
        data: { requestId: row!.id, ...(note ? { note } : {}) },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('DATA_REQUEST_PENDING');
    throw err;
  }
}

async function pendingRequest(tx: Db, userId: number, requestId: number) {
  const [request] = await tx
    .select()
    .from(customerDataRequests)
    .where(and(eq(customerDataRequests.id, requestId), eq(customerDataRequests.userId, userId)))
    .for('update');
  if (!request) throw new AppError('NOT_FOUND', { message: 'Zahtjev nije pronađen.' });
  if (request.status !== 'pending') throw new AppError('CONFLICT', { message: 'Zahtjev je već obrađen.' });
  return request;
}

/**
 * Does a pending request: an export is made once and kept with the request (its JSON and PDF are drawn from it); an
 * erasure needs the account's e-mail typed again, and anonymises the account (`eraseCustomer`).
 */
export async function completeRequest(ctx: CustomerContext, id: number, requestId: number, confirmEmail: string) {
  await ctx.db.transaction(async (tx) => {
    const user = await customerRow(tx, id, true);
    refuseErased(user);
    const request = await pendingRequest(tx, id, requestId);
    const at = new Date(ctx.now());
    if (request.kind === 'export') {
      const data = await buildExport(tx, id, at);
      await tx
        .update(customerDataRequests)
        .set({ status: 'done', doneAt: at, doneBy: ctx.actor.email, export: data })
        .where(eq(customerDataRequests.id, requestId));
      await recordChange(tx, ctx.actor, { kind: 'customer', id, action: 'customer.export', data: { requestId } });
      return;
    }
    if (confirmEmail.trim().toLowerCase() !== user.email.toLowerCase())
      throw new AppError('VALIDATION_FAILED', {
        message: 'Za brisanje upišite e-mail adresu kupca.',
        payload: { field: 'confirmEmail' },
      });
    await eraseCustomer(tx, user, at);
    await tx
      .update(customerDataRequests)
      .set({ status: 'done', doneAt: at, doneBy: ctx.actor.email })
      .where(eq(customerDataRequests.id, requestId));
    await recordChange(tx, ctx.actor, {
      kind: 'customer',
      id,
      action: 'customer.erase',
      // The log keeps that an erasure happened, never the erased data.
      data: { requestId },
    });
  });
}

/**
 * The erasure (docs/decisions/0219-erasure-keeps-what-the-law-requires.md): what the law does not require goes
 * (addresses, wishlist, carts, newsletter, back-in-stock requests, social links, tokens, mails, exports); the orders
 * and receipts stay with the buyer anonymised; the account stays as an anonymised row no one can sign in to.
 */
async function eraseCustomer(tx: Db, user: { id: number; email: string }, at: Date) {
  const id = user.id;
  const email = user.email.toLowerCase();
  const anonymous = erasedEmail(id);
  const orderRows = await tx
    .select({ id: orders.id, delivery: orders.deliveryAddress, billing: orders.billingAddress })
    .from(orders)
    .where(ordersOfCustomer(user));
  for (const order of orderRows) {
    await tx
      .update(orders)
      .set({
        email: anonymous,
        deliveryAddress: anonymisedAddress(order.delivery, anonymous),
        billingAddress: order.billing ? anonymisedAddress(order.billing, anonymous) : null,
        updatedAt: at,
      })
      .where(eq(orders.id, order.id));
  }
  const cartIds = (await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, id))).map((c) => c.id);
  if (cartIds.length > 0) await tx.delete(checkouts).where(inArray(checkouts.cartId, cartIds));
  await tx.update(carts).set({ memberCardBarcode: null }).where(eq(carts.userId, id));
  await tx.delete(userAddresses).where(eq(userAddresses.userId, id));
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, id));
  await tx.delete(socialAccounts).where(eq(socialAccounts.userId, id));
  await tx.delete(userTokens).where(or(eq(userTokens.userId, id), sql`lower(${userTokens.email}) = ${email}`));
  await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
  await tx.delete(stockRequests).where(sql`lower(${stockRequests.email}) = ${email}`);
  await tx.delete(emailOutbox).where(sql`lower(${emailOutbox.to}) = ${email}`);
  await tx.update(couponUsages).set({ email: anonymous }).where(sql`lower(${couponUsages.email}) = ${email}`);
  // The consent log keeps what was agreed and when (proof of the processing that was); only the address goes.
  await tx.update(consentLog).set({ email: anonymous }).where(eq(consentLog.email, email));
  await tx.update(consentLog).set({ claimedEmail: null }).where(sql`lower(${consentLog.claimedEmail}) = ${email}`);
  // The club's card stays in its register, no longer this account's and no longer giving member prices.
  await tx
    .update(memberCards)
    .set({ userId: null, active: false, cancelledAt: at, holderName: null })
    .where(and(eq(memberCards.userId, id), isNull(memberCards.replacedBy)));
  await tx.update(memberCards).set({ userId: null, holderName: null }).where(eq(memberCards.userId, id));
  await tx.update(customerDataRequests).set({ export: null }).where(eq(customerDataRequests.userId, id));
  await tx
    .update(users)
    .set({
      email: anonymous,
      ...ERASED_NAME,
      passwordHash: await hashPassword(randomToken()),
      memberCardBarcode: null,
      pendingEmail: null,
      erasedAt: at,
      blockedAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, id));
  await revokeUserFamilies(tx, id, 'erased', at.getTime());
}

/** An order's address with the person gone and the place kept to the country and postcode (VAT and delivery). */
function anonymisedAddress<T extends Record<string, unknown>>(address: T, email: string): T {
  const blank: Record<string, unknown> = { ...address, ...ERASED_NAME };
  for (const field of ['street', 'houseNumber', 'city', 'contactPhone'] as const)
    if (field in blank) blank[field] = field === 'contactPhone' ? '' : '-';
  if ('contactEmail' in blank) blank.contactEmail = email;
  return blank as T;
}
