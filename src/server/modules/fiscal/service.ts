import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors/index.js';
import { zagrebYear } from './format.js';
import { takeReceiptNumber } from './numbering.js';
import { insertReceipt, receiptById } from './repository.js';
import type { FiscalSettings } from './settings.js';
import type { ReceiptInput, ReceiptLineInput } from './types.js';
import { checkReceiptInput } from './validate.js';
import { vatBreakdown } from './vat.js';
import { type ReceiptView, toReceiptView } from './view.js';
import { computeZki } from './zki.js';

/**
 * Issues a fiscal receipt inside the caller's transaction (the one that records the payment): takes the next
 * number, computes the ZKI and stores the receipt awaiting its JIR. It never talks to CIS — the delivery queue
 * does, after the caller commits — so a sale never waits for, or fails because of, the tax administration.
 */
export async function issueReceipt(
  tx: Db,
  settings: FiscalSettings,
  input: ReceiptInput,
  correctsReceiptId: number | null = null,
): Promise<ReceiptView> {
  checkReceiptInput(input, correctsReceiptId === null ? 1 : -1);
  const year = zagrebYear(input.issuedAt);
  const sequence = await takeReceiptNumber(tx, { premises: settings.premises, device: settings.device, year });
  const number = { sequence, premises: settings.premises, device: settings.device };
  const zki = computeZki(
    { oib: settings.oib, issuedAt: input.issuedAt, number, totalCents: input.totalCents },
    settings.certificate.privateKey,
    settings.zkiHash,
  );
  const row = await insertReceipt(tx, {
    reference: input.reference,
    token: randomBytes(24).toString('base64url'),
    correctsReceiptId,
    oib: settings.oib,
    vatPayer: settings.vatPayer,
    sequenceMark: settings.sequenceMark,
    number: sequence,
    premises: settings.premises,
    device: settings.device,
    year,
    issuedAt: input.issuedAt,
    paymentMethod: input.paymentMethod,
    totalCents: input.totalCents,
    lines: input.lines,
    vat: settings.vatPayer ? vatBreakdown(input.lines) : [],
    operatorOib: settings.operatorOib,
    buyerOib: input.buyerOib ?? null,
    zki,
    zkiHash: settings.zkiHash,
    nextAttemptAt: new Date(),
  });
  return toReceiptView(row);
}

export interface CorrectionInput {
  /** The receipt being corrected (a refund, a withdrawal, a cancelled sale). */
  receiptId: number;
  issuedAt: Date;
  reference: string;
  /** The lines taken back, as they were sold (positive); omitted = the whole receipt. */
  lines?: ReceiptLineInput[];
}

/**
 * Issues the correcting receipt: a new receipt, numbered and fiscalised like any other, whose lines and total are
 * the negative of what is taken back, with the same payment method and buyer, linked to the original.
 */
export async function issueCorrectingReceipt(tx: Db, settings: FiscalSettings, input: CorrectionInput) {
  const original = await receiptById(tx, input.receiptId);
  if (!original) throw new AppError('FISCAL_RECEIPT_NOT_FOUND');
  if (original.correctsReceiptId !== null)
    throw new AppError('FISCAL_RECEIPT_INVALID', { message: 'Ispravak se ne može ponovno ispraviti.' });
  const lines = (input.lines ?? original.lines).map((line) => ({
    ...line,
    quantity: -Math.abs(line.quantity),
    totalCents: -Math.abs(line.totalCents),
  }));
  const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  if (-totalCents > original.totalCents)
    throw new AppError('FISCAL_RECEIPT_INVALID', { message: 'Ispravak ne može biti veći od izvornog računa.' });
  return issueReceipt(
    tx,
    settings,
    {
      issuedAt: input.issuedAt,
      reference: input.reference,
      lines,
      totalCents,
      paymentMethod: original.paymentMethod as ReceiptInput['paymentMethod'],
      buyerOib: original.buyerOib ?? undefined,
    },
    original.id,
  );
}
