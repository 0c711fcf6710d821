import type { FastifyPluginAsync } from 'fastify';
import { AppError, ok } from '../../platform/errors/index.js';
import type { ContractRoute } from '../../platform/contract-types.js';
import { getCommerceSettings } from './commerce.js';
import { getCheckoutSettings, getCurrencyConfig, getGeneralSetting, toDomainDetect } from './service.js';

// Handlers stay thin: the contract plugin has validated the input before they run.
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.get<ContractRoute<'settingsGeneralUser'>>('/api/v1/settings/general/user', async (request) => {
    const { group, key } = request.query;
    return ok(await getGeneralSetting(app.db, group, key));
  });

  // The site settings plus what the checkout shows from the commerce settings: the seller for the pre-contract
  // information and the order rules (days to pay a transfer, days to withdraw).
  app.get('/api/v2/settings/getCheckoutSettings', async (request) => {
    const commerce = await getCommerceSettings(app.db);
    return ok({
      ...(await getCheckoutSettings(app.db, request.domain)),
      seller: commerce.seller,
      bankTransferDays: commerce.orderRules.bankTransferDays,
      withdrawalDays: commerce.orderRules.withdrawalDays,
    });
  });

  app.get('/api/v2/settings/getCurrencyConfig', async (request) => ok(await getCurrencyConfig(app.db, request.domain)));

  app.post('/api/v2/domainDetect', async (request) => {
    const body = (request.body ?? {}) as { url?: string };
    let host: string | undefined = request.hostname;
    if (body.url) {
      try {
        host = new URL(body.url.includes('://') ? body.url : `https://${body.url}`).hostname;
      } catch {
        throw new AppError('VALIDATION_FAILED', {
          payload: { fields: [{ field: 'body/url', message: 'must be a URL' }] },
        });
      }
    }
    const domain = await app.domains.byHost(host);
    if (!domain) throw new AppError('NOT_FOUND', { message: 'No domain is configured.' });
    const maintenance = app.config.MAINTENANCE || domain.maintenance;
    return ok({ ...toDomainDetect(domain, request.language), maintenance });
  });
};
