// Shared set-up of the checkout and order suites: the three steps and order/create through real requests.
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../support/index.js';
import { type Call, call, cartCall, newSession, productId } from './cart-helpers.js';

export type Session = { cartId: string; protectCode: string };
export type Opts = { token?: string; ip?: string };

export const COURIER = 66;
export const PICKUP = 67;
export const BOXNOW = 68;
export const PAY = { wspay: 1, payway: 2, cod: 3, transfer: 4 } as const;

export function address(overrides: Record<string, string> = {}) {
  return {
    firstName: 'Ivana',
    lastName: 'Horvat',
    contactEmail: 'ivana.horvat@primjer.hr',
    contactPhone: '+385 91 234 5678',
    country: 'HR',
    city: 'Osijek',
    street: 'Ulica Hrvatske Republike',
    houseNumber: '12a',
    zipCode: '31000',
    ...overrides,
  };
}

/** The checkoutForm consents of the demo seed that the shopper must tick (terms, privacy). */
export async function requiredConsents(t: TestApp): Promise<number[]> {
  const res = await call(t, 'GET', '/api/v1/cms/consent/assignment/filter?perPage=50&page=1');
  const form = res.body.data.data.find((a: { assigned_to: string }) => a.assigned_to === 'checkoutForm');
  return form.requiredConsents;
}

const OPS: Record<string, ['POST' | 'PUT', string]> = {
  getAvailableCountries: ['POST', '/api/v2/checkout/getAvailableCountries'],
  getCheckout: ['POST', '/api/v2/checkout/getCheckout'],
  saveAddress: ['PUT', '/api/v2/checkout/saveAddress'],
  getApplicableDeliveryMethods: ['POST', '/api/v2/delivery/getApplicableDeliveryMethods'],
  saveDeliveryMethod: ['PUT', '/api/v2/delivery/saveDeliveryMethod'],
  getApplicablePaymentMethods: ['POST', '/api/v2/payment/getApplicablePaymentMethods'],
  savePaymentMethod: ['PUT', '/api/v2/payment/savePaymentMethod'],
};

export function checkoutCall(t: TestApp, op: keyof typeof OPS, payload?: unknown, opts: Opts = {}): Promise<Call> {
  const [method, url] = OPS[op]!;
  return call(t, method, url, payload, opts);
}

/** POST order/create with an Idempotency-Key (a fresh one unless given). */
export async function placeOrder(
  t: TestApp,
  session: Session,
  options: { key?: string; token?: string; ip?: string; notice?: boolean } = {},
): Promise<Call> {
  const headers: Record<string, string> = t.headers({ 'idempotency-key': options.key ?? randomUUID() });
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/order/create',
    headers,
    payload: { ...session, ...(options.notice === undefined ? {} : { personalisationNoticeShown: options.notice }) },
  });
  return { status: res.statusCode, body: res.json() };
}

export interface ReadyCart {
  products: Array<{ slug: string; qty: number; options?: unknown }>;
  delivery?: number | null;
  branchId?: string;
  payment: number;
  token?: string;
  coupon?: string;
  address?: Record<string, string>;
  ip?: string;
}

function ok(res: Call, what: string): Call {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/** A cart with the products, the address, the delivery and the payment method saved: ready for order/create. */
export async function readyCart(t: TestApp, spec: ReadyCart): Promise<Session> {
  const opts: Opts = { ...(spec.token ? { token: spec.token } : {}), ip: spec.ip ?? '10.9.0.1' };
  const session = await newSession(t, spec.token);
  for (const p of spec.products) {
    const id = await productId(t, p.slug);
    ok(
      await cartCall(
        t,
        'addItem',
        { ...session, productId: id, qty: p.qty, ...(p.options ? { options: p.options } : {}) },
        opts,
      ),
      `add ${p.slug}`,
    );
  }
  if (spec.coupon) ok(await cartCall(t, 'applyCoupon', { ...session, couponCode: spec.coupon }, opts), 'coupon');
  const consents = await requiredConsents(t);
  ok(
    await checkoutCall(
      t,
      'saveAddress',
      { ...session, deliveryAddress: address(spec.address), acceptedConsents: consents },
      opts,
    ),
    'saveAddress',
  );
  if (spec.delivery)
    ok(
      await checkoutCall(
        t,
        'saveDeliveryMethod',
        { ...session, methodId: spec.delivery, ...(spec.branchId ? { branchId: spec.branchId } : {}) },
        opts,
      ),
      'saveDeliveryMethod',
    );
  ok(
    await checkoutCall(t, 'savePaymentMethod', { ...session, paymentMethodId: spec.payment }, opts),
    'savePaymentMethod',
  );
  return session;
}

/** Cents of a euro figure of the API (two decimals). */
export const cents = (euros: number) => Math.round(euros * 100);
