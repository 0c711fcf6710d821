import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepReleases } from '../../src/server/modules/cms/release-routes.js';
import { auditLog } from '../../src/server/platform/db/schema/back-office.js';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { cmsReleases } from '../../src/server/platform/db/schema/cms.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { ADMIN, bearer, CUSTOMER, createAuthTestApp, login, movableClock } from './auth-helpers.js';

// Timed releases (docs/decisions/0251-cms-timed-releases.md): a page's draft, the popup and products' publication and
// prices go live together at the release's moment (the sweep, on the shop's movable clock), previewed before by
// staff only, rolled back as one; two processes sweeping at once put it live once.
const clock = movableClock();
let t: TestApp;
let editor: string;
let owner: string;
let customer: string;

beforeAll(async () => {
  t = await createAuthTestApp(clock);
  editor = (await login(t, 'urednik@zvijezda-shop.hr', 'Urednik2024!')).accessToken;
  owner = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
  customer = (await login(t, CUSTOMER.email, CUSTOMER.password)).accessToken;
}, 120_000);
afterAll(async () => t?.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown, on = t) =>
  on.app.inject({ method, url, headers: on.headers(token ? bearer(token) : {}), ...(payload ? { payload } : {}) });

type Section = Record<string, unknown> & { id: string; type: string };
const RELEASES = '/api/v1/admin/cms/releases';
const SLUG = 'kemijska-olovka';
// Minutes ahead, not hours: the staff's access tokens live 15 minutes on the same clock.
const SOON = 120_000;
const soon = () => new Date(clock.now() + SOON).toISOString();

async function productId(slug = SLUG) {
  const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return row!.id;
}
const shopperPrice = async (slug = SLUG) => {
  const res = await call('GET', `/api/v1/product/web/get?slug=${slug}`);
  return res.statusCode === 200 ? (res.json().data.finalPrice as number) : res.statusCode;
};
const shopperTitles = async (slug = 'naslovna') => {
  const res = await call('GET', `/api/v1/cms/finder/decide?params=${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data.components as Section[]).map((s) => s.title);
};
const popupTitle = async () => {
  const res = await call('POST', '/api/v1/cms/element/getByHandlers', undefined, { handlers: ['popup'] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0].meta.title as string;
};

/** Saves a draft of the page whose first titled section reads `title`. */
async function draftHeadline(title: string, slug = 'naslovna') {
  const page = (await call('GET', `/api/v1/admin/cms/pages/${slug}`, editor)).json().data;
  const components = (page.components as Section[]).map((s, i, all) =>
    i === all.findIndex((x) => typeof x.title === 'string') ? { ...s, title } : s,
  );
  const res = await call('PUT', `/api/v1/admin/cms/pages/${slug}/draft`, editor, {
    revision: page.revision,
    components,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('Timed releases: scheduled, previewed, live together at the moment, rolled back as one', () => {
  it('should put the page, the popup and the product live at once and roll all of them back', async () => {
    const id = await productId();
    const priceBefore = await shopperPrice();
    const titlesBefore = await shopperTitles();
    const popupBefore = await popupTitle();
    await draftHeadline('Novi dresovi u 18 sati');

    const created = await call('POST', RELEASES, owner, {
      name: 'Lansiranje kompleta',
      moment: soon(),
      pages: ['naslovna'],
      popup: { title: 'Komplet je stigao', subtitle: 'Samo danas', description: '<p>Uz popust</p>', showPopup: true },
      products: [{ productId: id, regularPrice: 1999, salePrice: 1499 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers['cache-control']).toBe('private, no-store');
    const release = created.json().data;
    expect(release).toMatchObject({
      status: 'scheduled',
      pages: [{ slug: 'naslovna' }],
      products: [{ productId: id, next: { regularPrice: 1999, salePrice: 1499, published: true } }],
    });

    // Preview as of the moment: staff see the release's page and price; shoppers still get what is live.
    const preview = await call('GET', `${RELEASES}/${release.id}/preview`, editor);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.json().data.pages[0].components.map((s: Section) => s.title)).toContain('Novi dresovi u 18 sati');
    expect(preview.json().data.products[0]).toMatchObject({ productId: id, regularPrice: 1999, salePrice: 1499 });
    expectCodedError(await call('GET', `${RELEASES}/${release.id}/preview`, customer), 403, 'FORBIDDEN');
    expectCodedError(await call('GET', `${RELEASES}/${release.id}/preview`), 401, 'UNAUTHORIZED');
    expect(await shopperTitles()).toEqual(titlesBefore);

    // Before the moment the sweep does nothing; at it, everything goes live in one go, caches dropped.
    expect(await sweepReleases(t.app, new Date(clock.now()))).toBe(0);
    expect(await shopperPrice()).toBe(priceBefore);
    clock.ahead = SOON + 1000;
    expect(await sweepReleases(t.app, new Date(clock.now()))).toBe(1);
    expect(await shopperTitles()).toContain('Novi dresovi u 18 sati');
    expect(await shopperPrice()).toBe(14.99);
    expect(await popupTitle()).toBe('Komplet je stigao');
    const live = (await call('GET', `${RELEASES}/${release.id}`, editor)).json().data;
    expect(live).toMatchObject({ status: 'live' });
    expect(live.publishedAt).not.toBeNull();
    const page = (await call('GET', '/api/v1/admin/cms/pages/naslovna', editor)).json().data;
    expect(page.state).toBe('published');

    // Once live it can be neither edited nor cancelled; rolled back, everything is as it was.
    expectCodedError(await call('POST', `${RELEASES}/${release.id}/cancel`, owner), 409, 'CMS_RELEASE_NOT_SCHEDULED');
    const back = await call('POST', `${RELEASES}/${release.id}/rollback`, owner);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.status).toBe('rolledBack');
    expect(await shopperTitles()).toEqual(titlesBefore);
    expect(await shopperPrice()).toBe(priceBefore);
    expect(await popupTitle()).toBe(popupBefore);
    expectCodedError(await call('POST', `${RELEASES}/${release.id}/rollback`, owner), 409, 'CMS_RELEASE_NOT_LIVE');

    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, 'release'), eq(auditLog.entityId, String(release.id))));
    expect(audit.map((a) => a.action)).toEqual(['release.create', 'release.publish', 'release.rollback']);
    const productAudit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, 'product'), eq(auditLog.entityId, String(id))));
    expect(productAudit.map((a) => a.action)).toEqual(['product.release', 'product.rollback']);
  });

  it("should hide and show a product with the release's publication flag", async () => {
    const id = await productId();
    const created = await call('POST', RELEASES, owner, {
      name: 'Skrivanje olovke',
      moment: soon(),
      products: [{ productId: id, published: false }],
    });
    expect(created.statusCode, created.body).toBe(200);
    clock.ahead = SOON + 1000;
    expect(await sweepReleases(t.app, new Date(clock.now()))).toBe(1);
    expect(await shopperPrice()).toBe(404);
    const back = await call('POST', `${RELEASES}/${created.json().data.id}/rollback`, owner);
    expect(back.statusCode, back.body).toBe(200);
    expect(typeof (await shopperPrice())).toBe('number');
  });

  it('should edit and cancel a scheduled release, which then never goes live', async () => {
    await draftHeadline('Otkazani naslov');
    const created = await call('POST', RELEASES, editor, { name: 'Prvi', moment: soon(), pages: ['naslovna'] });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    const edited = await call('PUT', `${RELEASES}/${id}`, editor, {
      name: 'Drugi',
      moment: new Date(clock.now() + 2 * SOON).toISOString(),
      pages: ['naslovna'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Drugi', status: 'scheduled' });
    const cancelled = await call('POST', `${RELEASES}/${id}/cancel`, editor);
    expect(cancelled.json().data.status).toBe('cancelled');
    expectCodedError(
      await call('PUT', `${RELEASES}/${id}`, editor, { name: 'Treći', moment: soon(), pages: ['naslovna'] }),
      409,
      'CMS_RELEASE_NOT_SCHEDULED',
    );
    // Said before the items are checked: a moment now past does not hide that it is no longer scheduled.
    expectCodedError(
      await call('PUT', `${RELEASES}/${id}`, editor, {
        name: 'Treći',
        moment: new Date(clock.now() - 1000).toISOString(),
      }),
      409,
      'CMS_RELEASE_NOT_SCHEDULED',
    );
    clock.ahead = 3 * SOON;
    expect(await sweepReleases(t.app, new Date(clock.now()))).toBe(0);
    expect(await shopperTitles()).not.toContain('Otkazani naslov');
    const list = (await call('GET', RELEASES, editor)).json().data.releases;
    expect(list.find((r: { id: number }) => r.id === id)).toMatchObject({ status: 'cancelled', name: 'Drugi' });
  });
});

describe('Timed releases: who may, and what is refused', () => {
  it('should refuse customers and guests, and products to an editor without the catalogue permission', async () => {
    const body = { name: 'X', moment: soon(), products: [{ productId: await productId(), published: true }] };
    expectCodedError(await call('POST', RELEASES, customer, body), 403, 'FORBIDDEN');
    expectCodedError(await call('POST', RELEASES), 401, 'UNAUTHORIZED');
    expectCodedError(await call('GET', RELEASES, customer), 403, 'FORBIDDEN');
    expectCodedError(await call('POST', RELEASES, editor, body), 403, 'PERMISSION_DENIED');
    // A release with products made by the owner cannot be cancelled by an editor either.
    const made = await call('POST', RELEASES, owner, body);
    expect(made.statusCode, made.body).toBe(200);
    expectCodedError(await call('POST', `${RELEASES}/${made.json().data.id}/cancel`, editor), 403, 'PERMISSION_DENIED');
    expect((await call('POST', `${RELEASES}/${made.json().data.id}/cancel`, owner)).statusCode).toBe(200);
  });

  it('should refuse a moment in the past, an empty release, an unknown product, a page without a draft', async () => {
    const past = new Date(clock.now() - 60_000).toISOString();
    await draftHeadline('Naslov za provjere');
    expectCodedError(
      await call('POST', RELEASES, editor, { name: 'X', moment: past, pages: ['naslovna'] }),
      400,
      'CMS_RELEASE_MOMENT_PAST',
    );
    expectCodedError(await call('POST', RELEASES, editor, { name: 'X', moment: soon() }), 400, 'CMS_RELEASE_EMPTY');
    expectCodedError(
      await call('POST', RELEASES, owner, {
        name: 'X',
        moment: soon(),
        products: [{ productId: 999999, published: true }],
      }),
      400,
      'CMS_RELEASE_UNKNOWN_PRODUCT',
    );
    expectCodedError(
      await call('POST', RELEASES, owner, { name: 'X', moment: soon(), pages: ['kontakt'] }),
      400,
      'CMS_RELEASE_NO_DRAFT',
    );
    expectCodedError(
      await call('POST', RELEASES, owner, {
        name: 'X',
        moment: soon(),
        products: [{ productId: await productId(), regularPrice: 100, salePrice: 200 }],
      }),
      400,
      'SALE_ABOVE_REGULAR',
    );
    expectCodedError(await call('POST', RELEASES, editor, { name: '', moment: 'sutra' }), 400, 'VALIDATION_FAILED');
    expectCodedError(await call('GET', `${RELEASES}/999999`, editor), 404, 'NOT_FOUND');
  });
});

describe("Timed releases: the form's page picker lists the pages with a draft", () => {
  it('should list a page among those with a draft only while it has one', async () => {
    const drafted = async () => {
      const res = await call('GET', '/api/v1/admin/cms/link-targets?type=page&withDraft=true', editor);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.targets as Array<{ slug: string }>).map((p) => p.slug);
    };
    await draftHeadline('Naslov u nacrtu', 'kontakt');
    expect(await drafted()).toContain('kontakt');
    const all = await call('GET', '/api/v1/admin/cms/link-targets?type=page&withDraft=false', editor);
    expect(all.json().data.targets.length).toBeGreaterThanOrEqual((await drafted()).length);
    const page = (await call('GET', '/api/v1/admin/cms/pages/kontakt', editor)).json().data;
    const dropped = await call('DELETE', `/api/v1/admin/cms/pages/kontakt/draft?revision=${page.revision}`, editor);
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(await drafted()).not.toContain('kontakt');
    expect((await call('GET', '/api/v1/admin/cms/link-targets?type=page', editor)).json().data.targets).toContainEqual(
      expect.objectContaining({ slug: 'kontakt' }),
    );
  });

  it('should show the popup texts it takes with the description sanitised', async () => {
    const created = await call('POST', RELEASES, editor, {
      name: 'Samo prozor',
      moment: soon(),
      popup: {
        title: 'Novi dres',
        subtitle: 'Od petka',
        description: '<p onclick="alert(1)">Uz popust<script>alert(2)</script></p>',
        showPopup: true,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const popup = created.json().data.popup;
    expect(popup).toMatchObject({ title: 'Novi dres', subtitle: 'Od petka', showPopup: true });
    expect(popup.description).toContain('Uz popust');
    expect(popup.description).not.toMatch(/onclick|script/);
    expect((await call('POST', `${RELEASES}/${created.json().data.id}/cancel`, editor)).statusCode).toBe(200);
  });
});

describe('Timed releases: two processes sweeping at once', () => {
  it('should put a due release live once', async () => {
    // On PostgreSQL a second process on the same schema; on PGlite (one process) two sweeps of the same one.
    const two = t.pgSchema ? await createTestApp({ sameDatabaseAs: t }) : t;
    try {
      two.app.clock.now = clock.now;
      await draftHeadline('Jednom objavljeno');
      const created = await call('POST', RELEASES, editor, { name: 'Jednom', moment: soon(), pages: ['naslovna'] });
      expect(created.statusCode, created.body).toBe(200);
      clock.ahead = SOON + 1000;
      const at = new Date(clock.now());
      const counts = await Promise.all([sweepReleases(t.app, at), sweepReleases(two.app, at)]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
      const [row] = await t.db.select().from(cmsReleases).where(eq(cmsReleases.id, created.json().data.id));
      expect(row!.status).toBe('live');
      const published = await t.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'release.publish'), eq(auditLog.entityId, String(row!.id))));
      expect(published).toHaveLength(1);
      expect(await shopperTitles()).toContain('Jednom objavljeno');
    } finally {
      if (two !== t) await two.close();
    }
  });
});
