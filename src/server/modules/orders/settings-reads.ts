import type { Db } from '../../platform/db/client.js';
import { checkoutCountryCodes, countriesAllowedBy } from '../checkout/index.js';
import { requiredConsentIds } from '../consents/index.js';
import {
  type CheckoutSettings,
  type CommerceSettings,
  type DomainInfo,
  getCheckoutSettings,
  getCommerceSettings,
} from '../settings/index.js';

/** The settings every order reads: the site's checkout settings, the commerce settings, countries and consents. */
export interface OrderSettings {
  site: CheckoutSettings;
  commerce: CommerceSettings;
  /** The countries an order may be delivered and billed to (the site's list over the shop's checkout countries). */
  countries: ReadonlySet<string>;
  /** The consents the checkout form requires. */
  requiredConsents: readonly number[];
}

interface Kept {
  version: number;
  commerce: CommerceSettings;
  countryCodes: string[];
  requiredConsents: number[];
  sites: Map<number, CheckoutSettings>;
}

/** What each process keeps, per database, stamped with settings_version (docs/decisions/0261-order-creation-reads-less.md). */
const kept = new WeakMap<object, Kept>();

/**
 * The site's checkout settings for admitting the request before the order's transaction: the kept copy when it lets
 * everyone in (the transaction admits again with the settings of its own stamp, orderSettings), else read now. A
 * kept copy never refuses: the site may have been switched on again since, and a refused request never reaches the
 * transaction that would read the new stamp.
 */
export async function keptSiteSettings(db: Db, domain: DomainInfo): Promise<CheckoutSettings> {
  const site = kept.get(db)?.sites.get(domain.siteId);
  return site?.checkoutEnabled && site.guestCheckout ? site : getCheckoutSettings(db, domain);
}

/**
 * The order's settings at `version`, the settings_version its transaction read with the cart's lock: the kept copy
 * when it has that stamp, else read in the transaction (as every order did before) and kept. The stamp is bumped by
 * a trigger in every transaction writing those tables, so a copy whose stamp matches holds what the transaction
 * would read, whichever process or script wrote; what a transaction reads after the stamp is at least as new.
 */
export async function orderSettings(tx: Db, db: Db, version: number, domain: DomainInfo): Promise<OrderSettings> {
  let entry = kept.get(db);
  let site = entry?.version === version ? entry.sites.get(domain.siteId) : undefined;
  if (!entry || entry.version !== version || !site) {
    site = await getCheckoutSettings(tx, domain);
    if (entry?.version !== version) {
      entry = {
        version,
        commerce: await getCommerceSettings(tx),
        countryCodes: await checkoutCountryCodes(tx),
        requiredConsents: await requiredConsentIds(tx, 'checkoutForm'),
        sites: new Map(),
      };
    }
    entry.sites.set(domain.siteId, site);
    const current = kept.get(db);
    // A slower transaction with an older stamp does not replace a newer copy.
    if (!current || current.version <= version) kept.set(db, entry);
  }
  return {
    site,
    commerce: entry.commerce,
    countries: countriesAllowedBy(entry.countryCodes, site.allowedCountries),
    requiredConsents: entry.requiredConsents,
  };
}
