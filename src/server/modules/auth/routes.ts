import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../errors/index.js';
import type { CaptchaSolution } from '../captcha/index.js';
import { requireUser } from '../../plugins/auth.js';
import { changePassword, forgotPassword, setPassword, type ChangeInput } from './password-flows.js';
import { login, logout, refresh } from './service.js';

export const authRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/v1/login', async (request, reply) => {
    const { username, password } = request.body as { username: string; password: string };
    return ok(await login(request, reply, username, password));
  });
  app.post('/api/v1/refresh', async (request, reply) => ok(await refresh(request, reply)));
  app.post('/api/v1/logout', async (request, reply) => ok(await logout(request, reply)));

  // Passwords are credentials: forgetting, setting and changing one belong with the sessions they end.
  app.post('/api/v1/user/password/forgot', async (request, reply) => {
    const body = request.body as { username: string; captcha: CaptchaSolution };
    return ok(await forgotPassword(request, reply, body.username, body.captcha));
  });
  app.post('/api/v1/user/password/set', async (request, reply) => {
    const body = request.body as { token: string; password: string };
    return ok(await setPassword(request, reply, body.token, body.password));
  });
  app.post('/api/v1/user/password/change', { preHandler: requireUser }, async (request, reply) =>
    ok(await changePassword(request, reply, request.body as ChangeInput)),
  );
};
