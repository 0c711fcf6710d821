import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { countries } from '../../platform/db/schema/settings.js';
import type { DomainInfo } from '../settings/index.js';
import type { CartSessionInput } from '../cart/index.js';
import { getCheckoutSettings } from '../settings/index.js';
import { availableCountryCodes } from './address.js';
import type { CheckoutContext } from './context.js';
import { answer, loadCheckout } from './load.js';

/** The whole checkout of a cart, e.g. after a reload: the client resumes at `nextStep`. */
export function getCheckout(ctx: CheckoutContext, session: CartSessionInput) {
  return ctx.db.transaction(async (tx) => answer(tx, ctx, await loadCheckout(tx, ctx, session, true)));
}

/** Countries the address form offers: allowed by the site and the country list, named in the request's language. */
export async function getAvailableCountries(ctx: { db: Db; domain: DomainInfo; language: string }) {
  const site = await getCheckoutSettings(ctx.db, ctx.domain);
  const allowed = await availableCountryCodes(ctx.db, site.allowedCountries);
  const rows = await ctx.db
    .select()
    .from(countries)
    .where(eq(countries.checkoutAllowed, true))
    .orderBy(asc(countries.id));
  return rows
    .filter((c) => allowed.has(c.iso))
    .map((c) => ({ id: c.id, iso: c.iso, iso3: c.iso3, name: c.names[ctx.language] ?? c.names.hrv ?? c.name }));
}
