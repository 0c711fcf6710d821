import type { AppConfig } from '../../../platform/config.js';
import { BoxNowClient, type BoxNowClientOptions } from './client/client.js';
import { croatianGazetteer } from './gazetteer/gazetteer.js';
import { BoxNowService, type BoxNowServiceOptions } from './service.js';

export type BoxNowConfig = Pick<
  AppConfig,
  | 'BOXNOW_API_URL'
  | 'BOXNOW_CLIENT_ID'
  | 'BOXNOW_CLIENT_SECRET'
  | 'BOXNOW_PARTNER_ID'
  | 'BOXNOW_ORIGIN_LOCATION_ID'
  | 'BOXNOW_WEBHOOK_SECRET'
  | 'SHOP_NAME'
  | 'MAIL_FROM'
>;

/** True when the partner API's URL and credentials are all set. */
export function isBoxNowConfigured(config: Partial<BoxNowConfig>): boolean {
  return Boolean(config.BOXNOW_API_URL && config.BOXNOW_CLIENT_ID && config.BOXNOW_CLIENT_SECRET);
}

/**
 * The BoxNow service from the shop's configuration: the real partner API (or the local stand-in, whose URL and
 * credentials the server puts into the configuration), the shipped gazetteer, and the shop as sender. Without
 * credentials the service exists but every call answers BOXNOW_UNAVAILABLE.
 */
export function createBoxNowService(
  config: BoxNowConfig,
  overrides: Partial<Pick<BoxNowClientOptions, 'fetch' | 'now' | 'timeoutMs'>> &
    Partial<Pick<BoxNowServiceOptions, 'cacheTtlMs'>> = {},
): BoxNowService {
  const client = isBoxNowConfigured(config)
    ? new BoxNowClient({
        baseUrl: config.BOXNOW_API_URL as string,
        clientId: config.BOXNOW_CLIENT_ID as string,
        clientSecret: config.BOXNOW_CLIENT_SECRET as string,
        partnerId: config.BOXNOW_PARTNER_ID,
        ...(overrides.fetch ? { fetch: overrides.fetch } : {}),
        ...(overrides.now ? { now: overrides.now } : {}),
        ...(overrides.timeoutMs ? { timeoutMs: overrides.timeoutMs } : {}),
      })
    : undefined;
  const senderEmail = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return new BoxNowService({
    client,
    gazetteer: croatianGazetteer(),
    originLocationId: config.BOXNOW_ORIGIN_LOCATION_ID,
    sender: { contactName: config.SHOP_NAME, contactEmail: senderEmail },
    webhookSecret: config.BOXNOW_WEBHOOK_SECRET,
    ...(overrides.cacheTtlMs === undefined ? {} : { cacheTtlMs: overrides.cacheTtlMs }),
    ...(overrides.now ? { now: overrides.now } : {}),
  });
}
