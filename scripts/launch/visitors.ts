import { randomUUID } from 'node:crypto';
import type { Figures, Kind } from './figures.js';

/**
 * The visitors of the kit launch, as a browser would send their requests through nginx: a fan looking at the home
 * page, the new jersey and its category (one in ten putting it in a cart), and a buyer going through the checkout
 * and placing a cash-on-delivery order.
 */
export interface Shop {
  url: string;
  apiKey: string;
  jerseyPath: string;
  categoryPath: string;
  /** The jersey's sizes (variant product ids). */
  sizes: number[];
  requiredConsents: number[];
  figures: Figures;
  /** Scales the think times (1 = a person's pace). */
  pace: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

interface Answer {
  status: number;
  body: unknown;
}

/** One request; a 503 with Retry-After (or a 502 from a process that died) is tried again, as the storefront does. */
async function send(
  shop: Shop,
  kind: Kind,
  method: string,
  path: string,
  options: { body?: unknown; ip: string; api?: boolean; idempotencyKey?: string } = { ip: '' },
): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    const headers: Record<string, string> = { 'x-forwarded-for': options.ip, 'accept-encoding': 'br, gzip' };
    if (options.api) headers.apiKey = shop.apiKey;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    const started = performance.now();
    let status = 0;
    let body: unknown = null;
    let cacheStatus: string | null = null;
    let retryAfter = false;
    try {
      const res = await fetch(`${shop.url}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(60_000),
      });
      status = res.status;
      cacheStatus = res.headers.get('x-cache-status');
      retryAfter = res.headers.has('retry-after');
      body = options.api ? await res.json().catch(() => null) : await res.arrayBuffer();
    } catch {
      status = 599;
    }
    shop.figures.add({
      kind,
      status,
      ms: performance.now() - started,
      at: started,
      fromCache:
        cacheStatus !== null && cacheStatus !== 'MISS' && cacheStatus !== 'BYPASS' && cacheStatus !== 'EXPIRED',
      retryAfter,
    });
    // An order is sent again with its idempotency key only: the shop answers the one order it made, if it made one.
    const again = (status === 503 && retryAfter) || (status === 502 && (method === 'GET' || options.idempotencyKey));
    if (!again || attempt >= 3) return { status, body };
    await sleep(status === 503 ? 1_000 * shop.pace + 200 : 100);
  }
}

const ipOf = (n: number) => `10.${100 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;

export async function fan(shop: Shop, n: number): Promise<void> {
  const ip = ipOf(n);
  const think = async () => sleep((500 + Math.random() * 1500) * shop.pace);
  await send(shop, 'page', 'GET', '/', { ip });
  await think();
  await send(shop, 'page', 'GET', shop.jerseyPath, { ip });
  await send(shop, 'read', 'GET', `/api/v1/product/web/get?slug=${shop.jerseyPath.split('/').pop()}`, {
    ip,
    api: true,
  });
  await think();
  await send(shop, 'page', 'GET', shop.categoryPath, { ip });
  if (n % 10 !== 0) return;
  const session = await send(shop, 'cart', 'GET', '/api/v2/cart/getNewCartSession', { ip, api: true });
  const cart = (session.body as { data?: { cartId: string; protectCode: string } } | null)?.data;
  if (!cart) return;
  await send(shop, 'cart', 'POST', '/api/v2/cart/addItem', {
    ip,
    api: true,
    body: { ...cart, productId: pick(shop.sizes), qty: 1 },
  });
}

export type BuyerResult = 'ordered' | 'sold-out' | 'failed';

export async function buyer(shop: Shop, n: number): Promise<{ result: BuyerResult; orderNumber?: string }> {
  const ip = ipOf(100_000 + n);
  const session = await send(shop, 'cart', 'GET', '/api/v2/cart/getNewCartSession', { ip, api: true });
  const cart = (session.body as { data?: { cartId: string; protectCode: string } } | null)?.data;
  if (!cart) return { result: 'failed' };
  const added = await send(shop, 'cart', 'POST', '/api/v2/cart/addItem', {
    ip,
    api: true,
    body: { ...cart, productId: pick(shop.sizes), qty: 1 },
  });
  if (added.status !== 200) return { result: added.status < 500 ? 'sold-out' : 'failed' };
  const lines = (added.body as { data?: { items?: unknown[] } } | null)?.data?.items ?? [];
  // A size that ran out is clamped away: the cart is empty and the fan goes home without a shirt.
  if (lines.length === 0) return { result: 'sold-out' };
  const steps: Array<[string, unknown]> = [
    [
      '/api/v2/checkout/saveAddress',
      {
        ...cart,
        deliveryAddress: {
          firstName: 'Navijač',
          lastName: `Broj ${n}`,
          contactEmail: `navijac${n}@primjer.hr`,
          contactPhone: '+385 91 234 5678',
          country: 'HR',
          city: 'Osijek',
          street: 'Ulica Hrvatske Republike',
          houseNumber: String(1 + (n % 90)),
          zipCode: '31000',
        },
        acceptedConsents: shop.requiredConsents,
      },
    ],
    ['/api/v2/delivery/saveDeliveryMethod', { ...cart, methodId: 66 }],
    ['/api/v2/payment/savePaymentMethod', { ...cart, paymentMethodId: 3 }],
  ];
  for (const [path, body] of steps) {
    const res = await send(shop, 'checkout', 'PUT', path, { ip, api: true, body });
    if (res.status !== 200) return { result: res.status < 500 ? 'sold-out' : 'failed' };
  }
  const order = await send(shop, 'order', 'POST', '/api/v2/order/create', {
    ip,
    api: true,
    body: cart,
    idempotencyKey: randomUUID(),
  });
  if (order.status === 200) {
    const number = (order.body as { data?: { number?: string } } | null)?.data?.number;
    return { result: 'ordered', ...(number ? { orderNumber: number } : {}) };
  }
  return { result: order.status < 500 ? 'sold-out' : 'failed' };
}
