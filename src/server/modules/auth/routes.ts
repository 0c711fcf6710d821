import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../platform/errors/index.js';
import type { ContractRoute } from '../../platform/contract-types.js';
import { requireUser } from '../../platform/http/access.js';
import { authContext } from './context.js';
import { changePassword, forgotPassword, setPassword } from './password-flows.js';
import { login, logout, refresh, unlockLogin, warmDummyHash } from './service.js';

export const authRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', warmDummyHash);
  app.post<ContractRoute<'login'>>('/api/v1/login', async (request, reply) => {
    const { username, password } = request.body;
    return ok(await login(authContext(request, reply), username, password));
  });
  app.post('/api/v1/refresh', async (request, reply) => ok(await refresh(authContext(request, reply))));
  app.post('/api/v1/logout', async (request, reply) => ok(await logout(authContext(request, reply))));
  // The e-mailed link of a login lock (docs/decisions/0134-lockout-per-account-and-source.md).
  app.get<ContractRoute<'loginUnlock'>>('/api/v1/login/unlock/:token', async (request, reply) => {
    await unlockLogin(authContext(request, reply), request.params.token);
    return reply.redirect('/prijava?otkljucano=1', 303);
  });

  // Passwords are credentials: forgetting, setting and changing one belong with the sessions they end.
  app.post<ContractRoute<'userPasswordForgot'>>('/api/v1/user/password/forgot', async (request, reply) => {
    const { username, captcha } = request.body;
    return ok(await forgotPassword(authContext(request, reply), username, captcha));
  });
  app.post<ContractRoute<'userPasswordSet'>>('/api/v1/user/password/set', async (request, reply) => {
    const { token, password } = request.body;
    return ok(await setPassword(authContext(request, reply), token, password));
  });
  app.post<ContractRoute<'userPasswordChange'>>(
    '/api/v1/user/password/change',
    { preHandler: requireUser },
    async (request, reply) => ok(await changePassword(authContext(request, reply), request.body)),
  );
};
