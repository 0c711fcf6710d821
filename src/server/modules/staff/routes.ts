import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { ok } from '../../platform/errors/index.js';
import { staffOnly } from '../../platform/http/access.js';
import { staffOf } from '../audit/index.js';
import { publicOrigin, sendEmail } from '../email/index.js';
import { changeStaffRole, inviteStaff, listStaff, type StaffContext } from './service.js';

function staffContext(request: FastifyRequest): StaffContext {
  const app = request.server;
  return {
    db: app.db,
    now: () => app.clock.now(),
    actor: staffOf(request),
    shopName: app.config.SHOP_NAME,
    origin: publicOrigin(request),
    mail: async (to, content) => void (await sendEmail(app, to, content)),
  };
}

/** Staff and their roles (docs/decisions/0200-staff-roles-and-permissions.md): the owner's page; every change audited. */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  app.get<ContractRoute<'adminStaffList'>>('/api/v1/admin/staff', staffOnly('staff'), async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok({ records: await listStaff(app.db) });
  });

  app.post<ContractRoute<'adminStaffInvite'>>(
    '/api/v1/admin/staff/invite',
    staffOnly('staff'),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await inviteStaff(staffContext(request), request.body));
    },
  );

  app.post<ContractRoute<'adminStaffRole'>>(
    '/api/v1/admin/staff/:id/role',
    staffOnly('staff'),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await changeStaffRole(staffContext(request), request.params.id, request.body.role));
    },
  );
};
