import type { FastifyPluginAsync } from 'fastify';
import { AppError, ok } from '../../errors/index.js';
import { requireBackoffice } from '../../plugins/auth.js';
import { enforceRateLimit, RATE_RULES } from '../../plugins/rate-limit.js';
import { appendConsentLog, filterWebConsents, listAssignments, setAssignment, type FormId } from './service.js';

export const consentRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/v1/gdpr/consent/filter', async (request) => {
    const body = (request.body ?? {}) as { forWeb?: boolean; limit?: number; page?: number };
    return ok(await filterWebConsents(app.db, body.forWeb ?? true, body.limit ?? 100, body.page ?? 1));
  });

  app.get('/api/v1/cms/consent/assignment/filter', async (request) => {
    const q = request.query as { perPage?: number; page?: number; assigned_to?: FormId };
    return ok(await listAssignments(app.db, Number(q.perPage ?? 50), Number(q.page ?? 1), q.assigned_to));
  });

  app.post('/api/v1/cms/consent/assignment/create', { preHandler: requireBackoffice }, async (request) => {
    const b = request.body as { assigned_to: FormId; consents: number[]; requiredConsents: number[] };
    return ok(await setAssignment(app.db, b.assigned_to, b.consents, b.requiredConsents));
  });

  app.post('/api/v1/gdpr/consent/log/create', async (request, reply) => {
    await enforceRateLimit(request, reply, RATE_RULES.consentLogIp);
    const b = request.body as {
      status: 'granted' | 'withdrawn';
      statusTimestamp?: string;
      sourceType: FormId;
      consents: Array<{ id: number; version: number }>;
      user?: { userType?: string; email?: string };
    };
    // A logged-in user's own e-mail is recorded, whatever the body claims.
    const email = request.user?.email ?? b.user?.email;
    if (!email)
      throw new AppError('VALIDATION_FAILED', {
        payload: { fields: [{ field: 'body/user/email', message: 'required for guests' }] },
      });
    const records = await appendConsentLog(app.db, {
      ...b,
      userId: request.user?.id ?? null,
      email: email.toLowerCase(),
    });
    return ok({ records });
  });
};
