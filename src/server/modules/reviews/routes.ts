import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { ok } from '../../platform/errors/index.js';
import { publicRead } from '../../platform/http/public-read.js';
import { requireUser, staffOnly } from '../../platform/http/access.js';
import { enforceRateLimit } from '../../platform/http/rate-limit.js';
import { staffOf } from '../audit/index.js';
import { decideReview, listReviews, replyToReview } from './admin.js';
import { listApproved } from './read.js';
import { createReview, deleteReview, myReview, type ReviewContext, updateReview } from './service.js';

const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** Product reviews on the storefront (docs/decisions/0211-product-reviews.md, 0213-review-abuse-limits.md). */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const ctx = (request: FastifyRequest, reply: FastifyReply): ReviewContext => ({
    db: app.db,
    user: request.user!,
    limit: async (rule, subject) =>
      void (await enforceRateLimit(
        request,
        reply,
        rule,
        subject === 'account' ? `user:${request.user!.id}` : request.ip,
      )),
  });

  // The approved reviews are the same for everyone: kept in the answer cache, dropped by the change feed.
  app.get<ContractRoute<'reviewList'>>('/api/v1/catalogue/products/:id/reviews', publicRead, async (request) =>
    ok(await listApproved(app.readDb, request.params.id, request.query.page ?? 1)),
  );

  app.get<ContractRoute<'reviewMine'>>(
    '/api/v1/catalogue/products/:id/reviews/mine',
    { preHandler: requireUser },
    async (request, reply) => {
      privately(reply);
      return ok(await myReview(ctx(request, reply), request.params.id));
    },
  );

  app.post<ContractRoute<'reviewCreate'>>(
    '/api/v1/catalogue/products/:id/reviews',
    { preHandler: requireUser },
    async (request, reply) => {
      privately(reply);
      return ok(await createReview(ctx(request, reply), request.params.id, request.body));
    },
  );

  app.put<ContractRoute<'reviewUpdate'>>('/api/v1/reviews/:id', { preHandler: requireUser }, async (request, reply) => {
    privately(reply);
    return ok(await updateReview(ctx(request, reply), request.params.id, request.body));
  });

  app.delete<ContractRoute<'reviewDelete'>>(
    '/api/v1/reviews/:id',
    { preHandler: requireUser },
    async (request, reply) => {
      privately(reply);
      return ok(await deleteReview(ctx(request, reply), request.params.id));
    },
  );
};

/** Review moderation in the back office (docs/decisions/0212-review-moderation.md): permission 'reviews'. */
export const reviewAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get<ContractRoute<'adminReviewList'>>('/api/v1/admin/reviews', staffOnly('reviews'), async (request, reply) => {
    privately(reply);
    const q = request.query;
    return ok(
      await listReviews(app.db, {
        ...(q.status ? { status: q.status } : {}),
        ...(q.productId ? { productId: q.productId } : {}),
        page: q.page ?? 1,
      }),
    );
  });

  app.post<ContractRoute<'adminReviewDecide'>>(
    '/api/v1/admin/reviews/:id/decision',
    staffOnly('reviews'),
    async (request, reply) => {
      privately(reply);
      return ok(await decideReview(app.db, staffOf(request), request.params.id, request.body));
    },
  );

  app.put<ContractRoute<'adminReviewReply'>>(
    '/api/v1/admin/reviews/:id/reply',
    staffOnly('reviews'),
    async (request, reply) => {
      privately(reply);
      return ok(await replyToReview(app.db, staffOf(request), request.params.id, request.body.text));
    },
  );
};
