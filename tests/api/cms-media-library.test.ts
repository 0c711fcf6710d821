import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/platform/db/schema/back-office.js';
import { expectCodedError, type TestApp } from '../support/index.js';
import { callerOf, cmsStaffApp, type Method } from './cms-staff.js';

// The edit mode's media library and picked products (docs/decisions/0247-cms-media-library.md,
// 0248-picked-products.md): staff with the content permission upload images with their alt text, find them, set them
// on a section; a product carousel shows the products its editor picked, in their order, once published.
let t: TestApp;
let editor: string;
let packer: string;

beforeAll(async () => {
  ({ t, editor, packer } = await cmsStaffApp());
}, 120_000);
afterAll(async () => t?.close());
const call = callerOf(() => t);

const MEDIA = '/api/v1/admin/cms/media';
const PAGE = '/api/v1/admin/cms/pages/naslovna';
type Section = Record<string, unknown> & { id: string; type: string };

const png = async (colour: string) =>
  (
    await sharp({ create: { width: 60, height: 40, channels: 3, background: colour } })
      .png()
      .toBuffer()
  ).toString('base64');
const editable = async () => {
  const res = await call('GET', PAGE, editor);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { revision: number; components: Section[] };
};
const shopperPage = async () => {
  const res = await call('GET', '/api/v1/cms/finder/decide?params=naslovna');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data.components as Section[];
};

describe('CMS media library: who may use it', () => {
  it.each([
    ['GET', `${MEDIA}?q=dres`],
    ['POST', MEDIA, { fileName: 'a.png', alt: 'A', contentBase64: 'AAAA' }],
    ['PUT', `${MEDIA}/1`, { alt: 'Opis' }],
    ['DELETE', `${MEDIA}/1`],
  ] as Array<[Method, string, unknown?]>)(
    'should refuse %s %s to a packer (403) and a visitor (401)',
    async (m, url, body) => {
      expectCodedError(await call(m, url, packer, body), 403, 'PERMISSION_DENIED');
      expectCodedError(await call(m, url, undefined, body), 401, 'UNAUTHORIZED');
    },
  );
});

describe('CMS media library: upload, search, alt text', () => {
  let uploaded: { id: number; description: string; url: string; width: number };

  it('should store an uploaded image with its alt text, find it by that text and audit it', async () => {
    const res = await call('POST', MEDIA, editor, {
      fileName: 'navijaci.png',
      alt: '  Navijači na sjevernoj tribini  ',
      contentBase64: await png('#1040a0'),
    });
    expect(res.statusCode, res.body).toBe(200);
    uploaded = res.json().data;
    expect(uploaded).toMatchObject({ description: 'Navijači na sjevernoj tribini', width: 60, extension: 'png' });
    expect(uploaded.url).toMatch(/^\/media\/1\/\d+\/original\//);

    const found = await call('GET', `${MEDIA}?q=sjevernoj`, editor);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.images.map((m: { id: number }) => m.id)).toEqual([uploaded.id]);
    // Without a search: the newest first, at most 24.
    const all = (await call('GET', MEDIA, editor)).json().data.images as Array<{ id: number }>;
    expect(all[0]?.id).toBe(uploaded.id);
    expect(all.length).toBeLessThanOrEqual(24);

    const rows = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, 'media'), eq(auditLog.entityId, String(uploaded.id))));
    expect(rows.map((r) => r.action)).toEqual(['media.upload']);
  });

  it('should refuse an image without alt text, bytes that are no image, and a bad body, each coded', async () => {
    const image = await png('#ffffff');
    expectCodedError(
      await call('POST', MEDIA, editor, { fileName: 'a.png', alt: '   ', contentBase64: image }),
      400,
      'MEDIA_ALT_REQUIRED',
    );
    expectCodedError(
      await call('POST', MEDIA, editor, {
        fileName: 'a.png',
        alt: 'Tekst',
        contentBase64: Buffer.from('nije slika').toString('base64'),
      }),
      415,
      'MEDIA_NOT_IMAGE',
    );
    expectCodedError(await call('POST', MEDIA, editor, { fileName: 'a.png', alt: 'A' }), 400, 'VALIDATION_FAILED');
    expectCodedError(await call('GET', `${MEDIA}?q=${'x'.repeat(101)}`, editor), 400, 'VALIDATION_FAILED');
  });

  it("should change an image's alt text, refusing a blank one and an unknown image", async () => {
    const res = await call('PUT', `${MEDIA}/${uploaded.id}`, editor, { alt: 'Sjeverna tribina u plavom' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.description).toBe('Sjeverna tribina u plavom');
    expectCodedError(await call('PUT', `${MEDIA}/${uploaded.id}`, editor, { alt: '' }), 400, 'MEDIA_ALT_REQUIRED');
    expectCodedError(await call('PUT', `${MEDIA}/999999`, editor, { alt: 'Opis' }), 404, 'NOT_FOUND');
    expectCodedError(await call('PUT', `${MEDIA}/abc`, editor, { alt: 'Opis' }), 400, 'VALIDATION_FAILED');
  });

  it('should put the uploaded image on the hero and show it, with its alt text, once published', async () => {
    const page = await editable();
    const components = page.components.map((s) => (s.type === 'hero' ? { ...s, media: { id: uploaded.id } } : s));
    const saved = await call('PUT', `${PAGE}/draft`, editor, { components, revision: page.revision });
    expect(saved.statusCode, saved.body).toBe(200);
    const out = await call('POST', `${PAGE}/publish`, editor, {
      acceptWarnings: true,
      revision: (await editable()).revision,
    });
    expect(out.statusCode, out.body).toBe(200);
    const hero = (await shopperPage()).find((s) => s.type === 'hero');
    expect(hero?.media).toMatchObject({ id: uploaded.id, description: 'Sjeverna tribina u plavom' });
  });
});

describe('CMS product carousel: picked products', () => {
  const carousel = (products: unknown): Section => ({
    id: 'odabrano',
    type: 'productCarousel',
    title: 'Odabrali smo za vas',
    filter: { products, limit: 3 },
    link: null,
  });
  const save = async (section: Section) => {
    const page = await editable();
    return call('PUT', `${PAGE}/draft`, editor, {
      components: [...page.components.filter((s) => s.id !== section.id), section],
      revision: page.revision,
    });
  };

  it('should refuse picked products that are not ids, repeat one, or are too many (coded 400)', async () => {
    for (const products of [['abc'], [1, 1], Array.from({ length: 25 }, (_, i) => i + 1), [0]]) {
      expectCodedError(await save(carousel(products)), 400, 'VALIDATION_FAILED');
    }
  });

  it('should keep the picked products, in their order, on the published page', async () => {
    const listed = await call('POST', '/api/v1/product/web/filter', undefined, { keywords: 'dres', limit: 3 });
    const ids = (listed.json().data.records as Array<{ id: number }>).map((p) => p.id).reverse();
    expect(ids.length).toBe(3);
    const saved = await save(carousel(ids));
    expect(saved.statusCode, saved.body).toBe(200);
    const out = await call('POST', `${PAGE}/publish`, editor, {
      acceptWarnings: true,
      revision: (await editable()).revision,
    });
    expect(out.statusCode, out.body).toBe(200);
    const shown = (await shopperPage()).find((s) => s.id === 'odabrano');
    expect(shown?.filter).toEqual({ products: ids, limit: 3 });
  });
});

// docs/decisions/0258-media-library-delete-and-pages.md
describe('CMS media library: pages and delete', () => {
  const upload = async (alt: string, colour: string) => {
    const res = await call('POST', MEDIA, editor, { fileName: `${alt}.png`, alt, contentBase64: await png(colour) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number };
  };
  const audit = async (id: number) =>
    (
      await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityKind, 'media'), eq(auditLog.entityId, String(id))))
    ).map((r) => r.action);

  it('should answer the search a page at a time, newest first, with where the next page starts', async () => {
    const stamp = Date.now().toString(36);
    const ids = [];
    for (const colour of ['#100000', '#200000', '#300000', '#400000', '#500000'])
      ids.push((await upload(`Stranicenje ${stamp} ${colour}`, colour)).id);
    const page = async (offset?: number) => {
      const res = await call(
        'GET',
        `${MEDIA}?q=${stamp}&limit=2${offset === undefined ? '' : `&offset=${offset}`}`,
        editor,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { images: Array<{ id: number }>; total: number; nextOffset: number | null };
    };
    const first = await page();
    expect(first).toMatchObject({ total: 5, nextOffset: 2 });
    expect(first.images.map((i) => i.id)).toEqual([ids[4], ids[3]]);
    const second = await page(2);
    expect(second.images.map((i) => i.id)).toEqual([ids[2], ids[1]]);
    const last = await page(4);
    expect(last).toMatchObject({ nextOffset: null, images: [{ id: ids[0] }] });
    expect((await page(50)).images).toEqual([]);
    expectCodedError(await call('GET', `${MEDIA}?limit=25`, editor), 400, 'VALIDATION_FAILED');
    expectCodedError(await call('GET', `${MEDIA}?offset=-1`, editor), 400, 'VALIDATION_FAILED');
    for (const id of ids) expect((await call('DELETE', `${MEDIA}/${id}`, editor)).statusCode).toBe(200);
  });

  it('should delete an image nothing shows, audited, and refuse an unknown one', async () => {
    const { id } = await upload('Za brisanje', '#00aa00');
    const res = await call('DELETE', `${MEDIA}/${id}`, editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id });
    expect(await audit(id)).toEqual(['media.upload', 'media.delete']);
    expect((await call('GET', `${MEDIA}?q=Za brisanje`, editor)).json().data.images).toEqual([]);
    expectCodedError(await call('DELETE', `${MEDIA}/${id}`, editor), 404, 'NOT_FOUND');
    expectCodedError(await call('DELETE', `${MEDIA}/abc`, editor), 400, 'VALIDATION_FAILED');
  });

  it('should refuse (409 MEDIA_IN_USE, in Croatian, naming the page) an image a draft or a product shows', async () => {
    const { id } = await upload('Na nacrtu', '#0000aa');
    const page = await editable();
    const components = page.components.map((s) => (s.type === 'hero' ? { ...s, mobileMedia: { id } } : s));
    const saved = await call('PUT', `${PAGE}/draft`, editor, { components, revision: page.revision });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await call('DELETE', `${MEDIA}/${id}`, editor);
    expectCodedError(refused, 409, 'MEDIA_IN_USE');
    expect(refused.json().message).toMatch(/^Slika se koristi/);
    expect(refused.json().payload.usages).toContainEqual({ kind: 'page', label: '/naslovna (hrv)' });
    expect(await audit(id)).toEqual(['media.upload']);
    // A product's image is in use too (the seed's first product image).
    const result = await t.db.execute(sql`SELECT media_id FROM product_media LIMIT 1`);
    const [productImage] = (result as unknown as { rows: Array<{ media_id: number }> }).rows;
    const product = await call('DELETE', `${MEDIA}/${productImage!.media_id}`, editor);
    expectCodedError(product, 409, 'MEDIA_IN_USE');
    expect(product.json().payload.usages[0].kind).toBe('product');
    // The draft dropped: nothing shows it any more, and it goes.
    const dropped = await call('DELETE', `${PAGE}/draft?revision=${(await editable()).revision}`, editor);
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect((await call('DELETE', `${MEDIA}/${id}`, editor)).statusCode).toBe(200);
  });
});
