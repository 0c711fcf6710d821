import { DEMO_API_KEY, apiKeyDigest } from '../../modules/settings/api-keys.js';
import { commerceSettingsRows } from '../../modules/settings/commerce.js';
import type { Db } from '../../platform/db/client.js';
import {
  countries,
  currencies,
  domains,
  generalSettings,
  languages,
  sites,
  stores,
} from '../../platform/db/schema/settings.js';
import { COUNTRIES } from './countries.js';
import { LANGUAGES } from './languages.js';

export { DEMO_API_KEY };
export const HRV_LANGUAGE_ID = 41;
export const EUR_CURRENCY_ID = 44;
const CHECKOUT_COUNTRIES = new Set(['HR', 'SI', 'BA', 'RS']);

/** The shop's own name, address and the digest of its apiKey (docs/decisions/0133-api-key-stored-hashed.md). */
export interface ShopIdentity {
  name: string;
  url: string;
  hosts: string[];
  apiKeyDigest: string;
}

/** The demo club's domain: its key is public on purpose. */
export const DEMO_SHOP: ShopIdentity = {
  name: 'NK Zvijezda Fan Shop',
  url: 'https://zvijezda-shop.hr',
  hosts: ['zvijezda-shop.hr', 'www.zvijezda-shop.hr', 'localhost', '127.0.0.1'],
  apiKeyDigest: apiKeyDigest(DEMO_API_KEY),
};

/**
 * Languages, countries, currencies, the site, store and domain (apiKeyId 1), general and checkout settings: what any
 * shop needs to start, the demo club's and a real one's alike (docs/decisions/0132-no-demo-in-production.md).
 */
export async function seedSettings(db: Db, shop: ShopIdentity = DEMO_SHOP): Promise<void> {
  await db.insert(languages).values(LANGUAGES.map((l) => ({ ...l, active: l.id === HRV_LANGUAGE_ID })));
  await db.insert(countries).values(COUNTRIES.map((c) => ({ ...c, checkoutAllowed: CHECKOUT_COUNTRIES.has(c.iso) })));
  await db.insert(currencies).values([{ id: EUR_CURRENCY_ID, code: 'EUR', symbol: '€', name: 'Euro', decimals: 2 }]);
  const [site] = await db
    .insert(sites)
    .values({
      name: shop.name,
      defaultLanguageId: HRV_LANGUAGE_ID,
      settings: {
        reviewStars: 5,
        cartType: 2,
        afterAddToCart: 'popup',
        checkoutType: 0,
        guestCheckout: true,
        giftWrap: false,
        checkoutMessage: false,
        mergeCartItems: true,
        eProductDelivery: 'link',
        checkoutEnabled: true,
        allowedCountries: [...CHECKOUT_COUNTRIES],
      },
    })
    .returning({ id: sites.id });
  const [store] = await db
    .insert(stores)
    .values({ siteId: site!.id, name: 'Web trgovina', currencyId: EUR_CURRENCY_ID })
    .returning({ id: stores.id });
  await db.insert(domains).values({
    apiKeyDigest: shop.apiKeyDigest,
    name: shop.name,
    url: shop.url,
    hosts: shop.hosts,
    siteId: site!.id,
    storeId: store!.id,
    generatePdfUrl: '/api/v1/order/pdf',
  });
  await db.insert(generalSettings).values([
    {
      group: 'global',
      key: 'language',
      value: { id: HRV_LANGUAGE_ID, code: 'hrv', code2: 'hr', allowed: [HRV_LANGUAGE_ID] },
    },
    { group: 'global', key: 'currency', value: { id: EUR_CURRENCY_ID, code: 'EUR', symbol: '€' } },
    // Seller identity, delivery and payment methods, order rules of the demo club (group 'checkout').
    ...commerceSettingsRows(),
  ]);
}
