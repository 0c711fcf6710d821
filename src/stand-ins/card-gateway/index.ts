/**
 * A local stand-in for the WSPay / PayWay card gateway (protocol 2.0), for development and tests:
 * - `POST /authorization.aspx`: the shop's signed form; a bad signature or field gets the gateway's error page;
 * - `/pay/<session>`: the Croatian card page with the test cards of `test-cards.ts` and a cancel button;
 * - signed browser returns to ReturnURL / CancelURL / ReturnErrorURL (a self-submitting POST form, or a GET redirect
 *   per ReturnMethod); ReturnErrorURL after three declined tries;
 * - the transaction report POSTed as JSON to the callback URL after an approval: right after the browser return,
 *   before it, twice, late or never (per test card, or `callbackMode` for the ordinary approval card), retried until 2xx;
 * - `POST /api/services/statusCheck | completion | refund | void` with signed answers.
 * Transactions live in memory and die with the process. Never started in production (see src/stand-ins/index.ts).
 * What it does where the real gateway is undocumented: docs/decisions/0068-card-gateway-simulator.md.
 */
import Fastify from 'fastify';
import { type CallbackDelivery, CallbackSender } from './callbacks.js';
import { hostedPageRoutes } from './hosted-page.js';
import { Ledger, type SimulatedShop, type Transaction } from './ledger.js';
import { errorPage } from './pages.js';
import { parseForm } from './request.js';
import { serviceRoutes } from './services.js';
import type { CallbackMode } from './test-cards.js';

export type { CallbackDelivery } from './callbacks.js';
export type { SimulatedShop, Transaction } from './ledger.js';
export type { CallbackMode } from './test-cards.js';

export interface CardGatewaySimulatorOptions {
  /** 0 (default) takes a free port. */
  port?: number;
  host?: string;
  shops: SimulatedShop[];
  /** The shop's callback endpoint, for shops that do not name their own. */
  callbackUrl?: string;
  /** When the callback of the ordinary approval card (4111…) goes out; 'after-return' by default. */
  callbackMode?: CallbackMode;
  /** Pause before an 'after-return' callback (ms, default 300) and before a 'late' one (default 5000). */
  afterReturnCallbackMs?: number;
  lateCallbackMs?: number;
  /** Retries of an undelivered callback: pause (default 2000 ms) and tries in all (default 3). */
  callbackRetryMs?: number;
  maxCallbackAttempts?: number;
  /** How long the card page stays open before it times out (default 15 minutes). */
  sessionTtlMs?: number;
  log?: (line: string) => void;
}

export interface CardGatewaySimulator {
  /** Base URL: the form goes to `${url}/authorization.aspx`, the API base is `${url}/api/services`. */
  url: string;
  formUrl: string;
  apiUrl: string;
  close(): Promise<void>;
  setCallbackMode(mode: CallbackMode): void;
  /** Copies of the transactions, for tests and the overview page. */
  transactions(): Transaction[];
  callbackDeliveries(): CallbackDelivery[];
  /**
   * An approved card payment for the cart, as if the shopper had filled in the card page, without visiting it (tests
   * that need hundreds of payments). StatusCheck and the API then know it like any other; no callback is sent.
   */
  recordApprovedPayment(shopId: string, shoppingCartId: string, amountCents: number): Transaction;
}

export async function startCardGatewaySimulator(options: CardGatewaySimulatorOptions): Promise<CardGatewaySimulator> {
  const log = options.log ?? (() => {});
  const shops = new Map(options.shops.map((shop) => [shop.shopId, shop]));
  const ledger = new Ledger();
  const callbacks = new CallbackSender(
    {
      afterReturnMs: options.afterReturnCallbackMs ?? 300,
      lateMs: options.lateCallbackMs ?? 5000,
      retryMs: options.callbackRetryMs ?? 2000,
      maxAttempts: options.maxCallbackAttempts ?? 3,
    },
    log,
  );
  let callbackMode: CallbackMode = options.callbackMode ?? 'after-return';

  // Case-insensitive paths: both /authorization.aspx and /Authorization.aspx are in use, like /statusCheck and /StatusCheck.
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024, routerOptions: { caseSensitive: false } });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, parseForm(String(body))),
  );
  app.setErrorHandler((err: { statusCode?: number }, request, reply) => {
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    const problem = status < 500 ? 'Zahtjev nije ispravan.' : 'Neočekivana greška simulatora.';
    if (request.url.toLowerCase().startsWith('/api/')) return reply.code(status).send({ ErrorMessage: problem });
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(errorPage('Greška simulatora', [problem]));
  });
  hostedPageRoutes(app, {
    ledger,
    shops,
    callbacks,
    callbackUrlOf: (shop) => shop.callbackUrl ?? options.callbackUrl,
    callbackMode: () => callbackMode,
    sessionTtlMs: options.sessionTtlMs ?? 15 * 60_000,
  });
  serviceRoutes(app, { ledger, shops });

  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  log(`card gateway simulator at ${url} for ${[...shops.keys()].join(', ')}`);

  return {
    url,
    formUrl: `${url}/authorization.aspx`,
    apiUrl: `${url}/api/services`,
    close: async () => {
      await callbacks.close();
      await app.close();
    },
    setCallbackMode: (mode) => {
      callbackMode = mode;
    },
    transactions: () => ledger.all().map((t) => ({ ...t, customer: { ...t.customer } })),
    callbackDeliveries: () => [...callbacks.deliveries],
    recordApprovedPayment: (shopId, shoppingCartId, amountCents) => {
      const shop = shops.get(shopId);
      if (!shop) throw new Error(`the simulator has no shop ${shopId}`);
      const request = {
        shop,
        shoppingCartId,
        amountCents,
        returnUrl: '',
        cancelUrl: '',
        returnErrorUrl: '',
        returnMethod: 'POST' as const,
        lang: 'HR',
        customer: {},
      };
      return { ...ledger.record(request, { name: 'MASTERCARD', masked: '555555******4444' }, true) };
    },
  };
}
