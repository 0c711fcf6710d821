import { SignInFirst } from './SignInFirst.js';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { ORDER_STATUSES, ORDER_STATUS_TEXT, isOrderStatus } from '@shared/order-status.js';
import { usePageTitle } from '../../../app/title.js';
import { formatPrice } from '../../../lib/format.js';
import { useAuthStatus } from '../../../lib/auth-session.js';
import { BankRefunds } from './BankRefunds.js';
import { DeskPager } from './DeskPager.js';
import { type DeskColumn, DeskTable } from './DeskTable.js';
import { type DeskFilters, ordersQueryOptions } from '../api/orders.js';

export const PAYMENT_NAMES: Record<string, string> = {
  wspay_hpp: 'Kartica (WSPay)',
  tcom_hpp: 'Kartica (PayWay)',
  pouzece: 'Pouzeće',
  virman: 'Virman',
};
const DELIVERY_NAMES: Record<string, string> = {
  courier: 'Kurir na adresu',
  pickup: 'Klupska trgovina',
  boxnow: 'BoxNow paketomat',
  none: 'Bez dostave (digitalno)',
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Cents as the shop prints them (through lib/format, which keeps the money rules in one chunk). */
export const money = (cents: number) => formatPrice(cents / 100);
/** Times on the desk are the shop's: Europe/Zagreb, whatever the staff member's computer says. */
export const dateTime = new Intl.DateTimeFormat('hr-HR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Zagreb',
});

const ORDER_COLUMNS: readonly DeskColumn[] = [
  { label: 'Broj' },
  { label: 'Datum' },
  { label: 'Kupac' },
  { label: 'Status' },
  { label: 'Plaćanje' },
  { label: 'Dostava' },
  { label: 'Iznos', numeric: true },
];

/** The address's filters, the ones the API would refuse left out (a hand-edited address is not an error page). */
export function deskFilters(search: Record<string, unknown>): DeskFilters {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
  const filters: DeskFilters = {};
  const status = text(search.status);
  if (isOrderStatus(status)) filters.status = status;
  const payment = text(search.payment);
  if (payment in PAYMENT_NAMES) filters.payment = payment as DeskFilters['payment'];
  const delivery = text(search.delivery);
  if (delivery in DELIVERY_NAMES) filters.delivery = delivery as DeskFilters['delivery'];
  for (const key of ['capture', 'returns'] as const) if (text(search[key]) === 'awaiting') filters[key] = 'awaiting';
  for (const key of ['from', 'to'] as const) if (DAY.test(text(search[key]))) filters[key] = text(search[key]);
  const q = text(search.q).slice(0, 254);
  if (q) filters.q = q;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) filters.page = page;
  return filters;
}

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value?: string;
  options: Record<string, string>;
}) {
  return (
    <div className="desk-filter">
      <label htmlFor={`desk-${name}`}>{label}</label>
      <select id={`desk-${name}`} name={name} defaultValue={value ?? ''}>
        <option value="">Sve</option>
        {Object.entries(options).map(([code, text]) => (
          <option key={code} value={code}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

const STATUS_NAMES = Object.fromEntries(ORDER_STATUSES.map((s) => [s, ORDER_STATUS_TEXT[s].label]));

/** /admin/orders: the orders, newest first, with filters, search and paging in the address. */
export function OrderList() {
  usePageTitle('Narudžbe');
  const { api, auth } = useRouteContext({ from: '__root__' });
  const session = useAuthStatus(auth);
  const admin = session.status === 'authenticated' && session.user?.isBackofficeUser === true;
  const filters = deskFilters(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const list = useQuery({ ...ordersQueryOptions(api, filters), enabled: admin });
  if (!admin) {
    return <SignInFirst title="Narudžbe" checking={session.status === 'unknown'} />;
  }
  const go = (next: DeskFilters) =>
    void navigate({ to: '/admin/orders/{-$id}', params: { id: undefined }, search: next as never });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    go(deskFilters(Object.fromEntries(form.entries())));
  };
  const data = list.data;
  const page = filters.page ?? 1;
  return (
    <section className="admin-card desk">
      <h1>Narudžbe</h1>
      <BankRefunds />
      <form className="desk-filters" onSubmit={submit} aria-label="Filtri narudžbi">
        <div className="desk-filter desk-filter--wide">
          <label htmlFor="desk-q">Broj narudžbe ili e-mail</label>
          <input id="desk-q" type="search" name="q" defaultValue={filters.q ?? ''} maxLength={254} />
        </div>
        <Select name="status" label="Status" value={filters.status} options={STATUS_NAMES} />
        <Select name="payment" label="Plaćanje" value={filters.payment} options={PAYMENT_NAMES} />
        <Select name="delivery" label="Dostava" value={filters.delivery} options={DELIVERY_NAMES} />
        <div className="desk-filter">
          <label htmlFor="desk-from">Od datuma</label>
          <input id="desk-from" type="date" name="from" defaultValue={filters.from ?? ''} />
        </div>
        <div className="desk-filter">
          <label htmlFor="desk-to">Do datuma</label>
          <input id="desk-to" type="date" name="to" defaultValue={filters.to ?? ''} />
        </div>
        <div className="desk-filters__buttons">
          <button type="submit" className="btn btn--primary">
            Traži
          </button>
          <button type="reset" className="btn btn--outline" onClick={() => go({})}>
            Očisti
          </button>
        </div>
      </form>
      {list.isError && <p role="alert">Narudžbe se trenutno ne mogu učitati. Pokušajte ponovno.</p>}
      {data && (
        <>
          <p className="desk-count" role="status">
            Pronađeno narudžbi: {data.totalRecords}
          </p>
          <DeskTable columns={ORDER_COLUMNS}>
            {data.records.map((order) => (
              <tr key={order.id}>
                <td>
                  <Link to="/admin/orders/{-$id}" params={{ id: String(order.id) }}>
                    {order.number}
                  </Link>
                </td>
                <td>{dateTime.format(new Date(order.createdAt))}</td>
                <td>
                  {order.customerName}
                  <br />
                  <small>{order.email}</small>
                </td>
                <td>
                  <span className={`desk-status desk-status--${order.status}`}>{order.statusLabel}</span>
                  {order.awaitingCapture && (
                    <>
                      <br />
                      <small className="desk-flag">Autorizirano, nije naplaćeno</small>
                    </>
                  )}
                </td>
                <td>{PAYMENT_NAMES[order.paymentCode] ?? order.paymentName}</td>
                <td>{order.deliveryName ?? DELIVERY_NAMES.none}</td>
                <td className="num">{money(order.totalCents)}</td>
              </tr>
            ))}
          </DeskTable>
          {data.records.length === 0 && <p>Nema narudžbi koje odgovaraju filtrima.</p>}
          <DeskPager page={page} totalPages={data.totalPages} go={(to) => go({ ...filters, page: to })} />
        </>
      )}
    </section>
  );
}
