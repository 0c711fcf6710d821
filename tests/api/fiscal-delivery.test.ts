import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFiscal } from '../../src/server/modules/fiscal/index.js';
import type { RecordedRequest } from '../../src/stand-ins/cis/index.js';
import { cardSale, createFiscalTestApp, FAST_DELIVERY, type FiscalTestApp, issue, until } from './fiscal-helpers.js';

let t: FiscalTestApp;
beforeAll(async () => {
  t = await createFiscalTestApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.fiscal.stopDelivery();
  t.cis.standIn.behave({ kind: 'normal' });
  await t.cis.standIn.up();
});

const racunRequests = (numbers: Set<string>) =>
  t.cis.standIn.requests.filter((r): r is RecordedRequest & { number: string } => numbers.has(r.number ?? ''));

describe('delivery to CIS', () => {
  it('should fiscalise a fresh receipt on its first attempt, without the late-delivery mark', async () => {
    const receipt = await issue(t, cardSale('on-time'));
    await t.app.fiscal.deliverNow(FAST_DELIVERY);
    const stored = await t.app.fiscal.receipt(receipt.id);
    const sent = racunRequests(new Set([receipt.number]));
    expect(stored).toMatchObject({ status: 'fiscalised', attempts: 1, lastError: null });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ answer: 'jir', jir: stored.jir, lateDelivery: false, zki: receipt.zki });
    expect(stored.checkUrl).toContain(`jir=${stored.jir}`);
  });

  it('should issue receipts while CIS is down and deliver each once, late, when it is back', async () => {
    await t.cis.standIn.down();
    const receipts = [];
    for (let i = 0; i < 25; i++) receipts.push(await issue(t, cardSale(`outage-${i}`)));
    expect(receipts.every((r) => r.status === 'awaiting_jir' && /^[0-9a-f]{32}$/.test(r.zki))).toBe(true);

    t.app.fiscal.startDelivery(FAST_DELIVERY);
    // Down for a while: long enough for the queue to have tried, or put off, every one of them.
    await until(async () => (await t.app.fiscal.overview()).waiting.receipts.every((r) => r.lastError !== null));
    const waiting = await t.app.fiscal.overview();
    expect(waiting.waiting.count).toBe(25);
    expect(waiting.waiting.receipts.map((r) => r.lastError)).toContainEqual(
      expect.stringMatching(/^network: CIS unreachable/),
    );

    await t.cis.standIn.up();
    await until(async () => (await t.app.fiscal.overview()).waiting.count === 0);

    const numbers = new Set(receipts.map((r) => r.number));
    const sent = racunRequests(numbers);
    const accepted = sent.filter((r) => r.answer === 'jir');
    expect(accepted.map((r) => r.number).sort()).toEqual([...numbers].sort());
    expect(accepted.every((r) => r.lateDelivery)).toBe(true);
    for (const receipt of receipts) {
      const stored = await t.app.fiscal.receipt(receipt.id);
      const own = accepted.find((r) => r.number === receipt.number);
      expect(stored).toMatchObject({ status: 'fiscalised', jir: own?.jir, zki: receipt.zki });
    }
  });

  it('should send a new message id on every attempt with identical receipt data', async () => {
    t.cis.standIn.behaveNext({ kind: 'fault' }, { kind: 'hang' });
    const receipt = await issue(t, cardSale('retried'));
    t.app.fiscal.startDelivery(FAST_DELIVERY);
    await until(async () => (await t.app.fiscal.receipt(receipt.id)).status === 'fiscalised');
    const sent = racunRequests(new Set([receipt.number]));
    expect(sent.map((r) => r.answer)).toEqual(['fault', 'hang', 'jir']);
    expect(new Set(sent.map((r) => r.messageId)).size).toBe(3);
    expect(new Set(sent.map((r) => `${r.zki} ${r.issuedAt}`)).size).toBe(1);
    expect(sent.map((r) => r.lateDelivery)).toEqual([false, true, true]);
    expect((await t.app.fiscal.receipt(receipt.id)).attempts).toBe(3);
  });

  it('should keep a refused receipt with CIS’s reason until it is sent again', async () => {
    t.cis.standIn.behaveNext({
      kind: 'errors',
      errors: [{ code: 's005', message: 'OIB iz poruke nije jednak OIB-u iz certifikata.' }],
    });
    const receipt = await issue(t, cardSale('refused'));
    await t.app.fiscal.deliverNow(FAST_DELIVERY);
    expect(await t.app.fiscal.receipt(receipt.id)).toMatchObject({
      status: 'refused',
      jir: null,
      refusal: 's005: OIB iz poruke nije jednak OIB-u iz certifikata.',
    });
    const overview = await t.app.fiscal.overview();
    expect(overview.refused.receipts.map((r) => r.number)).toContain(receipt.number);
    await t.app.fiscal.deliverNow(FAST_DELIVERY);
    expect((await t.app.fiscal.receipt(receipt.id)).status).toBe('refused');

    expect(await t.app.fiscal.requeue(receipt.id)).toBe(true);
    await t.app.fiscal.deliverNow(FAST_DELIVERY);
    expect(await t.app.fiscal.receipt(receipt.id)).toMatchObject({ status: 'fiscalised', refusal: null });
  });

  it('should keep waiting, not refuse, when CIS reports its own system error', async () => {
    t.cis.standIn.behaveNext({ kind: 'errors', errors: [{ code: 's006', message: 'Sistemska pogreška.' }] });
    const receipt = await issue(t, cardSale('system-error'));
    await t.app.fiscal.deliverNow(FAST_DELIVERY);
    expect(await t.app.fiscal.receipt(receipt.id)).toMatchObject({
      status: 'awaiting_jir',
      lastError: 's006: Sistemska pogreška.',
    });
  });

  it('should leave nothing in memory: another process over the same database delivers what was left', async () => {
    await t.cis.standIn.down();
    const receipt = await issue(t, cardSale('restart'));
    await t.app.fiscal.deliverNow(FAST_DELIVERY);
    await t.cis.standIn.up();
    const restarted = createFiscal(t.db, t.app.fiscal.settings());
    await until(async () => {
      await restarted.deliverNow({ ...FAST_DELIVERY, baseDelayMs: 0 });
      return (await restarted.receipt(receipt.id)).status === 'fiscalised';
    });
    expect(racunRequests(new Set([receipt.number])).filter((r) => r.answer === 'jir')).toHaveLength(1);
  });

  it('should deliver each receipt once when two workers run the queue at the same time', async () => {
    await t.cis.standIn.down();
    const receipts = [];
    for (let i = 0; i < 30; i++) receipts.push(await issue(t, cardSale(`two-workers-${i}`)));
    const a = createFiscal(t.db, t.app.fiscal.settings());
    const b = createFiscal(t.db, t.app.fiscal.settings());
    await t.cis.standIn.up();
    a.startDelivery({ ...FAST_DELIVERY, batchSize: 3, baseDelayMs: 0 });
    b.startDelivery({ ...FAST_DELIVERY, batchSize: 3, baseDelayMs: 0 });
    try {
      await until(async () => (await t.app.fiscal.overview()).waiting.count === 0);
    } finally {
      await Promise.all([a.stopDelivery(), b.stopDelivery()]);
    }
    const accepted = racunRequests(new Set(receipts.map((r) => r.number))).filter((r) => r.answer === 'jir');
    expect(accepted).toHaveLength(30);
    expect(new Set(accepted.map((r) => r.number)).size).toBe(30);
  });

  it('should deliver at once when woken after a sale commits', async () => {
    t.app.fiscal.startDelivery({ ...FAST_DELIVERY, pollMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const receipt = await issue(t, cardSale('woken'));
    t.app.fiscal.deliverSoon();
    await until(async () => (await t.app.fiscal.receipt(receipt.id)).status === 'fiscalised', 5_000);
  });
});
