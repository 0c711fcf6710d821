import type { Db } from '../../platform/db/client.js';
import type { FiscalReceiptRow } from '../../platform/db/schema/fiscal.js';
import { sendRacun } from './cis-client.js';
import { CisFailure } from './cis-response.js';
import { type RacunData, racunZahtjevXml } from './racun-xml.js';
import { type Claim, claimDueReceipts, recordFailure, recordJir, recordRefusal, releaseClaim } from './repository.js';
import type { FiscalSettings } from './settings.js';
import { signRequest, soapEnvelope } from './sign.js';
import type { PaymentMethod } from './types.js';

export interface DeliveryOptions {
  /** Receipts claimed per round. */
  batchSize: number;
  /** Wait after the first failed attempt; doubles with each further one up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A first attempt made this long after the sale is a late delivery too (NakDost). */
  lateAfterMs: number;
  /** How often an idle worker looks for due receipts. */
  pollMs: number;
}

export const DEFAULT_DELIVERY: DeliveryOptions = {
  batchSize: 10,
  baseDelayMs: 5_000,
  maxDelayMs: 5 * 60_000,
  lateAfterMs: 60_000,
  pollMs: 2_000,
};

export interface DeliveryReport {
  claimed: number;
  fiscalised: number;
  refused: number;
  failed: number;
}

/** CIS system errors that mean "not now" rather than "this receipt is wrong". */
const TRANSIENT_CODES = new Set(['s006']);

export function retryDelay(attempts: number, options: DeliveryOptions): number {
  return Math.min(options.baseDelayMs * 2 ** Math.max(0, attempts - 1), options.maxDelayMs);
}

function racunData(row: FiscalReceiptRow): RacunData {
  return {
    oib: row.oib,
    vatPayer: row.vatPayer,
    issuedAt: row.issuedAt,
    sequenceMark: row.sequenceMark as 'P' | 'N',
    number: { sequence: row.number, premises: row.premises, device: row.device },
    vat: row.vat,
    totalCents: row.totalCents,
    paymentMethod: row.paymentMethod as PaymentMethod,
    operatorOib: row.operatorOib,
    zki: row.zki,
    buyerOib: row.buyerOib,
  };
}

/**
 * One round of the queue: claims due receipts and sends each once, with a new IdPoruke and identical receipt
 * data; NakDost is true once an earlier attempt failed or was put off, and for a first attempt made late. A JIR fiscalises
 * the receipt, CIS errors refuse it with the reason, anything else schedules the next attempt. When CIS cannot be
 * reached at all, the rest of the round is given back untried (docs/decisions/0072-late-delivery.md).
 */
export async function deliverDue(
  db: Db,
  settings: FiscalSettings,
  options: DeliveryOptions = DEFAULT_DELIVERY,
): Promise<DeliveryReport> {
  const leaseMs = settings.cis.timeoutMs + 30_000;
  const claims = await claimDueReceipts(db, options.batchSize, new Date(), leaseMs);
  const report: DeliveryReport = { claimed: claims.length, fiscalised: 0, refused: 0, failed: 0 };
  for (let i = 0; i < claims.length; i++) {
    const claim = claims[i]!;
    const { outcome, unreachable } = await deliverOne(db, settings, claim, options);
    report[outcome]++;
    if (unreachable) {
      const retryAt = new Date(Date.now() + retryDelay(claim.row.attempts, options));
      const error = 'not sent: CIS was unreachable for this round';
      for (const rest of claims.slice(i + 1)) await releaseClaim(db, rest, retryAt, error);
      break;
    }
  }
  return report;
}

interface Delivered {
  outcome: 'fiscalised' | 'refused' | 'failed';
  /** CIS could not be reached at all (no connection, no answer in time). */
  unreachable: boolean;
}

async function deliverOne(
  db: Db,
  settings: FiscalSettings,
  claim: Claim,
  options: DeliveryOptions,
): Promise<Delivered> {
  const { row, messageId } = claim;
  const sentAt = new Date();
  // Late: an earlier attempt failed or never went out, or this first one comes well after the sale.
  const lateDelivery =
    row.attempts > 1 || row.lastError !== null || sentAt.getTime() - row.issuedAt.getTime() > options.lateAfterMs;
  const requestXml = soapEnvelope(
    signRequest(racunZahtjevXml(racunData(row), { messageId, sentAt, lateDelivery }), settings.certificate),
  );
  try {
    const { answer, responseXml } = await sendRacun(settings.cis, requestXml, messageId);
    if (answer.kind === 'jir') {
      await recordJir(db, claim, answer.jir, requestXml, responseXml);
      return { outcome: 'fiscalised', unreachable: false };
    }
    const reason = answer.errors.map((e) => `${e.code}: ${e.message}`).join('; ');
    if (answer.errors.every((e) => TRANSIENT_CODES.has(e.code))) {
      const retryAt = new Date(Date.now() + retryDelay(row.attempts, options));
      await recordFailure(db, claim, { error: reason, retryAt, requestXml, responseXml });
      return { outcome: 'failed', unreachable: false };
    }
    await recordRefusal(db, claim, reason, requestXml, responseXml);
    return { outcome: 'refused', unreachable: false };
  } catch (err) {
    if (!(err instanceof CisFailure)) throw err;
    const retryAt = new Date(Date.now() + retryDelay(row.attempts, options));
    await recordFailure(db, claim, {
      error: `${err.reason}: ${err.message}`,
      retryAt,
      requestXml,
      responseXml: err.responseXml ?? null,
    });
    return { outcome: 'failed', unreachable: err.reason === 'network' || err.reason === 'timeout' };
  }
}
