import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Agent, request } from 'undici';
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

/** How many times a fan comes back after a 503 with Retry-After before giving up (about two minutes at full pace). */
const PATIENCE = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

interface Answer {
  status: number;
  body: unknown;
}

/**
 * The visitors' connections: one keep-alive pool for all of them, read with undici's `request`. The simulator shares
 * the machine's cores with nginx, the shops and PostgreSQL, so it must cost little per request: the global `fetch`
 * (a WHATWG stream per body, every page decompressed) took more CPU than the shops and nginx together, and its own
 * queue became the pages' latency (docs/decisions/0146-kit-launch-simulation.md). A page is read to its last byte, as
 * a browser reads it, but not decompressed; an answer is parsed only where the visitor needs it.
 */
const visitorsPool = new Agent({
  connections: 1_024,
  keepAliveTimeout: 30_000,
  headersTimeout: 60_000,
  bodyTimeout: 60_000,
});

function decoded(bytes: Buffer, encoding: string | string[] | undefined): unknown {
  const plain = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
  return JSON.parse(plain.toString('utf8'));
}

/** One request, asked again as a fan would: after a 503's Retry-After, or at once when its answer was lost. */
async function send(
  shop: Shop,
  kind: Kind,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { body?: unknown; ip: string; api?: boolean; parse?: boolean; idempotencyKey?: string } = { ip: '' },
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
    let retryAfter: number | undefined;
    let failure: string | undefined;
    try {
      const res = await request(`${shop.url}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        dispatcher: visitorsPool,
      });
      status = res.statusCode;
      cacheStatus = (res.headers['x-cache-status'] as string | undefined) ?? null;
      const asked = res.headers['retry-after'];
      if (asked !== undefined) retryAfter = Number(asked) || 1;
      const bytes = Buffer.from(await res.body.arrayBuffer());
      // nginx's own error pages (a 502 when a process died) are HTML: only the shop's JSON is read.
      const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
      if (options.parse && json) body = decoded(bytes, res.headers['content-encoding']);
    } catch (error) {
      // No answer at all (the connection failed or was closed under the request): what went wrong is reported.
      status = 599;
      const { code, message } = error as { code?: string; message?: string };
      failure = code ? `${code}: ${message}` : String(error);
    }
    shop.figures.add({
      kind,
      status,
      ms: performance.now() - started,
      at: started,
      fromCache:
        cacheStatus !== null && cacheStatus !== 'MISS' && cacheStatus !== 'BYPASS' && cacheStatus !== 'EXPIRED',
      retryAfter: retryAfter !== undefined,
      ...(failure ? { failure } : {}),
    });
    // A fan told to come back does, after the time asked (spread a little, as people are) and for a while: a kit
    // launch is worth a few minutes' wait.
    if (status === 503 && retryAfter !== undefined) {
      if (attempt >= PATIENCE) return { status, body };
      await sleep(retryAfter * 1_000 * shop.pace * (1 + Math.random() / 2));
      continue;
    }
    // A lost answer (a 502 from a process that died, or none at all) is asked again at once, three times at most: a
    // GET, or the order with its idempotency key (the shop answers the one order it made, if it made one).
    const lost = (status === 502 || status === 599) && (method === 'GET' || options.idempotencyKey !== undefined);
    if (!lost || attempt >= 3) return { status, body };
    await sleep(100);
  }
}

/** Closes the visitors' connections, so the simulator can exit once the shop is stopped. */
export const closeVisitors = () => visitorsPool.close();

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
  const session = await send(shop, 'cart', 'GET', '/api/v2/cart/getNewCartSession', { ip, api: true, parse: true });
  const cart = (session.body as { data?: { cartId: string; protectCode: string } } | null)?.data;
  if (!cart) return;
  await send(shop, 'cart', 'POST', '/api/v2/cart/addItem', {
    ip,
    api: true,
    body: { ...cart, productId: pick(shop.sizes), qty: 1 },
  });
}

/**
 * How a buyer's visit ended: with an order; sold out (a refusal that says why, or the size ran out); given up after
 * PATIENCE times told to come back (a 503 with Retry-After, at the door or later); or failed (no answer, a 5xx).
 */
export type BuyerResult = 'ordered' | 'sold-out' | 'gave-up' | 'failed';

const endedBy = (status: number): BuyerResult => (status < 500 ? 'sold-out' : status === 503 ? 'gave-up' : 'failed');

export async function buyer(shop: Shop, n: number): Promise<{ result: BuyerResult; orderNumber?: string }> {
  const ip = ipOf(100_000 + n);
  const session = await send(shop, 'cart', 'GET', '/api/v2/cart/getNewCartSession', { ip, api: true, parse: true });
  const cart = (session.body as { data?: { cartId: string; protectCode: string } } | null)?.data;
  if (!cart) return { result: session.status === 200 ? 'failed' : endedBy(session.status) };
  const added = await send(shop, 'cart', 'POST', '/api/v2/cart/addItem', {
    ip,
    api: true,
    parse: true,
    body: { ...cart, productId: pick(shop.sizes), qty: 1 },
  });
  if (added.status !== 200) return { result: endedBy(added.status) };
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
    if (res.status !== 200) return { result: endedBy(res.status) };
  }
  const order = await send(shop, 'order', 'POST', '/api/v2/order/create', {
    ip,
    api: true,
    parse: true,
    body: cart,
    // The storefront's key: the cart's, so a retry after a lost answer gets the one order.
    idempotencyKey: `checkout-${cart.cartId}`,
  });
  if (order.status === 200) {
    const number = (order.body as { data?: { number?: string } } | null)?.data?.number;
    return { result: 'ordered', ...(number ? { orderNumber: number } : {}) };
  }
  return { result: endedBy(order.status) };
}
