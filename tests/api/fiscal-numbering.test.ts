import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalReceipts } from '../../src/server/platform/db/schema/fiscal.js';
import { computeZki } from '../../src/server/modules/fiscal/zki.js';
import { type CisForTests, startCisForTests } from '../support/cis.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { cardSale, issue } from './fiscal-helpers.js';

let cis: CisForTests;
let t: TestApp;

beforeAll(async () => {
  cis = await startCisForTests();
  t = await createTestApp({ env: { ...cis.env, FISCAL_PREMISES: 'NUM1' } });
});
afterAll(async () => {
  await t?.close();
  await cis?.close();
});

describe('receipt numbering', () => {
  it('should give 200 concurrent sales the numbers 1 to 200, none missing and none twice', async () => {
    const issuedAt = new Date('2026-05-04T10:00:00Z');
    const receipts = await Promise.all(
      Array.from({ length: 200 }, (_, i) => issue(t, cardSale(`order-${i}`, issuedAt))),
    );
    const numbers = receipts.map((r) => Number(r.number.split('/')[0])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(receipts.every((r) => r.number.endsWith('/NUM1/1') && r.status === 'awaiting_jir' && r.jir === null)).toBe(
      true,
    );
    expect(new Set(receipts.map((r) => r.zki)).size).toBe(200);
  });

  it('should give the number back when the sale’s transaction rolls back', async () => {
    const before = await issue(t, cardSale('before-rollback'));
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.fiscal.issue(tx, cardSale('rolled-back'));
        throw new Error('payment recording failed');
      }),
    ).rejects.toThrow('payment recording failed');
    const after = await issue(t, cardSale('after-rollback'));
    expect(Number(after.number.split('/')[0])).toBe(Number(before.number.split('/')[0]) + 1);
    expect(await t.app.fiscal.receiptsFor('rolled-back')).toEqual([]);
  });

  it('should start again at 1 when the year turns in Croatia, an hour before it turns in UTC', async () => {
    const lastOfYear = await issue(t, cardSale('new-year-eve', new Date('2026-12-31T22:59:59Z')));
    const firstOfYear = await issue(t, cardSale('new-year', new Date('2026-12-31T23:00:01Z')));
    expect(Number(lastOfYear.number.split('/')[0])).toBeGreaterThan(1);
    expect(firstOfYear.number).toBe('1/NUM1/1');
  });

  it('should store the ZKI so it can be recomputed from the receipt with the algorithm stored beside it', async () => {
    const receipt = await issue(t, cardSale('recompute'));
    const [row] = await t.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.id, receipt.id));
    expect(row?.zkiHash).toBe('sha256');
    const settings = t.app.fiscal.settings();
    const recomputed = computeZki(
      {
        oib: row!.oib,
        issuedAt: row!.issuedAt,
        number: { sequence: row!.number, premises: row!.premises, device: row!.device },
        totalCents: row!.totalCents,
      },
      settings.certificate.privateKey,
      row!.zkiHash as 'sha256',
    );
    expect(recomputed).toBe(row!.zki);
    expect(receipt.checkUrl).toMatch(
      new RegExp(`^https://porezna\\.gov\\.hr/rn\\?zki=${row!.zki}&datv=\\d{8}_\\d{4}&izn=8499$`),
    );
  });

  it('should refuse a receipt CIS would refuse before it takes a number', async () => {
    const before = await issue(t, cardSale('valid'));
    await expect(issue(t, { ...cardSale('wrong-total'), totalCents: 1 })).rejects.toMatchObject({
      code: 'FISCAL_RECEIPT_INVALID',
    });
    const after = await issue(t, cardSale('valid-again'));
    expect(Number(after.number.split('/')[0])).toBe(Number(before.number.split('/')[0]) + 1);
  });
});
