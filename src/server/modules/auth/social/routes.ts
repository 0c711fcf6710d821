import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../errors/index.js';
import type { Provider } from './oidc.js';
import { socialOauth, socialRedirect } from './service.js';

export const socialRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/v1/user/social/redirect-login', async (request, reply) => {
    const q = request.query as { redirect_uri: string; social_login: Provider };
    return ok(await socialRedirect(request, reply, q.social_login, q.redirect_uri));
  });
  app.post('/api/v1/user/social/oauth', async (request, reply) => {
    const b = request.body as { provider: Provider; code: string; state: string };
    return ok(await socialOauth(request, reply, b.provider, b.code, b.state));
  });
};
