import type { OrderStatus } from '@shared/order-status.js';
import { formatDate } from './format.js';

/**
 * When 'Odustani od ugovora' is possible (docs/decisions/0045-online-withdrawal.md): from payment (or a cash on
 * delivery order's acceptance) until `days` after delivery; before delivery the period has not started, so it is
 * always possible. Personalised lines cannot be withdrawn; an order of only those cannot be withdrawn at all.
 * One withdrawal per order: it covers every line that can go back.
 */
export const WITHDRAWABLE_STATUSES: readonly OrderStatus[] = [
  'paid',
  'processing',
  'shipped',
  'ready_for_pickup',
  'delivered',
];

export interface WithdrawalLine {
  name: string;
  qty: number;
  withdrawable: boolean;
}

export interface WithdrawalFacts {
  status: OrderStatus;
  deliveredAt: Date | null;
  withdrawnAt: Date | null;
  lines: readonly WithdrawalLine[];
  days: number;
  now: Date;
}

export interface WithdrawalState {
  possible: boolean;
  /** The last moment of the period; null before delivery. */
  until: Date | null;
  /** Why not, in Croatian; null when possible. */
  reason: string | null;
  withdrawnAt: Date | null;
  excluded: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

const NOT_YET: Partial<Record<OrderStatus, string>> = {
  pending_payment: 'Narudžba još nije plaćena. Neplaćena narudžba se poništava sama, bez troškova za Vas.',
  awaiting_transfer: 'Narudžba još nije plaćena. Ako je ne platite do roka, poništava se sama, bez troškova za Vas.',
  cancelled: 'Narudžba je otkazana: nema se od čega odustati.',
  expired: 'Narudžba je istekla jer nije plaćena: nema se od čega odustati.',
  completed: 'Rok za odustajanje od ove narudžbe je istekao.',
};

export const lineLabel = (line: Pick<WithdrawalLine, 'name' | 'qty'>) =>
  line.qty > 1 ? `${line.qty} × ${line.name}` : line.name;

export function withdrawalState(f: WithdrawalFacts): WithdrawalState {
  const excluded = f.lines.filter((l) => !l.withdrawable).map(lineLabel);
  const until = f.deliveredAt ? new Date(f.deliveredAt.getTime() + f.days * DAY_MS) : null;
  const refuse = (reason: string): WithdrawalState => ({
    possible: false,
    until,
    reason,
    withdrawnAt: f.withdrawnAt,
    excluded,
  });
  if (f.status === 'withdrawn' || f.status === 'partially_withdrawn' || f.withdrawnAt)
    return refuse(`Od ove narudžbe ste već odustali${f.withdrawnAt ? ` ${formatDate(f.withdrawnAt)}` : '.'}`);
  if (!WITHDRAWABLE_STATUSES.includes(f.status))
    return refuse(NOT_YET[f.status] ?? 'Od ove narudžbe više nije moguće odustati.');
  if (until && f.now.getTime() > until.getTime())
    // formatDate ends with its own full stop: 25.11.2026.
    return refuse(`Rok od ${f.days} dana za odustajanje istekao je ${formatDate(until)}`);
  if (!f.lines.some((l) => l.withdrawable))
    return refuse('Sve stavke ove narudžbe su personalizirane i ne mogu se vratiti.');
  return { possible: true, until, reason: null, withdrawnAt: null, excluded };
}
