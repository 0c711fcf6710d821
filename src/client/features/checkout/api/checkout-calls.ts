/**
 * The checkout's calls over the typed client (contract: checkout, delivery, payment and order operations). Each
 * names the cart by its session pair; failures are quiet here because the checkout machine keeps them and the
 * screens word them by code (docs/decisions/0030-one-error-vocabulary.md).
 */
import type {
  Checkout,
  CheckoutConsent,
  CheckoutLoaded,
  CheckoutProfile,
  Country,
  CreatedOrder,
  PaymentMethod,
  ShippingMethod,
} from '@machines/checkout/checkout.machine.js';
import type { CartSessionPair } from '@machines/cart-session/cart-session.machine.js';
import type { components } from '@api/openapi.js';
import { quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';

type SaveAddressBody = components['schemas']['SaveAddressRequest'];
export type OrderView = components['schemas']['Order'];

const m = { middleware: [quiet] };
const pairOf = (s: CartSessionPair) => ({ cartId: s.cartId, protectCode: s.protectCode });

/** The consents assigned to the checkout form, with the required ones marked. */
export async function checkoutConsents(api: ApiClient): Promise<CheckoutConsent[]> {
  const page = await unwrap(
    api.GET('/api/v1/cms/consent/assignment/filter', {
      params: { query: { assigned_to: 'checkoutForm', perPage: 50 } },
      ...m,
    }),
  );
  const assignment = page.data.find((a) => a.assigned_to === 'checkoutForm');
  if (!assignment) return [];
  const required = new Set(assignment.requiredConsents);
  return assignment.consents.map((c) => ({ ...c, required: c.required || required.has(c.id) }));
}

export async function availableCountries(api: ApiClient): Promise<Country[]> {
  return unwrap(api.POST('/api/v2/checkout/getAvailableCountries', { body: {}, ...m }));
}

export async function getCheckout(api: ApiClient, s: CartSessionPair): Promise<Checkout> {
  return unwrap(api.POST('/api/v2/checkout/getCheckout', { body: pairOf(s), ...m }));
}

/**
 * Who the logged-in customer is, read afresh from the profile (the previous checkout may have saved the address to
 * it): the name, the e-mail and the phone of the main address, else the first one.
 */
export async function checkoutProfile(api: ApiClient): Promise<CheckoutProfile> {
  const profile = await unwrap(api.GET('/api/v1/user/web/profile', m));
  const address = profile.addresses.find((a) => a.type === 'main') ?? profile.addresses[0];
  const { firstName, lastName } = profile.details;
  return { firstName, lastName, email: profile.email, phone: address?.contactPhone ?? '' };
}

/**
 * Everything ADRESA needs before it can be shown, in parallel: with `profile` (a logged-in customer) also who the
 * customer is. A profile that cannot be read only leaves the form empty; it does not stop the checkout.
 */
export async function loadCheckout(
  api: ApiClient,
  s: CartSessionPair,
  profile: (() => Promise<CheckoutProfile>) | null,
): Promise<CheckoutLoaded> {
  const [checkout, countries, consents, customer] = await Promise.all([
    getCheckout(api, s),
    availableCountries(api),
    checkoutConsents(api),
    profile ? profile().catch(() => null) : null,
  ]);
  return { checkout, countries, consents, profile: customer };
}

export async function saveAddress(
  api: ApiClient,
  s: CartSessionPair,
  request: Omit<SaveAddressBody, 'cartId' | 'protectCode'>,
): Promise<Checkout> {
  return unwrap(api.PUT('/api/v2/checkout/saveAddress', { body: { ...pairOf(s), ...request }, ...m }));
}

export async function deliveryMethods(api: ApiClient, s: CartSessionPair): Promise<ShippingMethod[]> {
  const answer = await unwrap(api.POST('/api/v2/delivery/getApplicableDeliveryMethods', { body: pairOf(s), ...m }));
  return answer.methods;
}

export async function saveDelivery(
  api: ApiClient,
  s: CartSessionPair,
  choice: { methodId: number; branchId: string | null },
): Promise<Checkout> {
  return unwrap(api.PUT('/api/v2/delivery/saveDeliveryMethod', { body: { ...pairOf(s), ...choice }, ...m }));
}

export async function paymentMethods(api: ApiClient, s: CartSessionPair): Promise<PaymentMethod[]> {
  const answer = await unwrap(api.POST('/api/v2/payment/getApplicablePaymentMethods', { body: pairOf(s), ...m }));
  return answer.methods;
}

export async function savePaymentMethod(
  api: ApiClient,
  s: CartSessionPair,
  paymentMethodId: number,
): Promise<Checkout> {
  return unwrap(api.PUT('/api/v2/payment/savePaymentMethod', { body: { ...pairOf(s), paymentMethodId }, ...m }));
}

/**
 * Places the order. The idempotency key belongs to the cart, so a double click, a retry after a lost answer or a
 * second tab all get the one order (docs/decisions/0051-order-idempotency.md).
 */
export async function createOrder(
  api: ApiClient,
  s: CartSessionPair,
  personalisationNoticeShown: boolean,
): Promise<CreatedOrder> {
  return unwrap(
    api.POST('/api/v2/order/create', {
      params: { header: { 'Idempotency-Key': `checkout-${s.cartId}` } },
      body: { ...pairOf(s), personalisationNoticeShown },
      ...m,
    }),
  );
}

export async function orderBySlug(api: ApiClient, orderSlug: string): Promise<OrderView> {
  return unwrap(api.GET('/api/v2/order/getBySlug', { params: { query: { orderSlug } }, ...m }));
}
