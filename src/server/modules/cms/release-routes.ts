import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ContractRoute, ContractSchema } from '../../platform/contract-types.js';
import { changeFeedOf } from '../../platform/db/change-feed.js';
import { ok } from '../../platform/errors/index.js';
import { periodicSweep } from '../../platform/periodic-sweep.js';
import { staffOf } from '../audit/index.js';
import {
  cancelRelease,
  createRelease,
  getRelease,
  listReleases,
  previewRelease,
  publishDueReleases,
  rollBackRelease,
  updateRelease,
} from './releases.js';
import { releaseOptions } from './release-items.js';

const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** Products in the body ask for the catalogue permission too (docs/decisions/0251-cms-timed-releases.md). */
const releaseBodyPermission = (body: ContractSchema<'CmsReleaseInput'>) =>
  (body.products ?? []).length > 0 ? ('catalogue.edit' as const) : ('content' as const);

/**
 * Puts the due releases live and, when one went live, drops every process's storefront caches through the change
 * feed (docs/decisions/0111-caches-across-processes.md). Tests call it with their movable clock.
 */
export async function sweepReleases(app: FastifyInstance, now: Date): Promise<number> {
  const published = await publishDueReleases(app.db, now);
  if (published > 0) await changeFeedOf(app.db)?.publish({ kind: 'data' });
  return published;
}

/** The timed releases' operations: staff with the content permission, answers never cached. */
export const cmsReleaseRoutes: FastifyPluginAsync = async (app) => {
  const ctx = (request: FastifyRequest) => ({ db: app.db, domain: request.domain, language: request.language });
  const now = () => new Date(app.clock.now());
  const opts = { config: { permission: 'content' as const } };
  const withBody = { config: { permission: 'content' as const, bodyPermission: releaseBodyPermission } };
  const actor = (request: FastifyRequest) => ({ ...staffOf(request), scope: request.user?.scope ?? [] });
  const dropCaches = () => changeFeedOf(app.db)?.publish({ kind: 'data' });

  app.get<ContractRoute<'adminCmsReleaseList'>>('/api/v1/admin/cms/releases', opts, async (request, reply) => {
    privately(reply);
    return ok(await listReleases(ctx(request)));
  });

  app.post<ContractRoute<'adminCmsReleaseCreate'>>('/api/v1/admin/cms/releases', withBody, async (request, reply) => {
    privately(reply);
    return ok(await createRelease(ctx(request), staffOf(request), request.body, now()));
  });

  app.get<ContractRoute<'adminCmsReleaseGet'>>('/api/v1/admin/cms/releases/:id', opts, async (request, reply) => {
    privately(reply);
    return ok(await getRelease(ctx(request), request.params.id));
  });

  app.put<ContractRoute<'adminCmsReleaseUpdate'>>(
    '/api/v1/admin/cms/releases/:id',
    withBody,
    async (request, reply) => {
      privately(reply);
      return ok(await updateRelease(ctx(request), staffOf(request), request.params.id, request.body, now()));
    },
  );

  app.post<ContractRoute<'adminCmsReleaseCancel'>>(
    '/api/v1/admin/cms/releases/:id/cancel',
    opts,
    async (request, reply) => {
      privately(reply);
      return ok(await cancelRelease(ctx(request), actor(request), request.params.id, now()));
    },
  );

  app.post<ContractRoute<'adminCmsReleaseRollback'>>(
    '/api/v1/admin/cms/releases/:id/rollback',
    opts,
    async (request, reply) => {
      privately(reply);
      const release = await rollBackRelease(ctx(request), actor(request), request.params.id, now());
      await dropCaches();
      return ok(release);
    },
  );

  app.get<ContractRoute<'adminCmsReleaseOptions'>>(
    '/api/v1/admin/cms/release-options',
    opts,
    async (request, reply) => {
      privately(reply);
      return ok(await releaseOptions(ctx(request)));
    },
  );

  app.get<ContractRoute<'adminCmsReleasePreview'>>(
    '/api/v1/admin/cms/releases/:id/preview',
    opts,
    async (request, reply) => {
      privately(reply);
      return ok(await previewRelease(ctx(request), request.params.id));
    },
  );
};

/** Runs the release sweep with its own interval (off in tests, which call `sweepReleases` with their clock). */
export const cmsReleaseSweepPlugin = fp(
  async (app) => {
    periodicSweep(app, 'cms release sweep', (at) => sweepReleases(app, at), app.config.CMS_RELEASE_SWEEP_SECONDS);
  },
  { name: 'cms-release-sweep', dependencies: ['db'] },
);
