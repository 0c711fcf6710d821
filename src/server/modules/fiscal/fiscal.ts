import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors/index.js';
import type { DeliveryOptions } from './delivery.js';
import { deliverDue } from './delivery.js';
import { fiscalOverview } from './overview.js';
import { receiptById, receiptsByReference, requeueRefused } from './repository.js';
import { type CorrectionInput, issueCorrectingReceipt, issueReceipt } from './service.js';
import type { FiscalSettings } from './settings.js';
import type { ReceiptInput } from './types.js';
import { toReceiptView } from './view.js';
import { type DeliveryWorker, startDeliveryWorker } from './worker.js';

/**
 * Fiscalisation as the rest of the platform uses it (app.fiscal). Issuing runs inside the caller's transaction;
 * delivery to CIS runs in the background worker. Without settings (tests, or development without the stand-in)
 * reading still works and issuing answers FISCAL_NOT_CONFIGURED.
 */
export function createFiscal(db: Db, settings: FiscalSettings | null, log?: { error: (o: object, m: string) => void }) {
  let worker: DeliveryWorker | null = null;
  const required = (): FiscalSettings => {
    if (!settings) throw new AppError('FISCAL_NOT_CONFIGURED');
    return settings;
  };
  return {
    configured: settings !== null,
    settings: required,
    /** Issues a receipt in the caller's transaction; call deliverSoon() once that transaction committed. */
    issue: (tx: Db, input: ReceiptInput) => issueReceipt(tx, required(), input),
    /** Issues the correcting (negative) receipt of an earlier one, linked to it. */
    correct: (tx: Db, input: CorrectionInput) => issueCorrectingReceipt(tx, required(), input),
    deliverSoon: () => worker?.wake(),
    /** One delivery round now (tests, or a back-office "send now"). */
    deliverNow: (options?: DeliveryOptions) => deliverDue(db, required(), options),
    startDelivery: (options?: Partial<DeliveryOptions>) => {
      worker ??= startDeliveryWorker(db, required(), options, log);
    },
    stopDelivery: async () => {
      await worker?.stop();
      worker = null;
    },
    receipt: async (id: number) => {
      const row = await receiptById(db, id);
      if (!row) throw new AppError('FISCAL_RECEIPT_NOT_FOUND');
      return toReceiptView(row);
    },
    receiptsFor: async (reference: string) => (await receiptsByReference(db, reference)).map(toReceiptView),
    overview: (limit?: number) => fiscalOverview(db, limit),
    /** Sends a refused receipt again once its cause is fixed; false when it was not refused. */
    requeue: async (id: number) => {
      const done = await requeueRefused(db, id);
      if (done) worker?.wake();
      return done;
    },
  };
}

export type Fiscal = ReturnType<typeof createFiscal>;
