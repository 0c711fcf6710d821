import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../server/platform/config.js';
import {
  CARD_PROVIDERS,
  cardGatewayCallbackPath,
  cardGatewaySettings,
  PROVIDER_ENV,
} from '../../server/modules/payments/card-gateway/index.js';
import type { DevelopmentStandIn } from '../index.js';
import { startCardGatewaySimulator } from './index.js';

/** One simulator for every card provider without credentials, each provider its own shop with a fresh secret. */
export const startCardGatewayForDevelopment: DevelopmentStandIn = async (config) => {
  const simulated = CARD_PROVIDERS.filter((provider) => !cardGatewaySettings(config, provider));
  if (simulated.length === 0) return null;
  // The simulator calls the shop back on the same machine; PUBLIC_URL wins when set (e.g. a tunnel).
  const shopUrl = (config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`).replace(/\/+$/, '');
  const shops = simulated.map((provider) => ({
    provider,
    shopId: `SIMULATOR-${PROVIDER_ENV[provider].prefix}`,
    secretKey: randomBytes(24).toString('hex'),
    name: config.SHOP_NAME,
    callbackUrl: `${shopUrl}${cardGatewayCallbackPath(provider)}`,
  }));
  const simulator = await startCardGatewaySimulator({ port: config.CARD_GATEWAY_SIMULATOR_PORT, shops });
  const overrides: Partial<AppConfig> = {};
  for (const shop of shops) {
    const prefix = PROVIDER_ENV[shop.provider].prefix;
    Object.assign(overrides, {
      [`${prefix}_SHOP_ID`]: shop.shopId,
      [`${prefix}_SECRET_KEY`]: shop.secretKey,
      [`${prefix}_FORM_URL`]: simulator.formUrl,
      [`${prefix}_API_URL`]: simulator.apiUrl,
    });
  }
  const names = simulated.map((provider) => PROVIDER_ENV[provider].name).join(', ');
  return {
    config: overrides,
    line: `Simulator kartičnog plaćanja (${names}): ${simulator.url} (testne kartice na stranici plaćanja)`,
    close: simulator.close,
  };
};
