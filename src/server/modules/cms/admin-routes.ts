import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { changeFeedOf } from '../../platform/db/change-feed.js';
import { ok } from '../../platform/errors/index.js';
import { staffOnly } from '../../platform/http/access.js';
import { staffOf } from '../audit/index.js';
import {
  discardNavigationDraft,
  editableNavigations,
  linkTargets,
  navigationHistory,
  publishNavigation,
  restoreNavigationVersion,
  saveNavigationDraft,
} from './navigation-drafts.js';
import { discardFrameDraft, editableFrame, publishFrame, saveFrameDraft } from './frame-drafts.js';
import { createMaster, deleteMaster, renameMaster } from './master-admin.js';
import { frameHistory, restoreFrameVersion } from './frame-history.js';
import { publishMaster } from './masters.js';
import { deleteLibraryImage, describeLibraryImage, searchLibrary, uploadToLibrary } from './media-library.js';
import { discardDraft, editablePage, pageHistory, publishDraft, restoreVersion, saveDraft } from './drafts.js';

const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * The CMS edit mode's operations (docs/decisions/0222-cms-drafts.md, 0223-cms-edit-mode-guard.md): staff with the
 * content permission only, answers never cached. A publication changes what shoppers see: every process drops its
 * cached pages and reads through the change feed (docs/decisions/0111-caches-across-processes.md).
 */
export const cmsAdminRoutes: FastifyPluginAsync = async (app) => {
  const ctx = (request: FastifyRequest) => ({ db: app.db, domain: request.domain, language: request.language });
  const now = () => new Date(app.clock.now());
  const opts = staffOnly('content');

  app.get<ContractRoute<'adminCmsPageGet'>>('/api/v1/admin/cms/pages/:slug', opts, async (request, reply) => {
    privately(reply);
    return ok(await editablePage(ctx(request), request.params.slug));
  });

  app.put<ContractRoute<'adminCmsPageDraftSave'>>(
    '/api/v1/admin/cms/pages/:slug/draft',
    opts,
    async (request, reply) => {
      privately(reply);
      const { slug } = request.params;
      return ok(await saveDraft(ctx(request), staffOf(request), slug, request.body, now()));
    },
  );

  app.delete<ContractRoute<'adminCmsPageDraftDiscard'>>(
    '/api/v1/admin/cms/pages/:slug/draft',
    opts,
    async (request, reply) => {
      privately(reply);
      const { slug } = request.params;
      return ok(await discardDraft(ctx(request), staffOf(request), slug, request.query.revision));
    },
  );

  app.post<ContractRoute<'adminCmsPagePublish'>>(
    '/api/v1/admin/cms/pages/:slug/publish',
    opts,
    async (request, reply) => {
      privately(reply);
      const { slug } = request.params;
      const page = await publishDraft(ctx(request), staffOf(request), slug, request.body, now());
      await changeFeedOf(app.db)?.publish({ kind: 'data' });
      return ok(page);
    },
  );

  app.get<ContractRoute<'adminCmsPageHistory'>>(
    '/api/v1/admin/cms/pages/:slug/history',
    opts,
    async (request, reply) => {
      privately(reply);
      return ok(await pageHistory(ctx(request), request.params.slug));
    },
  );

  app.post<ContractRoute<'adminCmsPageRestore'>>(
    '/api/v1/admin/cms/pages/:slug/history/:versionId/restore',
    opts,
    async (request, reply) => {
      privately(reply);
      const { slug, versionId } = request.params;
      const { revision } = request.body;
      return ok(await restoreVersion(ctx(request), staffOf(request), slug, versionId, revision, now()));
    },
  );

  // Master sections (docs/decisions/0242-master-and-child-sections.md): published at once, every child with them.
  app.put<ContractRoute<'adminCmsMasterPublish'>>('/api/v1/admin/cms/masters/:id', opts, async (request, reply) => {
    privately(reply);
    const master = await publishMaster(ctx(request), staffOf(request), request.params.id, request.body, now());
    // Every page holding a child changes: every process drops its cached pages and reads.
    await changeFeedOf(app.db)?.publish({ kind: 'data' });
    return ok(master);
  });

  // Masters made, renamed and deleted (docs/decisions/0242): no page changes (a new master has no child yet, a
  // name is the edit mode's only, a deleted master had none), yet every process drops its cached reads as after a
  // publication, so nothing cached can still name a master that is gone or renamed.
  app.post<ContractRoute<'adminCmsMasterCreate'>>('/api/v1/admin/cms/masters', opts, async (request, reply) => {
    privately(reply);
    const master = await createMaster(ctx(request), staffOf(request), request.body, now());
    await changeFeedOf(app.db)?.publish({ kind: 'data' });
    return ok(master);
  });

  app.patch<ContractRoute<'adminCmsMasterRename'>>('/api/v1/admin/cms/masters/:id', opts, async (request, reply) => {
    privately(reply);
    const master = await renameMaster(ctx(request), staffOf(request), request.params.id, request.body, now());
    await changeFeedOf(app.db)?.publish({ kind: 'data' });
    return ok(master);
  });

  app.delete<ContractRoute<'adminCmsMasterDelete'>>('/api/v1/admin/cms/masters/:id', opts, async (request, reply) => {
    privately(reply);
    const gone = await deleteMaster(ctx(request), staffOf(request), request.params.id);
    await changeFeedOf(app.db)?.publish({ kind: 'data' });
    return ok(gone);
  });

  // The header's and footer's menus (docs/decisions/0234-navigation-drafts.md): drafts with a revision check.
  app.get<ContractRoute<'adminCmsNavigationList'>>('/api/v1/admin/cms/navigations', opts, async (request, reply) => {
    privately(reply);
    return ok(await editableNavigations(ctx(request)));
  });

  app.put<ContractRoute<'adminCmsNavigationDraftSave'>>(
    '/api/v1/admin/cms/navigations/:handle/draft',
    opts,
    async (request, reply) => {
      privately(reply);
      return ok(await saveNavigationDraft(ctx(request), staffOf(request), request.params.handle, request.body, now()));
    },
  );

  app.delete<ContractRoute<'adminCmsNavigationDraftDiscard'>>(
    '/api/v1/admin/cms/navigations/:handle/draft',
    opts,
    async (request, reply) => {
      privately(reply);
      const { handle } = request.params;
      return ok(await discardNavigationDraft(ctx(request), staffOf(request), handle, request.query.revision, now()));
    },
  );

  app.post<ContractRoute<'adminCmsNavigationPublish'>>(
    '/api/v1/admin/cms/navigations/:handle/publish',
    opts,
    async (request, reply) => {
      privately(reply);
      const { handle } = request.params;
      const nav = await publishNavigation(ctx(request), staffOf(request), handle, request.body.revision, now());
      // The header and footer are on every cached page and read: every process drops them.
      await changeFeedOf(app.db)?.publish({ kind: 'data' });
      return ok(nav);
    },
  );

  app.get<ContractRoute<'adminCmsNavigationHistory'>>(
    '/api/v1/admin/cms/navigations/:handle/history',
    opts,
    async (request, reply) => {
      privately(reply);
      return ok(await navigationHistory(ctx(request), request.params.handle));
    },
  );

  app.post<ContractRoute<'adminCmsNavigationRestore'>>(
    '/api/v1/admin/cms/navigations/:handle/history/:versionId/restore',
    opts,
    async (request, reply) => {
      privately(reply);
      const { handle, versionId } = request.params;
      const { revision } = request.body;
      return ok(await restoreNavigationVersion(ctx(request), staffOf(request), handle, versionId, revision, now()));
    },
  );

  // The announcement, sponsor groups and social links (docs/decisions/0254-frame-parts-drafts.md): one draft.
  app.get<ContractRoute<'adminCmsFrameGet'>>('/api/v1/admin/cms/frame', opts, async (request, reply) => {
    privately(reply);
    return ok(await editableFrame(ctx(request)));
  });

  app.put<ContractRoute<'adminCmsFrameDraftSave'>>('/api/v1/admin/cms/frame/draft', opts, async (request, reply) => {
    privately(reply);
    return ok(await saveFrameDraft(ctx(request), staffOf(request), request.body, now()));
  });

  app.delete<ContractRoute<'adminCmsFrameDraftDiscard'>>(
    '/api/v1/admin/cms/frame/draft',
    opts,
    async (request, reply) => {
      privately(reply);
      return ok(await discardFrameDraft(ctx(request), staffOf(request), request.query.revision, now()));
    },
  );

  app.post<ContractRoute<'adminCmsFramePublish'>>('/api/v1/admin/cms/frame/publish', opts, async (request, reply) => {
    privately(reply);
    const frame = await publishFrame(ctx(request), staffOf(request), request.body.revision, now());
    // The header and footer are on every cached page and read: every process drops them.
    await changeFeedOf(app.db)?.publish({ kind: 'data' });
    return ok(frame);
  });

  // The frame's publications (docs/decisions/0255-frame-history.md): one comes back as the draft.
  app.get<ContractRoute<'adminCmsFrameHistory'>>('/api/v1/admin/cms/frame/history', opts, async (request, reply) => {
    privately(reply);
    return ok(await frameHistory(ctx(request)));
  });

  app.post<ContractRoute<'adminCmsFrameRestore'>>(
    '/api/v1/admin/cms/frame/history/:versionId/restore',
    opts,
    async (request, reply) => {
      privately(reply);
      const { versionId } = request.params;
      return ok(await restoreFrameVersion(ctx(request), staffOf(request), versionId, request.body.revision, now()));
    },
  );

  app.get<ContractRoute<'adminCmsLinkTargets'>>('/api/v1/admin/cms/link-targets', opts, async (request, reply) => {
    privately(reply);
    return ok(await linkTargets(ctx(request), request.query.type, request.query.q, request.query.withDraft));
  });

  // The media library of the edit mode (docs/decisions/0247-cms-media-library.md).
  app.get<ContractRoute<'adminCmsMediaSearch'>>('/api/v1/admin/cms/media', opts, async (request, reply) => {
    privately(reply);
    return ok(await searchLibrary(ctx(request), request.query));
  });

  // An image travels as base64 in JSON: up to 10 MB of bytes is about 13.4 MB of text.
  app.post<ContractRoute<'adminCmsMediaUpload'>>(
    '/api/v1/admin/cms/media',
    { ...opts, bodyLimit: 15 * 1024 * 1024 },
    async (request, reply) => {
      privately(reply);
      return ok(await uploadToLibrary({ ...ctx(request), config: app.config }, staffOf(request), request.body));
    },
  );

  app.put<ContractRoute<'adminCmsMediaDescribe'>>('/api/v1/admin/cms/media/:id', opts, async (request, reply) => {
    privately(reply);
    const image = await describeLibraryImage(ctx(request), staffOf(request), request.params.id, request.body.alt);
    // A published page showing the image carries its alt text: every process drops its cached pages.
    await changeFeedOf(app.db)?.publish({ kind: 'data' });
    return ok(image);
  });

  // Only an image nothing shows goes (docs/decisions/0258-media-library-delete-and-pages.md): no cached page holds it.
  app.delete<ContractRoute<'adminCmsMediaDelete'>>('/api/v1/admin/cms/media/:id', opts, async (request, reply) => {
    privately(reply);
    return ok(await deleteLibraryImage(ctx(request), staffOf(request), request.params.id));
  });
};
