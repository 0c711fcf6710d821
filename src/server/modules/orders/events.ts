import type { OrderActorKind, OrderStatus } from '@shared/order-status.js';
import type { Db } from '../../platform/db/client.js';
import { insertJsonRows } from '../../platform/db/json-rows.js';
import { orderEvents } from '../../platform/db/schema/orders.js';

/** Who did something to an order: the buyer, a staff member (user id), the shop itself or a gateway (its name). */
export interface OrderActor {
  kind: OrderActorKind;
  id?: string | number | null;
}

export const SYSTEM = (job: string): OrderActor => ({ kind: 'system', id: job });

export interface OrderEventInput {
  orderId: number;
  type: string;
  actor: OrderActor;
  from?: OrderStatus | null;
  to?: OrderStatus | null;
  data?: Record<string, unknown>;
}

/** Appends to the order's timeline; events are never changed or deleted. */
export async function appendOrderEvents(tx: Db, events: readonly OrderEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await tx.execute(orderEventsInsert(events).getSQL());
}

/** appendOrderEvents' statement, not yet run (order creation writes a group's events with its orders). */
export function orderEventsInsert(events: readonly OrderEventInput[]) {
  return insertJsonRows(
    orderEvents,
    events.map((e) => ({
      orderId: e.orderId,
      type: e.type,
      fromStatus: e.from ?? null,
      toStatus: e.to ?? null,
      actorKind: e.actor.kind,
      actorId: e.actor.id === undefined || e.actor.id === null ? null : String(e.actor.id),
      data: e.data ?? {},
    })),
  );
}
