import { isOrderStatus } from '@shared/order-status.js';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  orderEvents,
  orders,
  withdrawalConfirmations,
  type OrderItemRow,
  type OrderRow,
} from '../../db/schema/orders.js';
import { AppError } from '../../errors/index.js';
import { randomToken, sha256 } from '../../secret-tokens.js';
import {
  deliverEmail,
  queueEmail,
  withdrawalAcknowledgmentEmail,
  withdrawalConfirmationEmail,
} from '../email/index.js';
import { announceReceipts, settleCorrections } from '../order-receipts/index.js';
import { getCommerceSettings, type CommerceSettings } from '../settings/index.js';
import { appendOrderEvents, type OrderActor } from './events.js';
import { formatDateTime } from './format.js';
import { itemsOfOrder } from './repository.js';
import { transitionOrder } from './transition.js';
import { lineLabel, withdrawalState, type WithdrawalState } from './withdrawal-rules.js';

/** The answer to a number and an e-mail that do not belong together: the same whether the number exists or not. */
export const ORDER_NOT_FOUND_BY_EMAIL = 'Narudžba s tim brojem i e-poštom nije pronađena.';

const WITHDRAWAL_EVENT = 'withdrawal';

/** The order with this number in this shop whose e-mail matches, case aside; else the same NOT_FOUND. */
export async function orderByNumberAndEmail(db: Db, domainId: number, number: string, email: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number.trim()), eq(orders.domainId, domainId)))
    .limit(1);
  if (!order || order.email.toLowerCase() !== email.trim().toLowerCase())
    throw new AppError('NOT_FOUND', { message: ORDER_NOT_FOUND_BY_EMAIL });
  return order;
}

async function withdrawnAtOf(db: Db, orderId: number): Promise<Date | null> {
  const [event] = await db
    .select({ createdAt: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, WITHDRAWAL_EVENT)))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return event?.createdAt ?? null;
}

export async function withdrawalOf(
  db: Db,
  order: OrderRow,
  items: readonly OrderItemRow[],
  settings: CommerceSettings,
  now = new Date(),
): Promise<WithdrawalState> {
  return withdrawalState({
    status: isOrderStatus(order.status) ? order.status : 'processing',
    deliveredAt: order.deliveredAt,
    withdrawnAt: await withdrawnAtOf(db, order.id),
    lines: items,
    days: settings.orderRules.withdrawalDays,
    now,
  });
}

export interface WithdrawalInput {
  number: string;
  email: string;
  name: string;
}

/** The order's withdrawal as it stands, or the coded refusal: already withdrawn, or not (any more) possible. */
async function withdrawableState(tx: Db, order: OrderRow, settings: CommerceSettings) {
  const items = await itemsOfOrder(tx, order.id);
  const state = await withdrawalOf(tx, order, items, settings);
  if (!state.possible) {
    if (state.withdrawnAt || order.status === 'withdrawn' || order.status === 'partially_withdrawn')
      throw new AppError('ORDER_ALREADY_WITHDRAWN', { message: state.reason ?? undefined });
    throw new AppError('ORDER_NOT_WITHDRAWABLE', { message: state.reason ?? undefined });
  }
  return { lines: items.filter((i) => i.withdrawable).map(lineLabel), excluded: state.excluded };
}

/**
 * The withdrawal itself (docs/decisions/0045-online-withdrawal.md): in one transaction the order moves to
 * withdrawn (or partially_withdrawn when personalised lines stay sold), the withdrawal is written to its timeline
 * with the stated name, and the acknowledgment is queued; SMTP sends it after the commit. A concurrent second
 * withdrawal loses on the status guard of transitionOrder.
 */
async function completeWithdrawal(
  app: FastifyInstance,
  orderOf: (tx: Db) => Promise<{ order: OrderRow; name: string }>,
  actor: OrderActor,
  orderUrlOf: (order: OrderRow) => string,
) {
  const settings = await getCommerceSettings(app.db);
  const result = await app.db.transaction(async (tx) => {
    const { order, name } = await orderOf(tx);
    const { lines, excluded } = await withdrawableState(tx, order, settings);
    const to = excluded.length > 0 ? 'partially_withdrawn' : 'withdrawn';
    const moved = await transitionOrder(tx, order, to, actor, { reason: 'withdrawal' });
    await appendOrderEvents(tx, [
      { orderId: order.id, type: WITHDRAWAL_EVENT, actor, data: { name, lines, excluded } },
    ]);
    const at = new Date();
    const s = settings.seller;
    const mail = withdrawalAcknowledgmentEmail(app.config.SHOP_NAME, {
      orderNumber: order.number,
      name,
      receivedAt: formatDateTime(at),
      lines,
      excluded,
      returnAddress: `${s.legalName}, ${s.street} ${s.houseNumber}, ${s.zipCode} ${s.city}`,
      orderUrl: orderUrlOf(order),
    });
    const mailId = await queueEmail(tx, Boolean(app.config.SMTP_URL), order.email, mail);
    // Goods taken back take their part of the receipt back (docs/decisions/0075-correcting-receipts-of-orders.md).
    const receipt = await settleCorrections(app, tx, moved, 'withdrawal');
    return { order: moved, at, lines, excluded, mail: { id: mailId, content: mail }, receipt };
  });
  void deliverEmail(app, result.mail.id, result.order.email, result.mail.content);
  announceReceipts(app, [result.receipt]);
  return {
    number: result.order.number,
    status: statusOf(result.order.status),
    withdrawnAt: result.at.toISOString(),
    lines: result.lines,
    excluded: result.excluded,
    awaitingConfirmation: false,
  };
}

const CONFIRMATION_HOURS = 24;

/**
 * A guest's request proves only that they know the number and the e-mail, which the order's papers show to others
 * (docs/decisions/0137-withdrawal-proves-the-mailbox.md): nothing is withdrawn yet; a single-use link goes to the
 * order's e-mail, and its token (stored as SHA-256 only) completes the withdrawal within 24 hours.
 */
async function requestConfirmation(
  app: FastifyInstance,
  order: OrderRow,
  name: string,
  confirmUrlOf: (token: string) => string,
) {
  const settings = await getCommerceSettings(app.db);
  const token = randomToken();
  const result = await app.db.transaction(async (tx) => {
    const { lines, excluded } = await withdrawableState(tx, order, settings);
    const expiresAt = new Date(Date.now() + CONFIRMATION_HOURS * 3_600_000);
    await tx.insert(withdrawalConfirmations).values({ orderId: order.id, tokenHash: sha256(token), name, expiresAt });
    const mail = withdrawalConfirmationEmail(app.config.SHOP_NAME, {
      orderNumber: order.number,
      name,
      lines,
      href: confirmUrlOf(token),
    });
    const mailId = await queueEmail(tx, Boolean(app.config.SMTP_URL), order.email, mail);
    return { lines, excluded, mail: { id: mailId, content: mail } };
  });
  void deliverEmail(app, result.mail.id, order.email, result.mail.content);
  return {
    number: order.number,
    status: statusOf(order.status),
    withdrawnAt: null,
    lines: result.lines,
    excluded: result.excluded,
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
  const name = input.name.trim();
  const owner = actor.kind === 'customer' && order.userId !== null && order.userId === actor.id;
  if (!owner) return requestConfirmation(app, order, name, confirmUrlOf);
  return completeWithdrawal(
    app,
    async (tx) => ({ order: await orderByNumberAndEmail(tx, domainId, input.number, input.email), name }),
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
        .returning({ orderId: withdrawalConfirmations.orderId, name: withdrawalConfirmations.name });
      const [order] = used ? await tx.select().from(orders).where(eq(orders.id, used.orderId)).limit(1) : [];
      if (!used || !order || order.domainId !== domainId) throw new AppError('INVALID_TOKEN');
      return { order, name: used.name };
    },
    { kind: 'guest', id: null },
    orderUrlOf,
  );
}

const statusOf = (status: string) => (isOrderStatus(status) ? status : 'withdrawn');
