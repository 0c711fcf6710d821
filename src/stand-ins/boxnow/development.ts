import type { AppConfig } from '../../server/platform/config.js';
import { BOXNOW_WEBHOOK_PATH, isBoxNowConfigured } from '../../server/modules/delivery/boxnow/index.js';
import type { DevelopmentStandIn } from '../index.js';
import { startBoxNowStandIn } from './index.js';

/** The BoxNow stand-in when no BoxNow credentials are set; its webhooks come back to the shop's own port. */
export const startBoxNowForDevelopment: DevelopmentStandIn = async (config) => {
  if (isBoxNowConfigured(config)) return null;
  const shopUrl = `http://127.0.0.1:${config.PORT}`;
  const boxnow = await startBoxNowStandIn({
    port: config.BOXNOW_STAND_IN_PORT,
    webhookUrl: `${shopUrl}${BOXNOW_WEBHOOK_PATH}`,
    ...(config.BOXNOW_WEBHOOK_SECRET ? { webhookSecret: config.BOXNOW_WEBHOOK_SECRET } : {}),
  });
  return {
    config: {
      BOXNOW_API_URL: boxnow.url,
      BOXNOW_CLIENT_ID: boxnow.clientId,
      BOXNOW_CLIENT_SECRET: boxnow.clientSecret,
      BOXNOW_WEBHOOK_SECRET: boxnow.webhookSecret,
      BOXNOW_ORIGIN_LOCATION_ID: boxnow.originLocationId,
    } satisfies Partial<AppConfig>,
    line: `BoxNow (lokalni zamjenski servis): ${boxnow.url}`,
    close: boxnow.close,
  };
};
