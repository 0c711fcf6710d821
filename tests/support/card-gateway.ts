// Test helpers around the card gateway simulator: a plain-HTTP "browser" that goes through the hosted page the way a
// real one would, and a stand-in for the shop's return and callback endpoints that records what arrives.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import {
  buildPaymentForm,
  type CardGatewaySettings,
  type PaymentForm,
  type PaymentFormInput,
} from '../../src/server/modules/payments/card-gateway/index.js';
import {
  type CardGatewaySimulator,
  type CardGatewaySimulatorOptions,
  startCardGatewaySimulator,
} from '../../src/stand-ins/card-gateway/index.js';
import type { TestApp } from './app.js';

export interface PostedForm {
  action: string;
  method: string;
  fields: Record<string, string>;
}

const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '',
  );

/** The first form of a page with its hidden fields, as a browser would submit it. */
export function readForm(html: string, baseUrl: string): PostedForm {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no form on the page:\n${html.slice(0, 500)}`);
  const attr = (source: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(source)?.[1];
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input\b([^>]*)>/gi)) {
    const name = attr(input[1]!, 'name');
    if (name && attr(input[1]!, 'type') === 'hidden')
      fields[unescapeHtml(name)] = unescapeHtml(attr(input[1]!, 'value') ?? '');
  }
  return {
    action: new URL(unescapeHtml(attr(form[1]!, 'action') ?? ''), baseUrl).toString(),
    method: (attr(form[1]!, 'method') ?? 'get').toUpperCase(),
    fields,
  };
}

export interface Visit {
  status: number;
  url: string;
  location: string | null;
  html: string;
}

/** One request with redirects left to the caller (a 303 is followed by `follow`). */
export async function visit(url: string, form?: Record<string, string>): Promise<Visit> {
  const res = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const location = res.headers.get('location');
  return { status: res.status, url, location: location && new URL(location, url).toString(), html: await res.text() };
}

/** Posts the shop's form to the gateway and follows its redirect to the card page. */
export async function openCardPage(form: { action: string; fields: Record<string, string> }): Promise<Visit> {
  const posted = await visit(form.action, form.fields);
  if (posted.status !== 303 || !posted.location) return posted;
  return visit(posted.location);
}

/** Submits the card page (its form action) with a card number, or the cancel button. */
export function submitCard(page: Visit, choice: { cardNumber: string } | 'cancel'): Promise<Visit> {
  const form = readForm(page.html, page.url);
  return visit(
    form.action,
    choice === 'cancel' ? { CardNumber: '', action: 'cancel' } : { CardNumber: choice.cardNumber, action: 'pay' },
  );
}

export interface Arrival {
  path: string;
  method: string;
  /** Form body or query (returns), or the JSON body (callbacks). */
  fields: Record<string, unknown>;
}

export interface ShopEndpoints {
  url: string;
  arrivals: Arrival[];
  /** Status the shop answers callbacks with (200 by default; tests make it fail). */
  callbackStatus: number;
  /** Resolves with the n-th arrival (1-based) on a path that passes `where`, waiting up to `ms`. */
  waitFor(path: string, options?: { n?: number; where?: (arrival: Arrival) => boolean; ms?: number }): Promise<Arrival>;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The shop's side of the protocol as a recorder: every request is kept and answered `OK`. */
export async function startShopEndpoints(): Promise<ShopEndpoints> {
  const arrivals: Arrival[] = [];
  const shop: ShopEndpoints = {
    url: '',
    arrivals,
    callbackStatus: 200,
    async waitFor(path, { n = 1, where = () => true, ms = 15_000 } = {}) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = arrivals.filter((a) => a.path === path && where(a))[n - 1];
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no arrival #${n} on ${path} within ${ms} ms`);
        await new Promise((ok) => setTimeout(ok, 10));
      }
    },
    close: () => new Promise((ok) => server.close(() => ok())),
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://shop.test');
    const text = await bodyOf(req);
    const json = (req.headers['content-type'] ?? '').includes('json');
    const fields = json
      ? (JSON.parse(text) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(text || url.search));
    arrivals.push({ path: url.pathname, method: req.method ?? 'GET', fields });
    res.statusCode = url.pathname === '/callback' ? shop.callbackStatus : 200;
    res.end('OK');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  shop.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return shop;
}

export interface PaymentRig {
  gateway: CardGatewaySimulator;
  shop: ShopEndpoints;
  settings: CardGatewaySettings;
  /** Env for createTestApp: the shop's card payments at this simulator, with its shop's credentials. */
  env: Record<string, string>;
  /** The shop's signed form for a cart, returning to the recorder's /return, /cancel and /error. */
  form(shoppingCartId: string, amountCents: number, extra?: Partial<PaymentFormInput>): PaymentForm;
  close(): Promise<void>;
}

/** A simulator with one shop (a fresh secret) whose returns and callbacks go to a recorder. */
export async function startPaymentRig(
  options: Partial<CardGatewaySimulatorOptions> & { autoCapture?: boolean } = {},
): Promise<PaymentRig> {
  const shop = await startShopEndpoints();
  const credentials = { shopId: 'ZVIJEZDA-WS', secretKey: randomBytes(16).toString('hex') };
  const gateway = await startCardGatewaySimulator({
    shops: [{ ...credentials, name: 'NK Zvijezda Fan Shop', autoCapture: options.autoCapture }],
    callbackUrl: `${shop.url}/callback`,
    afterReturnCallbackMs: 20,
    lateCallbackMs: 300,
    callbackRetryMs: 30,
    ...options,
  });
  const settings: CardGatewaySettings = {
    provider: 'wspay_hpp',
    ...credentials,
    formUrl: gateway.formUrl,
    apiUrl: gateway.apiUrl,
    timeoutMs: 3000,
  };
  return {
    gateway,
    shop,
    settings,
    env: {
      WSPAY_SHOP_ID: settings.shopId,
      WSPAY_SECRET_KEY: settings.secretKey,
      WSPAY_FORM_URL: settings.formUrl,
      WSPAY_API_URL: settings.apiUrl,
    },
    form: (shoppingCartId, amountCents, extra = {}) =>
      buildPaymentForm(settings, {
        shoppingCartId,
        amountCents,
        returnUrl: `${shop.url}/return`,
        cancelUrl: `${shop.url}/cancel`,
        returnErrorUrl: `${shop.url}/error`,
        ...extra,
      }),
    close: async () => {
      await gateway.close();
      await shop.close();
    },
  };
}

/** The shop's card/start for an order: the signed form the browser takes to the hosted page. */
export async function startCardPayment(t: TestApp, orderSlug: string): Promise<PaymentForm> {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/v2/payment/card/start',
    headers: t.headers(),
    payload: { orderSlug },
  });
  expect(start.statusCode, start.body).toBe(200);
  return start.json().data as PaymentForm;
}

/**
 * Pays an order by card as a shopper does: the shop's card/start, the simulator's hosted page with an approved test
 * card, then the browser return posted back to the shop (which confirms the payment by StatusCheck). Answers the
 * shop's reply to the return.
 */
export async function payOnHostedPage(t: TestApp, orderSlug: string, cardNumber = '3530111333300000') {
  const page = await submitCard(await openCardPage(await startCardPayment(t, orderSlug)), { cardNumber });
  const back = readForm(page.html, page.url);
  return t.app.inject({
    method: 'POST',
    url: new URL(back.action).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(back.fields).toString(),
  });
}
