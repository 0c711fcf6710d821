import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../platform/errors/index.js';
import type { ContractRoute } from '../../platform/contract-types.js';
import { getEvent, upcomingEvents } from './events.js';
import { filterPosts, getPost } from './posts.js';

// Thin handlers: input was validated by the contract plugin; the services do the work.
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const ctx = (request: FastifyRequest) => ({
    db: app.readDb,
    siteId: request.domain.siteId,
    apiKeyId: request.domain.id,
  });

  app.get<ContractRoute<'cmsPostFilter'>>('/api/v1/cms/post/filter', async (request) =>
    ok(await filterPosts(ctx(request), request.query)),
  );

  app.get<ContractRoute<'cmsPostGet'>>('/api/v1/cms/post/get/:slug', async (request) =>
    ok(await getPost(ctx(request), request.params.slug)),
  );

  app.get<ContractRoute<'cmsEventFilter'>>('/api/v1/cms/event/filter', async (request) =>
    ok(await upcomingEvents(ctx(request), request.query.limit)),
  );

  app.get<ContractRoute<'cmsEventGet'>>('/api/v1/cms/event/get/:id', async (request) =>
    ok(await getEvent(ctx(request), request.params.id)),
  );
};
