import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentActions } from '../../db/schema/order-desk.js';
import { type PaymentAttemptRow, paymentAttempts } from '../../db/schema/payments.js';

/** An order's card payment as the desk sees it: the paid attempt and the sums of the desk's gateway actions. */
export interface CardPayment {
  attempt: PaymentAttemptRow;
  authorisedCents: number;
  capturedCents: number;
  refundedCents: number;
  voided: boolean;
  /** The approval code the next completion, refund or void must send (the gateway may change it). */
  approvalCode: string;
}

/**
 * The paid attempt of an order and its ledger (docs/decisions/0102-card-actions-from-the-desk.md); null when the order
 * was not paid by card. A sale (captured at once) counts its whole amount as captured.
 */
export async function cardPaymentOf(db: Db, orderId: number): Promise<CardPayment | null> {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'paid')))
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  if (!attempt?.wsPayOrderId || !attempt.stan) return null;
  const actions = await db
    .select()
    .from(paymentActions)
    .where(eq(paymentActions.attemptId, attempt.id))
    .orderBy(asc(paymentActions.id));
  const sum = (kind: string) => actions.filter((a) => a.kind === kind).reduce((s, a) => s + a.amountCents, 0);
  return {
    attempt,
    authorisedCents: attempt.amountCents,
    capturedCents: attempt.captured ? attempt.amountCents : sum('capture'),
    refundedCents: sum('refund'),
    voided: actions.some((a) => a.kind === 'void'),
    approvalCode: actions.at(-1)?.approvalCode ?? attempt.approvalCode ?? '',
  };
}
