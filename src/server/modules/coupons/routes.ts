import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { ok } from '../../platform/errors/index.js';
import { staffOnly } from '../../platform/http/access.js';
import { staffOf } from '../audit/index.js';
import {
  adminCoupon,
  createCoupon,
  exportCodes,
  generateCodes,
  listCoupons,
  redemptionsOf,
  updateCoupon,
} from './admin.js';

const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** The coupons back office (docs/decisions/0203-coupon-rules.md): back-office users only; every write is audited. */
export const couponAdminRoutes: FastifyPluginAsync = async (app) => {
  const now = () => new Date(app.clock.now());

  app.get<ContractRoute<'adminCouponList'>>('/api/v1/admin/coupons', staffOnly('coupons'), async (request, reply) => {
    privately(reply);
    const q = request.query;
    return ok(
      await listCoupons(
        app.db,
        { ...(q.q ? { q: q.q } : {}), ...(q.state ? { state: q.state } : {}), page: q.page ?? 1, limit: q.limit ?? 25 },
        now(),
      ),
    );
  });

  app.post<ContractRoute<'adminCouponCreate'>>(
    '/api/v1/admin/coupons',
    staffOnly('coupons'),
    async (request, reply) => {
      privately(reply);
      const id = await createCoupon(app.db, staffOf(request), request.body, now());
      return ok(await adminCoupon(app.db, id, now()));
    },
  );

  app.get<ContractRoute<'adminCouponGet'>>(
    '/api/v1/admin/coupons/:id',
    staffOnly('coupons'),
    async (request, reply) => {
      privately(reply);
      return ok(await adminCoupon(app.db, request.params.id, now()));
    },
  );

  app.put<ContractRoute<'adminCouponUpdate'>>(
    '/api/v1/admin/coupons/:id',
    staffOnly('coupons'),
    async (request, reply) => {
      privately(reply);
      await updateCoupon(app.db, staffOf(request), request.params.id, request.body, now());
      return ok(await adminCoupon(app.db, request.params.id, now()));
    },
  );

  app.get<ContractRoute<'adminCouponCodesExport'>>(
    '/api/v1/admin/coupons/:id/codes',
    staffOnly('coupons'),
    async (request, reply) => {
      privately(reply);
      return ok(await exportCodes(app.db, request.params.id));
    },
  );

  app.post<ContractRoute<'adminCouponGenerate'>>(
    '/api/v1/admin/coupons/:id/codes',
    staffOnly('coupons'),
    async (request, reply) => {
      privately(reply);
      return ok(await generateCodes(app.db, staffOf(request), request.params.id, request.body, now()));
    },
  );

  app.get<ContractRoute<'adminCouponRedemptions'>>(
    '/api/v1/admin/coupons/:id/redemptions',
    staffOnly('coupons'),
    async (request, reply) => {
      privately(reply);
      return ok(await redemptionsOf(app.db, request.params.id, request.query.page ?? 1));
    },
  );
};
