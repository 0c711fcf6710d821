import type { DeskOrderFacts } from '@shared/order-desk.js';
import { isOrderStatus } from '@shared/order-status.js';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import {
  type OrderRefundRow,
  orderRefunds,
  orderReturns,
  type OrderReturnRow,
} from '../../platform/db/schema/order-desk.js';
import {
  type OrderItemRow,
  type OrderRow,
  orderWithdrawals,
  type OrderWithdrawalRow,
} from '../../platform/db/schema/orders.js';
import { unitsCents } from '../order-receipts/index.js';
import { amountDue, itemsOfOrder, refundGoesToIban } from '../orders/index.js';
import { type CardPayment, cardPaymentOf } from './card.js';

/** What the desk reads of an order to decide and to show: its lines, card ledger, refunds, returns, withdrawals. */
export interface DeskState {
  order: OrderRow;
  items: OrderItemRow[];
  card: CardPayment | null;
  refunds: OrderRefundRow[];
  returns: OrderReturnRow[];
  withdrawals: OrderWithdrawalRow[];
  /** Money the shop took for the order: captured card, matched transfer, cash collected on delivery. */
  paidCents: number;
  refundedCents: number;
  facts: DeskOrderFacts;
}

/** What the shop has taken for the order, by how it was paid (docs/decisions/0152-capture-policy.md). */
function paidCentsOf(order: OrderRow, card: CardPayment | null): number {
  if (card) return card.capturedCents;
  return refundGoesToIban(order) ? amountDue(order) : 0;
}

export async function loadDeskState(db: Db, order: OrderRow): Promise<DeskState> {
  const [items, card, refunds, returns, withdrawals] = await Promise.all([
    itemsOfOrder(db, order.id),
    cardPaymentOf(db, order.id),
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)).orderBy(asc(orderRefunds.id)),
    db.select().from(orderReturns).where(eq(orderReturns.orderId, order.id)).orderBy(asc(orderReturns.id)),
    db.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, order.id)).orderBy(desc(orderWithdrawals.id)),
  ]);
  const paidCents = paidCentsOf(order, card);
  const refundedCents = refunds.reduce((sum, r) => sum + r.amountCents, 0);
  return {
    order,
    items,
    card,
    refunds,
    returns,
    withdrawals,
    paidCents,
    refundedCents,
    facts: {
      status: isOrderStatus(order.status) ? order.status : 'processing',
      deliveryCode: order.deliveryMethod?.code ?? null,
      card: card && {
        authorisedCents: card.authorisedCents,
        capturedCents: card.capturedCents,
        refundedCents: card.refundedCents,
        voided: card.voided,
      },
      refundableCents: Math.max(paidCents - refundedCents, 0),
      awaitingReturn: items.reduce((sum, i) => sum + i.withdrawnQty - i.returnedQty, 0),
      bankRefundsToMake: refunds.filter((r) => r.method === 'bank' && r.doneAt === null).length,
    },
  };
}

/** The card amount held and not yet taken: what a capture takes (units cancelled before shipment are not taken). */
export function heldCents(state: DeskState): number {
  const card = state.card;
  if (!card || card.voided || card.capturedCents > 0) return 0;
  const cancelled = state.items.reduce((sum, i) => sum + unitsCents(i, 0, i.cancelledQty), 0);
  return Math.max(card.authorisedCents - cancelled, 0);
}
