import type { FastifyPluginAsync } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { ok } from '../../platform/errors/index.js';
import { enforceRateLimit } from '../../platform/http/rate-limit.js';
import { requireCaptcha } from '../captcha/index.js';
import { sendEmail } from '../email/index.js';
import { sendContactMessage } from './service.js';

// The contact form of /kontakt (docs/decisions/0207-contact-form.md).
export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post<ContractRoute<'contactSend'>>('/api/v1/contact/send', async (request, reply) =>
    ok(
      await sendContactMessage(
        {
          db: app.db,
          shopName: app.config.SHOP_NAME,
          limit: async (rule, subject) => void (await enforceRateLimit(request, reply, rule, subject)),
          captcha: (solution) => requireCaptcha(app, solution, request.ip),
          mail: async (to, content) => void (await sendEmail(app, to, content)),
        },
        request.body,
      ),
    ),
  );
};
