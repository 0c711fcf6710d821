import { existsSync } from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../src/server/platform/db/schema/media.js';
import { staffAuditLog } from '../../src/server/platform/db/schema/order-desk.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { ADMIN, AUTH_ENV, bearer, CUSTOMER, login } from './auth-helpers.js';

// The back office's caches, page templates and consents (docs/decisions/0116-admin-sections.md,
// docs/decisions/0117-clearing-the-shops-caches.md): back-office users only, and clearing really drops the caches.
let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp({ env: AUTH_ENV });
  admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
  customer = (await login(t, CUSTOMER.email, CUSTOMER.password)).accessToken;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: t.headers(token ? bearer(token) : {}), ...(payload ? { payload } : {}) });

type Cache = { id: string; entries: number; bytes: number | null; ttlSeconds: number | null };
const caches = async () => {
  const res = await call('GET', '/api/v1/admin/caches', admin);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((res.json().data.caches as Cache[]).map((c) => [c.id, c]));
};

const OPERATIONS: Array<['GET' | 'POST', string, unknown?]> = [
  ['GET', '/api/v1/admin/caches'],
  ['POST', '/api/v1/admin/caches/clear', { caches: ['listing'] }],
  ['GET', '/api/v1/admin/templates'],
  ['GET', '/api/v1/admin/consents'],
  ['GET', '/api/v1/admin/consents/uvjeti-kupnje/log'],
];

describe('back office sections: who may see them', () => {
  it.each(OPERATIONS)('should refuse %s %s to a customer (403) and to a visitor (401)', async (method, url, body) => {
    expectCodedError(await call(method, url, customer, body), 403, 'FORBIDDEN');
    expectCodedError(await call(method, url, undefined, body), 401, 'UNAUTHORIZED');
  });
});

describe('back office: caches', () => {
  it('should list every cache the shop keeps, and drop the chosen ones on request', async () => {
    // Warm the listing cache (a category's first view) and render one image size to disk.
    const layered = await call('POST', '/api/v1/product/web/layeredNavigation', undefined, {
      mainCategory: 'navijacki-program',
      filters: [{ key: 'archived', value: false }],
    });
    expect(layered.statusCode, layered.body).toBe(200);
    const [photo] = await t.db.select({ id: media.id }).from(media).where(eq(media.access, 'public')).limit(1);
    const image = `/media/1/${photo!.id}/small/slika.webp`;
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);

    const before = await caches();
    expect(Object.keys(before)).toEqual(['listing', 'categories', 'sitemaps', 'domains', 'lockers', 'media']);
    expect(before.listing).toMatchObject({ bytes: null, ttlSeconds: 60 });
    expect(before.listing!.entries).toBeGreaterThan(0);
    expect(before.media!.entries).toBeGreaterThan(0);
    expect(before.media!.bytes).toBeGreaterThan(0);
    expect(before.media!.ttlSeconds).toBeNull();
    expect(before.domains!.entries).toBeGreaterThan(0);

    const res = await call('POST', '/api/v1/admin/caches/clear', admin, { caches: ['listing', 'media'] });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { cleared: string[]; caches: Cache[] };
    expect(data.cleared).toEqual(['listing', 'media']);
    const after = Object.fromEntries(data.caches.map((c) => [c.id, c]));
    expect(after.listing!.entries).toBe(0);
    expect(after.media).toMatchObject({ entries: 0, bytes: 0 });
    // Only what was chosen is dropped, and nothing derived is lost: the image renders again.
    expect(after.domains!.entries).toBeGreaterThan(0);
    expect(existsSync(path.join(t.mediaDir, 'cache'))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
    expect((await caches()).media!.entries).toBe(1);

    const [audit] = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'clear_caches'))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ userEmail: ADMIN.email, outcome: 'done', orderId: null });
    expect(audit!.data).toEqual({ caches: ['listing', 'media'] });
  });

  it('should drop every in-memory cache when all are chosen', async () => {
    await call('POST', '/api/v1/product/web/layeredNavigation', undefined, { mainCategory: 'dresovi' });
    const res = await call('POST', '/api/v1/admin/caches/clear', admin, {
      caches: ['listing', 'categories', 'sitemaps', 'domains', 'lockers', 'media'],
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const cache of res.json().data.caches as Cache[]) {
      // The answer's own request resolved its domain again after the clearing.
      if (cache.id !== 'domains') expect(cache.entries, cache.id).toBe(0);
    }
  });

  it('should refuse an unknown cache or an empty choice with a coded 400', async () => {
    expectCodedError(
      await call('POST', '/api/v1/admin/caches/clear', admin, { caches: ['orders'] }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(await call('POST', '/api/v1/admin/caches/clear', admin, { caches: [] }), 400, 'VALIDATION_FAILED');
  });
});

describe('back office: page templates', () => {
  it('should list the section kinds with the pages that use them, and the elements on every page', async () => {
    const res = await call('GET', '/api/v1/admin/templates', admin);
    expect(res.statusCode, res.body).toBe(200);
    const { templates, elements } = res.json().data as {
      templates: Array<{ type: string; pages: Array<{ slug: string; uses: number; path: string | null }> }>;
      elements: Array<{ handler: string }>;
    };
    expect(templates.map((x) => x.type).slice(0, 6)).toEqual([
      'hero',
      'productCarousel',
      'categoryTiles',
      'banner',
      'richText',
      'settings',
    ]);
    const kind = (type: string) => templates.find((x) => x.type === type)!.pages;
    expect(kind('hero')).toEqual([expect.objectContaining({ slug: 'naslovna', path: '/', uses: 1 })]);
    expect(kind('productCarousel')).toEqual([expect.objectContaining({ slug: 'naslovna', uses: 3 })]);
    expect(kind('richText').map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/kontakt', '/pomoc']));
    // Croatian alphabetical order: Č comes after C, not after Z.
    expect((kind('richText') as Array<{ title?: string }>)[0]!.title).toBe('Članstvo');
    expect(kind('settings')).toEqual([
      expect.objectContaining({ slug: 'postavke-personalizacije-i-tablice-velicina', path: null }),
    ]);
    expect(elements.map((e) => e.handler)).toEqual(expect.arrayContaining(['header', 'footer', 'cookie']));
  });
});

describe('back office: consents', () => {
  it('should list each consent with the forms that show and require it', async () => {
    const res = await call('GET', '/api/v1/admin/consents', admin);
    expect(res.statusCode, res.body).toBe(200);
    const records = res.json().data.records as Array<Record<string, unknown>>;
    expect(records.map((r) => r.uniqueNumber)).toEqual(['uvjeti-kupnje', 'politika-privatnosti', 'newsletter']);
    expect(records[0]).toMatchObject({
      displayName: 'Uvjeti kupnje',
      required: true,
      shownOn: ['checkoutForm', 'registerForm'],
      requiredOn: ['checkoutForm', 'registerForm'],
    });
    expect(records[2]).toMatchObject({ requiredOn: ['newsletter'] });
    expect((records[2]!.shownOn as string[]).sort()).toEqual([
      'addressForm',
      'checkoutForm',
      'newsletter',
      'registerForm',
    ]);
  });

  it("should page one consent's log, newest first, with who decided and where", async () => {
    const [newsletter] = (
      (await call('GET', '/api/v1/admin/consents', admin)).json().data.records as Array<{
        id: number;
        uniqueNumber: string;
        logEntries: number;
      }>
    ).filter((r) => r.uniqueNumber === 'newsletter');
    const before = newsletter!.logEntries;
    const log = (status: string, token?: string) =>
      call('POST', '/api/v1/gdpr/consent/log/create', token, {
        status,
        sourceType: 'newsletter',
        consents: [{ id: newsletter!.id, version: 1 }],
        user: { userType: 'guest', email: 'Gost@Primjer.hr' },
      });
    for (const res of [await log('granted'), await log('withdrawn', customer)])
      expect(res.statusCode, res.body).toBe(200);

    const first = await call('GET', '/api/v1/admin/consents/newsletter/log?limit=1', admin);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json().data;
    expect(page1).toMatchObject({ page: 1, limit: 1, totalRecords: before + 2, totalPages: before + 2 });
    expect(page1.consent).toMatchObject({ uniqueNumber: 'newsletter', logEntries: before + 2 });
    expect(page1.records).toEqual([
      expect.objectContaining({
        status: 'withdrawn',
        userType: 'user',
        email: CUSTOMER.email,
        sourceType: 'newsletter',
      }),
    ]);
    const page2 = (await call('GET', '/api/v1/admin/consents/newsletter/log?limit=1&page=2', admin)).json().data;
    expect(page2.records).toEqual([
      expect.objectContaining({ status: 'granted', userType: 'guest', email: null, claimedEmail: 'gost@primjer.hr' }),
    ]);
  });

  it('should answer an unknown consent with a coded 404', async () => {
    expectCodedError(await call('GET', '/api/v1/admin/consents/ne-postoji/log', admin), 404, 'NOT_FOUND');
  });
});
