import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { AUTH_ENV, bearer, CUSTOMER, login } from './auth-helpers.js';

// The CMS preview (docs/decisions/0249-cms-preview-as-a-persona.md): the page read answers the draft as a persona to
// staff with the content permission who ask with X-Cms-Preview, to them alone and never kept; anyone else sending
// the header gets the shoppers' page. Hero texts for phones (docs/decisions/0250-section-mobile-variants.md).
let t: TestApp;
let editor: string;
let packer: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp({ env: AUTH_ENV });
  editor = (await login(t, 'urednik@zvijezda-shop.hr', 'Urednik2024!')).accessToken;
  packer = (await login(t, 'pakiranje@zvijezda-shop.hr', 'Pakiranje2024!')).accessToken;
  customer = (await login(t, CUSTOMER.email, CUSTOMER.password)).accessToken;
}, 120_000);
afterAll(async () => t?.close());

type Section = Record<string, unknown> & { id: string; type: string };
const EDIT = '/api/v1/admin/cms/pages/naslovna';
const READ = '/api/v1/cms/finder/decide?params=naslovna';

const read = (token?: string, persona?: string) =>
  t.app.inject({
    method: 'GET',
    url: READ,
    headers: t.headers({ ...(token ? bearer(token) : {}), ...(persona ? { 'x-cms-preview': persona } : {}) }),
  });
const heroTitle = (res: { json: () => { data: { data: { components: Section[] } } } }) =>
  res.json().data.data.components.find((s) => s.type === 'hero')?.title;

const saveDraft = async (change: (hero: Section) => Section) => {
  const page = await t.app.inject({ method: 'GET', url: EDIT, headers: t.headers(bearer(editor)) });
  expect(page.statusCode, page.body).toBe(200);
  const { components, revision } = page.json().data as { components: Section[]; revision: number };
  const res = await t.app.inject({
    method: 'PUT',
    url: `${EDIT}/draft`,
    headers: t.headers(bearer(editor)),
    payload: { revision, components: components.map((s) => (s.type === 'hero' ? change(s) : s)) },
  });
  return res;
};

describe('CMS preview: the draft as a persona, for staff who may edit content only', () => {
  let published: string;

  beforeAll(async () => {
    published = heroTitle(await read()) as string;
    const saved = await saveDraft((hero) => ({ ...hero, title: 'Nacrt: nova kolekcija' }));
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('should give a guest, a customer and a packer who send the header the shoppers page, kept and shared', async () => {
    // A guest's read first fills the answer cache with the public page.
    const guest = await read(undefined, 'member');
    for (const res of [guest, await read(customer, 'member'), await read(packer, 'guest')]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(heroTitle(res)).toBe(published);
      expect(res.json().data.preview).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-cache');
      // No browser or shared cache hands this kept copy to a request that asks for a preview.
      expect(String(res.headers.vary)).toContain('x-cms-preview');
    }
  });

  it.each(['guest', 'customer', 'member'])(
    'should give the editor the draft as a %s, private and never stored',
    async (persona) => {
      const res = await read(editor, persona);
      expect(res.statusCode, res.body).toBe(200);
      expect(heroTitle(res)).toBe('Nacrt: nova kolekcija');
      expect(res.json().data.preview).toEqual({ persona, draft: true });
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
    },
  );

  it('should never keep a preview in the answer cache: shoppers keep the published page, the editor sees each save', async () => {
    await read(editor, 'member');
    expect(heroTitle(await read())).toBe(published);
    expect(heroTitle(await read(editor))).toBe(published);
    const again = await saveDraft((hero) => ({ ...hero, title: 'Nacrt: druga verzija' }));
    expect(again.statusCode, again.body).toBe(200);
    // Within the cache's freshness the preview already reads the new draft: it is computed for every request.
    expect(heroTitle(await read(editor, 'member'))).toBe('Nacrt: druga verzija');
    expect(heroTitle(await read(customer, 'member'))).toBe(published);
  });

  it('should refuse a persona the shop does not have with a coded 400', async () => {
    expectCodedError(await read(editor, 'admin'), 400, 'VALIDATION_FAILED');
  });
});

describe('Hero texts for phones (mobileOptions)', () => {
  it('should keep the hero texts for phones in the draft and show them in the preview', async () => {
    const saved = await saveDraft((hero) => ({
      ...hero,
      mobileOptions: { title: 'Dres na mobitelu', ctaTitle: 'Kupi' },
    }));
    expect(saved.statusCode, saved.body).toBe(200);
    const hero = (await read(editor, 'guest')).json().data.data.components.find((s: Section) => s.type === 'hero');
    expect(hero.mobileOptions).toEqual({ title: 'Dres na mobitelu', ctaTitle: 'Kupi' });
  });

  it('should refuse a field the hero has no phone variant of (400)', async () => {
    const res = await saveDraft((hero) => ({ ...hero, mobileOptions: { colour: 'crvena' } }));
    expectCodedError(res, 400, 'VALIDATION_FAILED');
  });
});
