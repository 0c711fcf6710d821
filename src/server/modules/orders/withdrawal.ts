import { isOrderStatus } from '@shared/order-status.js';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { orderEvents, orders, type OrderItemRow, type OrderRow } from '../../db/schema/orders.js';
import { AppError } from '../../errors/index.js';
import { deliverEmail, queueEmail, withdrawalAcknowledgmentEmail } from '../email/index.js';
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

/**
 * 'Odustani od ugovora' (docs/decisions/0045-online-withdrawal.md): in one transaction the order moves to
 * withdrawn (or partially_withdrawn when personalised lines stay sold), the withdrawal is written to its timeline
 * with the stated name, and the acknowledgment is queued; SMTP sends it after the commit. A concurrent second
 * withdrawal loses on the status guard of transitionOrder.
 */
export async function withdrawFromOrder(
  app: FastifyInstance,
  domainId: number,
  input: WithdrawalInput,
  actor: OrderActor,
  orderUrlOf: (order: OrderRow) => string,
) {
  const settings = await getCommerceSettings(app.db);
  const result = await app.db.transaction(async (tx) => {
    const order = await orderByNumberAndEmail(tx, domainId, input.number, input.email);
    const items = await itemsOfOrder(tx, order.id);
    const state = await withdrawalOf(tx, order, items, settings);
    if (!state.possible) {
      if (state.withdrawnAt || order.status === 'withdrawn' || order.status === 'partially_withdrawn')
        throw new AppError('ORDER_ALREADY_WITHDRAWN', { message: state.reason ?? undefined });
      throw new AppError('ORDER_NOT_WITHDRAWABLE', { message: state.reason ?? undefined });
    }
    const lines = items.filter((i) => i.withdrawable).map(lineLabel);
    const to = state.excluded.length > 0 ? 'partially_withdrawn' : 'withdrawn';
    const name = input.name.trim();
    const moved = await transitionOrder(tx, order, to, actor, { reason: 'withdrawal' });
    await appendOrderEvents(tx, [
      { orderId: order.id, type: WITHDRAWAL_EVENT, actor, data: { name, lines, excluded: state.excluded } },
    ]);
    const at = new Date();
    const s = settings.seller;
    const mail = withdrawalAcknowledgmentEmail(app.config.SHOP_NAME, {
      orderNumber: order.number,
      name,
      receivedAt: formatDateTime(at),
      lines,
      excluded: state.excluded,
      returnAddress: `${s.legalName}, ${s.street} ${s.houseNumber}, ${s.zipCode} ${s.city}`,
      orderUrl: orderUrlOf(order),
    });
    const mailId = await queueEmail(tx, Boolean(app.config.SMTP_URL), order.email, mail);
    // Goods taken back take their part of the receipt back (docs/decisions/0075-correcting-receipts-of-orders.md).
    const receipt = await settleCorrections(app, tx, moved, 'withdrawal');
    return { order: moved, at, lines, excluded: state.excluded, mail: { id: mailId, content: mail }, receipt };
  });
  void deliverEmail(app, result.mail.id, result.order.email, result.mail.content);
  announceReceipts(app, [result.receipt]);
  return {
    number: result.order.number,
    status: to(result.order.status),
    withdrawnAt: result.at.toISOString(),
    lines: result.lines,
    excluded: result.excluded,
  };
}

const to = (status: string) => (isOrderStatus(status) ? status : 'withdrawn');
