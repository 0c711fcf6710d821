import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/platform/db/schema/back-office.js';
import { expectCodedError, type TestApp } from '../support/index.js';
import { callerOf, cmsStaffApp, type Method } from './cms-staff.js';

// The frame's publications (docs/decisions/0255-frame-history.md): each is a version with who and when, the history
// lists them newest first, and an older one comes back as the frame's draft, live for guests only once published.
let t: TestApp;
let editor: string;
let packer: string;

beforeAll(async () => {
  ({ t, editor, packer } = await cmsStaffApp());
}, 120_000);
afterAll(async () => t?.close());
const call = callerOf(() => t);

interface Frame {
  state: 'draft' | 'published';
  revision: number;
  announcement: { text: string; link: Record<string, unknown> | null } | null;
  sponsorGroups: Array<{ key: string; title: string; items: Array<{ media: { id: number } }> }>;
  socialLinks: Array<{ network: string; url: string }>;
}
interface Version {
  id: number;
  publishedAt: string;
  publishedBy: string | null;
  announcement: string | null;
  sponsors: number;
  socialLinks: number;
  live: boolean;
}
const FRAME = '/api/v1/admin/cms/frame';

const editable = async (): Promise<Frame> => (await call('GET', FRAME, editor)).json().data;
const history = async (): Promise<Version[]> => {
  const res = await call('GET', `${FRAME}/history`, editor);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json().data.versions;
};
/** Saves the frame with this announcement and publishes it, as the editor does with 'Objavi'. */
const publishAnnouncement = async (text: string) => {
  const frame = await editable();
  const saved = await call('PUT', `${FRAME}/draft`, editor, {
    revision: frame.revision,
    announcement: { text, link: { type: 'category', slug: 'dresovi' } },
    sponsorGroups: frame.sponsorGroups.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, media: i.media.id })) })),
    socialLinks: frame.socialLinks.map(({ network, url }) => ({ network, url })),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const out = await call('POST', `${FRAME}/publish`, editor, { revision: saved.json().data.revision });
  expect(out.statusCode, out.body).toBe(200);
};
const guestAnnouncement = async () => {
  const res = await call('POST', '/api/v1/cms/element/getByHandlers', undefined, { handlers: ['header'] });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data[0].meta as { announcement?: { text: string } | null }).announcement ?? null;
};

describe('frame history: who may read and restore', () => {
  it.each([
    ['GET', `${FRAME}/history`],
    ['POST', `${FRAME}/history/1/restore`, { revision: 0 }],
  ] as Array<[Method, string, unknown?]>)(
    'should refuse %s %s to a packer (403) and a visitor (401)',
    async (m, url, body) => {
      expectCodedError(await call(m, url, packer, body), 403, 'PERMISSION_DENIED');
      expectCodedError(await call(m, url, undefined, body), 401, 'UNAUTHORIZED');
    },
  );
});

describe('frame history: versions and restore', () => {
  it('should list no version before the first publication from the edit mode', async () => {
    expect(await history()).toEqual([]);
  });

  it('should keep each publication as a version, the frame as it was first, and bring an older one back as the draft', async () => {
    const seed = await editable();
    await publishAnnouncement('Prva obavijest');
    await publishAnnouncement('Druga obavijest');
    const versions = await history();
    // Newest first: the second publication (live), the first, then the frame as the seed left it.
    expect(versions.map((v) => [v.announcement, v.publishedBy, v.live])).toEqual([
      ['Druga obavijest', 'urednik@zvijezda-shop.hr', true],
      ['Prva obavijest', 'urednik@zvijezda-shop.hr', false],
      [seed.announcement?.text ?? null, null, false],
    ]);
    expect(versions[0]!.sponsors).toBe(seed.sponsorGroups.reduce((n, g) => n + g.items.length, 0));
    expect(versions[0]!.socialLinks).toBe(seed.socialLinks.length);
    expect(Date.parse(versions[0]!.publishedAt)).toBeGreaterThanOrEqual(Date.parse(versions[1]!.publishedAt));

    const before = await editable();
    const res = await call('POST', `${FRAME}/history/${versions[1]!.id}/restore`, editor, {
      revision: before.revision,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const restored = res.json().data as Frame;
    expect(restored).toMatchObject({
      state: 'draft',
      revision: before.revision + 1,
      announcement: { text: 'Prva obavijest', link: { type: 'category', slug: 'dresovi' } },
    });
    // A restored version is a draft: guests still see the live one until it is published.
    expect((await guestAnnouncement())?.text).toBe('Druga obavijest');
    const audit = await t.db
      .select({ action: auditLog.action, data: auditLog.data })
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, 'frame'), eq(auditLog.action, 'frame.restore')));
    expect(audit.map((a) => a.data)).toContainEqual({ versionId: versions[1]!.id });

    const out = await call('POST', `${FRAME}/publish`, editor, { revision: restored.revision });
    expect(out.statusCode, out.body).toBe(200);
    expect((await guestAnnouncement())?.text).toBe('Prva obavijest');
    const after = await history();
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ announcement: 'Prva obavijest', live: true });
    expect(after[1]).toMatchObject({ announcement: 'Druga obavijest', live: false });
  });

  it('should make no draft when the version restored is what guests see', async () => {
    const [live] = await history();
    const frame = await editable();
    const res = await call('POST', `${FRAME}/history/${live!.id}/restore`, editor, { revision: frame.revision });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'published', announcement: { text: live!.announcement } });
  });

  it('should refuse an unknown version (404) and a restore from an older revision (409), changing nothing', async () => {
    const frame = await editable();
    expectCodedError(
      await call('POST', `${FRAME}/history/999999/restore`, editor, { revision: frame.revision }),
      404,
      'NOT_FOUND',
    );
    const [, older] = await history();
    expectCodedError(
      await call('POST', `${FRAME}/history/${older!.id}/restore`, editor, { revision: frame.revision - 1 }),
      409,
      'CMS_FRAME_STALE',
    );
    expect(await editable()).toEqual(frame);
  });
});
