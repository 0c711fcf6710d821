// Which gateway shop the shop talks to, read from the environment (docs/decisions/0066-card-gateway-configuration.md).
import type { AppConfig } from '../../../platform/config.js';
import type { ShopCredentials } from './signature.js';

/** The payment codes of the two card gateways (docs/spec/shop.md names them so): same protocol, two host sets. */
export const CARD_PROVIDERS = ['wspay_hpp', 'tcom_hpp'] as const;
export type CardProvider = (typeof CARD_PROVIDERS)[number];

export function isCardProvider(value: unknown): value is CardProvider {
  return value === 'wspay_hpp' || value === 'tcom_hpp';
}

/** Environment variable prefix and readable name per provider. */
export const PROVIDER_ENV = {
  wspay_hpp: { prefix: 'WSPAY', name: 'WSPay' },
  tcom_hpp: { prefix: 'PAYWAY', name: 'PayWay' },
} as const satisfies Record<CardProvider, { prefix: string; name: string }>;

interface Hosts {
  formUrl: string;
  apiUrl: string;
}

/**
 * Published hosts. WSPay's are in every public integration; PayWay's form hosts are in its plugin, but its API host is
 * not published anywhere we could find and is inferred from WSPay's pattern: set PAYWAY_API_URL if HT says otherwise.
 */
export const GATEWAY_HOSTS = {
  wspay_hpp: {
    test: { formUrl: 'https://formtest.wspay.biz/authorization.aspx', apiUrl: 'https://test.wspay.biz/api/services' },
    production: {
      formUrl: 'https://form.wspay.biz/authorization.aspx',
      apiUrl: 'https://secure.wspay.biz/api/services',
    },
  },
  tcom_hpp: {
    test: {
      formUrl: 'https://formtest.payway.com.hr/authorization.aspx',
      apiUrl: 'https://test.payway.com.hr/api/services',
    },
    production: {
      formUrl: 'https://form.payway.com.hr/authorization.aspx',
      apiUrl: 'https://secure.payway.com.hr/api/services',
    },
  },
} as const satisfies Record<CardProvider, Record<'test' | 'production', Hosts>>;

export interface CardGatewaySettings extends ShopCredentials, Hosts {
  provider: CardProvider;
  /** Time limit of one API call (StatusCheck, completion, refund, void). */
  timeoutMs: number;
}

type GatewayEnv = Pick<
  AppConfig,
  | 'WSPAY_SHOP_ID'
  | 'WSPAY_SECRET_KEY'
  | 'WSPAY_FORM_URL'
  | 'WSPAY_API_URL'
  | 'PAYWAY_SHOP_ID'
  | 'PAYWAY_SECRET_KEY'
  | 'PAYWAY_FORM_URL'
  | 'PAYWAY_API_URL'
  | 'CARD_GATEWAY_TIMEOUT_MS'
>;

/**
 * The provider's shop, or null when it has no credentials (the method is then not offered). URLs left unset are the
 * gateway's test hosts, so test credentials alone reach the real test gateway; production sets both URLs.
 */
export function cardGatewaySettings(config: GatewayEnv, provider: CardProvider): CardGatewaySettings | null {
  const { prefix } = PROVIDER_ENV[provider];
  const shopId = config[`${prefix}_SHOP_ID`];
  const secretKey = config[`${prefix}_SECRET_KEY`];
  if (!shopId || !secretKey) return null;
  const hosts = GATEWAY_HOSTS[provider].test;
  return {
    provider,
    shopId,
    secretKey,
    formUrl: config[`${prefix}_FORM_URL`] ?? hosts.formUrl,
    apiUrl: (config[`${prefix}_API_URL`] ?? hosts.apiUrl).replace(/\/+$/, ''),
    timeoutMs: config.CARD_GATEWAY_TIMEOUT_MS,
  };
}

/** The provider a transaction report or browser return belongs to, told by its ShopID (each provider is its own shop). */
export function providerOfShop(
  config: GatewayEnv,
  shopId: unknown,
): { provider: CardProvider; settings: CardGatewaySettings } | null {
  for (const provider of CARD_PROVIDERS) {
    const settings = cardGatewaySettings(config, provider);
    if (settings && settings.shopId === shopId) return { provider, settings };
  }
  return null;
}
