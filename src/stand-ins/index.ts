// Local stand-ins for the external services the shop talks to, started by the server when the real service has
// no credentials configured, so `npm start` works with nothing to sign up for. Production never starts one.
import type { AppConfig } from '../server/config.js';
import { BOXNOW_WEBHOOK_PATH, isBoxNowConfigured } from '../server/modules/delivery/boxnow/index.js';
import { startBoxNowStandIn } from './boxnow/index.js';

export interface StandIns {
  /** Configuration that points the shop at the stand-ins (merged over the loaded config). */
  config: Partial<AppConfig>;
  /** One line per stand-in for the start-up banner. */
  started: string[];
  close: () => Promise<void>;
}

export async function startStandIns(config: AppConfig): Promise<StandIns> {
  const closers: (() => Promise<void>)[] = [];
  const overrides: Partial<AppConfig> = {};
  const started: string[] = [];
  if (config.NODE_ENV !== 'production' && !isBoxNowConfigured(config)) {
    const shopUrl = `http://127.0.0.1:${config.PORT}`;
    const boxnow = await startBoxNowStandIn({
      port: config.BOXNOW_STAND_IN_PORT,
      webhookUrl: `${shopUrl}${BOXNOW_WEBHOOK_PATH}`,
      ...(config.BOXNOW_WEBHOOK_SECRET ? { webhookSecret: config.BOXNOW_WEBHOOK_SECRET } : {}),
    });
    closers.push(boxnow.close);
    Object.assign(overrides, {
      BOXNOW_API_URL: boxnow.url,
      BOXNOW_CLIENT_ID: boxnow.clientId,
      BOXNOW_CLIENT_SECRET: boxnow.clientSecret,
      BOXNOW_WEBHOOK_SECRET: boxnow.webhookSecret,
      BOXNOW_ORIGIN_LOCATION_ID: boxnow.originLocationId,
    } satisfies Partial<AppConfig>);
    started.push(`BoxNow (lokalni zamjenski servis): ${boxnow.url}`);
  }
  return {
    config: overrides,
    started,
    close: async () => {
      await Promise.allSettled(closers.map((close) => close()));
    },
  };
}
