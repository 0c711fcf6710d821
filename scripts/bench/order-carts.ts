// Carts ready for order/create, written straight into the database so that a benchmark times the order and not
// the cart building: an open guest cart with 1-3 lines, the checkout's address, consents, courier and payment.
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/server/platform/db/client.js';
import { cartItems, carts } from '../../src/server/platform/db/schema/cart.js';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { checkouts } from '../../src/server/platform/db/schema/checkout.js';
import { consentAssignments, consents } from '../../src/server/platform/db/schema/consents.js';

export const BENCH_PRODUCTS = [
  'sal-zvijezda-klasicni',
  'zimska-kapa',
  'kisobran',
  'salica-grb',
  'privjesak-grb',
  'termosica',
];

export interface ReadySession {
  cartId: string;
  protectCode: string;
}

/** Gives the bench products stock enough for every order, so no order fails for stock. */
export async function stockUp(db: Db): Promise<number[]> {
  const rows = await db
    .update(products)
    .set({ stockQuantity: 10_000_000, isPurchasable: true, available: true })
    .where(inArray(products.slug, BENCH_PRODUCTS))
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

export async function readyCarts(db: Db, count: number, productIds: number[], domainId = 1): Promise<ReadySession[]> {
  const [form] = await db.select().from(consentAssignments).where(eq(consentAssignments.assignedTo, 'checkoutForm'));
  const required = form ? await db.select().from(consents).where(inArray(consents.id, form.requiredConsentIds)) : [];
  const sessions: ReadySession[] = [];
  for (let start = 0; start < count; start += 200) {
    const size = Math.min(200, count - start);
    const values = Array.from({ length: size }, () => ({
      cartId: randomBytes(16).toString('base64url'),
      protectCode: randomBytes(32).toString('base64url'),
      domainId,
      currencyId: null,
    }));
    const rows = await db.insert(carts).values(values).returning({ id: carts.id, cartId: carts.cartId });
    const lines = rows.flatMap((row, i) =>
      Array.from({ length: 1 + ((start + i) % 3) }, (_, k) => ({
        cartId: row.id,
        productId: productIds[(start + i + k) % productIds.length]!,
        qty: 1 + ((start + i + k) % 2),
        options: {},
        mergeKey: '{}',
        personalised: false,
      })),
    );
    await db.insert(cartItems).values(lines);
    const now = new Date();
    await db.insert(checkouts).values(
      rows.map((row, i) => ({
        cartId: row.id,
        deliveryAddress: {
          firstName: 'Ivana',
          lastName: 'Horvat',
          contactEmail: `kupac${start + i}@primjer.hr`,
          contactPhone: '+385 91 234 5678',
          country: 'HR',
          city: 'Osijek',
          street: 'Ulica Hrvatske Republike',
          houseNumber: '12a',
          zipCode: '31000',
          companyName: '',
          companyOIB: '',
        },
        acceptedConsents: required.map((c) => ({ id: c.id, version: c.version })),
        addressSavedAt: now,
        deliveryMethodId: 66,
        deliverySavedAt: now,
        // Cash on delivery and bank transfer in turn.
        paymentMethodId: (start + i) % 2 === 0 ? 3 : 4,
        paymentSavedAt: now,
      })),
    );
    sessions.push(...values.map((v) => ({ cartId: v.cartId, protectCode: v.protectCode })));
  }
  return sessions;
}
