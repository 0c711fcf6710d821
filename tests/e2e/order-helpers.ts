import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/**
 * Orders placed through the platform API, as the storefront's checkout places them, so that a journey about what
 * happens after the purchase starts from several real orders without walking the checkout each time.
 */
const HEADERS = { apiKey: 'demo-api-key', language: 'hrv' };
export const DELIVERY = { courier: 66, pickup: 67 } as const;
export const PAYMENT = { wspay: 1, cod: 3, transfer: 4 } as const;

async function send(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
  token?: string,
) {
  const res = await request.fetch(url, {
    method,
    headers: { ...HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(data === undefined ? {} : { data }),
  });
  const body = await res.json();
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${JSON.stringify(body)}`);
  return body.data;
}

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const data = await send(request, 'POST', '/api/v1/login', { username: email, password });
  return data.tokens.accessToken;
}

export interface ApiOrder {
  number: string;
  slug: string;
}

export async function placeApiOrder(
  request: APIRequestContext,
  spec: { token?: string; email: string; firstName?: string; payment?: number; delivery?: number; slug?: string },
): Promise<ApiOrder> {
  const { token } = spec;
  const session = await send(request, 'GET', '/api/v2/cart/getNewCartSession', undefined, token);
  const product = await send(request, 'GET', `/api/v1/product/web/get?slug=${spec.slug ?? 'kemijska-olovka'}`);
  await send(request, 'POST', '/api/v2/cart/addItem', { ...session, productId: product.id, qty: 1 }, token);
  const consents = await send(request, 'GET', '/api/v1/cms/consent/assignment/filter?perPage=50&page=1');
  const form = consents.data.find((a: { assigned_to: string }) => a.assigned_to === 'checkoutForm');
  const deliveryAddress = {
    firstName: spec.firstName ?? 'Marta',
    lastName: 'Horvat',
    contactEmail: spec.email,
    contactPhone: '0911234567',
    country: 'HR',
    city: 'Osijek',
    street: 'Europska avenija',
    houseNumber: '10',
    zipCode: '31000',
  };
  await send(
    request,
    'PUT',
    '/api/v2/checkout/saveAddress',
    { ...session, deliveryAddress, acceptedConsents: form.requiredConsents },
    token,
  );
  const methodId = spec.delivery ?? DELIVERY.courier;
  await send(request, 'PUT', '/api/v2/delivery/saveDeliveryMethod', { ...session, methodId }, token);
  const paymentMethodId = spec.payment ?? PAYMENT.cod;
  await send(request, 'PUT', '/api/v2/payment/savePaymentMethod', { ...session, paymentMethodId }, token);
  const res = await request.fetch('/api/v2/order/create', {
    method: 'POST',
    headers: { ...HEADERS, 'Idempotency-Key': randomUUID(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: session,
  });
  const body = await res.json();
  if (!res.ok()) throw new Error(`order/create: ${res.status()} ${JSON.stringify(body)}`);
  return { number: body.data.number, slug: body.data.slug };
}
