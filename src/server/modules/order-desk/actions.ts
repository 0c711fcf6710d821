import { deskActionProblem } from '@machines/order-lifecycle/rules.js';
import { CARD_ACTIONS, type DeskAction } from '@shared/order-desk.js';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { type OrderRow, orders } from '../../platform/db/schema/orders.js';
import { AppError } from '../../platform/errors/index.js';
import { shopUrl } from '../../platform/shop-url.js';
import { parcelTracking } from '../delivery/index.js';
import { deliverEmail, type EmailContent, queueEmail } from '../email/index.js';
import { announceReceipts, type IssuedReceipt } from '../order-receipts/index.js';
import { mailNewVouchersSoon } from '../vouchers/index.js';
import { appendOrderEvents, type OrderActor, orderPagePath } from '../orders/index.js';
import { getCommerceSettings } from '../settings/index.js';
import { writeAudit } from '../audit/index.js';
import { captureHeld } from './capture.js';
import { perform } from './perform.js';
import { refused } from './refused.js';
import { heldCents, loadDeskState } from './state.js';
import { orderStatusEmail } from './status-email.js';

export interface ActionRequest {
  action: DeskAction;
  /** The order's version the page showed (docs/decisions/0151-desk-version-check.md). */
  version: number;
  trackingNumber?: string;
  /** capture and void: the attempt acted on, which must be the order's paid one. */
  attemptId?: number;
  note?: string;
  /** refund: units of lines to refund; goods_returned: units back, each restocked or written off. */
  lines?: Array<{ itemId: number; qty: number; restock?: boolean }>;
  /** refund: give back the delivery (and the cash-on-delivery fee) not yet refunded. */
  delivery?: boolean;
  /** refund and goods_returned: why, in the staff member's words. */
  reason?: string;
  /** refund (bank) and bank_refund_done: the buyer's IBAN when the order does not have it yet. */
  iban?: string;
  /** bank_refund_done: which bank refund was paid. */
  refundId?: number;
}

/** Actions that hand the goods over: under capture on shipment the held card amount is taken first. */
const HANDING_OVER: readonly DeskAction[] = ['create_boxnow_delivery', 'mark_shipped', 'mark_ready_for_pickup'];

/** The order row, locked for the rest of the transaction. */
async function lockOrder(tx: Db, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row!;
}

/**
 * The page acted on showed this version of the order (docs/decisions/0151-desk-version-check.md): anything that
 * changed the order since, another staff member, the gateway, BoxNow, the shopper, makes the action a coded 409 and
 * nothing is done.
 */
function checkVersion(order: OrderRow, version: number): void {
  if (order.version === version) return;
  throw new AppError('ORDER_CHANGED', { payload: { version: order.version, sent: version } });
}

/**
 * A card action names the attempt it is for, and that must be the order's one paid attempt
 * (docs/decisions/0130-one-paid-attempt-per-order.md).
 */
function checkAttempt(input: ActionRequest, paidAttemptId: number | null): void {
  if (input.attemptId !== undefined && input.attemptId === paidAttemptId) return;
  const message =
    input.attemptId === undefined
      ? 'Radnja s karticom mora navesti pokušaj plaćanja na koji se odnosi.'
      : `Pokušaj plaćanja ${input.attemptId} nije plaćanje ove narudžbe.`;
  throw new AppError('ORDER_CARD_ATTEMPT_MISMATCH', {
    message,
    payload: { attemptId: input.attemptId ?? null, paidAttemptId, reason: message },
  });
}

interface Staff {
  id: number;
  email: string;
}

/**
 * Does one desk action (docs/decisions/0100-order-desk-actions.md). The order row stays locked from the check to the
 * end, across a call to BoxNow or the card gateway (each bounded by its client's time limit), so two staff members
 * cannot ship or refund the same order twice at once. The page's version must be the order's, the lifecycle machine
 * must take the action in the order's status and the order's facts must allow it
 * (docs/decisions/0150-order-lifecycle-machine.md). The change, its timeline events, the status e-mail and the audit
 * row commit together; a refused or failed action leaves only its audit row. Handing the goods over under capture
 * on shipment first takes the held card amount in a transaction of its own, so a failed courier request never loses
 * a capture the gateway made (docs/decisions/0152-capture-policy.md).
 */
export async function runDeskAction(
  app: FastifyInstance,
  request: FastifyRequest,
  orderId: number,
  input: ActionRequest,
): Promise<void> {
  const staff: Staff = { id: request.user!.id, email: request.user!.email };
  const actor: OrderActor = { kind: 'staff', id: staff.id };
  const smtp = Boolean(app.config.SMTP_URL);
  const auditBase = { user: staff, action: input.action, orderId, ip: request.ip };
  const extra = { ...(input.note ? { note: input.note } : {}) };
  let queued: { id: number; to: string; mail: EmailContent } | undefined;
  const receipts: Array<IssuedReceipt | null> = [];
  try {
    let version = input.version;
    if (HANDING_OVER.includes(input.action)) version = await captureBeforeHandingOver(app, orderId, input, actor);
    await app.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      checkVersion(order, version);
      const state = await loadDeskState(tx, order);
      const problem = deskActionProblem(input.action, state.facts);
      if (problem) throw refused(problem, { action: input.action, status: state.facts.status });
      // Capture and void must name the paid attempt; any action that names one must name that one.
      if (CARD_ACTIONS.includes(input.action) || input.attemptId !== undefined)
        checkAttempt(input, state.card?.attempt.id ?? null);
      const outcome = await perform(app, tx, state, input, actor);
      receipts.push(...(outcome.receipts ?? []));
      if (outcome.mail) {
        const mailOrder = outcome.mail.order ?? order;
        const { trackingNumber, carrier } = outcome.mail;
        const tracking = trackingNumber
          ? parcelTracking((await getCommerceSettings(tx)).deliveryMethods, mailOrder, {
              carrier: carrier ?? 'other',
              trackingNumber,
            })
          : null;
        const content = orderStatusEmail({
          ...outcome.mail,
          trackingUrl: tracking?.url ?? null,
          order: mailOrder,
          shopName: app.config.SHOP_NAME,
          orderUrl: shopUrl(app.config, orderPagePath(mailOrder)),
        });
        const id = await queueEmail(tx, smtp, mailOrder.email, content);
        await appendOrderEvents(tx, [
          {
            orderId: order.id,
            type: 'email_queued',
            actor: { kind: 'system' },
            data: { kind: outcome.mail.kind, outboxId: id },
          },
        ]);
        queued = { id, to: mailOrder.email, mail: content };
      }
      const issued = receipts.filter((r) => r !== null).map((r) => r.receiptId);
      const receiptAudit = issued.length ? { receiptIds: issued } : {};
      await writeAudit(tx, { ...auditBase, outcome: 'done', data: { ...extra, ...outcome.audit, ...receiptAudit } });
    });
  } catch (err) {
    const coded = err instanceof AppError;
    await writeAudit(app.db, {
      ...auditBase,
      outcome: coded && err.statusCode < 500 ? 'refused' : 'failed',
      data: {
        ...extra,
        ...(input.trackingNumber ? { trackingNumber: input.trackingNumber } : {}),
        ...(input.attemptId === undefined ? {} : { attemptId: input.attemptId }),
        ...(input.lines ? { lines: input.lines } : {}),
        code: coded ? err.code : 'INTERNAL',
        message: err instanceof Error ? err.message.slice(0, 300) : String(err),
      },
    }).catch((auditErr: unknown) => request.log.error({ err: auditErr }, 'staff audit row not written'));
    throw err;
  }
  if (queued) void deliverEmail(app, queued.id, queued.to, queued.mail);
  announceReceipts(app, receipts);
  app.einvoices.sendSoon();
  // A payment recorded at the desk may have issued gift vouchers: their e-mail goes now rather than at the sweep.
  mailNewVouchersSoon(app);
}

/**
 * Capture on shipment (docs/decisions/0152-capture-policy.md): before the goods are handed over, the held card
 * amount is taken, committed on its own with its audit row. Answers the version the hand-over must then find
 * (the capture raised it); nothing held, the page's version as it was.
 */
async function captureBeforeHandingOver(
  app: FastifyInstance,
  orderId: number,
  input: ActionRequest,
  actor: OrderActor,
): Promise<number> {
  return app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    checkVersion(order, input.version);
    const state = await loadDeskState(tx, order);
    const problem = deskActionProblem(input.action, state.facts);
    if (problem) throw refused(problem, { action: input.action, status: state.facts.status });
    if (heldCents(state) === 0) return order.version;
    const captured = await captureHeld(app, tx, order, 'capture', actor);
    return captured.version;
  });
}
