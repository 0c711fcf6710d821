import { getNextSnapshot, initialTransition } from 'xstate';
import {
  actionBlocker,
  DESK_ACTION_TEXT,
  DESK_ACTIONS,
  type DeskAction,
  type DeskOrderFacts,
} from '@shared/order-desk.js';
import { isOrderStatus, ORDER_STATUS_TEXT, ORDER_STATUSES, type OrderStatus } from '@shared/order-status.js';
import { type OrderLifecycleEvent, orderLifecycleMachine, type PaymentKind } from './order-lifecycle.machine.js';

/**
 * What the order lifecycle machine allows, read off its definition once (docs/decisions/0150-order-lifecycle-machine.md).
 * The server moves orders with `statusAfter` and checks desk actions with `deskActionAllowed`; the desk's page gets
 * its buttons from the same table. Nothing here restates a move: change the machine and these follow.
 */

interface TransitionLike {
  target?: ReadonlyArray<{ key: string }>;
}

function transitionsOf(status: OrderStatus): Map<string, TransitionLike[]> {
  const node = orderLifecycleMachine.root.states[status] as unknown as { transitions: Map<string, TransitionLike[]> };
  return node.transitions;
}

function targetsOf(status: OrderStatus): OrderStatus[] {
  const out = new Set<OrderStatus>();
  for (const list of transitionsOf(status).values())
    for (const t of list)
      for (const node of t.target ?? []) if (isOrderStatus(node.key) && node.key !== status) out.add(node.key);
  return ORDER_STATUSES.filter((s) => out.has(s));
}

const byStatus = <T>(of: (status: OrderStatus) => T) =>
  Object.fromEntries(ORDER_STATUSES.map((s) => [s, of(s)])) as Record<OrderStatus, T>;

/** The statuses an order may move to from each status. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = byStatus(targetsOf);

/** The desk's actions the machine takes in each status, in the desk's order of buttons. */
export const DESK_ACTIONS_BY_STATUS: Readonly<Record<OrderStatus, readonly DeskAction[]>> = byStatus((status) => {
  const events = transitionsOf(status);
  return DESK_ACTIONS.filter((action) => events.has(action));
});

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** No event at all is taken in a final status. */
export function isFinalStatus(status: OrderStatus): boolean {
  return transitionsOf(status).size === 0;
}

/** Does the machine take a withdrawal by the shopper in this status? */
export function withdrawalAllowedIn(status: OrderStatus): boolean {
  return transitionsOf(status).has('withdraw');
}

/** Can the desk do this action to an order in this status? The one question the server and the buttons ask. */
export function deskActionAllowed(status: OrderStatus, action: DeskAction): boolean {
  return DESK_ACTIONS_BY_STATUS[status].includes(action);
}

/**
 * Why the desk cannot do this action to this order now, in Croatian, or null when it can: first the machine (the
 * status), then the order's own facts (delivery, card ledger, goods and money still due).
 */
export function deskActionProblem(action: DeskAction, facts: DeskOrderFacts): string | null {
  const label = DESK_ACTION_TEXT[action].label;
  if (!deskActionAllowed(facts.status, action))
    return `Radnja „${label}” nije dopuštena za narudžbu u statusu „${ORDER_STATUS_TEXT[facts.status].label}”.`;
  const blocker = actionBlocker(action, facts);
  return blocker ? `Radnja „${label}” nije moguća: ${blocker}` : null;
}

/** The buttons the desk shows: the status's actions the order's facts do not rule out. */
export function availableActions(facts: DeskOrderFacts): DeskAction[] {
  return DESK_ACTIONS_BY_STATUS[facts.status].filter((action) => actionBlocker(action, facts) === null);
}

/** The status's actions this order cannot take, with the reason (the desk shows them greyed with it). */
export function blockedActions(facts: DeskOrderFacts): Array<{ action: DeskAction; reason: string }> {
  return DESK_ACTIONS_BY_STATUS[facts.status].flatMap((action) => {
    const reason = actionBlocker(action, facts);
    return reason ? [{ action, reason }] : [];
  });
}

/**
 * The status an event leads to from `from`: the same status for an event it takes without moving (a refund, a
 * partial withdrawal before shipment), null when the machine does not take the event there.
 */
export function statusAfter(from: OrderStatus, event: OrderLifecycleEvent): OrderStatus | null {
  if (!transitionsOf(from).has(event.type)) return null;
  const snapshot = orderLifecycleMachine.resolveState({ value: from, context: { payment: 'card' } });
  const next = getNextSnapshot(orderLifecycleMachine, snapshot, event);
  const value = String(next.value);
  return isOrderStatus(value) ? value : null;
}

const initialStatuses = new Map<PaymentKind, OrderStatus>();

/**
 * Where an order paid this way starts: the machine's initial state for it, worked out once per payment kind (every
 * order asks, and starting the machine was a measurable part of an order's CPU time:
 * docs/decisions/0261-order-creation-reads-less.md).
 */
export function initialStatus(payment: PaymentKind): OrderStatus {
  let status = initialStatuses.get(payment);
  if (status === undefined) {
    const [snapshot] = initialTransition(orderLifecycleMachine, { payment });
    status = snapshot.value as OrderStatus;
    initialStatuses.set(payment, status);
  }
  return status;
}
