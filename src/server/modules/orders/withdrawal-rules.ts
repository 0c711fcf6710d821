import { withdrawalAllowedIn } from '@machines/order-lifecycle/rules.js';
import type { OrderStatus } from '@shared/order-status.js';
import { formatDate } from './format.js';

/**
 * When 'Odustani od ugovora' is possible (docs/decisions/0045-online-withdrawal.md,
 * docs/decisions/0153-withdrawal-by-lines.md): in the statuses where the order lifecycle machine takes a withdrawal,
 * until `days` after delivery (before delivery the period has not started). A withdrawal names lines and units, or
 * every unit left; it may be followed by another for what is still kept. Personalised lines cannot be withdrawn; an
 * order of only those cannot be withdrawn at all.
 */
export interface WithdrawalLine {
  id: number;
  name: string;
  qty: number;
  withdrawable: boolean;
  /** Units already cancelled (before shipment) or withdrawn (after). */
  cancelledQty: number;
  withdrawnQty: number;
}

export interface WithdrawalFacts {
  status: OrderStatus;
  deliveredAt: Date | null;
  /** The latest withdrawal. */
  withdrawnAt: Date | null;
  lines: readonly WithdrawalLine[];
  days: number;
  now: Date;
  /** Cash on delivery or a transfer already paid: the money goes back to an IBAN the shopper gives. */
  ibanNeeded: boolean;
}

export interface WithdrawableLine {
  itemId: number;
  name: string;
  /** Units that can still be withdrawn. */
  qty: number;
}

export interface WithdrawalState {
  possible: boolean;
  /** The last moment of the period; null before delivery. */
  until: Date | null;
  /** Why not, in Croatian; null when possible. */
  reason: string | null;
  withdrawnAt: Date | null;
  excluded: string[];
  lines: WithdrawableLine[];
  ibanNeeded: boolean;
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

/** Units of a line still kept by the buyer (not cancelled, not withdrawn). */
export const keptUnits = (line: Pick<WithdrawalLine, 'qty' | 'cancelledQty' | 'withdrawnQty'>) =>
  line.qty - line.cancelledQty - line.withdrawnQty;

export function withdrawalState(f: WithdrawalFacts): WithdrawalState {
  const excluded = f.lines.filter((l) => !l.withdrawable).map(lineLabel);
  const lines = f.lines
    .filter((l) => l.withdrawable && keptUnits(l) > 0)
    .map((l) => ({ itemId: l.id, name: l.name, qty: keptUnits(l) }));
  const until = f.deliveredAt ? new Date(f.deliveredAt.getTime() + f.days * DAY_MS) : null;
  const base = { until, withdrawnAt: f.withdrawnAt, excluded, lines, ibanNeeded: f.ibanNeeded };
  const refuse = (reason: string): WithdrawalState => ({ ...base, possible: false, reason, lines: [] });
  const already = `Od ove narudžbe ste već odustali${f.withdrawnAt ? ` ${formatDate(f.withdrawnAt)}` : '.'}`;
  if (f.status === 'withdrawn') return refuse(already);
  if (!withdrawalAllowedIn(f.status)) return refuse(NOT_YET[f.status] ?? 'Od ove narudžbe više nije moguće odustati.');
  if (until && f.now.getTime() > until.getTime())
    // formatDate ends with its own full stop: 25.11.2026.
    return refuse(`Rok od ${f.days} dana za odustajanje istekao je ${formatDate(until)}`);
  if (lines.length === 0)
    return refuse(f.withdrawnAt ? already : 'Sve stavke ove narudžbe su personalizirane i ne mogu se vratiti.');
  return { ...base, possible: true, reason: null };
}
