import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { ok } from '../../platform/errors/index.js';
import { staffOnly } from '../../platform/http/access.js';
import { enforceRateLimit } from '../../platform/http/rate-limit.js';
import { publicOrigin, sendEmail } from '../email/index.js';
import { listSubscribers, subscribersCsv } from './admin.js';
import { confirm, type NewsletterContext, subscribe, unsubscribe } from './service.js';

function newsletterContext(request: FastifyRequest, reply: FastifyReply): NewsletterContext {
  const app = request.server;
  return {
    db: app.db,
    now: () => app.clock.now(),
    secret: app.authSecret,
    shopName: app.config.SHOP_NAME,
    origin: publicOrigin(request),
    limit: async (rule) => void (await enforceRateLimit(request, reply, rule)),
    mail: async (to, content) => void (await sendEmail(app, to, content)),
  };
}

// Newsletter sign-up with double opt-in (docs/decisions/0206-newsletter-double-opt-in.md).
export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  app.post<ContractRoute<'newsletterSubscribe'>>('/api/v1/newsletter/subscribe', async (request, reply) =>
    ok(await subscribe(newsletterContext(request, reply), request.body)),
  );
  app.post<ContractRoute<'newsletterConfirm'>>('/api/v1/newsletter/confirm', async (request, reply) =>
    ok(await confirm(newsletterContext(request, reply), request.body.token)),
  );
  app.post<ContractRoute<'newsletterUnsubscribe'>>('/api/v1/newsletter/unsubscribe', async (request, reply) =>
    ok(await unsubscribe(newsletterContext(request, reply), request.body.token)),
  );

  // The addresses for the back office (docs/decisions/0241-newsletter-and-back-in-stock-lists.md): personal data,
  // so the customers permission.
  app.get<ContractRoute<'adminNewsletterSubscriberList'>>(
    '/api/v1/admin/newsletter/subscribers',
    staffOnly('customers'),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { q, state: status, page = 1, limit = 25 } = request.query;
      return ok(await listSubscribers(app.db, { ...(q ? { q } : {}), ...(status ? { status } : {}), page, limit }));
    },
  );
  app.get<ContractRoute<'adminNewsletterSubscriberCsv'>>(
    '/api/v1/admin/newsletter/subscribers/csv',
    staffOnly('customers'),
    async (request, reply) => {
      const { q, state: status } = request.query;
      const csv = await subscribersCsv(app.db, { ...(q ? { q } : {}), ...(status ? { status } : {}) });
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', `attachment; filename="newsletter${status ? `-${status}` : ''}.csv"`);
      reply.type('text/csv; charset=utf-8');
      return reply.send(csv);
    },
  );
};
