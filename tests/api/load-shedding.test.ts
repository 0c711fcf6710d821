import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { cartCall, newSession, productId } from './cart-helpers.js';

// Under overload the shop answers a quick coded 503 with Retry-After instead of letting requests wait
// (docs/decisions/0113-load-shedding.md). The pressure is real: the event loop is blocked, or requests pile up.
const PRODUCT = '/api/v1/product/web/get?slug=termosica';
/** A read not asked for before the pressure: it has no kept answer to repeat. */
const OTHER_PRODUCT = '/api/v1/product/web/get?slug=zidni-sat';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function blockEventLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Busy: nothing else in this process runs, as under a CPU-bound overload.
  }
}

describe('a late event loop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SHED_EVENT_LOOP_DELAY_MS: '150', SHED_RETRY_AFTER_SECONDS: '3' } });
    // The set-up itself blocked the loop: wait for on-time samples.
    for (let i = 0; i < 50 && t.app.pressure.busy; i++) await sleep(100);
  });
  afterAll(async () => t?.close());

  it('should serve through one long task, refuse new requests with 503 SERVER_BUSY and Retry-After when the loop stays late while still repeating kept answers, and answer again once it is on time', async () => {
    expect((await t.app.inject({ method: 'GET', url: PRODUCT, headers: t.headers() })).statusCode).toBe(200);
    blockEventLoop(600);
    // Timers that fell due during the block run first: the sampler sees how late it is.
    await sleep(0);
    expect(t.app.pressure.lateMs).toBeGreaterThan(150);
    // One long task is not an overload: the requests that waited for it are served.
    expect((await t.app.inject({ method: 'GET', url: PRODUCT, headers: t.headers() })).statusCode).toBe(200);
    await sleep(300);
    // The loop stays late, sample after sample.
    for (let i = 0; i < 2; i++) {
      blockEventLoop(600);
      await sleep(0);
    }
    const refused = await t.app.inject({ method: 'GET', url: OTHER_PRODUCT, headers: t.headers() });
    expectCodedError(refused, 503, 'SERVER_BUSY');
    expect(refused.headers['retry-after']).toBe('3');
    // A shopper's browser asking for a page gets a page: in Croatian, reloading itself after Retry-After.
    const page = await t.app.inject({ method: 'GET', url: '/shop/dresovi', headers: { accept: 'text/html,*/*' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['retry-after']).toBe('3');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<meta http-equiv="refresh" content="3">');
    expect(page.body).toContain('Trgovina je trenutno jako zauzeta');
    // A kept answer costs a look-up: it is served, through every hook, rather than refused (docs/decisions/0187-one-answer-cache.md).
    expect((await t.app.inject({ method: 'GET', url: PRODUCT, headers: t.headers() })).statusCode).toBe(200);
    // The next on-time sample clears the pressure (a loaded test machine may need a few).
    let status = 503;
    for (let i = 0; i < 30 && status === 503; i++) {
      await sleep(100);
      status = (await t.app.inject({ method: 'GET', url: OTHER_PRODUCT, headers: t.headers() })).statusCode;
    }
    expect(status).toBe(200);
  });
});

describe('too many requests in progress', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SHED_MAX_IN_FLIGHT: '2', READ_CACHE_SECONDS: '0' } });
  });
  afterAll(async () => t?.close());

  it('should refuse what is over the limit at once and serve the rest', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject({ method: 'GET', url: PRODUCT, headers: t.headers() })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter((res) => res.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) expectCodedError(res, 503, 'SERVER_BUSY');
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    // Nothing stays counted once the answers are out.
    expect(t.app.pressure.inFlight).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: PRODUCT, headers: t.headers() })).statusCode).toBe(200);
  });
});

// The door (docs/decisions/0268-buyers-admitted-at-the-door.md): a full process refuses new carts first, with its own
// Retry-After, and serves the reads and the buyers already inside.
describe('a full process at the door', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SHED_DOOR_IN_FLIGHT: '2', SHED_DOOR_RETRY_AFTER_SECONDS: '7', READ_CACHE_SECONDS: '0' },
    });
  });
  afterAll(async () => t?.close());

  it('should refuse new carts while the process is full, serve the buyers inside, and open again when it is not', async () => {
    const inside = await newSession(t);
    const scarf = await productId(t, 'sal-zvijezda-klasicni');
    const [read, otherRead, ...rest] = await Promise.all([
      t.app.inject({ method: 'GET', url: PRODUCT, headers: t.headers() }),
      t.app.inject({ method: 'GET', url: OTHER_PRODUCT, headers: t.headers() }),
      ...Array.from({ length: 4 }, () => cartCall(t, 'getNewCartSession')),
      cartCall(t, 'addItem', { ...inside, productId: scarf, qty: 1 }),
    ]);
    const added = rest.pop() as { status: number };
    // The reads are served, and so is the buyer already inside, adding to the cart.
    expect(read?.statusCode).toBe(200);
    expect(otherRead?.statusCode).toBe(200);
    expect(added.status).toBe(200);
    const refused = rest.filter((res) => res.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) expect(res.body).toMatchObject({ data: null, errored: true, code: 'SERVER_BUSY' });
    expect(t.app.pressure.inFlight).toBe(0);
    // Nothing in progress: the door is open.
    const again = await t.app.inject({ method: 'GET', url: '/api/v2/cart/getNewCartSession', headers: t.headers() });
    expect(again.statusCode).toBe(200);
  });

  it("should ask a refused buyer to come back after the door's own wait", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({ method: 'GET', url: '/api/v2/cart/getNewCartSession', headers: t.headers() }),
      ),
    );
    const refused = answers.filter((res) => res.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      expectCodedError(res, 503, 'SERVER_BUSY');
      expect(res.headers['retry-after']).toBe('7');
    }
  });
});
