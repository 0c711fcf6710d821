import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { packingBatchMachine } from '@machines/packing-batch/packing-batch.machine.js';
import { orderCountText } from '@shared/plural.js';
import { usePageTitle } from '../../../app/title.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { useAuthStatus } from '../../../lib/auth-session.js';
import { packingListQueryOptions, printPackingSlips } from '../api/packing.js';
import { DeskPager } from './DeskPager.js';
import { type DeskColumn, DeskTable } from './DeskTable.js';
import { SignInFirst } from './SignInFirst.js';

const TITLE = 'Za pakiranje';
const dateTime = new Intl.DateTimeFormat('hr-HR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Zagreb',
});

const COLUMNS: readonly DeskColumn[] = [
  { label: <span className="visually-hidden">Odabir</span> },
  { label: 'Narudžba' },
  { label: 'Zaprimljena' },
  { label: 'Kupac' },
  { label: 'Dostava' },
  { label: 'Stavki', numeric: true },
  { label: 'Komada', numeric: true },
  { label: 'Plaćanje' },
];

/** The page in the address, checked (a hand-edited address shows the first page, not an error). */
function pageOf(search: Record<string, unknown>): number {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? page : 1;
}

/**
 * /admin/packing: paid and cash-on-delivery orders not yet shipped, oldest first; staff tick several (or the whole
 * page) and print their packing slips as one PDF, one page per order (docs/decisions/0160-packing-slips.md).
 */
export function Packing() {
  usePageTitle(TITLE);
  const { api, auth } = useRouteContext({ from: '__root__' });
  const session = useAuthStatus(auth);
  const admin = session.status === 'authenticated' && session.user?.isBackofficeUser === true;
  const page = pageOf(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const list = useQuery({ ...packingListQueryOptions(api, page), enabled: admin });
  const actor = useActorRef(
    packingBatchMachine.provide({
      actors: { printSlips: fromPromise(({ input }) => printPackingSlips(api, input)) },
    }),
    { input: {} },
  );
  const state = useSelector(actor, (s) => s.value);
  const { selected, printed, failure } = useSelector(actor, (s) => s.context);
  if (!admin) return <SignInFirst title={TITLE} checking={session.status === 'unknown'} />;
  const data = list.data;
  const busy = state === 'printing';
  const go = (next: number) =>
    void navigate({ to: '/admin/$', params: { _splat: 'packing' }, search: (next > 1 ? { page: next } : {}) as never });
  return (
    <section className="admin-card admin-card--wide admin-section desk">
      <h1>{TITLE}</h1>
      <p>Plaćene narudžbe i narudžbe s plaćanjem pouzećem koje još nisu poslane, od najstarije.</p>
      {list.isError && <p role="alert">Popis se trenutno ne može učitati. Pokušajte ponovno.</p>}
      {!data && !list.isError && <p>Učitavanje...</p>}
      {data && (
        <>
          <p className="desk-count" role="status">
            Za pakiranje: {orderCountText(data.totalRecords)}
          </p>
          <div className="desk-actions__buttons desk-print">
            <button
              type="button"
              className="btn btn--primary"
              disabled={busy || selected.length === 0}
              aria-busy={busy || undefined}
              onClick={() => actor.send({ type: 'print' })}
            >
              {busy ? 'Izrada PDF-a...' : `Ispiši popis za pakiranje (${selected.length})`}
            </button>
            <button
              type="button"
              className="btn btn--outline"
              disabled={busy || data.records.length === 0}
              onClick={() => actor.send({ type: 'orders.selectAll', orderIds: data.records.map((r) => r.id) })}
            >
              Označi sve na stranici
            </button>
            <button
              type="button"
              className="btn btn--outline"
              disabled={busy || selected.length === 0}
              onClick={() => actor.send({ type: 'orders.clear' })}
            >
              Poništi odabir
            </button>
          </div>
          {state === 'printed' && (
            <Notice kind="success">
              Popis za pakiranje je preuzet: {orderCountText(printed)}, svaka na svojoj stranici.
            </Notice>
          )}
          {state === 'failed' && failure && (
            <div className="desk-confirm">
              <Notice kind="error">
                <FailureText failure={failure} />
              </Notice>
              <div className="desk-actions__buttons">
                <button type="button" className="btn btn--primary" onClick={() => actor.send({ type: 'retry' })}>
                  Pokušaj ponovno
                </button>
                <button type="button" className="btn btn--outline" onClick={() => actor.send({ type: 'dismiss' })}>
                  Zatvori
                </button>
              </div>
            </div>
          )}
          <DeskTable columns={COLUMNS}>
            {data.records.map((order) => (
              <tr key={order.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Odaberi narudžbu ${order.number}`}
                    checked={selected.includes(order.id)}
                    disabled={busy}
                    onChange={() => actor.send({ type: 'order.toggle', orderId: order.id })}
                  />
                </td>
                <td className="nowrap">
                  <Link to="/admin/orders/{-$id}" params={{ id: String(order.id) }}>
                    {order.number}
                  </Link>
                  <br />
                  <span className={`desk-status desk-status--${order.status}`}>{order.statusLabel}</span>
                </td>
                <td className="nowrap">{dateTime.format(new Date(order.createdAt))}</td>
                <td>{order.customerName}</td>
                <td>
                  {order.deliveryName}
                  {order.lockerName && (
                    <>
                      <br />
                      <small>{order.lockerName}</small>
                    </>
                  )}
                </td>
                <td className="num">{order.lines}</td>
                <td className="num">{order.units}</td>
                <td>{order.paymentName}</td>
              </tr>
            ))}
          </DeskTable>
          {data.records.length === 0 && <p>Nema narudžbi za pakiranje.</p>}
          <DeskPager page={page} totalPages={data.totalPages} go={go} />
        </>
      )}
    </section>
  );
}
