import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/platform/db/schema/back-office.js';
import { expectCodedError, type TestApp } from '../support/index.js';
import { callerOf, cmsStaffApp, type Method } from './cms-staff.js';

// The frame's parts beside the menus (docs/decisions/0254-frame-parts-drafts.md): the header's announcement and the
// footer's sponsor groups and social links are one draft until published; the input's rules are coded 400s; every
// write names the revision it read; publishing drops the cached elements so guests see the change at once.
let t: TestApp;
let editor: string;
let packer: string;

beforeAll(async () => {
  ({ t, editor, packer } = await cmsStaffApp());
}, 120_000);
afterAll(async () => t?.close());
const call = callerOf(() => t);

interface Logo {
  key: string;
  title: string;
  media: { id: number; description: string | null };
  link: Record<string, unknown> | null;
}
interface Frame {
  state: 'draft' | 'published';
  revision: number;
  announcement: { text: string; link: Record<string, unknown> | null } | null;
  sponsorGroups: Array<{ key: string; title: string; items: Logo[] }>;
  socialLinks: Array<{ network: string; title: string; url: string }>;
}
const FRAME = '/api/v1/admin/cms/frame';

const editable = async (): Promise<Frame> => {
  const res = await call('GET', FRAME, editor);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json().data;
};
/** The frame as the editor sends it back: media as ids, social links without their worded title. */
const input = (frame: Frame) => ({
  revision: frame.revision,
  announcement: frame.announcement,
  sponsorGroups: frame.sponsorGroups.map((g) => ({
    ...g,
    items: g.items.map((i) => ({ ...i, media: i.media.id })),
  })),
  socialLinks: frame.socialLinks.map(({ network, url }) => ({ network, url })),
});
const guestElements = async () => {
  const res = await call('POST', '/api/v1/cms/element/getByHandlers', undefined, { handlers: ['header', 'footer'] });
  expect(res.statusCode, res.body).toBe(200);
  const [header, footer] = res.json().data as Array<{ meta: Record<string, unknown> }>;
  return { header: header!.meta, footer: footer!.meta as unknown as Frame & { paymentLogos: unknown[] } };
};

describe('frame parts in the edit mode: who may edit', () => {
  it.each([
    ['GET', FRAME],
    ['PUT', `${FRAME}/draft`, { revision: 0, announcement: null, sponsorGroups: [], socialLinks: [] }],
    ['DELETE', `${FRAME}/draft?revision=0`],
    ['POST', `${FRAME}/publish`, { revision: 0 }],
  ] as Array<[Method, string, unknown?]>)(
    'should refuse %s %s to a packer (403) and a visitor (401)',
    async (m, url, body) => {
      expectCodedError(await call(m, url, packer, body), 403, 'PERMISSION_DENIED');
      expectCodedError(await call(m, url, undefined, body), 401, 'UNAUTHORIZED');
    },
  );
});

describe('frame parts in the edit mode: rules', () => {
  it('should refuse a group with no name, a logo with no alt text and a social address not https, each coded', async () => {
    const frame = input(await editable());
    const [first, ...rest] = frame.sponsorGroups;
    const cases: Array<[unknown, string]> = [
      [{ ...frame, sponsorGroups: [{ ...first!, title: '  ' }, ...rest] }, 'CMS_SPONSOR_GROUP_NAME_REQUIRED'],
      [
        { ...frame, sponsorGroups: [{ ...first!, items: [{ ...first!.items[0]!, title: '' }] }, ...rest] },
        'CMS_LOGO_ALT_REQUIRED',
      ],
      [{ ...frame, socialLinks: [{ network: 'facebook', url: 'http://www.facebook.com/x' }] }, 'CMS_SOCIAL_URL_HTTPS'],
      [{ ...frame, socialLinks: [{ network: 'facebook', url: 'javascript:alert(1)' }] }, 'CMS_SOCIAL_URL_HTTPS'],
    ];
    for (const [body, code] of cases) expectCodedError(await call('PUT', `${FRAME}/draft`, editor, body), 400, code);
    // Outside the contract: a network not on the list; an image the library does not have is coded of its own.
    const other = { ...frame, socialLinks: [{ network: 'myspace', url: 'https://myspace.com/x' }] };
    expectCodedError(await call('PUT', `${FRAME}/draft`, editor, other), 400, 'VALIDATION_FAILED');
    const missing = { ...frame, sponsorGroups: [{ ...first!, items: [{ ...first!.items[0]!, media: 999999 }] }] };
    expectCodedError(await call('PUT', `${FRAME}/draft`, editor, missing), 400, 'CMS_MEDIA_UNKNOWN');
    expect((await editable()).state).toBe('published');
  });
});

describe('frame parts in the edit mode: drafts and publication', () => {
  it('should keep a new logo, group, social link and announcement from guests until published, then show them', async () => {
    const start = await editable();
    expect(start.sponsorGroups.map((g) => g.key)).toContain('generalSponsors');
    expect(start.socialLinks.map((s) => s.network)).toEqual(['facebook', 'youtube', 'tiktok', 'instagram']);
    const guestBefore = await guestElements();
    const frame = input(start);
    const image = frame.sponsorGroups[1]!.items[0]!.media;
    const draft = {
      ...frame,
      announcement: { text: 'Nova kolekcija je stigla', link: { type: 'category', slug: 'dresovi' } },
      sponsorGroups: [
        ...frame.sponsorGroups.map((g, n) =>
          n === 0
            ? {
                ...g,
                items: [
                  ...g.items,
                  { key: 'novi', title: 'Novi sponzor', media: image, link: { type: 'external', url: 'https://n.hr' } },
                ],
              }
            : g,
        ),
        { key: 'prijatelji', title: 'Prijatelji kluba', items: [] },
      ],
      socialLinks: [...frame.socialLinks.reverse(), { network: 'instagram', url: 'https://www.instagram.com/drugi' }],
    };
    const saved = await call('PUT', `${FRAME}/draft`, editor, draft);
    expect(saved.statusCode, saved.body).toBe(200);
    const kept = saved.json().data as Frame;
    expect(kept).toMatchObject({ state: 'draft', revision: start.revision + 1 });
    expect(kept.sponsorGroups[0]!.items.at(-1)).toMatchObject({
      key: 'novi',
      title: 'Novi sponzor',
      media: { id: image },
      link: { type: 'external', url: 'https://n.hr', newTab: true },
    });
    expect(kept.socialLinks.at(-1)).toEqual({
      network: 'instagram',
      title: 'Instagram',
      url: 'https://www.instagram.com/drugi',
    });
    // Guests still see the published frame.
    expect(await guestElements()).toEqual(guestBefore);

    const out = await call('POST', `${FRAME}/publish`, editor, { revision: kept.revision });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.state).toBe('published');
    const guestAfter = await guestElements();
    expect(guestAfter.header.announcement).toEqual({
      text: 'Nova kolekcija je stigla',
      link: { type: 'category', slug: 'dresovi' },
    });
    expect(guestAfter.footer.sponsorGroups.at(-1)).toMatchObject({ key: 'prijatelji', title: 'Prijatelji kluba' });
    expect(guestAfter.footer.sponsorGroups[0]!.items.at(-1)).toMatchObject({ key: 'novi', media: { id: image } });
    expect(guestAfter.footer.socialLinks.map((s) => s.network)).toEqual([
      'instagram',
      'tiktok',
      'youtube',
      'facebook',
      'instagram',
    ]);
    // The rest of the elements (topLinks, contact, payment marks) is untouched.
    expect(guestAfter.header.topLinks).toEqual(guestBefore.header.topLinks);
    expect(guestAfter.footer.paymentLogos).toEqual(guestBefore.footer.paymentLogos);

    const rows = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, 'frame'), eq(auditLog.entityId, 'frame')));
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['frame.draft', 'frame.publish']));

    // Put back as it was: guests see the seed's frame again.
    const back = await call('PUT', `${FRAME}/draft`, editor, { ...input(start), revision: kept.revision + 1 });
    expect(back.statusCode, back.body).toBe(200);
    const again = await call('POST', `${FRAME}/publish`, editor, { revision: back.json().data.revision });
    expect(again.statusCode, again.body).toBe(200);
    const restored = await guestElements();
    expect(restored.footer).toEqual(guestBefore.footer);
    expect(restored.header.announcement ?? null).toBeNull();
  });

  it("should refuse a write from an editor who read an older revision, and drop a draft on 'Odbaci'", async () => {
    const first = await editable();
    const second = await editable();
    const change = { ...input(first), announcement: { text: 'Prvi urednik', link: null } };
    const a = await call('PUT', `${FRAME}/draft`, editor, change);
    expect(a.statusCode, a.body).toBe(200);
    expectCodedError(
      await call('PUT', `${FRAME}/draft`, editor, { ...change, revision: second.revision }),
      409,
      'CMS_FRAME_STALE',
    );
    expectCodedError(
      await call('POST', `${FRAME}/publish`, editor, { revision: second.revision }),
      409,
      'CMS_FRAME_STALE',
    );
    const dropped = await call('DELETE', `${FRAME}/draft?revision=${a.json().data.revision}`, editor);
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json().data).toMatchObject({ state: 'published', announcement: null });
    // Nothing to publish now.
    expectCodedError(
      await call('POST', `${FRAME}/publish`, editor, { revision: dropped.json().data.revision }),
      409,
      'CONFLICT',
    );
  });
});
