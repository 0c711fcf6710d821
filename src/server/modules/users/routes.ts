import type { FastifyPluginAsync } from 'fastify';
import { count, desc } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/email.js';
import { ok } from '../../errors/index.js';
import { requireBackoffice, requireUser } from '../../plugins/auth.js';
import { limitPerIp, RATE_RULES } from '../../plugins/rate-limit.js';
import { createAddress, updateAddress } from './addresses.js';
import {
  adminProfile,
  customerProfile,
  register,
  updateProfile,
  verifyEmail,
  type RegisterInput,
  type UpdateInput,
} from './service.js';

// Thin handlers: the contract plugin has validated (and closed) every body before they run.
export const userRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/v1/user/web/profile', { preHandler: requireUser }, async (request) =>
    ok(await customerProfile(request)),
  );
  app.get('/api/v1/user/profile', { preHandler: requireBackoffice }, async (request) =>
    ok(await adminProfile(request)),
  );

  app.post('/api/v1/user/web/register', { preHandler: limitPerIp(RATE_RULES.registerIp) }, async (request) =>
    ok(await register(request, request.body as RegisterInput)),
  );
  app.get('/api/v1/user/web/verify/:token', { preHandler: limitPerIp(RATE_RULES.tokenIp) }, async (request) =>
    ok(await verifyEmail(request, (request.params as { token: string }).token)),
  );
  app.patch('/api/v1/user/web/update', { preHandler: requireUser }, async (request, reply) =>
    ok(await updateProfile(request, reply, request.body as UpdateInput)),
  );

  app.post('/api/v1/user/address/create', { preHandler: requireUser }, async (request) =>
    ok(await createAddress(app.db, request.user!.id, request.body as Parameters<typeof createAddress>[2])),
  );
  app.patch('/api/v1/user/address/update/:id', { preHandler: requireUser }, async (request) =>
    ok(
      await updateAddress(
        app.db,
        request.user!.id,
        Number((request.params as { id: string }).id),
        request.body as Parameters<typeof updateAddress>[3],
      ),
    ),
  );

  app.get('/api/v1/admin/outbox', { preHandler: requireBackoffice }, async (request) => {
    const q = request.query as { page?: number; limit?: number };
    const page = Number(q.page ?? 1);
    const limit = Number(q.limit ?? 20);
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
        kind: r.kind as 'verification',
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
