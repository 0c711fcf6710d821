import type { FiscalReceiptRow } from '../../platform/db/schema/fiscal.js';
import { receiptCheckUrl } from './qr.js';
import { formatReceiptNumber, type PaymentMethod, type ReceiptStatus } from './types.js';

/** A receipt as callers and the back office see it. */
export interface ReceiptView {
  id: number;
  reference: string;
  /** The key of the receipt's public page, PDF and QR image. */
  token: string;
  /** "1234/WEB1/1" */
  number: string;
  issuedAt: Date;
  totalCents: number;
  paymentMethod: PaymentMethod;
  zki: string;
  jir: string | null;
  status: ReceiptStatus;
  /** CIS's reason when it refused the receipt. */
  refusal: string | null;
  /** Why the last attempt failed while the receipt still waits for its JIR. */
  lastError: string | null;
  attempts: number;
  nextAttemptAt: Date | null;
  correctsReceiptId: number | null;
  /** The check URL for the QR code: with the JIR when there is one, with the ZKI until then. */
  checkUrl: string;
}

export function toReceiptView(row: FiscalReceiptRow): ReceiptView {
  return {
    id: row.id,
    reference: row.reference,
    token: row.token,
    number: formatReceiptNumber({ sequence: row.number, premises: row.premises, device: row.device }),
    issuedAt: row.issuedAt,
    totalCents: row.totalCents,
    paymentMethod: row.paymentMethod as PaymentMethod,
    zki: row.zki,
    jir: row.jir,
    status: row.status as ReceiptStatus,
    refusal: row.refusal,
    lastError: row.lastError,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'awaiting_jir' ? row.nextAttemptAt : null,
    correctsReceiptId: row.correctsReceiptId,
    checkUrl: receiptCheckUrl(row),
  };
}
