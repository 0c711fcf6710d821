import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_COUNT_KEYS } from '../../src/shared/desk-counts.js';
import { makingText } from '../../src/shared/packing.js';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { orders, type OrderRow } from '../../src/server/platform/db/schema/orders.js';
import { transitionOrder } from '../../src/server/modules/orders/index.js';
import { type PaymentRig, payOnHostedPage, startPaymentRig } from '../support/card-gateway.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { ADMIN, AUTH_ENV, bearer, CUSTOMER, login } from './auth-helpers.js';
import { productId, variantId } from './cart-helpers.js';
import { COURIER, PAY, PICKUP, placeOrder, readyCart } from './checkout-helpers.js';

// Packing (docs/decisions/0160-packing-slips.md): the orders to pack, oldest first; each line as it must be made
// (size, personalisation, each bundle part with its chosen size) on the desk and on the PDF slip, read back with
// pdftotext; and the desk home's counts (docs/decisions/0162-desk-home-counts.md), which follow the same rules.
let t: TestApp;
let rig: PaymentRig;
let admin: string;
let customer: string;
let ip = 0;

beforeAll(async () => {
  rig = await startPaymentRig();
  t = await createTestApp({ standIns: [rig], env: AUTH_ENV });
  await t.db.update(products).set({ stockQuantity: 10_000 }).where(eq(products.slug, 'kisobran'));
  admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
  customer = (await login(t, CUSTOMER.email, CUSTOMER.password)).accessToken;
});
afterAll(async () => t?.close());

const row = async (number: string) => (await t.db.select().from(orders).where(eq(orders.number, number)))[0]!;

async function order(
  items: Array<{ slug: string; qty: number; options?: unknown }>,
  payment: number,
  delivery: number,
  firstName = 'Ivana',
) {
  const session = await readyCart(t, {
    products: items,
    delivery,
    payment,
    address: { firstName },
    ip: `10.77.${Math.floor(ip / 200)}.${(ip++ % 200) + 1}`,
  });
  const placed = await placeOrder(t, session, { notice: true });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return row(placed.body.data.number);
}

/** The desk's move to each status these orders need (the order lifecycle machine's events). */
const EVENT_TO = {
  paid: { type: 'mark_paid' },
  processing: { type: 'mark_processing' },
  shipped: { type: 'mark_shipped' },
} as const;

const move = (o: OrderRow, ...steps: Array<keyof typeof EVENT_TO>) =>
  t.db.transaction(async (tx) => {
    let current = o;
    for (const to of steps) current = await transitionOrder(tx, current, EVENT_TO[to], { kind: 'staff', id: 1 });
    return current;
  });

const get = (url: string, token: string | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: t.headers(token ? bearer(token) : {}) });
const slips = (orderIds: unknown, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/packing/slips',
    headers: t.headers(bearer(token)),
    payload: { orderIds },
  });
const counts = async () =>
  Object.fromEntries(
    ((await get('/api/v1/admin/desk/counts')).json().data.counts as Array<{ key: string; count: number }>).map((c) => [
      c.key,
      c.count,
    ]),
  );

function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'packing-')), 'slips.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/**
 * A personalised jersey, a bundle whose jersey is personalised and whose parts have sizes, and a pen, paid by card
 * (personalised goods are paid by card only).
 */
async function jerseyOrder() {
  const jersey = await variantId(t, 'domaci-dres-2025-26', 'M');
  const jerseySlug = (await t.db.select({ slug: products.slug }).from(products).where(eq(products.id, jersey)))[0]!;
  const bundleOptions = [
    {
      main: await productId(t, 'domaci-dres-2025-26'),
      selected: await variantId(t, 'domaci-dres-2025-26', 'XL'),
      personalizations: { 'Upiši broj': '10', 'Upiši tekst': 'HORVAT' },
    },
    {
      main: await productId(t, 'kratke-hlace-domace-2025-26'),
      selected: await variantId(t, 'kratke-hlace-domace-2025-26', 'L'),
    },
    { main: await productId(t, 'carape-domace'), selected: await productId(t, 'carape-domace') },
  ];
  return order(
    [
      {
        slug: jerseySlug.slug,
        qty: 1,
        options: {
          personalizations: {
            'Upiši broj': '7',
            'Upiši tekst': 'KOVAČEVIĆ',
            'Boja personalizacije': 'Zlatna',
            'Dodaj sponzore': 'da',
          },
        },
      },
      { slug: 'paket-domaci-komplet', qty: 2, options: { bundleOptions } },
      { slug: 'kemijska-olovka', qty: 3 },
    ],
    PAY.wspay,
    COURIER,
    'Đurđa',
  ).then(async (placed) => {
    await payOnHostedPage(t, placed.slug);
    return row(placed.number);
  });
}

describe('packing', () => {
  it('should list paid and cash-on-delivery orders with goods, not yet shipped, oldest first', async () => {
    const before = await counts();
    const cod = await order([{ slug: 'kisobran', qty: 1 }], PAY.cod, COURIER);
    const waiting = await order([{ slug: 'kisobran', qty: 1 }], PAY.transfer, PICKUP);
    const paid = await move(await order([{ slug: 'kisobran', qty: 2 }], PAY.transfer, PICKUP), 'paid');
    const shipped = await move(await order([{ slug: 'kisobran', qty: 1 }], PAY.cod, COURIER), 'shipped');

    const res = await get('/api/v1/admin/packing?limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data;
    const numbers = list.records.map((r: { number: string }) => r.number);
    expect(numbers).toContain(cod.number);
    expect(numbers).toContain(paid.number);
    expect(numbers).not.toContain(waiting.number);
    expect(numbers).not.toContain(shipped.number);
    expect(numbers.indexOf(cod.number)).toBeLessThan(numbers.indexOf(paid.number));
    const times = list.records.map((r: { createdAt: string }) => r.createdAt);
    expect(times).toEqual([...times].sort());
    expect(list.records.find((r: { number: string }) => r.number === paid.number)).toMatchObject({
      status: 'paid',
      statusLabel: 'Plaćeno',
      lockerName: expect.any(String),
      lines: 1,
      units: 2,
    });
    expect(list.totalRecords).toBe(before.toPack! + 2);

    const after = await counts();
    expect(after.toPack).toBe(list.totalRecords);
    expect(after.awaitingTransfer).toBe(before.awaitingTransfer! + 1);
  });

  it('should show every line as it must be made, and leave the printing charges out', async () => {
    const placed = await jerseyOrder();
    const res = await get(`/api/v1/admin/packing/orders/${placed.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json().data;
    expect(sheet).toMatchObject({
      number: placed.number,
      delivery: { code: 'courier', lines: ['Đurđa Horvat', 'Ulica Hrvatske Republike 12a', '31000 Osijek, HR'] },
      recipient: { name: 'Đurđa Horvat', phone: '+385 91 234 5678' },
    });
    expect(sheet.lines[0]).toMatchObject({
      variant: [{ name: 'Veličina', value: 'M' }],
      personalisation: { number: '7', name: 'KOVAČEVIĆ', colour: 'Zlatna', sponsors: true },
    });
    expect(sheet.lines.map(makingText)).toEqual(['Veličina M · Broj 7, ime KOVAČEVIĆ, zlatni tisak, sponzori', '', '']);
    const bundle = sheet.lines[1];
    expect(bundle).toMatchObject({ qty: 2, name: 'Paket "Domaći komplet"' });
    expect(bundle.parts.map((p: Parameters<typeof makingText>[0] & { qty: number }) => [p.qty, makingText(p)])).toEqual(
      [
        [2, 'Veličina XL · Broj 10, ime HORVAT'],
        [2, 'Veličina L'],
        [4, ''],
      ],
    );
    expect(sheet.lines[2]).toMatchObject({ name: 'Kemijska olovka', qty: 3, parts: [] });
  });

  it('should print one page per order with the same words, the delivery and a box to tick', async () => {
    const jerseys = await jerseyOrder();
    const pickup = await move(await order([{ slug: 'kisobran', qty: 2 }], PAY.transfer, PICKUP), 'paid');
    const res = await slips([jerseys.id, pickup.id, jerseys.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="pakiranje-2-narudzbi.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pages = pdfText(res.rawPayload)
      .split('\f')
      .filter((p) => p.trim() !== '');
    expect(pages).toHaveLength(2);
    const [first, second] = pages as [string, string];
    expect(first).toContain(`Narudžba ${jerseys.number}`);
    expect(first).toContain('Veličina M · Broj 7, ime KOVAČEVIĆ, zlatni tisak, sponzori');
    expect(first).toContain('Veličina XL · Broj 10, ime HORVAT');
    expect(first).toMatch(/Veličina L\s/);
    expect(first).toContain('Dostava: Dostava kurirom');
    expect(first).toContain('Ulica Hrvatske Republike 12a');
    expect(first).not.toContain('Personalizacija dresa');
    expect(second).toContain(`Narudžba ${pickup.number}`);
    expect(second).not.toContain(jerseys.number);
    expect(second).toMatch(/Kišobran\s+\S+\s+2/);
  });

  it('should refuse an order that is not there, an empty batch, and anyone but staff', async () => {
    const placed = await order([{ slug: 'kisobran', qty: 1 }], PAY.cod, COURIER);
    expectCodedError(await slips([placed.id, 2_000_000_000]), 404, 'NOT_FOUND');
    expectCodedError(await get('/api/v1/admin/packing/orders/2000000000'), 404, 'NOT_FOUND');
    expectCodedError(await slips([]), 400, 'VALIDATION_FAILED');
    expectCodedError(await slips(['x']), 400, 'VALIDATION_FAILED');
    expectCodedError(await slips([placed.id], customer), 403, 'FORBIDDEN');
    expectCodedError(await get('/api/v1/admin/packing', customer), 403, 'FORBIDDEN');
    expectCodedError(await get('/api/v1/admin/packing', null), 401, 'UNAUTHORIZED');
    expectCodedError(await get('/api/v1/admin/desk/counts', customer), 403, 'FORBIDDEN');
  });
});

describe('desk home counts', () => {
  it('should count a card payment authorised and not captured, listed by the capture filter, until the desk captures it', async () => {
    const before = await counts();
    const placed = await order([{ slug: 'kisobran', qty: 1 }], PAY.wspay, COURIER);
    await payOnHostedPage(t, placed.slug);
    const paid = await counts();
    expect(paid.awaitingCapture).toBe(before.awaitingCapture! + 1);
    expect(paid.toPack).toBe(before.toPack! + 1);
    const listed = (await get('/api/v1/admin/orders?capture=awaiting')).json().data;
    expect(listed.records.map((r: { number: string }) => r.number)).toContain(placed.number);
    expect(listed.totalRecords).toBe(paid.awaitingCapture);
    const desk = (await get(`/api/v1/admin/orders/${placed.id}`)).json().data;
    const capture = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${placed.id}/actions`,
      headers: t.headers(bearer(admin)),
      payload: { action: 'capture', attemptId: desk.card.attemptId, version: desk.version },
    });
    expect(capture.statusCode, capture.body).toBe(200);
    expect((await counts()).awaitingCapture).toBe(before.awaitingCapture);
  });

  it('should answer every count the desk shows, in its order, and the contract should name each', async () => {
    const res = await get('/api/v1/admin/desk/counts');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.counts.map((c: { key: string }) => c.key)).toEqual(DESK_COUNT_KEYS);
    const contract = JSON.parse(readFileSync('api-schema/generated/openapi.json', 'utf8'));
    expect(contract.components.schemas.DeskCount.properties.key.enum).toEqual(DESK_COUNT_KEYS);
  });
});
