import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether new requests are refused now, and why (docs/decisions/0113-load-shedding.md). */
    pressure: { readonly busy: boolean; readonly lateMs: number; readonly inFlight: number };
  }
}

/** How often the event loop is sampled: a tick that runs late by more than the limit marks the server busy. */
const SAMPLE_MS = 100;

/**
 * Payment gateways and BoxNow report results that cannot be asked for again later: those are never refused. Nor
 * are the build's hashed files: they cost next to nothing, and a refused chunk breaks the page already shown. Nor
 * the health probes: a busy process is alive, and a supervisor that read a 503 as dead would restart it.
 */
const NEVER_SHED = ['/api/v2/payment/card/', '/api/v1/delivery/boxnow/webhook', '/assets/', '/health/'];

/**
 * The door: where a buyer comes in, asking for a new cart (docs/decisions/0268-buyers-admitted-at-the-door.md). While
 * the process is full it is refused first, so the buyers already inside finish their checkout without a queue.
 */
const DOOR = '/api/v2/cart/getNewCartSession';

/** A shopper's browser asking for a page (not the app asking the API): it is answered with a page it can show. */
const isPageNavigation = (url: string, accept: string | undefined) =>
  !url.startsWith('/api/') && (accept ?? '').includes('text/html');

/**
 * The page a refused navigation shows: in Croatian, and loaded again by the browser itself once Retry-After has
 * passed, so a shopper who waits gets the shop without doing anything. No scripts or styles: it must cost nothing.
 */
const busyPage = (retryAfter: string) =>
  `<!doctype html><html lang="hr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${retryAfter}"><title>Trgovina je trenutno zauzeta</title></head><body><main><h1>Trgovina je trenutno jako zauzeta</h1><p>Stranica će se sama ponovno učitati za nekoliko sekundi.</p></main></body></html>`;

/**
 * Sheds load instead of queueing it (docs/decisions/0113-load-shedding.md): when the event loop runs late by more
 * than SHED_EVENT_LOOP_DELAY_MS, or SHED_MAX_IN_FLIGHT requests are already in progress, a new request is answered
 * at once with 503 SERVER_BUSY and Retry-After. A waiting shopper gets an answer in milliseconds and the requests
 * already accepted finish sooner, rather than every request waiting seconds. Short of either, the door refuses only new
 * carts while SHED_DOOR_IN_FLIGHT requests are in progress (docs/decisions/0268-buyers-admitted-at-the-door.md).
 */
export interface LoadSheddingOptions {
  /**
   * Whether a request would be answered from a kept answer (the edge's answer cache): such a read costs a look-up
   * and a write, so it is served, through every hook, rather than refused (docs/decisions/0187-one-answer-cache.md).
   */
  answeredFromCache?: (request: FastifyRequest) => boolean;
}

export const loadSheddingPlugin = fp<LoadSheddingOptions>(
  async (app, { answeredFromCache = () => false }) => {
    const { SHED_MAX_IN_FLIGHT: maxInFlight } = app.config;
    const maxLateMs = app.config.SHED_EVENT_LOOP_DELAY_MS ?? (app.config.NODE_ENV === 'test' ? 0 : 500);
    const retryAfter = String(app.config.SHED_RETRY_AFTER_SECONDS);
    const doorInFlight = app.config.SHED_DOOR_IN_FLIGHT ?? (app.config.NODE_ENV === 'test' ? 0 : 32);
    const doorRetryAfter = String(app.config.SHED_DOOR_RETRY_AFTER_SECONDS);
    const busyHtml = busyPage(retryAfter);
    // The two latest samples: one late tick is a single long task (a first compile, a big page) whose waiting
    // requests deserve their answer; two in a row are an overload.
    let lateMs = 0;
    let previousLateMs = 0;
    let inFlight = 0;
    let timer: NodeJS.Timeout | undefined;

    const pressure = {
      get busy() {
        const late = Math.min(lateMs, previousLateMs);
        return (maxLateMs > 0 && late > maxLateMs) || (maxInFlight > 0 && inFlight >= maxInFlight);
      },
      get lateMs() {
        return lateMs;
      },
      get inFlight() {
        return inFlight;
      },
    };
    app.decorate('pressure', pressure);

    // Sampling starts once the app is ready: migrations and the first seed block the loop before any request.
    if (maxLateMs > 0) {
      app.addHook('onReady', async () => {
        let expected = performance.now() + SAMPLE_MS;
        const sample = () => {
          const now = performance.now();
          previousLateMs = lateMs;
          lateMs = Math.max(0, now - expected);
          expected = now + SAMPLE_MS;
          timer = setTimeout(sample, SAMPLE_MS);
          timer.unref();
        };
        timer = setTimeout(sample, SAMPLE_MS);
        timer.unref();
      });
      app.addHook('onClose', async () => clearTimeout(timer));
    }

    // A callback hook, not an async one: it runs on every request, and a promise per hook is measurable there.
    app.addHook('onRequest', (request, reply, done) => {
      if (NEVER_SHED.some((prefix) => request.url.startsWith(prefix))) return done();
      if (pressure.busy && !(request.method === 'GET' && answeredFromCache(request))) {
        reply.header('retry-after', retryAfter);
        if (request.method === 'GET' && isPageNavigation(request.url, request.headers.accept)) {
          // Answered here, without `done`: the reply's own hooks (security headers) still run on the way out.
          reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(busyHtml);
          return;
        }
        return done(new AppError('SERVER_BUSY'));
      }
      if (doorInFlight > 0 && inFlight >= doorInFlight && request.url.startsWith(DOOR)) {
        reply.header('retry-after', doorRetryAfter);
        return done(new AppError('SERVER_BUSY'));
      }
      inFlight += 1;
      // 'close' comes once per answer, whether it was sent in full or the client went away first.
      reply.raw.once('close', () => {
        inFlight -= 1;
      });
      done();
    });
  },
  { name: 'load-shedding', dependencies: ['db', 'answer-cache'] },
);
