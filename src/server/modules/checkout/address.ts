import type { ContractSchema } from '../../platform/contract-types.js';
import { addressSchema, deliveryAddressSchema, fieldErrorsOf } from '@shared/validation/address.js';
import { fieldMessages } from '@shared/validation/messages.js';
import { and, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Db } from '../../platform/db/client.js';
import type { CheckoutAddress, CheckoutDeliveryAddress, CheckoutRow } from '../../platform/db/schema/checkout.js';
import { countries } from '../../platform/db/schema/settings.js';
import { userAddresses } from '../../platform/db/schema/users.js';
import { AppError } from '../../platform/errors/index.js';
import { appendConsentLog, missingRequired } from '../consents/index.js';
import { deliveryPrice } from '../delivery/index.js';
import type { CommerceSettings } from '../settings/index.js';
import { getCheckoutSettings } from '../settings/index.js';
import type { CheckoutContext } from './context.js';
import { requirePostcodeOfCity } from './postcode-of-city.js';
import { answer, loadCheckout, afterSave } from './load.js';
import { CLEARED_DELIVERY, CLEARED_PAYMENT, saveCheckout } from './repository.js';

export type SaveAddressInput = ContractSchema<'SaveAddressRequest'>;

/** Runs a shared form schema; a broken field is a coded 400 with the form's own Croatian message per field. */
function parseForm<S extends z.ZodMiniType>(schema: S, value: unknown, prefix: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = fieldErrorsOf(parsed.error);
  const fields = Object.entries(errors).map(([field, message]) => ({ field: `${prefix}/${field}`, message }));
  const code = errors.companyOIB === fieldMessages.invalidOib ? 'INVALID_OIB' : 'VALIDATION_FAILED';
  throw new AppError(code, { message: fieldMessages.fieldError, payload: { fields } });
}

/** Countries a checkout may ship to: allowed by the site's settings and by the country list. */
export async function availableCountryCodes(db: Db, allowed: readonly string[]): Promise<Set<string>> {
  return countriesAllowedBy(await checkoutCountryCodes(db), allowed);
}

/** The countries the shop delivers to at all (the site's list narrows them). */
export async function checkoutCountryCodes(db: Db): Promise<string[]> {
  const rows = await db.select({ iso: countries.iso }).from(countries).where(eq(countries.checkoutAllowed, true));
  return rows.map((r) => r.iso);
}

/** The checkout countries the site's allowed list keeps ('ALL' keeps every one). */
export function countriesAllowedBy(codes: readonly string[], allowed: readonly string[]): Set<string> {
  const all = allowed.includes('ALL');
  return new Set(codes.filter((iso) => all || allowed.includes(iso)));
}

function requireCountry(available: Set<string>, country: string, field: string) {
  if (!available.has(country))
    throw new AppError('COUNTRY_NOT_ALLOWED', {
      payload: { fields: [{ field, message: fieldMessages.countryNotAllowed }] },
    });
}

const placeChanged = (a: CheckoutAddress, b: CheckoutAddress) =>
  a.country !== b.country ||
  a.city !== b.city ||
  a.zipCode !== b.zipCode ||
  a.street !== b.street ||
  a.houseNumber !== b.houseNumber;

/**
 * A new address keeps the saved delivery choice only while it still holds: the method is offered to the new
 * country, and a locker is only kept while the address stays where it was (the 30 km check ran for that one).
 * A delivery choice that goes takes the payment choice with it: both steps are done again.
 */
function keptChoices(row: CheckoutRow | undefined, address: CheckoutDeliveryAddress, settings: CommerceSettings) {
  if (!row?.deliveryMethodId || !row.deliveryAddress) return {};
  const method = settings.deliveryMethods.find((m) => m.id === row.deliveryMethodId);
  const offered = method && deliveryPrice(method, address.country, 0) !== null;
  const lockerMoved = method?.code === 'boxnow' && placeChanged(row.deliveryAddress, address);
  return offered && !lockerMoved ? {} : { ...CLEARED_DELIVERY, ...CLEARED_PAYMENT };
}

/**
 * ADRESA: validates the delivery and billing address with the shared form rules, the allowed countries and the
 * required consents of the checkout form; records the accepted consents in the consent ledger; saves the step.
 */
export async function saveAddress(ctx: CheckoutContext, input: SaveAddressInput) {
  const deliveryAddress = parseForm(deliveryAddressSchema, input.deliveryAddress, 'body/deliveryAddress');
  const billingAddress = input.useDifferentBillingAddress
    ? parseForm(addressSchema, input.billingAddress ?? {}, 'body/billingAddress')
    : null;
  const site = await getCheckoutSettings(ctx.db, ctx.domain);
  const available = await availableCountryCodes(ctx.db, site.allowedCountries);
  requireCountry(available, deliveryAddress.country, 'body/deliveryAddress/country');
  if (billingAddress) requireCountry(available, billingAddress.country, 'body/billingAddress/country');
  requirePostcodeOfCity(deliveryAddress, 'body/deliveryAddress/zipCode');
  if (billingAddress) requirePostcodeOfCity(billingAddress, 'body/billingAddress/zipCode');
  const accepted = [...new Set(input.acceptedConsents)];
  const missing = await missingRequired(ctx.db, 'checkoutForm', accepted);
  if (missing.length > 0) throw new AppError('CONSENT_REQUIRED', { payload: { missing } });

  return ctx.db.transaction(async (tx) => {
    const loaded = await loadCheckout(tx, ctx, input, true);
    const logged = accepted.length
      ? await appendConsentLog(tx, {
          status: 'granted',
          sourceType: 'checkoutForm',
          consents: accepted.map((id) => ({ id })),
          // A guest's decision belongs to the cart it was made in, not to the address typed
          // (docs/decisions/0093-guest-consents-belong-to-the-session.md).
          ...(ctx.user
            ? { userId: ctx.user.id, email: ctx.user.email }
            : { userId: null, guestSession: `cart:${loaded.cartRow.id}`, claimedEmail: deliveryAddress.contactEmail }),
        })
      : [];
    const saved = await saveCheckout(tx, loaded.cartRow.id, {
      deliveryAddress,
      billingAddress,
      acceptedConsents: logged.map((c) => ({ id: c.consentId, version: c.consentVersion })),
      addressSavedAt: new Date(),
      ...keptChoices(loaded.row, deliveryAddress, loaded.settings),
    });
    if (input.saveToProfile && ctx.user) await saveProfileAddress(tx, ctx.user.id, deliveryAddress);
    return answer(tx, ctx, afterSave(ctx, loaded, saved));
  });
}

/** The checkout address becomes the customer's main address (replacing the old main one). */
async function saveProfileAddress(tx: Db, userId: number, address: CheckoutDeliveryAddress) {
  const values = {
    firstName: address.firstName,
    lastName: address.lastName,
    contactEmail: address.contactEmail,
    contactPhone: address.contactPhone,
    country: address.country,
    city: address.city,
    street: address.street,
    houseNumber: address.houseNumber,
    zipCode: address.zipCode,
    companyName: address.companyName || null,
    companyOIB: address.companyOIB || null,
  };
  const main = await tx
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.type, 'main')))
    .limit(1);
  if (main[0]) await tx.update(userAddresses).set(values).where(eq(userAddresses.id, main[0].id));
  else await tx.insert(userAddresses).values({ ...values, userId, type: 'main' });
}
