// Local stand-ins for the external services, started by the server entry outside production for whatever has no
// real credentials, so `npm start` works on a fresh clone. Production never starts one.
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../server/config.js';
import {
  CARD_PROVIDERS,
  cardGatewayCallbackPath,
  cardGatewaySettings,
  PROVIDER_ENV,
} from '../server/modules/payments/card-gateway/index.js';
import { startCardGatewaySimulator } from './card-gateway/index.js';

export interface StandIns {
  /** The configuration with the stand-ins' URLs and credentials filled in where real ones are missing. */
  config: AppConfig;
  /** Lines for the start banner. */
  notes: string[];
  close(): Promise<void>;
}

export async function startStandIns(config: AppConfig): Promise<StandIns> {
  const closers: (() => Promise<void>)[] = [];
  const notes: string[] = [];
  let effective = config;
  if (config.NODE_ENV !== 'production') {
    effective = await startCardGatewayStandIn(effective, closers, notes);
  }
  return {
    config: effective,
    notes,
    close: async () => {
      await Promise.allSettled(closers.map((close) => close()));
    },
  };
}

/** One simulator for every card provider without credentials, each provider its own shop with a fresh secret. */
async function startCardGatewayStandIn(
  config: AppConfig,
  closers: (() => Promise<void>)[],
  notes: string[],
): Promise<AppConfig> {
  const simulated = CARD_PROVIDERS.filter((provider) => !cardGatewaySettings(config, provider));
  if (simulated.length === 0) return config;
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
  closers.push(simulator.close);
  const names = simulated.map((provider) => PROVIDER_ENV[provider].name).join(', ');
  notes.push(`Simulator kartičnog plaćanja (${names}): ${simulator.url} (testne kartice na stranici plaćanja)`);
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
  return { ...config, ...overrides };
}
