import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../platform/errors/index.js';
import type { ContractRoute } from '../../../platform/contract-types.js';
import { authContext } from '../context.js';
import { socialOauth, socialRedirect } from './service.js';

export const socialRoutes: FastifyPluginAsync = async (app) => {
  app.get<ContractRoute<'userSocialRedirectLogin'>>('/api/v1/user/social/redirect-login', async (request, reply) => {
    const q = request.query;
    return ok(await socialRedirect(authContext(request, reply), q.social_login, q.redirect_uri));
  });
  app.post<ContractRoute<'userSocialOauth'>>('/api/v1/user/social/oauth', async (request, reply) => {
    const b = request.body;
    return ok(await socialOauth(authContext(request, reply), b.provider, b.code, b.state));
  });
};
