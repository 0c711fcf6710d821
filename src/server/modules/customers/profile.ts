import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { products } from '../../platform/db/schema/catalogue.js';
import { consentLog, consents } from '../../platform/db/schema/consents.js';
import { memberCards } from '../../platform/db/schema/coupons.js';
import { customerDataRequests } from '../../platform/db/schema/customers.js';
import { orderItems, orders } from '../../platform/db/schema/orders.js';
import { type UserRow, userAddresses, users } from '../../platform/db/schema/users.js';
import { wishlistItems } from '../../platform/db/schema/wishlist.js';
import { AppError } from '../../platform/errors/index.js';
import { stateOf } from './list.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A customer's account (never a staff one), or NOT_FOUND. */
export async function customerRow(db: Db, id: number, lock = false): Promise<UserRow> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.isBackofficeUser, false)));
  const [user] = await (lock ? query.for('update') : query);
  if (!user) throw new AppError('NOT_FOUND', { message: 'Kupac nije pronađen.' });
  return user;
}

/** The customer's orders: placed signed in, or as a guest with the account's address. */
export const ordersOfCustomer = (user: Pick<UserRow, 'id' | 'email'>) =>
  or(eq(orders.userId, user.id), sql`lower(${orders.email}) = ${user.email.toLowerCase()}`);

/** The consent log rows of the account: its own, and those given with its proven address. */
const consentRowsOf = (user: Pick<UserRow, 'id' | 'email'>) =>
  or(eq(consentLog.userId, user.id), eq(consentLog.email, user.email.toLowerCase()));

/**
 * Everything the customer's page shows (docs/decisions/0218-blocked-customers.md): the account, its orders, addresses,
 * consents as they stand with their log, wishlist, member cards and data requests. The vouchers section comes with
 * the vouchers back office.
 */
export async function customerPage(db: Db, id: number) {
  const user = await customerRow(db, id);
  const [orderRows, addressRows, logRows, wishRows, cardRows, requestRows] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        orderTotal: orders.orderTotal,
        createdAt: orders.createdAt,
        email: orders.email,
      })
      .from(orders)
      .where(ordersOfCustomer(user))
      .orderBy(desc(orders.id))
      .limit(200),
    db.select().from(userAddresses).where(eq(userAddresses.userId, id)).orderBy(userAddresses.id),
    db
      .select({
        id: consentLog.id,
        consentId: consentLog.consentId,
        uniqueNumber: consents.uniqueNumber,
        displayName: consents.displayName,
        version: consentLog.consentVersion,
        status: consentLog.status,
        sourceType: consentLog.sourceType,
        createdAt: consentLog.createdAt,
      })
      .from(consentLog)
      .innerJoin(consents, eq(consents.id, consentLog.consentId))
      .where(consentRowsOf(user))
      .orderBy(desc(consentLog.id))
      .limit(500),
    db
      .select({ productId: products.id, name: products.name, slug: products.slug, addedAt: wishlistItems.createdAt })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(eq(wishlistItems.userId, id))
      .orderBy(desc(wishlistItems.createdAt)),
    db
      .select()
      .from(memberCards)
      .where(
        user.memberCardBarcode
          ? or(eq(memberCards.userId, id), eq(memberCards.barcode, user.memberCardBarcode))
          : eq(memberCards.userId, id),
      ),
    db
      .select()
      .from(customerDataRequests)
      .where(eq(customerDataRequests.userId, id))
      .orderBy(desc(customerDataRequests.id)),
  ]);
  // The state of each consent is its newest row (docs/decisions/0027-consent-log-append-only.md).
  const current = new Map<number, (typeof logRows)[number]>();
  for (const row of logRows) if (!current.has(row.consentId)) current.set(row.consentId, row);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    state: stateOf(user),
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    blockedAt: iso(user.blockedAt),
    reviewsBlockedAt: iso(user.reviewsBlockedAt),
    erasedAt: iso(user.erasedAt),
    orders: orderRows.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    addresses: addressRows.map((a) => ({
      id: a.id,
      type: a.type,
      firstName: a.firstName,
      lastName: a.lastName,
      contactEmail: a.contactEmail,
      contactPhone: a.contactPhone,
      street: a.street,
      houseNumber: a.houseNumber,
      zipCode: a.zipCode,
      city: a.city,
      country: a.country,
      companyName: a.companyName,
      companyOIB: a.companyOIB,
    })),
    consents: [...current.values()].map((row) => ({
      consentId: row.consentId,
      uniqueNumber: row.uniqueNumber,
      displayName: row.displayName,
      version: row.version,
      status: row.status,
      at: row.createdAt.toISOString(),
    })),
    consentLog: logRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    wishlist: wishRows.map((w) => ({ ...w, addedAt: w.addedAt.toISOString() })),
    memberCards: cardRows.map((card) => memberCardOf(card, user.memberCardBarcode)),
    dataRequests: requestRows.map((r) => ({
      id: r.id,
      kind: r.kind as 'export' | 'erasure',
      status: r.status as 'pending' | 'done',
      note: r.note,
      requestedAt: r.requestedAt.toISOString(),
      requestedBy: r.requestedBy,
      doneAt: iso(r.doneAt),
      doneBy: r.doneBy,
      hasExport: r.export !== null,
    })),
  };
}

function memberCardOf(card: typeof memberCards.$inferSelect, onProfile: string | null) {
  return {
    barcode: card.barcode,
    holderName: card.holderName,
    active: card.active,
    claimed: card.userId !== null,
    onProfile: card.barcode === onProfile,
    issuedAt: card.issuedAt.toISOString(),
    cancelledAt: iso(card.cancelledAt),
    replacedBy: card.replacedBy,
  };
}

/** The order lines of the customer's orders, for the data export. */
export async function orderLinesOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      sku: orderItems.sku,
      name: orderItems.name,
      quantity: orderItems.qty,
      total: orderItems.total,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.orderId, orderItems.position);
}
