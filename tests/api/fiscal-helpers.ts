import type { ReceiptInput } from '../../src/server/modules/fiscal/index.js';
import { type CisForTests, startCisForTests } from '../support/cis.js';
import { createTestApp, type TestApp } from '../support/index.js';

/** A test app whose receipts go to the CIS stand-in (`t.cis`), which its close() stops too. */
export type FiscalTestApp = TestApp & { cis: CisForTests };

export async function createFiscalTestApp(): Promise<FiscalTestApp> {
  const cis = await startCisForTests();
  return { ...(await createTestApp({ standIns: [cis] })), cis };
}

/** A card sale of one jersey (69,99 €) and one scarf (15,00 €), as an order's payment would hand it over. */
export function cardSale(reference: string, issuedAt = new Date()): ReceiptInput {
  return {
    issuedAt,
    reference,
    paymentMethod: 'K',
    totalCents: 8499,
    lines: [
      { name: 'Dres domaći 2026', quantity: 1, unitPriceCents: 6999, totalCents: 6999, vatRate: 25 },
      { name: 'Šal', quantity: 1, unitPriceCents: 1500, totalCents: 1500, vatRate: 25 },
    ],
  };
}

/** Issues a receipt in its own transaction, as the payment that pays for it would. */
export const issue = (t: TestApp, input: ReceiptInput) => t.db.transaction((tx) => t.app.fiscal.issue(tx, input));

/** Delivery options for tests: retries after 50 ms, doubling to at most 200 ms. */
export const FAST_DELIVERY = { batchSize: 10, baseDelayMs: 50, maxDelayMs: 200, lateAfterMs: 60_000, pollMs: 25 };

export async function until(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
