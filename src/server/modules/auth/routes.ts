import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../errors/index.js';
import { login, logout, refresh } from './service.js';

export const authRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/v1/login', async (request, reply) => {
    const { username, password } = request.body as { username: string; password: string };
    return ok(await login(request, reply, username, password));
  });
  app.post('/api/v1/refresh', async (request, reply) => ok(await refresh(request, reply)));
  app.post('/api/v1/logout', async (request, reply) => ok(await logout(request, reply)));
};
