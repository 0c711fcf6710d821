import { afterEach, describe, expect, it } from 'vitest';
import { openCardPage, type PaymentRig, startPaymentRig, submitCard } from '../../../tests/support/card-gateway.js';
import { verifyTransactionReport } from '../../server/modules/payments/card-gateway/index.js';
import type { CallbackMode } from './test-cards.js';

let rig: PaymentRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** Pays with a card and reports how many callbacks the shop had when the browser was sent back. */
async function pay(r: PaymentRig, cart: string, cardNumber: string) {
  await submitCard(await openCardPage(r.form(cart, 2000)), { cardNumber });
  return r.shop.arrivals.filter((a) => a.path === '/callback').length;
}

const callbacksFor = (r: PaymentRig, cart: string) =>
  r.shop.arrivals.filter((a) => a.path === '/callback' && a.fields.ShoppingCartID === cart);

describe('server-to-server callbacks', () => {
  it('should send one signed report shortly after the browser return by default', async () => {
    rig = await startPaymentRig({ afterReturnCallbackMs: 300 });
    expect(await pay(rig, 'cb-default-1', '4111111111111111')).toBe(0);
    const arrival = await rig.shop.waitFor('/callback');
    const verified = verifyTransactionReport(rig.settings, arrival.fields);
    expect(verified.ok && verified.value.found && verified.value.report.authorized).toBe(true);
    await sleep(100);
    expect(callbacksFor(rig, 'cb-default-1')).toHaveLength(1);
  });

  it('should deliver the callback before sending the shopper back for the 5555… card', async () => {
    rig = await startPaymentRig();
    expect(await pay(rig, 'cb-before-1', '5555555555554444')).toBe(1);
  });

  it('should send the same report twice for the 4012… card', async () => {
    rig = await startPaymentRig();
    await pay(rig, 'cb-twice-1', '4012888888881881');
    const second = await rig.shop.waitFor('/callback', { n: 2 });
    const first = callbacksFor(rig, 'cb-twice-1')[0]!;
    expect(second.fields).toEqual(first.fields);
  });

  it('should send the callback late for the 3782… card', async () => {
    rig = await startPaymentRig({ lateCallbackMs: 1000 });
    expect(await pay(rig, 'cb-late-1', '378282246310005')).toBe(0);
    const started = Date.now();
    await rig.shop.waitFor('/callback', { ms: 15_000 });
    expect(Date.now() - started).toBeGreaterThan(500);
  });

  it('should send no callback for the 3530… card, leaving StatusCheck to confirm', async () => {
    rig = await startPaymentRig();
    await pay(rig, 'cb-none-1', '3530111333300000');
    await sleep(150);
    expect(callbacksFor(rig, 'cb-none-1')).toHaveLength(0);
  });

  it.each<[CallbackMode, number]>([
    ['before-return', 1],
    ['none', 0],
  ])('should follow the callback mode %s set for the ordinary approval card', async (mode, atReturn) => {
    rig = await startPaymentRig({ callbackMode: mode, afterReturnCallbackMs: 1000 });
    expect(await pay(rig, `cb-mode-${mode}`, '4111111111111111')).toBe(atReturn);
    rig.gateway.setCallbackMode('after-return');
    await pay(rig, `cb-mode-${mode}-2`, '4111111111111111');
    expect(callbacksFor(rig, `cb-mode-${mode}-2`)).toHaveLength(0);
  });

  it('should retry a callback the shop did not take, up to three tries, then stop', async () => {
    rig = await startPaymentRig({ callbackRetryMs: 20 });
    rig.shop.callbackStatus = 500;
    await pay(rig, 'cb-retry-1', '4111111111111111');
    await rig.shop.waitFor('/callback', { n: 3 });
    await sleep(100);
    expect(callbacksFor(rig, 'cb-retry-1')).toHaveLength(3);
    expect(rig.gateway.callbackDeliveries().map((d) => [d.attempt, d.outcome])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
  });

  it('should stop retrying once the shop answers 2xx', async () => {
    rig = await startPaymentRig({ callbackRetryMs: 20 });
    rig.shop.callbackStatus = 503;
    await pay(rig, 'cb-retry-2', '4111111111111111');
    await rig.shop.waitFor('/callback');
    rig.shop.callbackStatus = 200;
    await rig.shop.waitFor('/callback', { n: 2 });
    await sleep(100);
    expect(callbacksFor(rig, 'cb-retry-2')).toHaveLength(2);
  });

  it('should cancel pending callbacks when closed', async () => {
    rig = await startPaymentRig({ lateCallbackMs: 100 });
    await pay(rig, 'cb-closed-1', '378282246310005');
    await rig.gateway.close();
    await sleep(200);
    expect(callbacksFor(rig, 'cb-closed-1')).toHaveLength(0);
  });
});
