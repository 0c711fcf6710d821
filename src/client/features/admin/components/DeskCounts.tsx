import { useQuery } from '@tanstack/react-query';
import { Link, type LinkProps, useRouteContext } from '@tanstack/react-router';
import type { DeskCountKey } from '@shared/desk-counts.js';
import type { Permission } from '@shared/permissions.js';
import { deskCountsQueryOptions } from '../api/packing.js';
import { useCan } from '../permissions.js';

/**
 * Each count of the desk home (docs/decisions/0162-desk-home-counts.md): its words and the filtered list it opens.
 * Typed by the shared keys, so a new count is not done until it has both.
 */
const COUNTS: Record<DeskCountKey, { label: string; link: LinkProps; permission: Permission }> = {
  toPack: { label: 'Za pakiranje', link: { to: '/admin/$', params: { _splat: 'packing' } }, permission: 'orders.ship' },
  awaitingCapture: {
    permission: 'orders.manage',
    label: 'Čeka naplatu kartice',
    link: { to: '/admin/orders/{-$id}', params: { id: undefined }, search: { capture: 'awaiting' } as never },
  },
  awaitingTransfer: {
    permission: 'orders.manage',
    label: 'Čeka uplatu (virman)',
    link: { to: '/admin/orders/{-$id}', params: { id: undefined }, search: { status: 'awaiting_transfer' } as never },
  },
  returnsToReceive: {
    permission: 'orders.manage',
    label: 'Povrat robe na putu',
    link: { to: '/admin/orders/{-$id}', params: { id: undefined }, search: { returns: 'awaiting' } as never },
  },
  refundsToMake: {
    permission: 'refunds.bank',
    label: 'Povrati novca na račun',
    link: { to: '/admin/orders/{-$id}', params: { id: undefined }, hash: 'desk-bank-refunds' },
  },
  refusedReceipts: {
    permission: 'receipts',
    label: 'Računi koje je CIS odbio',
    link: { to: '/admin/receipts', search: { status: 'refused' } as never },
  },
};

/** What waits for staff, counted, each count a link to its list; only the counts whose work the role does. */
export function DeskCounts() {
  const { api } = useRouteContext({ from: '__root__' });
  const can = useCan();
  const counts = useQuery(deskCountsQueryOptions(api));
  if (counts.isError) return <p role="alert">Brojke se trenutno ne mogu učitati.</p>;
  if (!counts.data) return <p>Učitavanje...</p>;
  return (
    <ul className="desk-counts" aria-label="Čeka na obradu">
      {counts.data.counts
        .filter(({ key }) => can(COUNTS[key].permission))
        .map(({ key, count }) => {
          const { label, link } = COUNTS[key];
          return (
            <li key={key} data-count={key}>
              <Link {...link} className="desk-counts__item">
                <span className="desk-counts__number">{count}</span>
                <span className="desk-counts__label">{label}</span>
              </Link>
            </li>
          );
        })}
    </ul>
  );
}
