import type { APIRequestContext } from '@playwright/test';
import { CONTENT_EDITOR } from './login.js';

/**
 * The platform API as a back-office account calls it, for the edit journeys' set-up and clean-up (what a failed run
 * left is put back through the same API the edit mode uses).
 */
export async function staffApiHeaders(
  request: APIRequestContext,
  account: { email: string; password: string } = CONTENT_EDITOR,
): Promise<Record<string, string>> {
  const headers = { apiKey: 'demo-api-key' };
  const login = await request.post('/api/v1/login', {
    headers,
    data: { username: account.email, password: account.password },
  });
  return { ...headers, authorization: `Bearer ${(await login.json()).data.tokens.accessToken}` };
}

/**
 * A CMS page (`/api/v1/admin/cms/pages/<slug>`) as the seed left it: its first version restored and published, any
 * draft dropped. Every write sends the page's revision (docs/decisions/0243-page-revision-check.md).
 */
export async function putPageBack(request: APIRequestContext, page: string): Promise<void> {
  const auth = await staffApiHeaders(request);
  const versions = (await (await request.get(`${page}/history`, { headers: auth })).json()).data.versions as Array<{
    id: number;
    publishedBy: string | null;
  }>;
  const revision = async () => (await (await request.get(page, { headers: auth })).json()).data.revision as number;
  const original = versions.find((v) => v.publishedBy === null);
  if (original) {
    await request.post(`${page}/history/${original.id}/restore`, {
      headers: auth,
      data: { revision: await revision() },
    });
    await request.post(`${page}/publish`, {
      headers: auth,
      data: { acceptWarnings: true, revision: await revision() },
    });
  }
  await request.delete(`${page}/draft?revision=${await revision()}`, { headers: auth });
}

const FRAME = '/api/v1/admin/cms/frame';
type FrameSnapshot = Record<string, unknown> & { revision: number };

/**
 * The frame's announcement, partner brands, top links, sponsor groups and social links as published now (any draft dropped), to put back with
 * `putFrameBack` (docs/decisions/0254-frame-parts-drafts.md).
 */
export async function frameAsPublished(request: APIRequestContext): Promise<FrameSnapshot> {
  const auth = await staffApiHeaders(request);
  const now = (await (await request.get(FRAME, { headers: auth })).json()).data as FrameSnapshot;
  if (now.state === 'draft') await request.delete(`${FRAME}/draft?revision=${now.revision}`, { headers: auth });
  return (await (await request.get(FRAME, { headers: auth })).json()).data;
}

/** Publishes the frame's parts as `frameAsPublished` read them, and drops any draft left. */
export async function putFrameBack(request: APIRequestContext, frame: FrameSnapshot): Promise<void> {
  const auth = await staffApiHeaders(request);
  const revision = async () => (await (await request.get(FRAME, { headers: auth })).json()).data.revision as number;
  const groups = frame.sponsorGroups as Array<{ key: string; title: string; items: Array<Record<string, unknown>> }>;
  const saved = await request.put(`${FRAME}/draft`, {
    headers: auth,
    data: {
      revision: await revision(),
      announcement: frame.announcement,
      partnerBrands: (frame.partnerBrands as Array<Record<string, unknown>>).map((b) => ({
        ...b,
        media: (b.media as { id: number }).id,
      })),
      topLinks: frame.topLinks,
      sponsorGroups: groups.map((g) => ({
        ...g,
        items: g.items.map((i) => ({ ...i, media: (i.media as { id: number }).id })),
      })),
      socialLinks: (frame.socialLinks as Array<{ network: string; url: string }>).map(({ network, url }) => ({
        network,
        url,
      })),
    },
  });
  if ((await saved.json()).data?.state === 'draft')
    await request.post(`${FRAME}/publish`, { headers: auth, data: { revision: await revision() } });
  await request.delete(`${FRAME}/draft?revision=${await revision()}`, { headers: auth });
}
