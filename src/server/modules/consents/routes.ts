import type { FastifyPluginAsync } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { ok } from '../../platform/errors/index.js';
import { staffOnly } from '../../platform/http/access.js';
import { enforceRateLimit, RATE_RULES } from '../../platform/http/rate-limit.js';
import { consentLogForAdmin, listConsentsForAdmin } from './admin.js';
import { guestSession } from './guest-session.js';
import { appendConsentLog, filterWebConsents, listAssignments, setAssignment } from './service.js';

export const consentRoutes: FastifyPluginAsync = async (app) => {
  app.post<ContractRoute<'gdprConsentFilter'>>('/api/v1/gdpr/consent/filter', async (request) => {
    const { forWeb = true, limit = 100, page = 1 } = request.body ?? {};
    return ok(await filterWebConsents(app.db, forWeb, limit, page));
  });

  app.get<ContractRoute<'consentAssignmentFilter'>>('/api/v1/cms/consent/assignment/filter', async (request) => {
    const { perPage = 50, page = 1, assigned_to } = request.query;
    return ok(await listAssignments(app.db, perPage, page, assigned_to));
  });

  app.post<ContractRoute<'consentAssignmentCreate'>>(
    '/api/v1/cms/consent/assignment/create',
    staffOnly('content'),
    async (request) => {
      const { assigned_to, consents, requiredConsents } = request.body;
      return ok(await setAssignment(app.db, assigned_to, consents, requiredConsents));
    },
  );

  /**
   * A logged-in user's decision is recorded under the account's own e-mail, whatever the body claims; a guest's
   * under the guest's session, with the typed address kept as a claim only: a guest never writes a row under an
   * account's address (docs/decisions/0093-guest-consents-belong-to-the-session.md).
   */
  app.post<ContractRoute<'gdprConsentLogCreate'>>('/api/v1/gdpr/consent/log/create', async (request, reply) => {
    await enforceRateLimit(request, reply, RATE_RULES.consentLogIp);
    const { status, statusTimestamp, sourceType, consents, user } = request.body;
    const decision = { status, statusTimestamp, sourceType, consents };
    const records = request.user
      ? await appendConsentLog(app.db, { ...decision, userId: request.user.id, email: request.user.email })
      : await appendConsentLog(app.db, {
          ...decision,
          userId: null,
          guestSession: guestSession(request, reply),
          claimedEmail: user?.email?.toLowerCase() ?? null,
        });
    return ok({ records });
  });

  // The back office's consent pages, read-only (docs/decisions/0116-admin-sections.md); the log holds e-mails.
  app.get('/api/v1/admin/consents', staffOnly('content'), async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await listConsentsForAdmin(app.db));
  });

  app.get<ContractRoute<'adminConsentLog'>>(
    '/api/v1/admin/consents/:slug/log',
    staffOnly('content'),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { page = 1, limit = 20 } = request.query;
      return ok(await consentLogForAdmin(app.db, request.params.slug, page, limit));
    },
  );
};
