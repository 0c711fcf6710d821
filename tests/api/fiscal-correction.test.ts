import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalReceipts } from '../../src/server/platform/db/schema/fiscal.js';
import { receiptDocument } from '../../src/server/modules/fiscal/index.js';
import type { TestApp } from '../support/index.js';
import { cardSale, createFiscalTestApp, FAST_DELIVERY, type FiscalTestApp, issue } from './fiscal-helpers.js';

let t: FiscalTestApp;
beforeAll(async () => {
  t = await createFiscalTestApp();
});
afterAll(async () => t?.close());

const correct = (input: Parameters<TestApp['app']['fiscal']['correct']>[1]) =>
  t.db.transaction((tx) => t.app.fiscal.correct(tx, input));
const row = async (id: number) => (await t.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.id, id)))[0]!;

describe('correcting receipt', () => {
  it('should take a whole sale back with a negative receipt of its own number, linked to the original', async () => {
    const sale = await issue(t, cardSale('order-refund'));
    const correction = await correct({ receiptId: sale.id, issuedAt: new Date(), reference: 'refund-1' });
    expect(correction).toMatchObject({ totalCents: -8499, paymentMethod: 'K', correctsReceiptId: sale.id });
    expect(Number(correction.number.split('/')[0])).toBe(Number(sale.number.split('/')[0]) + 1);
    expect(correction.checkUrl).toMatch(/&izn=-8499$/);
    const stored = await row(correction.id);
    expect(stored.vat).toEqual([{ rate: 25, baseCents: -6799, amountCents: -1700 }]);
    expect(stored.lines.map((l) => [l.quantity, l.totalCents])).toEqual([
      [-1, -6999],
      [-1, -1500],
    ]);

    await t.app.fiscal.deliverNow(FAST_DELIVERY);
    expect((await t.app.fiscal.receipt(correction.id)).status).toBe('fiscalised');
    const sent = t.cis.standIn.requests.find((r) => r.number === correction.number && r.answer === 'jir');
    expect(sent?.xml).toContain('<tns:IznosUkupno>-84.99</tns:IznosUkupno>');
    expect(sent?.xml).toContain('<tns:Osnovica>-67.99</tns:Osnovica><tns:Iznos>-17.00</tns:Iznos>');
  });

  it('should take back only the lines returned', async () => {
    const sale = await issue(t, cardSale('order-partial'));
    const scarf = cardSale('x').lines[1]!;
    const correction = await correct({
      receiptId: sale.id,
      issuedAt: new Date(),
      reference: 'refund-2',
      lines: [scarf],
    });
    expect(correction.totalCents).toBe(-1500);
  });

  it('should refuse to take back more than was sold, or to correct a correction', async () => {
    const sale = await issue(t, cardSale('order-too-much'));
    const jersey = cardSale('x').lines[0]!;
    await expect(
      correct({ receiptId: sale.id, issuedAt: new Date(), reference: 'r', lines: [jersey, jersey] }),
    ).rejects.toMatchObject({ code: 'FISCAL_RECEIPT_INVALID' });
    const correction = await correct({ receiptId: sale.id, issuedAt: new Date(), reference: 'r' });
    await expect(correct({ receiptId: correction.id, issuedAt: new Date(), reference: 'r' })).rejects.toMatchObject({
      code: 'FISCAL_RECEIPT_INVALID',
    });
    await expect(correct({ receiptId: 999_999, issuedAt: new Date(), reference: 'r' })).rejects.toMatchObject({
      code: 'FISCAL_RECEIPT_NOT_FOUND',
    });
  });

  it('should give the receipt document every required item, marked as a correction', async () => {
    const sale = await issue(t, cardSale('order-document', new Date('2026-07-15T12:30:05Z')));
    const correction = await correct({
      receiptId: sale.id,
      issuedAt: new Date('2026-07-16T08:00:00Z'),
      reference: 'd',
    });
    const original = await row(sale.id);
    const doc = receiptDocument(
      await row(correction.id),
      { name: 'NK Zvijezda d.o.o.', address: 'Stadionska 1, Zagreb' },
      original,
    );
    expect(doc).toMatchObject({
      title: 'Račun (ispravak)',
      seller: { name: 'NK Zvijezda d.o.o.', oib: '12345678903' },
      number: correction.number,
      issuedAt: '16.07.2026. 10:00:00',
      total: '-84,99\u00a0€',
      paymentMethod: 'Kartica',
      zki: correction.zki,
      jir: null,
      correctsNumber: sale.number,
      qrUrl: correction.checkUrl,
    });
    expect(doc.lines[0]).toEqual({
      name: 'Dres domaći 2026',
      quantity: '-1',
      unitPrice: '69,99\u00a0€',
      total: '-69,99\u00a0€',
      vatRate: '25 %',
    });
    expect(doc.vat).toEqual([{ rate: '25 %', base: '-67,99\u00a0€', amount: '-17,00\u00a0€' }]);
    expect(doc.operator).toContain('12345678903');
  });
});
