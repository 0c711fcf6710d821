import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentTransactionBindings } from '../../platform/db/schema/payments.js';
import {
  type CardGatewaySettings,
  createCardGatewayClient,
  EUR_CURRENCY_CODE,
  type TransactionReport,
} from '../payments/index.js';
import { attemptByCartId, confirmAttempt } from './attempts.js';

/** Why a verified callback changed nothing, for the payment security log; null when it was in order. */
export type CallbackRefusal = { reason: string; detail: string } | null;

/**
 * The gateway's callback is a trigger, not a proof (docs/decisions/0129-callbacks-are-triggers.md). Its signature
 * covers ShopID, ActionSuccess, ApprovalCode and WsPayOrderId only: ShoppingCartID, Amount and the status flags could
 * have been changed by whoever re-sent a genuine report. So the callback only names an attempt; the gateway is asked
 * about that attempt by StatusCheck (whose request is signed over the ShoppingCartID), and only its answer may confirm
 * the payment. A callback that disagrees with that answer (another transaction, amount, currency or state), or whose
 * transaction is bound to another attempt, changes nothing and is refused.
 */
export async function callbackTrigger(
  app: FastifyInstance,
  settings: CardGatewaySettings,
  claimed: TransactionReport,
): Promise<CallbackRefusal> {
  const attempt = await attemptByCartId(app.db, claimed.shoppingCartId);
  if (!attempt || attempt.provider !== settings.provider)
    return { reason: 'unknown-attempt', detail: 'report does not name an attempt' };
  const [holder] = await app.db
    .select({ attemptId: paymentTransactionBindings.attemptId })
    .from(paymentTransactionBindings)
    .where(
      and(
        eq(paymentTransactionBindings.provider, settings.provider),
        eq(paymentTransactionBindings.wsPayOrderId, claimed.wsPayOrderId),
      ),
    );
  if (holder && holder.attemptId !== attempt.id)
    return { reason: 'bound-elsewhere', detail: `transaction ${claimed.wsPayOrderId} belongs to another attempt` };
  if (holder) {
    // The attempt's own transaction again (a retry, a late callback): nothing to do, as long as it tells the same story.
    const same = claimed.amountCents === attempt.amountCents && claimed.currencyCode === EUR_CURRENCY_CODE;
    return same ? null : { reason: 'mismatch', detail: 'report differs from the attempt it names' };
  }
  const status = await createCardGatewayClient(settings).statusCheck(attempt.shoppingCartId);
  if (!status.found) return { reason: 'mismatch', detail: 'StatusCheck knows no payment for this attempt' };
  const differs = differingField(claimed, status.report);
  if (differs) return { reason: 'mismatch', detail: `${differs} differs from StatusCheck's answer` };
  const outcome = await confirmAttempt(app, attempt, status.report);
  if (outcome === 'unconfirmed') return { reason: 'unconfirmed', detail: 'StatusCheck does not confirm the attempt' };
  if (outcome === 'bound-elsewhere')
    return { reason: 'bound-elsewhere', detail: 'the transaction belongs to another attempt' };
  return null;
}

/** The first field in which a callback tells another story than StatusCheck; null when they agree. */
function differingField(claimed: TransactionReport, truth: TransactionReport): string | null {
  if (claimed.wsPayOrderId !== truth.wsPayOrderId) return 'WsPayOrderId';
  if (claimed.shoppingCartId !== truth.shoppingCartId) return 'ShoppingCartID';
  if (claimed.amountCents !== truth.amountCents) return 'Amount';
  if (claimed.currencyCode !== truth.currencyCode) return 'CurrencyCode';
  if (claimed.authorized !== truth.authorized) return 'Authorized';
  if (claimed.voided !== truth.voided) return 'Voided';
  return null;
}
