import { isValidHrIban, normaliseIban } from '@shared/validation/iban.js';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { orderRefunds, orderReturns, type RefundLine } from '../../platform/db/schema/order-desk.js';
import { orderItems, type OrderItemRow } from '../../platform/db/schema/orders.js';
import { AppError } from '../../platform/errors/index.js';
import type { ReceiptLineInput } from '../fiscal/index.js';
import { settleCorrections, unitsCents, unitsReceiptLine } from '../order-receipts/index.js';
import { appendOrderEvents, giveStockBack, type OrderActor, transitionOrder, unitsOf } from '../orders/index.js';
import type { ActionRequest } from './actions.js';
import { cardCall } from './card.js';
import type { Outcome } from './perform.js';
import { refused } from './refused.js';
import { type DeskState, heldCents } from './state.js';

const label = (item: OrderItemRow, qty: number) => (qty > 1 ? `${qty} × ${item.name}` : item.name);

function reasonOf(input: ActionRequest): string {
  const reason = input.reason?.trim();
  if (!reason) throw new AppError('ORDER_REFUND_REASON_REQUIRED');
  return reason.slice(0, 300);
}

/** The IBAN given on the desk (checked, mod 97), else the one of the latest withdrawal; null when none is known. */
function ibanFor(state: DeskState, given: string | undefined): string | null {
  if (given?.trim()) {
    const iban = normaliseIban(given);
    if (!isValidHrIban(iban)) throw new AppError('IBAN_INVALID');
    return iban;
  }
  return state.withdrawals.find((w) => w.iban)?.iban ?? null;
}

const linesInvalid = (message: string, payload: Record<string, unknown>) =>
  new AppError('ORDER_LINES_INVALID', { message, payload: { ...payload, reason: message } });

/** Delivery and the cash-on-delivery fee not yet given back. */
const deliveryLeft = (state: DeskState) =>
  state.order.deliveryPrice + state.order.paymentFee - state.refunds.reduce((sum, r) => sum + r.deliveryCents, 0);

/**
 * The named lines of a refund, each at what its next units cost (docs/decisions/0154-refunds-by-lines.md); a line
 * twice, one not in the order, or more units than are left to refund is ORDER_LINES_INVALID.
 */
function refundPicks(state: DeskState, input: ActionRequest): Array<RefundLine & { item: OrderItemRow }> {
  const byId = new Map(state.items.map((i) => [i.id, i]));
  const seen = new Set<number>();
  return (input.lines ?? []).map((pick) => {
    const item = byId.get(pick.itemId);
    const left = item ? item.qty - item.refundedQty : 0;
    if (!item || seen.has(pick.itemId) || pick.qty < 1 || pick.qty > left)
      throw linesInvalid(
        item
          ? `Za stavku „${item.name}” može se vratiti novac za najviše ${left} kom.`
          : 'Odabrana stavka nije u ovoj narudžbi.',
        { itemId: pick.itemId, qty: pick.qty, max: left },
      );
    seen.add(pick.itemId);
    return { item, itemId: item.id, qty: pick.qty, cents: unitsCents(item, item.refundedQty, pick.qty) };
  });
}

/** Writes the refund, raises the lines' refunded units and puts it on the timeline. */
async function recordRefund(
  tx: Db,
  state: DeskState,
  refund: {
    method: 'card' | 'bank';
    amount: number;
    picks: Array<RefundLine & { item: OrderItemRow }>;
    delivery: number;
    reason: string;
    iban: string | null;
  },
  actor: OrderActor,
) {
  const { order } = state;
  const [row] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      method: refund.method,
      amountCents: refund.amount,
      lines: refund.picks.map(({ itemId, qty, cents }) => ({ itemId, qty, cents })),
      deliveryCents: refund.delivery,
      reason: refund.reason,
      iban: refund.iban,
      reference: refund.method === 'bank' ? `Povrat ${order.number}` : null,
      doneAt: refund.method === 'card' ? new Date() : null,
      userId: actor.kind === 'staff' && typeof actor.id === 'number' ? actor.id : null,
    })
    .returning();
  for (const pick of refund.picks)
    await tx
      .update(orderItems)
      .set({ refundedQty: sql`${orderItems.refundedQty} + ${pick.qty}` })
      .where(eq(orderItems.id, pick.itemId));
  await appendOrderEvents(tx, [
    {
      orderId: order.id,
      type: 'refund_recorded',
      actor,
      data: {
        refundId: row!.id,
        method: refund.method,
        amountCents: refund.amount,
        lines: refund.picks.map((p) => label(p.item, p.qty)),
        deliveryCents: refund.delivery,
        reason: refund.reason,
      },
    },
  ]);
  return row!;
}

/**
 * 'Povrat novca' (docs/decisions/0154-refunds-by-lines.md): staff choose lines and units (and the delivery) and say
 * why; the amount is what those cost, never more than was paid and not yet given back. By card it goes back through
 * the gateway at once; cash on delivery and bank transfers go on the list of bank refunds to make, to the buyer's
 * IBAN. The correcting receipt takes exactly those lines back when they are what is due.
 */
export async function refundLines(
  app: FastifyInstance,
  tx: Db,
  state: DeskState,
  input: ActionRequest,
  actor: OrderActor,
): Promise<Outcome> {
  const { order } = state;
  const reason = reasonOf(input);
  const picks = refundPicks(state, input);
  const delivery = input.delivery ? deliveryLeft(state) : 0;
  if (input.delivery && delivery <= 0) throw linesInvalid('Dostava je već vraćena.', { delivery: true });
  if (picks.length === 0 && delivery === 0)
    throw linesInvalid('Odaberite stavke i količine ili dostavu za povrat.', { lines: [] });
  const amount = picks.reduce((sum, p) => sum + p.cents, 0) + delivery;
  const refundable = state.facts.refundableCents;
  if (amount > refundable) {
    const message = `Povrat od ${amount} centi veći je od uplaćenog iznosa koji još nije vraćen (${refundable} centi).`;
    throw new AppError('ORDER_REFUND_AMOUNT_INVALID', {
      message,
      payload: { requested: amount, refundableCents: refundable, reason: message },
    });
  }
  const method = state.card ? 'card' : 'bank';
  const iban = method === 'bank' ? ibanFor(state, input.iban) : null;
  if (state.card) await cardCall(app, tx, order, state.card, 'refund', amount, actor);
  const refund = await recordRefund(tx, state, { method, amount, picks, delivery, reason, iban }, actor);
  const moved = await transitionOrder(tx, order, { type: 'refund' }, actor, { refundId: refund.id });
  const lines: ReceiptLineInput[] = picks.map((p) => unitsReceiptLine(p.item, p.qty, p.cents));
  if (delivery > 0)
    lines.push({ name: 'Dostava', quantity: 1, unitPriceCents: delivery, totalCents: delivery, vatRate: 25 });
  return {
    audit: {
      refundId: refund.id,
      method,
      amountCents: amount,
      lines: input.lines ?? [],
      deliveryCents: delivery,
      reason,
    },
    receipts: [await settleCorrections(app, tx, moved, 'refund', lines)],
    mail: { kind: 'refunded', order: moved, refundCents: amount, refundMethod: method, iban },
  };
}

/**
 * A cancelled order gives back what it held (docs/decisions/0152-capture-policy.md, 0154-refunds-by-lines.md): a card
 * amount only authorised is released, a captured one refunded at once, and a transfer that was paid goes on the list
 * of bank refunds to make. The caller has moved the order to cancelled and issues the correction.
 */
export async function refundWhatIsLeft(
  app: FastifyInstance,
  tx: Db,
  state: DeskState,
  input: ActionRequest,
  actor: OrderActor,
): Promise<{ audit: Record<string, unknown> }> {
  const { order, card } = state;
  if (card && heldCents(state) > 0) {
    await cardCall(app, tx, order, card, 'void', card.authorisedCents, actor);
    return { audit: { voidedCents: card.authorisedCents } };
  }
  const amount = state.facts.refundableCents;
  if (amount <= 0) return { audit: {} };
  const picks = state.items
    .filter((item) => item.qty > item.refundedQty)
    .map((item) => {
      const qty = item.qty - item.refundedQty;
      return { item, itemId: item.id, qty, cents: unitsCents(item, item.refundedQty, qty) };
    });
  const method = card ? 'card' : 'bank';
  if (card) await cardCall(app, tx, order, card, 'refund', amount, actor);
  const iban = method === 'bank' ? ibanFor(state, input.iban) : null;
  const reason = input.reason?.trim() || 'Narudžba je otkazana.';
  const refund = await recordRefund(
    tx,
    state,
    { method, amount, picks, delivery: Math.max(deliveryLeft(state), 0), reason, iban },
    actor,
  );
  return { audit: { refundId: refund.id, method, refundCents: amount } };
}

/**
 * 'Roba vraćena' (docs/decisions/0153-withdrawal-by-lines.md): staff record units of withdrawn lines as received, each
 * put back on the shelf (stock goes up now) or written off, with the reason. More units than were withdrawn and are
 * still awaited is ORDER_RETURN_EXCEEDS_SHIPPED: the shop cannot take back what it did not send.
 */
export async function recordGoodsReturned(
  tx: Db,
  state: DeskState,
  input: ActionRequest,
  actor: OrderActor,
): Promise<Outcome> {
  const { order } = state;
  const reason = reasonOf(input);
  const byId = new Map(state.items.map((i) => [i.id, i]));
  const picks = input.lines ?? [];
  if (picks.length === 0) throw linesInvalid('Odaberite stavke i količine koje su stigle natrag.', { lines: [] });
  const seen = new Set<number>();
  for (const pick of picks) {
    const item = byId.get(pick.itemId);
    if (!item || seen.has(pick.itemId))
      throw linesInvalid('Odabrana stavka nije u ovoj narudžbi.', { itemId: pick.itemId });
    seen.add(pick.itemId);
    const awaited = item.withdrawnQty - item.returnedQty;
    if (pick.qty < 1 || pick.qty > awaited) {
      const message = `Od stavke „${item.name}” natrag se čeka najviše ${awaited} kom.`;
      throw new AppError('ORDER_RETURN_EXCEEDS_SHIPPED', {
        message,
        payload: { itemId: item.id, qty: pick.qty, max: awaited, reason: message },
      });
    }
  }
  const restocked = [];
  for (const pick of picks) {
    const item = byId.get(pick.itemId)!;
    const restock = pick.restock !== false;
    await tx.insert(orderReturns).values({
      orderId: order.id,
      orderItemId: item.id,
      qty: pick.qty,
      restock,
      reason,
      userId: actor.kind === 'staff' && typeof actor.id === 'number' ? actor.id : null,
    });
    await tx
      .update(orderItems)
      .set({ returnedQty: sql`${orderItems.returnedQty} + ${pick.qty}` })
      .where(eq(orderItems.id, item.id));
    if (restock) restocked.push(...unitsOf(item, pick.qty));
  }
  await giveStockBack(tx, restocked);
  await transitionOrder(tx, order, { type: 'goods_returned' }, actor);
  const lines = picks.map((p) => ({ name: label(byId.get(p.itemId)!, p.qty), restock: p.restock !== false }));
  await appendOrderEvents(tx, [
    { orderId: order.id, type: 'goods_returned', actor, data: { lines, reason, restocked } },
  ]);
  return { audit: { lines: picks, reason } };
}

/** 'Povrat uplaćen': staff paid a bank refund from the bank and mark it done; the buyer is told. */
export async function markBankRefundDone(
  tx: Db,
  state: DeskState,
  input: ActionRequest,
  actor: OrderActor,
): Promise<Outcome> {
  const refund = state.refunds.find((r) => r.id === input.refundId && r.method === 'bank' && r.doneAt === null);
  if (!refund)
    throw refused('Taj povrat na račun nije pronađen ili je već uplaćen.', {
      action: 'bank_refund_done',
      refundId: input.refundId ?? null,
    });
  const iban = refund.iban ?? ibanFor({ ...state, withdrawals: [] }, input.iban);
  if (!iban) throw new AppError('IBAN_REQUIRED', { message: 'Upišite IBAN kupca na koji je povrat uplaćen.' });
  await tx
    .update(orderRefunds)
    .set({ doneAt: new Date(), iban, doneBy: actor.kind === 'staff' && typeof actor.id === 'number' ? actor.id : null })
    .where(eq(orderRefunds.id, refund.id));
  const moved = await transitionOrder(tx, state.order, { type: 'bank_refund_done' }, actor, { refundId: refund.id });
  await appendOrderEvents(tx, [
    {
      orderId: state.order.id,
      type: 'bank_refund_done',
      actor,
      data: { refundId: refund.id, amountCents: refund.amountCents, iban },
    },
  ]);
  return {
    audit: { refundId: refund.id, amountCents: refund.amountCents },
    mail: { kind: 'refund_paid', order: moved, refundCents: refund.amountCents, refundMethod: 'bank', iban },
  };
}
