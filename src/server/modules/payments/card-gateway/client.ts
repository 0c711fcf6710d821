// HTTP client of the gateway's server API (`<api base>/statusCheck`, `/completion`, `/refund`, `/void`): JSON over
// POST, one time limit per call, every answer's signature checked, failures as coded AppErrors.
import type { Cents } from '@shared/money.js';
import { AppError, type ErrorCode } from '../../../platform/errors/index.js';
import { actionAmount } from './amount.js';
import { type Fields, FieldReader } from './fields.js';
import { PROTOCOL_VERSION } from './form.js';
import type { CardGatewaySettings } from './settings.js';
import {
  type ActionTarget,
  actionRequestSignature,
  actionResponseSignature,
  signatureMatches,
  statusCheckSignature,
} from './signature.js';
import { type TransactionStatus, verifyTransactionReport } from './transaction-report.js';

export type GatewayOperation = 'statusCheck' | 'completion' | 'refund' | 'void';

/** What a successful completion, refund or void answers: keep `approvalCode`, it may have changed. */
export interface ActionResult {
  wsPayOrderId: string;
  stan: string;
  approvalCode: string;
}

export interface CardGatewayClient {
  /** The gateway's signed report on one attempt; `found: false` when it never saw a card for that ShoppingCartID. */
  statusCheck(shoppingCartId: string): Promise<TransactionStatus>;
  /** Captures an authorisation, wholly or in part. */
  completion(target: ActionTarget, amountCents: Cents): Promise<ActionResult>;
  /** Gives back part or all of a captured amount. */
  refund(target: ActionTarget, amountCents: Cents): Promise<ActionResult>;
  /** Cancels an authorisation that was not captured (the whole amount). */
  void(target: ActionTarget, amountCents: Cents): Promise<ActionResult>;
}

const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * A client for one provider's shop. Nothing is retried: after a timeout the outcome of a refund is unknown, so the
 * caller asks statusCheck before trying again rather than risk refunding twice.
 */
export function createCardGatewayClient(settings: CardGatewaySettings): CardGatewayClient {
  const fail = (code: ErrorCode, operation: GatewayOperation, reason: string, extra: object = {}, cause?: unknown) =>
    new AppError(code, { payload: { provider: settings.provider, operation, reason, ...extra }, cause });

  async function post(operation: GatewayOperation, body: Record<string, unknown>): Promise<Fields> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${settings.apiUrl}/${operation}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
        body: JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      text = await response.text();
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      if (timedOut) throw fail('CARD_GATEWAY_TIMEOUT', operation, `no answer in ${settings.timeoutMs} ms`, {}, err);
      throw fail('CARD_GATEWAY_UNAVAILABLE', operation, 'the gateway could not be reached', {}, err);
    }
    if (!response.ok) {
      throw fail('CARD_GATEWAY_UNAVAILABLE', operation, `the gateway answered HTTP ${response.status}`, {
        status: response.status,
      });
    }
    if (Buffer.byteLength(text) > MAX_ANSWER_BYTES)
      throw fail('CARD_GATEWAY_BAD_RESPONSE', operation, 'answer too large');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      throw fail('CARD_GATEWAY_BAD_RESPONSE', operation, 'answer is not JSON', {}, err);
    }
    if (!json || typeof json !== 'object' || Array.isArray(json)) {
      throw fail('CARD_GATEWAY_BAD_RESPONSE', operation, 'answer is not a JSON object');
    }
    return json as Fields;
  }

  async function statusCheck(shoppingCartId: string): Promise<TransactionStatus> {
    const answer = await post('statusCheck', {
      Version: PROTOCOL_VERSION,
      ShopID: settings.shopId,
      ShoppingCartID: shoppingCartId,
      Signature: statusCheckSignature(settings, shoppingCartId),
    });
    const verified = verifyTransactionReport(settings, answer);
    if (!verified.ok) {
      throw fail('CARD_GATEWAY_BAD_RESPONSE', 'statusCheck', `${verified.reason}: ${verified.detail}`);
    }
    const status = verified.value;
    if (status.found && status.report.shoppingCartId !== shoppingCartId) {
      throw fail('CARD_GATEWAY_BAD_RESPONSE', 'statusCheck', `answer is about ${status.report.shoppingCartId}`);
    }
    return status;
  }

  async function action(
    operation: Exclude<GatewayOperation, 'statusCheck'>,
    target: ActionTarget,
    amountCents: Cents,
  ): Promise<ActionResult> {
    const amount = actionAmount(amountCents);
    const answer = await post(operation, {
      Version: PROTOCOL_VERSION,
      WsPayOrderId: target.wsPayOrderId,
      ShopID: settings.shopId,
      ApprovalCode: target.approvalCode,
      STAN: target.stan,
      Amount: amount,
      Signature: actionRequestSignature(settings, target, String(amount)),
    });
    const read = new FieldReader(answer);
    const result = {
      wsPayOrderId: read.required('WsPayOrderId', { allowEmpty: true, max: 100 }),
      stan: read.required('STAN', { allowEmpty: true, max: 50 }),
      approvalCode: read.required('ApprovalCode', { allowEmpty: true, max: 100 }),
    };
    const shopId = read.optional('ShopID', 100);
    const actionSuccess = read.required('ActionSuccess', { max: 1 });
    const signature = read.required('Signature', { max: 200 });
    const gatewayMessage = read.optional('ErrorMessage', 500) || null;
    if (read.problem) throw fail('CARD_GATEWAY_BAD_RESPONSE', operation, read.problem, { gatewayMessage });
    const expected = actionResponseSignature(settings, { ...result, actionSuccess });
    if (!signatureMatches(expected, signature)) {
      throw fail('CARD_GATEWAY_BAD_RESPONSE', operation, 'answer is not signed by our shop', { gatewayMessage });
    }
    if (shopId !== null && shopId !== settings.shopId) {
      throw fail('CARD_GATEWAY_BAD_RESPONSE', operation, `answer names ShopID ${shopId}`);
    }
    if (actionSuccess !== '1')
      throw fail('CARD_GATEWAY_DECLINED', operation, 'the gateway refused', { gatewayMessage });
    if (result.wsPayOrderId !== target.wsPayOrderId) {
      throw fail('CARD_GATEWAY_BAD_RESPONSE', operation, `answer is about ${result.wsPayOrderId}`);
    }
    return result;
  }

  return {
    statusCheck,
    completion: (target, cents) => action('completion', target, cents),
    refund: (target, cents) => action('refund', target, cents),
    void: (target, cents) => action('void', target, cents),
  };
}
