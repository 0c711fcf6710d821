import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_ACTIONS_BY_STATUS } from '../../machines/order-lifecycle/rules.js';
import { DESK_ACTIONS, type DeskAction } from '../../src/shared/order-desk.js';
import { ORDER_STATUS_TEXT, type OrderStatus } from '../../src/shared/order-status.js';
import { coupons } from '../../src/server/platform/db/schema/coupons.js';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { emailOutbox } from '../../src/server/platform/db/schema/email.js';
import { staffAuditLog } from '../../src/server/platform/db/schema/order-desk.js';
import { orders } from '../../src/server/platform/db/schema/orders.js';
import { signWebhookData } from '../../src/server/modules/delivery/boxnow/index.js';
import { type BoxNowForTests, startBoxNowForTests } from '../support/boxnow.js';
import { type PaymentRig, payOnHostedPage, startPaymentRig } from '../support/card-gateway.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { ADMIN, AUTH_ENV, bearer, CUSTOMER, login } from './auth-helpers.js';
import { cartCall, newSession, productId } from './cart-helpers.js';
import {
  address,
  BOXNOW,
  checkoutCall,
  COURIER,
  PAY,
  PICKUP,
  placeOrder,
  readyCart,
  requiredConsents,
} from './checkout-helpers.js';

// The back office's order desk (docs/decisions/0100-order-desk-actions.md to 0104): back-office users only, every
// action refused where its status does not allow it, shipping, partial refunds through the card gateway simulator,
// cancelling with restock, BoxNow delivery requests and their signed parcel events, and the staff audit log.
let t: TestApp;
let rig: PaymentRig;
let boxnow: BoxNowForTests;
let admin: string;
let customer: string;
let ip = 0;
let adminId: number;

beforeAll(async () => {
  rig = await startPaymentRig();
  boxnow = await startBoxNowForTests();
  t = await createTestApp({ standIns: [rig, boxnow], env: AUTH_ENV });
  // BoxNow's parcel events reach the shop over HTTP, as in production.
  const shopUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await fetch(`${boxnow.standIn.url}/_control/webhook`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: `${shopUrl}/api/v1/delivery/boxnow/webhook` }),
  });
  // Enough umbrellas for every order of the suite.
  await t.db.update(products).set({ stockQuantity: 10_000 }).where(eq(products.slug, 'kisobran'));
  const signedIn = await login(t, ADMIN.email, ADMIN.password);
  admin = signedIn.accessToken;
  adminId = (signedIn.res.json() as { data: { user: { id: number } } }).data.user.id;
  customer = (await login(t, CUSTOMER.email, CUSTOMER.password)).accessToken;
  expect(admin).not.toBe('');
  expect(customer).not.toBe('');
});
afterAll(async () => t?.close());

interface Placed {
  id: number;
  number: string;
  slug: string;
}

async function order(payment: number, delivery: number, extra: { branchId?: string; coupon?: string } = {}) {
  const session = await readyCart(t, {
    products: [{ slug: 'kisobran', qty: 2 }],
    delivery,
    payment,
    ip: `10.88.${Math.floor(ip / 200)}.${(ip++ % 200) + 1}`,
    ...extra,
  });
  const placed = await placeOrder(t, session);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const { number, slug } = (placed.body as { data: { number: string; slug: string } }).data;
  const [row] = await t.db.select().from(orders).where(eq(orders.number, number));
  return { id: row!.id, number, slug };
}

/** Pays a card order on the simulator's hosted page; the return confirmed by StatusCheck marks it paid. */
async function pay(placed: Placed) {
  const res = await payOnHostedPage(t, placed.slug);
  expect(res.headers.location).toBe(`/naplata/uspjesna?orderSlug=${placed.slug}`);
}

async function paidCardOrder(delivery = COURIER, branchId?: string) {
  const placed = await order(PAY.wspay, delivery, branchId ? { branchId } : {});
  await pay(placed);
  return placed;
}

const detail = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${id}`, headers: t.headers(bearer(admin)) })).json()
    .data;
/** An action as the desk's page sends it: with the order's version the page shows, unless the test names one. */
const act = async (id: number, body: Record<string, unknown>, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${id}/actions`,
    headers: t.headers(bearer(token)),
    payload: { version: (await t.db.select().from(orders).where(eq(orders.id, id)))[0]?.version ?? 0, ...body },
  });
const statusOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
const stockOf = async (slug: string) =>
  (await t.db.select({ s: products.stockQuantity }).from(products).where(eq(products.slug, slug)))[0]!.s;
const couponUsed = async () => (await t.db.select().from(coupons).where(eq(coupons.code, 'ZVIJEZDA10')))[0]!.used;
const mailsTo = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, 'order_status')));
const auditOf = (orderId: number) =>
  t.db.select().from(staffAuditLog).where(eq(staffAuditLog.orderId, orderId)).orderBy(staffAuditLog.id);

/** A card action names the order's paid attempt, as the desk's page does (docs/decisions/0130-one-paid-attempt-per-order.md). */
async function done(id: number, body: Record<string, unknown>) {
  const card = ['capture', 'void'].includes(String(body.action));
  const res = await act(id, card ? { attemptId: (await detail(id)).card?.attemptId, ...body } : body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('order desk access', () => {
  it('should answer 403 to a customer and 401 without a token on every desk operation', async () => {
    const placed = await order(PAY.cod, COURIER);
    const calls = [
      { method: 'GET' as const, url: '/api/v1/admin/orders' },
      { method: 'GET' as const, url: '/api/v1/admin/orders?status=processing&q=2026' },
      { method: 'GET' as const, url: `/api/v1/admin/orders/${placed.id}` },
      ...DESK_ACTIONS.map((action) => ({
        method: 'POST' as const,
        url: `/api/v1/admin/orders/${placed.id}/actions`,
        payload: { action, version: 0, trackingNumber: 'HR123456789' },
      })),
    ];
    for (const c of calls) {
      expectCodedError(await t.app.inject({ ...c, headers: t.headers(bearer(customer)) }), 403, 'FORBIDDEN');
      expectCodedError(await t.app.inject({ ...c, headers: t.headers() }), 401, 'UNAUTHORIZED');
    }
    expect(await statusOf(placed.id)).toBe('processing');
    expect(await auditOf(placed.id)).toEqual([]);
  });
});

describe('order desk list and page', () => {
  it('should filter by status, payment, delivery and date, search by number and e-mail, and page', async () => {
    const cod = await order(PAY.cod, COURIER);
    const transfer = await order(PAY.transfer, PICKUP);
    const list = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/orders?${query}`,
        headers: t.headers(bearer(admin)),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { records: Array<{ number: string; status: string }>; totalRecords: number };
    };
    const numbers = async (query: string) => (await list(query)).records.map((r) => r.number);
    expect(await numbers(`q=${cod.number}`)).toEqual([cod.number]);
    expect(await numbers(`q=${cod.number.slice(-6)}`)).toEqual([cod.number]);
    expect(await numbers('q=IVANA.HORVAT@primjer&limit=100')).toEqual(
      expect.arrayContaining([cod.number, transfer.number]),
    );
    expect(await numbers('status=awaiting_transfer&limit=100')).toContain(transfer.number);
    expect(await numbers('status=awaiting_transfer&limit=100')).not.toContain(cod.number);
    expect(await numbers('payment=pouzece&limit=100')).toContain(cod.number);
    expect(await numbers('payment=pouzece&limit=100')).not.toContain(transfer.number);
    expect(await numbers('delivery=pickup&limit=100')).toEqual(expect.arrayContaining([transfer.number]));
    expect(await numbers('delivery=pickup&limit=100')).not.toContain(cod.number);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb' }).format(new Date());
    expect(await numbers(`from=${today}&to=${today}&limit=100`)).toContain(cod.number);
    expect(await numbers('to=2020-01-01')).toEqual([]);
    const first = await list('limit=1&page=1');
    const second = await list('limit=1&page=2');
    expect(first.totalRecords).toBeGreaterThanOrEqual(2);
    expect(first.records[0]!.number).not.toBe(second.records[0]!.number);
    expectCodedError(
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/orders/999999', headers: t.headers(bearer(admin)) }),
      404,
      'NOT_FOUND',
    );
  });

  it("should show an order's customer, lines, totals, attempts, timeline and allowed actions", async () => {
    const placed = await paidCardOrder();
    const page = await detail(placed.id);
    expect(page.customer).toMatchObject({ email: 'ivana.horvat@primjer.hr', name: 'Ivana Horvat', userId: null });
    expect(page.order.items[0]).toMatchObject({ qty: 2 });
    expect(page.attempts).toHaveLength(1);
    expect(page.attempts[0]).toMatchObject({ status: 'paid', provider: 'wspay_hpp' });
    expect(page.card).toMatchObject({ capturedCents: 0, refundedCents: 0, voided: false });
    expect(page.timeline.map((e: { type: string }) => e.type)).toEqual(['created', 'email_queued', 'status_changed']);
    // Only authorised: 'Plaćeno' is for money taken (docs/decisions/0152-capture-policy.md).
    expect(page.timeline[2].label).toBe('Promjena statusa: Plaćanje odobreno');
    expect(page.order.statusText.label).toBe('Plaćanje odobreno');
    expect(page.actions).toEqual(['mark_processing', 'cancel', 'capture']);
    expect(page.blocked).toEqual([]);
    expect(page.afterSale).toMatchObject({ heldCents: page.card.authorisedCents, paidCents: 0, refundableCents: 0 });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders?q=${placed.number}`,
      headers: t.headers(bearer(admin)),
    });
    expect(list.json().data.records[0]).toMatchObject({ status: 'authorised', awaitingCapture: true });
  });
});

describe('order desk actions', () => {
  it('should refuse every action its status does not allow with ORDER_ACTION_NOT_ALLOWED and a Croatian message', async () => {
    const byStatus: Partial<Record<OrderStatus, Placed>> = {};
    byStatus.pending_payment = await order(PAY.wspay, COURIER);
    byStatus.awaiting_transfer = await order(PAY.transfer, COURIER);
    byStatus.processing = await order(PAY.cod, COURIER);
    byStatus.authorised = await paidCardOrder();
    byStatus.shipped = await order(PAY.cod, COURIER);
    await done(byStatus.shipped.id, { action: 'mark_shipped', trackingNumber: 'HP-100200300' });
    byStatus.delivered = await order(PAY.cod, COURIER);
    await done(byStatus.delivered.id, { action: 'mark_delivered' });
    byStatus.completed = await order(PAY.cod, COURIER);
    await done(byStatus.completed.id, { action: 'mark_delivered' });
    await done(byStatus.completed.id, { action: 'mark_completed' });
    byStatus.cancelled = await order(PAY.cod, COURIER);
    await done(byStatus.cancelled.id, { action: 'cancel' });
    for (const [status, placed] of Object.entries(byStatus) as Array<[OrderStatus, Placed]>) {
      expect(await statusOf(placed.id)).toBe(status);
      const refused = DESK_ACTIONS.filter((a) => !DESK_ACTIONS_BY_STATUS[status].includes(a));
      for (const action of refused) {
        const body = expectCodedError(
          await act(placed.id, { action, trackingNumber: 'HP-1234' }),
          409,
          'ORDER_ACTION_NOT_ALLOWED',
        );
        expect(body.message).toContain(`u statusu „${ORDER_STATUS_TEXT[status].label}”`);
      }
      expect(await statusOf(placed.id)).toBe(status);
      const refusedRows = (await auditOf(placed.id)).filter((r) => r.outcome === 'refused');
      expect(refusedRows.map((r) => r.action).sort()).toEqual([...refused].sort());
    }
  });

  it('should refuse what the order itself rules out: card actions on cash, shipping a pick-up, BoxNow for the courier', async () => {
    const cod = await order(PAY.cod, COURIER);
    const cases: Array<[DeskAction, string]> = [
      ['capture', 'Narudžba nije plaćena karticom.'],
      ['refund', 'Za narudžbu nije uplaćen iznos koji bi se mogao vratiti.'],
      ['void', 'nije dopuštena za narudžbu u statusu „U obradi”'],
      ['create_boxnow_delivery', 'Narudžba se ne dostavlja u BoxNow paketomat.'],
      ['mark_ready_for_pickup', 'Narudžba se ne preuzima u klupskoj trgovini.'],
    ];
    for (const [action, reason] of cases) {
      const body = expectCodedError(await act(cod.id, { action }), 409, 'ORDER_ACTION_NOT_ALLOWED');
      expect(body.message).toContain(reason);
    }
    expectCodedError(await act(cod.id, { action: 'mark_shipped' }), 400, 'ORDER_TRACKING_NUMBER_REQUIRED');
    expect(await statusOf(cod.id)).toBe('processing');
  });

  it('should capture on shipment, refund chosen lines with a reason, then the rest with delivery, and tell the customer', async () => {
    const placed = await paidCardOrder();
    await done(placed.id, { action: 'mark_processing' });
    const shipped = await done(placed.id, { action: 'mark_shipped', trackingNumber: 'HP-555000111' });
    expect(shipped.order.status).toBe('shipped');
    expect(shipped.shipment).toMatchObject({ carrier: 'other', trackingNumber: 'HP-555000111' });
    // Capture on shipment (the default policy): the whole authorisation was taken before the parcel left.
    const total = shipped.card.capturedCents as number;
    expect(total).toBe(shipped.card.authorisedCents);
    expect(shipped.afterSale).toMatchObject({ paidCents: total, heldCents: 0, refundableCents: total });
    const line = shipped.afterSale.lines[0] as { itemId: number; qty: number };
    expectCodedError(await act(placed.id, { action: 'refund', reason: 'x' }), 400, 'ORDER_LINES_INVALID');
    expectCodedError(
      await act(placed.id, { action: 'refund', reason: 'x', lines: [{ itemId: line.itemId, qty: 3 }] }),
      400,
      'ORDER_LINES_INVALID',
    );
    expectCodedError(
      await act(placed.id, { action: 'refund', lines: [{ itemId: line.itemId, qty: 1 }] }),
      400,
      'ORDER_REFUND_REASON_REQUIRED',
    );
    const partial = await done(placed.id, {
      action: 'refund',
      lines: [{ itemId: line.itemId, qty: 1 }],
      reason: 'Oštećen kišobran',
    });
    const one = partial.afterSale.refunds[0].amountCents as number;
    expect(partial.afterSale.refunds[0]).toMatchObject({
      method: 'card',
      lines: ['1 × Kišobran'],
      reason: 'Oštećen kišobran',
    });
    expect(partial.card).toMatchObject({ refundedCents: one, refundableCents: total - one });
    const rest = await done(placed.id, {
      action: 'refund',
      lines: [{ itemId: line.itemId, qty: 1 }],
      delivery: true,
      reason: 'Kupac ne želi drugi',
    });
    expect(rest.card).toMatchObject({ refundedCents: total, refundableCents: 0 });
    expect(rest.blocked).toContainEqual({ action: 'refund', reason: 'Cijeli naplaćeni iznos već je vraćen.' });
    const types = rest.timeline.map((e: { type: string }) => e.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'payment_captured',
        'tracking_added',
        'payment_refunded',
        'refund_recorded',
        'email_queued',
      ]),
    );
    const mails = await mailsTo('ivana.horvat@primjer.hr');
    const subjects = mails.map((m) => m.subject);
    expect(subjects).toContain(`Narudžba ${placed.number} je poslana | ${t.config.SHOP_NAME}`);
    expect(subjects.filter((s) => s.startsWith(`Povrat novca za narudžbu ${placed.number}`))).toHaveLength(2);
    const shippedMail = mails.find((m) => m.subject.startsWith(`Narudžba ${placed.number} je poslana`))!;
    expect(shippedMail.text).toContain('Broj za praćenje pošiljke: HP-555000111');
    // Every status e-mail links to the order's page, never the checkout's thank-you page.
    expect(shippedMail.text).toContain(`/narudzba?broj=${placed.number}`);
    expect(mails.every((m) => !(m.text ?? '').includes('/naplata/uspjesna'))).toBe(true);
    // The customer's own page shows the new status, the tracking and the refunds.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v2/order/getBySlug?orderSlug=${placed.slug}`,
      headers: t.headers(),
    });
    expect(own.json().data).toMatchObject({
      status: 'shipped',
      statusText: { label: 'Poslano' },
      afterSale: {
        tracking: { number: 'HP-555000111', url: 'https://gls-group.com/HR/hr/pracenje-posiljke?match=HP-555000111' },
        refunds: [{ paid: true }, { paid: true }],
      },
    });
    const audit = await auditOf(placed.id);
    expect(audit.map((r) => [r.action, r.outcome])).toEqual([
      ['mark_processing', 'done'],
      ['mark_shipped', 'done'],
      ['refund', 'refused'],
      ['refund', 'refused'],
      ['refund', 'refused'],
      ['refund', 'done'],
      ['refund', 'done'],
    ]);
    expect(audit.every((r) => r.userId === adminId && r.userEmail === ADMIN.email)).toBe(true);
    expect(audit[5]!.data).toMatchObject({ amountCents: one, reason: 'Oštećen kišobran' });
    expect(audit[1]!.data).toMatchObject({ trackingNumber: 'HP-555000111', from: 'processing', to: 'shipped' });
  });

  it('should refuse a page left open on an order changed since with ORDER_CHANGED, and change nothing', async () => {
    const placed = await order(PAY.cod, COURIER);
    const seen = (await detail(placed.id)).version as number;
    await done(placed.id, { action: 'mark_shipped', trackingNumber: 'HP-777000111' });
    const stale = expectCodedError(
      await act(placed.id, { action: 'mark_delivered', version: seen }),
      409,
      'ORDER_CHANGED',
    );
    expect(stale.message).toMatch(/^Narudžba se u međuvremenu promijenila/);
    expect(await statusOf(placed.id)).toBe('shipped');
    expect((await auditOf(placed.id)).map((r) => [r.action, r.outcome])).toEqual([
      ['mark_shipped', 'done'],
      ['mark_delivered', 'refused'],
    ]);
  });

  it('should cancel an authorised card order: stock and coupon back once, the authorisation released, the customer told', async () => {
    const stock = await stockOf('kisobran');
    const used = await couponUsed();
    const placed = await order(PAY.wspay, COURIER, { coupon: 'ZVIJEZDA10' });
    await pay(placed);
    expect([await stockOf('kisobran'), await couponUsed()]).toEqual([stock - 2, used + 1]);
    const cancelled = await done(placed.id, { action: 'cancel', note: 'Kupac je nazvao.' });
    expect(cancelled.order.status).toBe('cancelled');
    expect([await stockOf('kisobran'), await couponUsed()]).toEqual([stock, used]);
    expect(cancelled.card).toMatchObject({ voided: true, capturedCents: 0 });
    expect(cancelled.actions).toEqual([]);
    expectCodedError(await act(placed.id, { action: 'cancel' }), 409, 'ORDER_ACTION_NOT_ALLOWED');
    expect([await stockOf('kisobran'), await couponUsed()]).toEqual([stock, used]);
    const mails = await mailsTo('ivana.horvat@primjer.hr');
    expect(mails.map((m) => m.subject)).toContain(`Narudžba ${placed.number} je otkazana | ${t.config.SHOP_NAME}`);
    const [row] = await t.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.orderId, placed.id), eq(staffAuditLog.action, 'cancel')))
      .orderBy(staffAuditLog.id)
      .limit(1);
    expect(row).toMatchObject({ outcome: 'done', userId: adminId, data: { note: 'Kupac je nazvao.' } });
  });

  it('should tell the customer that a club-shop order is ready for pick-up', async () => {
    const placed = await paidCardOrder(PICKUP);
    await done(placed.id, { action: 'mark_processing' });
    const page = await done(placed.id, { action: 'mark_ready_for_pickup' });
    expect(page.order.status).toBe('ready_for_pickup');
    const mails = await mailsTo('ivana.horvat@primjer.hr');
    expect(mails.map((m) => m.subject)).toContain(
      `Narudžba ${placed.number} spremna je za preuzimanje | ${t.config.SHOP_NAME}`,
    );
  });
});

describe('BoxNow delivery and parcel events', () => {
  async function lockerOrder() {
    const session = await newSession(t);
    await cartCall(t, 'addItem', { ...session, productId: await productId(t, 'kisobran'), qty: 1 });
    const saved = await checkoutCall(t, 'saveAddress', {
      ...session,
      deliveryAddress: address(),
      acceptedConsents: await requiredConsents(t),
    });
    expect(saved.status).toBe(200);
    const methods = await checkoutCall(t, 'getApplicableDeliveryMethods', session);
    const locker = methods.body.data.methods.find((m: { id: number }) => m.id === BOXNOW).options[0].id as string;
    return locker;
  }

  it('should send the delivery request, and move the order to delivered once on a signed parcel event', async () => {
    const locker = await lockerOrder();
    const placed = await paidCardOrder(BOXNOW, locker);
    await done(placed.id, { action: 'mark_processing' });
    expectCodedError(
      await act(placed.id, { action: 'mark_shipped', trackingNumber: 'HP-1234' }),
      409,
      'ORDER_ACTION_NOT_ALLOWED',
    );
    const shipped = await done(placed.id, { action: 'create_boxnow_delivery' });
    expect(shipped.order.status).toBe('shipped');
    expect(shipped.shipment).toMatchObject({ carrier: 'boxnow', parcelIds: [expect.any(String)] });
    const parcelId = shipped.shipment.parcelIds[0] as string;
    expect(boxnow.standIn.state.parcels.get(parcelId)).toMatchObject({ orderNumber: placed.number });
    // A second request for the same order is refused by the status table before BoxNow is asked.
    expectCodedError(await act(placed.id, { action: 'create_boxnow_delivery' }), 409, 'ORDER_ACTION_NOT_ALLOWED');

    const move = async (event: string) => {
      const res = await fetch(`${boxnow.standIn.url}/_control/parcels/${parcelId}/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event }),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { webhook: { status: number; body: string } };
    };
    const inLocker = await move('final-destination');
    expect(inLocker.webhook.status).toBe(200);
    expect(await statusOf(placed.id)).toBe('shipped');
    const delivered = await move('delivered');
    expect(delivered.webhook.status).toBe(200);
    expect(await statusOf(placed.id)).toBe('delivered');

    // The same delivery again, several times at once: applied once.
    const replays = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/delivery/boxnow/webhook',
          headers: { 'content-type': 'application/json' },
          payload: delivered.webhook.body,
        }),
      ),
    );
    expect(replays.map((r) => r.json().data)).toEqual(Array(5).fill({ received: true, applied: false }));
    const page = await detail(placed.id);
    expect(page.shipment.parcelState).toBe('delivered');
    const parcelEvents = page.timeline.filter((e: { type: string }) => e.type === 'parcel_event');
    expect(parcelEvents.map((e: { data: { event: string } }) => e.data.event)).toEqual([
      'final-destination',
      'delivered',
    ]);
    expect(page.timeline.filter((e: { to: string | null }) => e.to === 'delivered')).toHaveLength(1);
  });

  it('should refuse a parcel event whose signature is missing or wrong, and change nothing', async () => {
    const locker = await lockerOrder();
    const placed = await paidCardOrder(BOXNOW, locker);
    await done(placed.id, { action: 'mark_processing' });
    const shipped = await done(placed.id, { action: 'create_boxnow_delivery' });
    const parcelId = shipped.shipment.parcelIds[0] as string;
    const data = JSON.stringify({
      parcelId,
      parcelState: 'delivered',
      orderNumber: placed.number,
      event: 'delivered',
      time: new Date().toISOString(),
    });
    const envelope = (signature: string | null, id: string) =>
      `{"specversion":"1.0","type":"gr.boxnow.parcel_event_change","source":"urn:test","subject":"${parcelId}","id":"${id}","time":"${new Date().toISOString()}","datacontenttype":"application/json"${signature === null ? '' : `,"datasignature":"${signature}"`},"data":${data}}`;
    const post = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/delivery/boxnow/webhook',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
    const good = signWebhookData(data, boxnow.standIn.webhookSecret);
    const wrong = signWebhookData(data, 'another-secret');
    expectCodedError(await post(envelope(wrong, 'evt-wrong')), 401, 'BOXNOW_WEBHOOK_INVALID');
    expectCodedError(await post(envelope(null, 'evt-none')), 401, 'BOXNOW_WEBHOOK_INVALID');
    // The signed data with one byte changed (a space the signature did not cover).
    expectCodedError(
      await post(envelope(good, 'evt-changed').replace(`"data":${data}`, `"data":${data.replace(':', ': ')}`)),
      401,
      'BOXNOW_WEBHOOK_INVALID',
    );
    expect(await statusOf(placed.id)).toBe('shipped');
    const ok = await post(envelope(good, `evt-good-${placed.id}`));
    expect(ok.json()).toEqual({ data: { received: true, applied: true }, errored: false });
    expect(await statusOf(placed.id)).toBe('delivered');
  });

  /** A parcel event as BoxNow signs it: the data member's bytes are what the signature covers, the id is not. */
  function signedParcelEvent(id: string, data: Record<string, unknown>) {
    const raw = JSON.stringify(data);
    const signature = signWebhookData(raw, boxnow.standIn.webhookSecret);
    return `{"specversion":"1.0","type":"gr.boxnow.parcel_event_change","source":"urn:test","subject":"${String(data.parcelId)}","id":"${id}","time":"${new Date().toISOString()}","datacontenttype":"application/json","datasignature":"${signature}","data":${raw}}`;
  }
  const postWebhook = async (body: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/delivery/boxnow/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { received: true; applied: boolean };
  };
  async function shippedLockerOrder() {
    const locker = await lockerOrder();
    const placed = await paidCardOrder(BOXNOW, locker);
    await done(placed.id, { action: 'mark_processing' });
    const shipped = await done(placed.id, { action: 'create_boxnow_delivery' });
    return { placed, parcelId: shipped.shipment.parcelIds[0] as string };
  }
  const parcelEventsOf = async (id: number) =>
    (await detail(id)).timeline.filter((e: { type: string }) => e.type === 'parcel_event') as Array<{
      data: { event: string; eventId: string; late?: boolean };
    }>;

  it('should apply a signed parcel event once, also when it is re-sent under a new CloudEvents id', async () => {
    const { placed, parcelId } = await shippedLockerOrder();
    const res = await fetch(`${boxnow.standIn.url}/_control/parcels/${parcelId}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'delivered' }),
    });
    const { webhook } = (await res.json()) as { webhook: { status: number; body: string } };
    expect(webhook.status).toBe(200);
    expect(await statusOf(placed.id)).toBe('delivered');
    const firstId = (JSON.parse(webhook.body) as { id: string }).id;

    // The envelope is not signed: anyone who saw the event can wrap the same signed data in new ids.
    const replays = await Promise.all(
      ['replay-1', 'replay-2', 'replay-3'].map((id) =>
        postWebhook(webhook.body.replace(`"id":"${firstId}"`, `"id":"${id}-${placed.id}"`)),
      ),
    );
    expect(replays).toEqual(Array(3).fill({ received: true, applied: false }));
    // The same event written out again by BoxNow (its time in another notation, another location): still the same.
    const data = JSON.parse(webhook.body).data as { time: string };
    const again = signedParcelEvent(`rewritten-${placed.id}`, {
      ...data,
      eventLocation: { displayName: 'drugi opis' },
      time: data.time.replace('Z', '+00:00'),
    });
    expect(await postWebhook(again)).toEqual({ received: true, applied: false });

    const events = await parcelEventsOf(placed.id);
    expect(events.map((e) => [e.data.event, e.data.eventId])).toEqual([['delivered', firstId]]);
    const page = await detail(placed.id);
    expect(page.timeline.filter((e: { to: string | null }) => e.to === 'delivered')).toHaveLength(1);
  });

  it('should keep an older parcel event that arrives late on the timeline, moving neither the parcel nor the order back', async () => {
    const { placed, parcelId } = await shippedLockerOrder();
    const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 10, minutes)).toISOString();
    const event = (event: string, parcelState: string, time: string) => ({
      parcelId,
      parcelState,
      orderNumber: placed.number,
      event,
      time,
    });
    expect(await postWebhook(signedParcelEvent(`a-${placed.id}`, event('in-depot', 'in-transit', at(0))))).toEqual({
      received: true,
      applied: true,
    });
    // The parcel was returned at 10:30; its delivery of 10:20 is told only afterwards.
    expect(await postWebhook(signedParcelEvent(`b-${placed.id}`, event('returned', 'returned', at(30))))).toEqual({
      received: true,
      applied: true,
    });
    expect(await postWebhook(signedParcelEvent(`c-${placed.id}`, event('delivered', 'delivered', at(20))))).toEqual({
      received: true,
      applied: false,
    });
    expect(
      await postWebhook(
        signedParcelEvent(`d-${placed.id}`, event('final-destination', 'in-final-destination', at(10))),
      ),
    ).toEqual({ received: true, applied: false });

    expect(await statusOf(placed.id)).toBe('shipped');
    const page = await detail(placed.id);
    expect(page.shipment.parcelState).toBe('returned');
    const events = await parcelEventsOf(placed.id);
    expect(events.map((e) => [e.data.event, e.data.late ?? false])).toEqual([
      ['in-depot', false],
      ['returned', false],
      ['delivered', true],
      ['final-destination', true],
    ]);
    // A newer event still moves the parcel on.
    expect(await postWebhook(signedParcelEvent(`e-${placed.id}`, event('delivered', 'delivered', at(40))))).toEqual({
      received: true,
      applied: true,
    });
    expect(await statusOf(placed.id)).toBe('delivered');
    expect((await detail(placed.id)).shipment.parcelState).toBe('delivered');
  });

  it('should keep who did what in the audit log, newest last', async () => {
    const rows = await t.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(5);
    expect(rows.length).toBe(5);
    for (const row of rows) {
      expect(row.userEmail).toBe(ADMIN.email);
      expect(row.createdAt).toBeInstanceOf(Date);
      expect(['done', 'refused', 'failed']).toContain(row.outcome);
    }
  });
});
