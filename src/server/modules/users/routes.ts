import type { FastifyPluginAsync } from 'fastify';
import { count, desc } from 'drizzle-orm';
import { emailOutbox } from '../../platform/db/schema/email.js';
import type { ContractRoute, ContractSchema } from '../../platform/contract-types.js';
import { ok } from '../../platform/errors/index.js';
import { requireUser, staffOnly } from '../../platform/http/access.js';
import { limitPerIp, RATE_RULES } from '../../platform/http/rate-limit.js';
import { createAddress, updateAddress } from './addresses.js';
import { accountContext } from './context.js';
import { adminProfile, customerProfile, register, resendVerification, updateProfile, verifyEmail } from './service.js';

type OutboxKind = ContractSchema<'OutboxEmail'>['kind'];

// Thin handlers: the contract plugin has validated (and closed) every body before they run.
export const userRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/v1/user/web/profile', { preHandler: requireUser }, async (request, reply) =>
    ok(await customerProfile(accountContext(request, reply))),
  );
  app.get('/api/v1/user/profile', staffOnly('desk.open'), async (request, reply) =>
    ok(await adminProfile(accountContext(request, reply))),
  );

  app.post<ContractRoute<'userWebRegister'>>(
    '/api/v1/user/web/register',
    { preHandler: limitPerIp(RATE_RULES.registerIp) },
    async (request, reply) => ok(await register(accountContext(request, reply), request.body)),
  );
  app.post<ContractRoute<'userWebVerifyResend'>>('/api/v1/user/web/verify/resend', async (request, reply) =>
    ok(await resendVerification(accountContext(request, reply), request.body.username)),
  );
  app.get<ContractRoute<'userWebVerify'>>(
    '/api/v1/user/web/verify/:token',
    { preHandler: limitPerIp(RATE_RULES.tokenIp) },
    async (request, reply) => ok(await verifyEmail(accountContext(request, reply), request.params.token)),
  );
  app.patch<ContractRoute<'userWebUpdate'>>(
    '/api/v1/user/web/update',
    { preHandler: requireUser },
    async (request, reply) => ok(await updateProfile(accountContext(request, reply), request.body)),
  );

  app.post<ContractRoute<'userAddressCreate'>>(
    '/api/v1/user/address/create',
    { preHandler: requireUser },
    async (request) => ok(await createAddress(app.db, request.user!.id, request.body)),
  );
  app.patch<ContractRoute<'userAddressUpdate'>>(
    '/api/v1/user/address/update/:id',
    { preHandler: requireUser },
    async (request) => ok(await updateAddress(app.db, request.user!.id, request.params.id, request.body)),
  );

  app.get<ContractRoute<'adminOutbox'>>('/api/v1/admin/outbox', staffOnly('outbox'), async (request) => {
    const { page = 1, limit = 20 } = request.query;
    const [total] = await app.db.select({ n: count() }).from(emailOutbox);
    const rows = await app.db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const totalRecords = total?.n ?? 0;
    return ok({
      records: rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        // The column holds the EmailKind the mailer wrote (src/server/modules/email/templates.ts), the contract's enum.
        kind: r.kind as OutboxKind,
        text: r.text,
        html: r.html,
        transport: r.transport as 'outbox' | 'smtp',
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
      })),
      page,
      limit,
      totalPages: Math.ceil(totalRecords / limit),
      totalRecords,
    });
  });
};
