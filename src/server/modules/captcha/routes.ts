import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../platform/errors/index.js';
import { limitPerIp, RATE_RULES } from '../../platform/http/rate-limit.js';
import { captchaChallenge } from './service.js';

export const captchaRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/v1/captcha/challenge', { preHandler: limitPerIp(RATE_RULES.captchaIp) }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(captchaChallenge(app));
  });
};
