import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { callApi } from './platform-api.js';

/**
 * Orders placed through the platform API, as the storefront's checkout places them, so that a journey about what
 * happens after the purchase starts from several real orders without walking the checkout each time.
 */
export const DELIVERY = { courier: 66, pickup: 67 } as const;
export const PAYMENT = { wspay: 1, cod: 3, transfer: 4 } as const;

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const data = await callApi(request, 'POST', '/api/v1/login', { username: email, password });
  return data.tokens.accessToken;
}

export interface ApiOrder {
  number: string;
  slug: string;
}

export async function placeApiOrder(
  request: APIRequestContext,
  spec: {
    token?: string;
    email: string;
    firstName?: string;
    payment?: number;
    delivery?: number;
    slug?: string;
    /** The cart line's options (a bundle's chosen parts, a personalisation: the notice was shown at checkout). */
    options?: unknown;
  },
): Promise<ApiOrder> {
  const { token } = spec;
  const session = await callApi(request, 'GET', '/api/v2/cart/getNewCartSession', undefined, token);
  const product = await callApi(request, 'GET', `/api/v1/product/web/get?slug=${spec.slug ?? 'kemijska-olovka'}`);
  const item = { ...session, productId: product.id, qty: 1, ...(spec.options ? { options: spec.options } : {}) };
  await callApi(request, 'POST', '/api/v2/cart/addItem', item, token);
  const consents = await callApi(request, 'GET', '/api/v1/cms/consent/assignment/filter?perPage=50&page=1');
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
  await callApi(
    request,
    'PUT',
    '/api/v2/checkout/saveAddress',
    { ...session, deliveryAddress, acceptedConsents: form.requiredConsents },
    token,
  );
  const methodId = spec.delivery ?? DELIVERY.courier;
  await callApi(request, 'PUT', '/api/v2/delivery/saveDeliveryMethod', { ...session, methodId }, token);
  const paymentMethodId = spec.payment ?? PAYMENT.cod;
  await callApi(request, 'PUT', '/api/v2/payment/savePaymentMethod', { ...session, paymentMethodId }, token);
  const create = { ...session, ...(spec.options ? { personalisationNoticeShown: true } : {}) };
  const order = await callApi(request, 'POST', '/api/v2/order/create', create, token, {
    'Idempotency-Key': randomUUID(),
  });
  return { number: order.number, slug: order.slug };
}
