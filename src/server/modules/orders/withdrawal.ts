import { BEFORE_SHIPMENT_STATUSES, isOrderStatus } from '@shared/order-status.js';
import { isValidHrIban, normaliseIban } from '@shared/validation/iban.js';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import {
  type LineUnits,
  orderItems,
  orders,
  orderWithdrawals,
  withdrawalConfirmations,
  type OrderItemRow,
  type OrderRow,
} from '../../platform/db/schema/orders.js';
import { AppError } from '../../platform/errors/index.js';
import { randomToken, sha256 } from '../../platform/secret-tokens.js';
import {
  deliverEmail,
  queueEmail,
  withdrawalAcknowledgmentEmail,
  withdrawalConfirmationEmail,
} from '../email/index.js';
import {
  announceReceipts,
  orderReceiptLines,
  settleCorrections,
  unitsCents,
  unitsReceiptLine,
} from '../order-receipts/index.js';
import { getCommerceSettings, type CommerceSettings } from '../settings/index.js';
import { appendOrderEvents, type OrderActor } from './events.js';
import { formatDateTime } from './format.js';
import { itemsOfOrder } from './repository.js';
import { giveStockBack, unitsOf } from './stock.js';
import { transitionOrder } from './transition.js';
import { withdrawalNext } from './withdrawal-next.js';
import { keptUnits, lineLabel, withdrawalState, type WithdrawalState } from './withdrawal-rules.js';

/** The answer to a number and an e-mail that do not belong together: the same whether the number exists or not. */
export const ORDER_NOT_FOUND_BY_EMAIL = 'Narudžba s tim brojem i e-poštom nije pronađena.';

/** The order with this number in this shop whose e-mail matches, case aside; else the same NOT_FOUND. */
export async function orderByNumberAndEmail(db: Db, domainId: number, number: string, email: string, lock = false) {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number.trim()), eq(orders.domainId, domainId)))
    .limit(1);
  const [order] = lock ? await query.for('update') : await query;
  if (!order || order.email.toLowerCase() !== email.trim().toLowerCase())
    throw new AppError('NOT_FOUND', { message: ORDER_NOT_FOUND_BY_EMAIL });
  return order;
}

async function latestWithdrawalOf(db: Db, orderId: number) {
  const [row] = await db
    .select()
    .from(orderWithdrawals)
    .where(eq(orderWithdrawals.orderId, orderId))
    .orderBy(desc(orderWithdrawals.id))
    .limit(1);
  return row;
}

/** Cash on delivery once collected, or a bank transfer once matched: that money goes back to an IBAN. */
export function refundGoesToIban(order: OrderRow): boolean {
  if (order.paymentCode === 'virman') return order.paidAt !== null;
  if (order.paymentCode === 'pouzece') return order.deliveredAt !== null;
  return false;
}

export async function withdrawalOf(
  db: Db,
  order: OrderRow,
  items: readonly OrderItemRow[],
  settings: CommerceSettings,
  now = new Date(),
): Promise<WithdrawalState & { next: string[] }> {
  const latest = await latestWithdrawalOf(db, order.id);
  const state = withdrawalState({
    status: isOrderStatus(order.status) ? order.status : 'processing',
    deliveredAt: order.deliveredAt,
    withdrawnAt: latest?.createdAt ?? null,
    lines: items,
    days: settings.orderRules.withdrawalDays,
    now,
    ibanNeeded: refundGoesToIban(order),
  });
  // What happens after the latest withdrawal, said again on the order's page.
  const next = latest
    ? withdrawalNext(order, {
        beforeShipment: !latest.afterShipment,
        iban: latest.iban,
        returnAddress: returnAddressOf(settings.seller),
      })
    : [];
  return { ...state, next };
}

export interface WithdrawalInput {
  number: string;
  email: string;
  name: string;
  /** The lines and units withdrawn; left out, every unit that can still go back. */
  lines?: LineUnits[];
  iban?: string;
}

/** The order's withdrawal as it stands, or the coded refusal: already withdrawn, or not (any more) possible. */
async function withdrawableState(tx: Db, order: OrderRow, settings: CommerceSettings) {
  const items = await itemsOfOrder(tx, order.id);
  const state = await withdrawalOf(tx, order, items, settings);
  if (!state.possible) {
    if (order.status === 'withdrawn' || (state.withdrawnAt && state.lines.length === 0))
      throw new AppError('ORDER_ALREADY_WITHDRAWN', { message: state.reason ?? undefined });
    throw new AppError('ORDER_NOT_WITHDRAWABLE', { message: state.reason ?? undefined });
  }
  return { items, state };
}

/** The named lines checked against what can still go back (ORDER_LINES_INVALID), or every unit left. */
function chosenLines(state: WithdrawalState, named: readonly LineUnits[] | undefined): LineUnits[] {
  if (!named || named.length === 0) return state.lines.map((l) => ({ itemId: l.itemId, qty: l.qty }));
  const seen = new Set<number>();
  for (const pick of named) {
    const line = state.lines.find((l) => l.itemId === pick.itemId);
    if (!line || seen.has(pick.itemId) || pick.qty < 1 || pick.qty > line.qty)
      throw new AppError('ORDER_LINES_INVALID', {
        message: line
          ? `Od stavke „${line.name}” može se odustati od najviše ${line.qty} kom.`
          : 'Odabrana stavka nije u narudžbi ili se ne može vratiti.',
        payload: { itemId: pick.itemId, qty: pick.qty, max: line?.qty ?? 0 },
      });
    seen.add(pick.itemId);
  }
  return named.map((p) => ({ itemId: p.itemId, qty: p.qty }));
}

/** The IBAN for the refund: required and checked (mod 97) where the money goes back by bank transfer. */
function ibanOf(state: WithdrawalState, iban: string | undefined): string | null {
  const given = iban?.trim() ? normaliseIban(iban) : null;
  if (!given) {
    if (state.ibanNeeded) throw new AppError('IBAN_REQUIRED');
    return null;
  }
  if (!isValidHrIban(given)) throw new AppError('IBAN_INVALID');
  return given;
}

/** Where the buyer sends the goods back. */
const returnAddressOf = (s: CommerceSettings['seller']) =>
  `${s.legalName}, ${s.street} ${s.houseNumber}, ${s.zipCode} ${s.city}`;

/**
 * The withdrawal itself (docs/decisions/0045-online-withdrawal.md, docs/decisions/0153-withdrawal-by-lines.md): in one
 * transaction holding the order's row lock, the named units are cancelled (before shipment: their stock is back at
 * once) or marked withdrawn (after shipment: the goods are to come back, and staff record them back), the order moves
 * as the lifecycle machine says (every line gone: withdrawn; some: the status stays before shipment, partially
 * withdrawn after), the withdrawal and its IBAN are kept, the correcting receipt is issued for what went back and the
 * acknowledgment, saying what happens next, is queued; SMTP sends it after the commit.
 */
async function completeWithdrawal(
  app: FastifyInstance,
  orderOf: (tx: Db) => Promise<{ order: OrderRow; name: string; lines?: LineUnits[]; iban?: string | null }>,
  actor: OrderActor,
  orderUrlOf: (order: OrderRow) => string,
) {
  const settings = await getCommerceSettings(app.db);
  const result = await app.db.transaction(async (tx) => {
    const { order, name, lines: named, iban: givenIban } = await orderOf(tx);
    const { items, state } = await withdrawableState(tx, order, settings);
    const picks = chosenLines(state, named);
    const iban = ibanOf(state, givenIban ?? undefined);
    const beforeShipment = BEFORE_SHIPMENT_STATUSES.includes(order.status as never);
    const byId = new Map(items.map((i) => [i.id, i]));
    const correction = [];
    const released = [];
    for (const pick of picks) {
      const item = byId.get(pick.itemId)!;
      const gone = item.cancelledQty + item.withdrawnQty;
      correction.push(unitsReceiptLine(item, pick.qty, unitsCents(item, gone, pick.qty)));
      const column = beforeShipment ? orderItems.cancelledQty : orderItems.withdrawnQty;
      await tx
        .update(orderItems)
        .set(
          beforeShipment
            ? { cancelledQty: sql`${column} + ${pick.qty}` }
            : { withdrawnQty: sql`${column} + ${pick.qty}` },
        )
        .where(eq(orderItems.id, item.id));
      if (beforeShipment) released.push(...unitsOf(item, pick.qty));
      item[beforeShipment ? 'cancelledQty' : 'withdrawnQty'] += pick.qty;
    }
    const whole = items.every((i) => keptUnits(i) === 0);
    if (whole)
      for (const extra of orderReceiptLines(order, items).filter((l) => l.extra))
        correction.push({
          name: extra.name,
          quantity: 1,
          unitPriceCents: extra.totalCents,
          totalCents: extra.totalCents,
          vatRate: extra.vatRate,
        });
    const moved = await transitionOrder(tx, order, { type: 'withdraw', whole }, actor, { reason: 'withdrawal' });
    const lineNames = picks.map((p) => lineLabel({ name: byId.get(p.itemId)!.name, qty: p.qty }));
    await tx
      .insert(orderWithdrawals)
      .values({ orderId: order.id, name, lines: picks, afterShipment: !beforeShipment, iban });
    await appendOrderEvents(tx, [
      {
        orderId: order.id,
        type: 'withdrawal',
        actor,
        data: { name, lines: lineNames, excluded: state.excluded, afterShipment: !beforeShipment, whole },
      },
    ]);
    if (released.length > 0) {
      await giveStockBack(tx, released);
      await appendOrderEvents(tx, [
        { orderId: order.id, type: 'stock_released', actor, data: { items: released, couponReturned: false } },
      ]);
    }
    const at = new Date();
    const next = withdrawalNext(moved, { beforeShipment, iban, returnAddress: returnAddressOf(settings.seller) });
    const mail = withdrawalAcknowledgmentEmail(app.config.SHOP_NAME, {
      orderNumber: order.number,
      name,
      receivedAt: formatDateTime(at),
      lines: lineNames,
      excluded: state.excluded,
      next,
      orderUrl: orderUrlOf(order),
    });
    const mailId = await queueEmail(tx, Boolean(app.config.SMTP_URL), order.email, mail);
    // Goods taken back take their part of the receipt back (docs/decisions/0075-correcting-receipts-of-orders.md).
    const receipt = await settleCorrections(app, tx, moved, 'withdrawal', correction);
    return {
      order: moved,
      at,
      lines: lineNames,
      excluded: state.excluded,
      next,
      mail: { id: mailId, content: mail },
      receipt,
    };
  });
  void deliverEmail(app, result.mail.id, result.order.email, result.mail.content);
  announceReceipts(app, [result.receipt]);
  return {
    number: result.order.number,
    status: statusOf(result.order.status),
    withdrawnAt: result.at.toISOString(),
    lines: result.lines,
    excluded: result.excluded,
    next: result.next,
    awaitingConfirmation: false,
  };
}

const CONFIRMATION_HOURS = 24;

/**
 * A guest's request proves only that they know the number and the e-mail, which the order's papers show to others
 * (docs/decisions/0137-withdrawal-proves-the-mailbox.md): nothing is withdrawn yet; a single-use link goes to the
 * order's e-mail, and its token (stored as SHA-256 only) completes the withdrawal of the named lines within 24 hours.
 */
async function requestConfirmation(
  app: FastifyInstance,
  order: OrderRow,
  input: WithdrawalInput,
  confirmUrlOf: (token: string) => string,
) {
  const settings = await getCommerceSettings(app.db);
  const token = randomToken();
  const name = input.name.trim();
  const result = await app.db.transaction(async (tx) => {
    const { items, state } = await withdrawableState(tx, order, settings);
    const picks = chosenLines(state, input.lines);
    const iban = ibanOf(state, input.iban);
    const byId = new Map(items.map((i) => [i.id, i]));
    const lines = picks.map((p) => lineLabel({ name: byId.get(p.itemId)!.name, qty: p.qty }));
    const expiresAt = new Date(Date.now() + CONFIRMATION_HOURS * 3_600_000);
    await tx.insert(withdrawalConfirmations).values({
      orderId: order.id,
      tokenHash: sha256(token),
      name,
      lines: input.lines && input.lines.length > 0 ? picks : null,
      iban,
      expiresAt,
    });
    const mail = withdrawalConfirmationEmail(app.config.SHOP_NAME, {
      orderNumber: order.number,
      name,
      lines,
      href: confirmUrlOf(token),
    });
    const mailId = await queueEmail(tx, Boolean(app.config.SMTP_URL), order.email, mail);
    return { lines, excluded: state.excluded, mail: { id: mailId, content: mail } };
  });
  void deliverEmail(app, result.mail.id, order.email, result.mail.content);
  return {
    number: order.number,
    status: statusOf(order.status),
    withdrawnAt: null,
    lines: result.lines,
    excluded: result.excluded,
    next: [
      'Odustajanje još nije provedeno: na e-poštu narudžbe poslali smo poveznicu kojom ga potvrđujete u roku od 24 sata.',
    ],
    awaitingConfirmation: true,
  };
}

/**
 * 'Odustani od ugovora': a signed-in customer on their own order withdraws at once (the session is the proof);
 * anyone else gets the confirmation link sent to the order's e-mail
 * (docs/decisions/0137-withdrawal-proves-the-mailbox.md).
 */
export async function withdrawFromOrder(
  app: FastifyInstance,
  domainId: number,
  input: WithdrawalInput,
  actor: OrderActor,
  orderUrlOf: (order: OrderRow) => string,
  confirmUrlOf: (token: string) => string,
) {
  const order = await orderByNumberAndEmail(app.db, domainId, input.number, input.email);
  const owner = actor.kind === 'customer' && order.userId !== null && order.userId === actor.id;
  if (!owner) return requestConfirmation(app, order, input, confirmUrlOf);
  return completeWithdrawal(
    app,
    async (tx) => ({
      order: await orderByNumberAndEmail(tx, domainId, input.number, input.email, true),
      name: input.name.trim(),
      ...(input.lines ? { lines: input.lines } : {}),
      iban: input.iban ?? null,
    }),
    actor,
    orderUrlOf,
  );
}

/**
 * The e-mailed link: the token is used up in the same transaction that withdraws, so it works once; a used,
 * expired, unknown or other shop's token is INVALID_TOKEN and changes nothing. A refusal of the withdrawal itself
 * (already withdrawn, period over) rolls the use back with it.
 */
export async function confirmWithdrawal(
  app: FastifyInstance,
  domainId: number,
  token: string,
  orderUrlOf: (order: OrderRow) => string,
) {
  return completeWithdrawal(
    app,
    async (tx) => {
      const now = new Date();
      const [used] = await tx
        .update(withdrawalConfirmations)
        .set({ usedAt: now })
        .where(
          and(
            eq(withdrawalConfirmations.tokenHash, sha256(token)),
            isNull(withdrawalConfirmations.usedAt),
            gt(withdrawalConfirmations.expiresAt, now),
          ),
        )
        .returning();
      const [order] = used ? await tx.select().from(orders).where(eq(orders.id, used.orderId)).for('update') : [];
      if (!used || !order || order.domainId !== domainId) throw new AppError('INVALID_TOKEN');
      return { order, name: used.name, ...(used.lines ? { lines: used.lines } : {}), iban: used.iban };
    },
    { kind: 'guest', id: null },
    orderUrlOf,
  );
}

const statusOf = (status: string) => (isOrderStatus(status) ? status : 'withdrawn');
