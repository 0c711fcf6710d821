import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_RULE_TEXT } from '../../src/shared/payment-rules.js';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { generalSettings } from '../../src/server/platform/db/schema/settings.js';
import { DEFAULT_COMMERCE_SETTINGS } from '../../src/server/modules/settings/index.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { ADMIN, AUTH_ENV, bearer, CUSTOMER, freshIp, lastEmailTo, login } from './auth-helpers.js';

// The legal pages and the footer read the seller, the delivery prices and the payment rules from the commerce
// settings (docs/decisions/0239-legal-pages-read-the-seller-from-the-settings.md,
// 0240-delivery-and-payment-drawn-from-the-checkout-rules.md); the back office lists the newsletter's addresses and
// the back-in-stock requests (0241-newsletter-and-back-in-stock-lists.md).
const PACKER = { email: 'pakiranje@zvijezda-shop.hr', password: 'Pakiranje2024!' };
const SELLER = { ...DEFAULT_COMMERCE_SETTINGS.seller, legalName: 'Udruga navijača Zvijezda', oib: '69435151530' };
let t: TestApp;
let admin: string;

const setting = (key: string) => and(eq(generalSettings.group, 'checkout'), eq(generalSettings.key, key));

beforeAll(async () => {
  t = await createTestApp({ env: { ...AUTH_ENV, PUBLIC_URL: 'https://shop.zvijezda.hr' } });
  admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
  // A club with its own trader, a dearer courier and no bank transfer: the pages must say so, read for the first time.
  await t.db.update(generalSettings).set({ value: SELLER }).where(setting('seller'));
  const courier = DEFAULT_COMMERCE_SETTINGS.deliveryMethods.map((m) =>
    m.code === 'courier' ? { ...m, rates: m.rates.map((r) => (r.country === 'HR' ? { ...r, price: 590 } : r)) } : m,
  );
  await t.db.update(generalSettings).set({ value: courier }).where(setting('deliveryMethods'));
  const payments = DEFAULT_COMMERCE_SETTINGS.paymentMethods.map((m) =>
    m.paymentCode === 'virman' ? { ...m, enabled: false } : m,
  );
  await t.db.update(generalSettings).set({ value: payments }).where(setting('paymentMethods'));
}, 400_000);
afterAll(async () => t?.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: t.headers(token ? bearer(token) : {}) });
const pageHtml = async (slug: string) => {
  const res = await get(`/api/v1/cms/finder/decide?params=${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data.components as Array<{ html?: string }>).map((c) => c.html ?? '').join('\n');
};

describe('the legal pages and the footer from the settings', () => {
  it('should name the seller of the settings with its OIB on every legal page, and leave no placeholder', async () => {
    for (const slug of ['uvjeti-kupnje', 'dostava-i-placanje', 'pravila-privatnosti', 'pomoc']) {
      const html = await pageHtml(slug);
      expect(html, slug).not.toContain('{{');
      if (slug !== 'pomoc') expect(html, slug).toContain(SELLER.legalName);
    }
    const terms = await pageHtml('uvjeti-kupnje');
    expect(terms).toContain(`OIB: ${SELLER.oib}`);
    expect(terms).toContain('<a href="mailto:webshop@zvijezda-shop.hr">webshop@zvijezda-shop.hr</a>');
    expect(terms).toContain('<strong>14 dana</strong>');
    expect(terms).toContain('Prima: Udruga navijača Zvijezda');
    expect(terms).not.toContain('d.o.o.');
    expect(await pageHtml('pravila-privatnosti')).toContain(`OIB: ${SELLER.oib}`);
  });

  it("should draw 'Dostava i plaćanje' from the checkout's prices, methods and payment rules", async () => {
    const html = await pageHtml('dostava-i-placanje');
    expect(html).toContain(
      '<td>Dostava kurirom na adresu</td><td>Hrvatska</td><td>5,90\u00a0€</td><td>70,00\u00a0€</td>',
    );
    expect(html).toContain('<td>BoxNow paketomat</td><td>Hrvatska</td><td>2,99\u00a0€</td>');
    expect(html).toContain('<strong>Plaćanje pouzećem</strong> (naknada 2,00\u00a0€)');
    expect(html).not.toContain('<strong>Virmansko plaćanje');
    for (const sentence of Object.values(PAYMENT_RULE_TEXT)) expect(html).toContain(sentence);
  });

  it("should give the footer the seller's contact, the enabled methods' marks and a price badge per delivery method", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cms/element/getByHandlers',
      headers: t.headers(),
      payload: { handlers: ['footer'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const meta = res.json().data[0].meta;
    expect(meta.contact.name).toBe(SELLER.legalName);
    expect(meta.paymentLogos.map((l: { key: string }) => l.key)).toEqual([
      'visa',
      'mastercard',
      'maestro',
      'diners',
      'pouzece',
    ]);
    expect(meta.deliveryBadges).toEqual([
      { key: 'courier', title: 'Dostava kurirom na adresu', price: '5,90\u00a0€, besplatno od 70,00\u00a0€' },
      { key: 'pickup', title: 'Osobno preuzimanje u klupskoj trgovini', price: 'besplatno' },
      { key: 'boxnow', title: 'BoxNow paketomat', price: '2,99\u00a0€, besplatno od 70,00\u00a0€' },
    ]);
  });
});

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: t.headers({ 'x-forwarded-for': freshIp() }), payload });
const tokenIn = (text: string, path: string) =>
  new RegExp(`https://shop\\.zvijezda\\.hr${path}\\?token=([A-Za-z0-9_.-]+)`).exec(text)![1]!;
const consentsOf = async (form: string) =>
  (
    (await get(`/api/v1/cms/consent/assignment/filter?assigned_to=${form}`)).json().data.data as Array<{
      requiredConsents: number[];
    }>
  )[0]!.requiredConsents;

describe('the newsletter list', () => {
  beforeAll(async () => {
    const consents = await consentsOf('newsletter');
    for (const email of ['ceka@primjer.hr', 'potvrdio@primjer.hr', 'otisao@primjer.hr'])
      expect((await post('/api/v1/newsletter/subscribe', { email, consents })).statusCode).toBe(200);
    for (const email of ['potvrdio@primjer.hr', 'otisao@primjer.hr']) {
      const mail = (await lastEmailTo(t, email))!;
      await post('/api/v1/newsletter/confirm', { token: tokenIn(mail.text!, '/newsletter/potvrda') });
    }
    const mail = (await lastEmailTo(t, 'otisao@primjer.hr'))!;
    await post('/api/v1/newsletter/unsubscribe', { token: tokenIn(mail.text!, '/newsletter/odjava') });
  });

  it('should list pending, confirmed and unsubscribed addresses with their times, filtered and paged', async () => {
    const res = await get('/api/v1/admin/newsletter/subscribers', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { items, total } = res.json().data;
    expect(total).toBe(3);
    const byEmail = Object.fromEntries(items.map((i: { email: string }) => [i.email, i]));
    expect(byEmail['ceka@primjer.hr']).toMatchObject({ status: 'pending', confirmedAt: null, unsubscribedAt: null });
    expect(byEmail['ceka@primjer.hr'].requestedAt).toEqual(expect.any(String));
    expect(byEmail['potvrdio@primjer.hr']).toMatchObject({ status: 'confirmed', unsubscribedAt: null });
    expect(byEmail['otisao@primjer.hr']).toMatchObject({ status: 'unsubscribed' });
    expect(byEmail['otisao@primjer.hr'].unsubscribedAt).toEqual(expect.any(String));

    const confirmed = (await get('/api/v1/admin/newsletter/subscribers?state=confirmed', admin)).json().data;
    expect(confirmed.items.map((i: { email: string }) => i.email)).toEqual(['potvrdio@primjer.hr']);
    const found = (await get('/api/v1/admin/newsletter/subscribers?q=OTIS', admin)).json().data;
    expect(found.items.map((i: { email: string }) => i.email)).toEqual(['otisao@primjer.hr']);
    const second = (await get('/api/v1/admin/newsletter/subscribers?limit=2&page=2', admin)).json().data;
    expect([second.total, second.items.length, second.page]).toEqual([3, 1, 2]);
  });

  it('should export what the filters find as a CSV for Croatian Excel', async () => {
    const res = await get('/api/v1/admin/newsletter/subscribers/csv?state=unsubscribed', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="newsletter-unsubscribed.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFE-pošta;Stanje;Zatražena;Potvrđena;Odjavljena');
    expect(lines[1]).toMatch(/^otisao@primjer\.hr;Odjavljena;\d+\.\d+\.\d{4}\. \d\d:\d\d:\d\d;.+;.+$/);
    expect(lines).toHaveLength(3);
  });
});

describe('the back-in-stock list', () => {
  beforeAll(async () => {
    const consents = await consentsOf('productAvailabilityForm');
    const [size] = await t.db
      .update(products)
      .set({ stockQuantity: 2 })
      .where(eq(products.slug, 'domaci-dres-2025-26-l'))
      .returning({ id: products.id });
    for (const email of ['prvi@primjer.hr', 'drugi@primjer.hr'])
      expect((await post('/api/v1/catalogue/stock-request', { productId: size!.id, consents, email })).statusCode).toBe(
        200,
      );
    const restock = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/stock/adjust',
      headers: t.headers(bearer(admin)),
      payload: { productId: size!.id, delta: 5, reason: 'delivery' },
    });
    expect(restock.statusCode, restock.body).toBe(200);
    // A third asks for another size that is still sold out.
    const [other] = await t.db
      .update(products)
      .set({ stockQuantity: 0 })
      .where(eq(products.slug, 'domaci-dres-2025-26-m'))
      .returning({ id: products.id });
    await post('/api/v1/catalogue/stock-request', { productId: other!.id, consents, email: 'treci@primjer.hr' });
  });

  it('should list product, size, address and times, waiting or notified', async () => {
    const res = await get('/api/v1/admin/stock-requests', admin);
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(3);
    expect(items[0]).toMatchObject({ email: 'treci@primjer.hr', state: 'waiting', notifiedAt: null });
    expect(items[0].variant).toMatch(/^Veličina M$/i);
    expect(items[0].productName).not.toMatch(/ - M$/);
    const notified = (await get('/api/v1/admin/stock-requests?state=notified', admin)).json().data.items;
    expect(notified.map((i: { email: string }) => i.email).sort()).toEqual(['drugi@primjer.hr', 'prvi@primjer.hr']);
    expect(notified.every((i: { notifiedAt: string | null }) => i.notifiedAt !== null)).toBe(true);
    const waiting = (await get('/api/v1/admin/stock-requests?state=waiting&q=TRECI', admin)).json().data;
    expect(waiting.total).toBe(1);
  });
});

describe('who may read the lists', () => {
  it('should refuse guests, customers and a role without the customers permission, and bad filters', async () => {
    const customer = (await login(t, CUSTOMER.email, CUSTOMER.password)).accessToken;
    const packer = (await login(t, PACKER.email, PACKER.password)).accessToken;
    for (const url of [
      '/api/v1/admin/newsletter/subscribers',
      '/api/v1/admin/newsletter/subscribers/csv',
      '/api/v1/admin/stock-requests',
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, customer)).json().code, url).toBe('FORBIDDEN');
      expect((await get(url, packer)).json().code, url).toBe('PERMISSION_DENIED');
    }
    const bad = await get('/api/v1/admin/newsletter/subscribers?state=maybe', admin);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const badState = await get('/api/v1/admin/stock-requests?state=sent', admin);
    expect([badState.statusCode, badState.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
