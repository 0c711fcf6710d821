import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/platform/db/schema/back-office.js';
import { expectCodedError, type TestApp } from '../support/index.js';
import { callerOf, cmsStaffApp } from './cms-staff.js';

// Menu items' images and the top strip's partner brands and links in the edit mode
// (docs/decisions/0259-menu-images-and-the-top-strip.md): an item's image is a library image's id in the draft, written
// to the published item at publication and kept by the history; the strip's brands and links are drafted, checked,
// published and restored with the rest of the frame.
let t: TestApp;
let editor: string;
let packer: string;

beforeAll(async () => {
  ({ t, editor, packer } = await cmsStaffApp());
}, 120_000);
afterAll(async () => t?.close());
const call = callerOf(() => t);

interface Item {
  id: string;
  title: string;
  link: Record<string, unknown>;
  mediaId?: number | null;
  children: Item[];
}
interface Nav {
  handle: string;
  state: string;
  revision: number;
  items: Item[];
  images: Array<{ id: number; description: string | null }>;
}
const NAVS = '/api/v1/admin/cms/navigations';
const FRAME = '/api/v1/admin/cms/frame';

const mainMenu = async (): Promise<Nav> => {
  const res = await call('GET', NAVS, editor);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.navigations as Nav[]).find((n) => n.handle === 'main')!;
};
type GuestItem = { title: string; media: { id: number } | null; children: GuestItem[] };
const guestMenu = async (): Promise<GuestItem[]> => {
  const res = await call('GET', '/api/v1/cms/navigation/tree/main');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items;
};
const libraryImage = async (q: string) => {
  const res = await call('GET', `/api/v1/admin/cms/media?q=${encodeURIComponent(q)}`, editor);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.images[0] as { id: number; description: string };
};

describe('menu item images', () => {
  it("should answer the seeded item's image to the editor and to guests", async () => {
    const nav = await mainMenu();
    const domaci = nav.items[0]!.children.find((c) => c.title === 'Domaći dres')!;
    expect(domaci.mediaId).toEqual(expect.any(Number));
    expect(nav.images.map((i) => i.id)).toContain(domaci.mediaId);
    const guest = (await guestMenu())[0]!.children.find((c) => c.title === 'Domaći dres')!;
    expect(guest.media?.id).toBe(domaci.mediaId);
  });

  it('should refuse an image the library does not have, publish one it has, keep it in the history and restore it', async () => {
    const start = await mainMenu();
    const image = await libraryImage('Kategorija Trening');
    const withImage = (mediaId: number | null) =>
      start.items.map((i) => (i.title === 'Dresovi' ? { ...i, mediaId } : i));

    const unknown = await call('PUT', `${NAVS}/main/draft`, editor, {
      revision: start.revision,
      items: withImage(999_999),
    });
    expectCodedError(unknown, 400, 'CMS_MEDIA_UNKNOWN');
    expect(unknown.json().payload).toMatchObject({ at: start.items[0]!.id });
    const asPacker = await call('PUT', `${NAVS}/main/draft`, packer, { revision: start.revision, items: [] });
    expectCodedError(asPacker, 403, 'PERMISSION_DENIED');

    const saved = await call('PUT', `${NAVS}/main/draft`, editor, {
      revision: start.revision,
      items: withImage(image.id),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.state).toBe('draft');
    expect(saved.json().data.items[0]).toMatchObject({ title: 'Dresovi', mediaId: image.id });
    expect((saved.json().data.images as Array<{ id: number }>).map((i) => i.id)).toContain(image.id);
    // A draft: guests still see no image on the top item.
    expect((await guestMenu())[0]!.media).toBeNull();

    const published = await call('POST', `${NAVS}/main/publish`, editor, { revision: saved.json().data.revision });
    expect(published.statusCode, published.body).toBe(200);
    const guest = await guestMenu();
    expect(guest[0]!.media?.id).toBe(image.id);
    // The seeded sub-item's image went through the publication too.
    expect(guest[0]!.children.find((c) => c.title === 'Domaći dres')!.media).not.toBeNull();

    // The image taken away and published; the history brings the version with it back.
    const now = await mainMenu();
    const without = await call('PUT', `${NAVS}/main/draft`, editor, {
      revision: now.revision,
      items: now.items.map((i) => (i.title === 'Dresovi' ? { ...i, mediaId: null } : i)),
    });
    expect(without.statusCode, without.body).toBe(200);
    expect(without.json().data.items[0]).not.toHaveProperty('mediaId');
    const again = await call('POST', `${NAVS}/main/publish`, editor, { revision: without.json().data.revision });
    expect(again.statusCode, again.body).toBe(200);
    expect((await guestMenu())[0]!.media).toBeNull();
    const history = (await call('GET', `${NAVS}/main/history`, editor)).json().data.versions as Array<{
      id: number;
    }>;
    const restored = await call('POST', `${NAVS}/main/history/${history[1]!.id}/restore`, editor, {
      revision: again.json().data.revision,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.state).toBe('draft');
    expect(restored.json().data.items[0]).toMatchObject({ title: 'Dresovi', mediaId: image.id });
    const back = await call('POST', `${NAVS}/main/publish`, editor, { revision: restored.json().data.revision });
    expect(back.statusCode, back.body).toBe(200);
    expect((await guestMenu())[0]!.media?.id).toBe(image.id);

    // Put back as the seed had it.
    const seed = (await call('GET', `${NAVS}/main/history`, editor)).json().data.versions.at(-1) as { id: number };
    const seedDraft = await call('POST', `${NAVS}/main/history/${seed.id}/restore`, editor, {
      revision: back.json().data.revision,
    });
    await call('POST', `${NAVS}/main/publish`, editor, { revision: seedDraft.json().data.revision });
    expect((await guestMenu())[0]!.media).toBeNull();
  });
});

describe('an image only a draft shows', () => {
  it("should not be deleted while a menu's draft names it, and be deleted once the draft is dropped", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884400' } })
      .png()
      .toBuffer();
    const uploaded = await call('POST', '/api/v1/admin/cms/media', editor, {
      fileName: 'samo-nacrt.png',
      alt: 'Samo u nacrtu izbornika',
      contentBase64: png.toString('base64'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const id = uploaded.json().data.id as number;
    const start = await mainMenu();
    const saved = await call('PUT', `${NAVS}/main/draft`, editor, {
      revision: start.revision,
      items: start.items.map((i) => (i.title === 'Trening' ? { ...i, mediaId: id } : i)),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await call('DELETE', `/api/v1/admin/cms/media/${id}`, editor);
    expectCodedError(refused, 409, 'MEDIA_IN_USE');
    expect(refused.body).toContain('Glavna navigacija');
    const dropped = await call('DELETE', `${NAVS}/main/draft?revision=${saved.json().data.revision}`, editor);
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect((await call('DELETE', `/api/v1/admin/cms/media/${id}`, editor)).statusCode).toBe(200);
  });
});

interface Logo {
  key: string;
  title: string;
  media: { id: number };
  link: Record<string, unknown> | null;
}
interface Frame {
  state: string;
  revision: number;
  announcement: unknown;
  partnerBrands: Logo[];
  topLinks: Array<{ title: string; link: Record<string, unknown> }>;
  sponsorGroups: Array<{ key: string; title: string; items: Logo[] }>;
  socialLinks: Array<{ network: string; url: string }>;
}
const frameNow = async (): Promise<Frame> => {
  const res = await call('GET', FRAME, editor);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const logoInput = (l: Logo) => ({ ...l, media: l.media.id });
const input = (f: Frame) => ({
  revision: f.revision,
  announcement: f.announcement,
  partnerBrands: f.partnerBrands.map(logoInput),
  topLinks: f.topLinks,
  sponsorGroups: f.sponsorGroups.map((g) => ({ ...g, items: g.items.map(logoInput) })),
  socialLinks: f.socialLinks.map(({ network, url }) => ({ network, url })),
});
const guestHeader = async () => {
  const res = await call('POST', '/api/v1/cms/element/getByHandlers', undefined, { handlers: ['header'] });
  expect(res.statusCode, res.body).toBe(200);
  const meta = res.json().data[0].meta as { partnerBrands: Logo[]; topLinks: Frame['topLinks'] };
  return { partnerBrands: meta.partnerBrands, topLinks: meta.topLinks };
};

describe("the top strip's partner brands and links", () => {
  it('should answer them in the edit mode as guests see them', async () => {
    const frame = await frameNow();
    expect(frame.partnerBrands.map((b) => b.title)).toEqual(['Sportika', 'Slavonka', 'Drava Tours', 'Kulen & Co']);
    expect(frame.topLinks.map((l) => l.title)).toEqual(['Članstvo', 'Kontakt', 'Pomoć']);
  });

  it('should refuse a blank title, a missing link and an unknown image, each coded, and a packer', async () => {
    const body = input(await frameNow());
    const [brand, ...brands] = body.partnerBrands;
    const [top, ...tops] = body.topLinks;
    const cases: Array<[unknown, string, string]> = [
      [{ ...body, topLinks: [{ ...top!, title: ' ' }, ...tops] }, 'CMS_TOP_LINK_TITLE_REQUIRED', 'top:0'],
      [{ ...body, topLinks: [{ ...top!, link: null }, ...tops] }, 'CMS_FRAME_LINK_REQUIRED', 'top:0'],
      [
        { ...body, topLinks: [{ ...top!, link: { type: 'external', url: ' ' } }, ...tops] },
        'CMS_FRAME_LINK_REQUIRED',
        'top:0',
      ],
      [{ ...body, partnerBrands: [{ ...brand!, link: null }, ...brands] }, 'CMS_FRAME_LINK_REQUIRED', 'brand:sportika'],
      [{ ...body, partnerBrands: [{ ...brand!, title: '' }, ...brands] }, 'CMS_LOGO_ALT_REQUIRED', 'brand:sportika'],
      [{ ...body, partnerBrands: [{ ...brand!, media: 999_999 }, ...brands] }, 'CMS_MEDIA_UNKNOWN', 'media:999999'],
    ];
    for (const [payload, code, at] of cases) {
      const res = await call('PUT', `${FRAME}/draft`, editor, payload);
      expectCodedError(res, 400, code);
      expect(res.json().payload).toMatchObject({ at });
    }
    expectCodedError(await call('PUT', `${FRAME}/draft`, packer, body), 403, 'PERMISSION_DENIED');
    expect((await frameNow()).state).toBe('published');
  });

  it('should draft, publish, audit, keep in the history and restore a new partner and top link, reordered', async () => {
    const start = await frameNow();
    const guestBefore = await guestHeader();
    const image = await libraryImage('Sponzor Radio Ravnica');
    const body = input(start);
    const partnerBrands = [
      {
        key: 'radio-ravnica',
        title: 'Radio Ravnica',
        media: image.id,
        link: { type: 'external', url: 'https://radio.example' },
      },
      ...body.partnerBrands.slice(0, 2),
    ];
    const topLinks = [...body.topLinks.slice(1), { title: 'Objave', link: { type: 'tag', slug: 'utakmice' } }];
    const saved = await call('PUT', `${FRAME}/draft`, editor, { ...body, partnerBrands, topLinks });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.state).toBe('draft');
    expect((saved.json().data as Frame).partnerBrands[0]).toMatchObject({
      key: 'radio-ravnica',
      media: { id: image.id },
    });
    expect(await guestHeader()).toEqual(guestBefore);

    // A draft without the strip's parts keeps them as the draft has them.
    const kept = await call('PUT', `${FRAME}/draft`, editor, {
      revision: saved.json().data.revision,
      announcement: null,
      sponsorGroups: body.sponsorGroups,
      socialLinks: body.socialLinks,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json().data as Frame).topLinks.map((l) => l.title)).toEqual(['Kontakt', 'Pomoć', 'Objave']);

    const published = await call('POST', `${FRAME}/publish`, editor, { revision: kept.json().data.revision });
    expect(published.statusCode, published.body).toBe(200);
    const guest = await guestHeader();
    expect(guest.partnerBrands.map((b) => b.title)).toEqual(['Radio Ravnica', 'Sportika', 'Slavonka']);
    expect(guest.partnerBrands[0]!.media.id).toBe(image.id);
    expect(guest.topLinks).toEqual([
      ...guestBefore.topLinks.slice(1),
      { title: 'Objave', link: { type: 'tag', slug: 'utakmice' } },
    ]);
    const audit = await t.db
      .select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, 'frame'), eq(auditLog.action, 'frame.publish')));
    expect(JSON.stringify(audit.at(-1)?.changes)).toContain('partnerBrands');

    // The history counts them; the version before goes back as a draft, then live.
    const versions = (await call('GET', `${FRAME}/history`, editor)).json().data.versions as Array<{
      id: number;
      partnerBrands: number;
      topLinks: number;
      live: boolean;
    }>;
    expect(versions[0]).toMatchObject({ partnerBrands: 3, topLinks: 3, live: true });
    const first = versions.at(-1)!;
    expect(first).toMatchObject({ partnerBrands: 4, topLinks: 3, live: false });
    const restored = await call('POST', `${FRAME}/history/${first.id}/restore`, editor, {
      revision: published.json().data.revision,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((restored.json().data as Frame).partnerBrands.map((b) => b.key)).toEqual(
      start.partnerBrands.map((b) => b.key),
    );
    const back = await call('POST', `${FRAME}/publish`, editor, { revision: restored.json().data.revision });
    expect(back.statusCode, back.body).toBe(200);
    expect(await guestHeader()).toEqual(guestBefore);
  });
});
