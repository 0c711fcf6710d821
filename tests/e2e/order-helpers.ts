import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect } from './fixtures.js';
import { skipOverlays } from './overlays.js';
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
    /** Several lines instead of one `slug`. */
    slugs?: string[];
  },
): Promise<ApiOrder> {
  const { token } = spec;
  const session = await callApi(request, 'GET', '/api/v2/cart/getNewCartSession', undefined, token);
  for (const slug of spec.slugs ?? [spec.slug ?? 'kemijska-olovka']) {
    const product = await callApi(request, 'GET', `/api/v1/product/web/get?slug=${slug}`);
    const item = { ...session, productId: product.id, qty: 1, ...(spec.options ? { options: spec.options } : {}) };
    await callApi(request, 'POST', '/api/v2/cart/addItem', item, token);
  }
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

const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };

/** A staff member signed in to the back office, on the order list. */
export async function signInToDesk(browser: Browser, baseURL: string) {
  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await skipOverlays(staff, baseURL);
  const desk = await staff.newPage();
  await desk.goto('/admin');
  await desk.getByLabel('E-mail').fill(ADMIN.email);
  await desk.getByLabel('Lozinka').fill(ADMIN.password);
  await desk.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await desk.getByRole('navigation', { name: 'Administracija' }).getByRole('link', { name: 'Narudžbe' }).click();
  await expect(desk.getByRole('heading', { name: 'Narudžbe', level: 1 })).toBeVisible();
  return { staff, desk };
}
