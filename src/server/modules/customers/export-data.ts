import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { couponUsages } from '../../platform/db/schema/coupons.js';
import { newsletterSubscribers } from '../../platform/db/schema/newsletter.js';
import { orders } from '../../platform/db/schema/orders.js';
import { stockRequests } from '../../platform/db/schema/stock-requests.js';
import { customerPage, customerRow, orderLinesOf, ordersOfCustomer } from './profile.js';

/**
 * Everything the shop holds about a customer (GDPR art. 15 and 20), as one JSON document
 * (docs/decisions/0219-erasure-keeps-what-the-law-requires.md): the account, addresses, orders with their lines and
 * addresses, consents and their log, wishlist, member cards, newsletter, back-in-stock requests and coupon uses.
 */
export async function buildExport(db: Db, id: number, at: Date): Promise<Record<string, unknown>> {
  const user = await customerRow(db, id);
  const page = await customerPage(db, id);
  const email = user.email.toLowerCase();
  const orderRows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      email: orders.email,
      createdAt: orders.createdAt,
      orderTotal: orders.orderTotal,
      deliveryAddress: orders.deliveryAddress,
      billingAddress: orders.billingAddress,
      companyName: orders.companyName,
      companyOib: orders.companyOib,
      memberCardBarcode: orders.memberCardBarcode,
      couponCode: orders.couponCode,
      paymentMethod: sql<string>`${orders.paymentMethod}->>'name'`,
    })
    .from(orders)
    .where(ordersOfCustomer(user))
    .orderBy(desc(orders.id));
  const lines = await orderLinesOf(
    db,
    orderRows.map((o) => o.id),
  );
  const [newsletter, stock, coupons] = await Promise.all([
    db.select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email}`),
    db.select().from(stockRequests).where(sql`lower(${stockRequests.email}) = ${email}`),
    db.select().from(couponUsages).where(eq(couponUsages.userId, id)),
  ]);
  return {
    madeAt: at.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      emailVerified: user.emailVerifiedAt !== null,
      memberCard: user.memberCardBarcode,
      createdAt: user.createdAt.toISOString(),
      blockedAt: page.blockedAt,
    },
    addresses: page.addresses,
    orders: orderRows.map(({ id: orderId, createdAt, ...order }) => ({
      ...order,
      createdAt: createdAt.toISOString(),
      totalEuros: order.orderTotal / 100,
      lines: lines.filter((l) => l.orderId === orderId).map(({ orderId: _, ...line }) => line),
    })),
    consents: page.consents,
    consentLog: page.consentLog,
    wishlist: page.wishlist,
    memberCards: page.memberCards,
    newsletter: newsletter.map((n) => ({
      status: n.status,
      confirmedAt: n.confirmedAt.toISOString(),
      unsubscribedAt: n.unsubscribedAt?.toISOString() ?? null,
    })),
    backInStockRequests: stock.map((s) => ({ productId: s.productId, createdAt: s.createdAt.toISOString() })),
    couponUses: coupons.map((c) => ({ couponId: c.couponId, orderRef: c.orderRef, usedAt: c.usedAt.toISOString() })),
  };
}
