import { Link } from '@tanstack/react-router';
import { VOUCHER_STATE_TEXT } from '@shared/vouchers.js';
import type { DeskOrder } from '../../api/orders.js';
import { money } from './voucher-text.js';

/**
 * The gift vouchers of an order on its desk page (docs/decisions/0217-vouchers-back-office.md): those that paid
 * for it and those it bought, each by its code with a link to its page.
 */
export function OrderVouchersPanel({ vouchers }: { vouchers: DeskOrder['vouchers'] }) {
  if (vouchers.paidBy.length === 0 && vouchers.bought.length === 0) return null;
  return (
    <div className="desk-vouchers" data-testid="desk-order-vouchers">
      {vouchers.paidBy.length > 0 && (
        <>
          <h3>Plaćeno poklon bonom</h3>
          <ul>
            {vouchers.paidBy.map((v) => (
              <li key={v.id}>
                <Link to="/admin/bonovi/{-$id}" params={{ id: String(v.id) }}>
                  {v.code}
                </Link>{' '}
                {v.paidCents > 0 ? money(v.paidCents) : 'vraćeno na bon'}
              </li>
            ))}
          </ul>
        </>
      )}
      {vouchers.bought.length > 0 && (
        <>
          <h3>Kupljeni poklon bonovi</h3>
          <ul>
            {vouchers.bought.map((v) => (
              <li key={v.id}>
                <Link to="/admin/bonovi/{-$id}" params={{ id: String(v.id) }}>
                  {v.code}
                </Link>{' '}
                {money(v.valueCents)}, preostalo {money(v.balanceCents)} · {VOUCHER_STATE_TEXT[v.state]}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
