import type { EditFrame, FrameVersion } from '@machines/frame-edit/frame-edit.machine.js';
import type { FrameParts } from '@machines/frame-edit/frame-parts.js';
import { type ApiClient, quiet, unwrap } from '../../../lib/api-client.js';

/**
 * The frame parts' calls in the edit mode (docs/decisions/0254-frame-parts-drafts.md). All quiet: the editor words its
 * own failures. Every write sends the revision the editor read; logos travel as their image's id.
 */
const asFrame = (data: unknown) => data as EditFrame;

export const loadFrame = async (api: ApiClient): Promise<EditFrame> =>
  asFrame(await unwrap(api.GET('/api/v1/admin/cms/frame', { middleware: [quiet] })));

export const saveFrameDraft = async (api: ApiClient, revision: number, frame: FrameParts): Promise<EditFrame> =>
  asFrame(
    await unwrap(
      api.PUT('/api/v1/admin/cms/frame/draft', {
        body: {
          revision,
          announcement: frame.announcement,
          partnerBrands: frame.partnerBrands.map((b) => ({
            key: b.key,
            title: b.title,
            media: b.media.id,
            link: b.link,
          })),
          topLinks: frame.topLinks,
          sponsorGroups: frame.sponsorGroups.map((g) => ({
            key: g.key,
            title: g.title,
            items: g.items.map((i) => ({ key: i.key, title: i.title, media: i.media.id, link: i.link })),
          })),
          socialLinks: frame.socialLinks.map(({ network, url }) => ({ network, url })),
        },
        middleware: [quiet],
      }),
    ),
  );

export const publishFrame = async (api: ApiClient, revision: number): Promise<EditFrame> =>
  asFrame(await unwrap(api.POST('/api/v1/admin/cms/frame/publish', { body: { revision }, middleware: [quiet] })));

export const discardFrameDraft = async (api: ApiClient, revision: number): Promise<EditFrame> =>
  asFrame(
    await unwrap(api.DELETE('/api/v1/admin/cms/frame/draft', { params: { query: { revision } }, middleware: [quiet] })),
  );

/** The frame's publications, newest first (docs/decisions/0255-frame-history.md). */
export const loadFrameHistory = async (api: ApiClient): Promise<FrameVersion[]> =>
  (await unwrap(api.GET('/api/v1/admin/cms/frame/history', { middleware: [quiet] }))).versions;

export const restoreFrameVersion = async (api: ApiClient, versionId: number, revision: number): Promise<EditFrame> =>
  asFrame(
    await unwrap(
      api.POST('/api/v1/admin/cms/frame/history/{versionId}/restore', {
        params: { path: { versionId } },
        body: { revision },
        middleware: [quiet],
      }),
    ),
  );
