import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors/index.js';
import type { DomainInfo } from './domain-repository.js';
import { findGeneralSetting, findSiteSettings, listCurrencies } from './repository.js';

/** Defaults of site-frame section 9; stored site settings override them key by key. */
export const DEFAULT_CHECKOUT_SETTINGS = {
  reviewStars: 5,
  cartType: 2,
  afterAddToCart: 'popup' as 'redirect' | 'popup' | 'stay',
  checkoutType: 0,
  guestCheckout: true,
  giftWrap: false,
  checkoutMessage: false,
  mergeCartItems: true,
  eProductDelivery: 'link' as 'link' | 'code' | 'qr',
  eProductDeliveryOptions: ['link', 'code', 'qr'] as Array<'link' | 'code' | 'qr'>,
  socialLogin: { facebook: true, google: true },
  checkoutEnabled: true,
  allowedCountries: ['HR', 'SI', 'BA', 'RS'],
  defaultCountry: 'HR',
  defaultProductTemplate: 258,
  minQty: 1,
  maxQty: 999,
};
export type CheckoutSettings = typeof DEFAULT_CHECKOUT_SETTINGS;

export async function getGeneralSetting(db: Db, group: string, key: string) {
  const row = await findGeneralSetting(db, group, key);
  if (!row) throw new AppError('NOT_FOUND', { message: `settings/general/user has no ${group} ${key} setting` });
  return { group: row.group, key: row.key, value: row.value };
}

export async function getCheckoutSettings(db: Db, domain: DomainInfo): Promise<CheckoutSettings> {
  return checkoutSettingsOf((await findSiteSettings(db, domain.siteId)) ?? {});
}

/** The site's stored settings over the defaults, key by key. */
function checkoutSettingsOf(stored: Record<string, unknown>): CheckoutSettings {
  const merged: Record<string, unknown> = { ...DEFAULT_CHECKOUT_SETTINGS };
  // Only known keys pass: the contract closes the object, and stale keys must not break the answer.
  for (const key of Object.keys(DEFAULT_CHECKOUT_SETTINGS)) if (key in stored) merged[key] = stored[key];
  return merged as CheckoutSettings;
}

export async function getCurrencyConfig(db: Db, domain: DomainInfo) {
  const rows = await listCurrencies(db);
  const toApi = (c: (typeof rows)[number]) => ({
    id: c.id,
    code: c.code,
    label: c.code,
    symbol: c.symbol,
    decimals: c.decimals,
  });
  const main = rows.find((c) => c.id === domain.currencyId) ?? rows[0];
  if (!main) throw new AppError('NOT_FOUND', { message: 'No currency configured.' });
  return {
    mainCurrency: toApi(main),
    currencies: rows.map(toApi),
    // "1.234,56 €": the German-style format the spec shows.
    format: { decimalSeparator: ',', thousandsSeparator: '.', symbolPosition: 'after' as const },
  };
}

/** POST domainDetect: a domain chosen by body url, then Host header, then the default. */
export function toDomainDetect(domain: DomainInfo, languageCode: string) {
  return {
    site: {
      siteID: domain.siteId,
      name: domain.siteName,
      subdomain: new URL(domain.url).hostname.split('.')[0] ?? '',
      apiKeyId: domain.id,
    },
    store: {
      storeID: domain.storeId,
      name: domain.storeName,
      language: languageCode,
      loyalty: true,
      currencyId: domain.currencyId,
    },
    domain: { apiKeyId: domain.id, name: domain.name, url: domain.url },
    // A domain whose key this process was not given (docs/decisions/0133-api-key-stored-hashed.md) cannot hand it out.
    apiKey: domain.apiKey ?? '',
    externalURLs: { generatePdf: domain.generatePdfUrl },
    maintenance: domain.maintenance,
  };
}
