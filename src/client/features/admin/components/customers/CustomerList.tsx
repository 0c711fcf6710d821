import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { CUSTOMER_STATE_TEXT, CUSTOMER_STATES } from '@shared/customers.js';
import { usePageTitle } from '../../../../app/title.js';
import { type CustomerFilters, customersQueryOptions } from '../../api/customers.js';
import { useCan } from '../../permissions.js';
import type { DeskColumn } from '../DeskTable.js';
import { DeskListResult, DeskSearchForm, deskListFilters } from '../DeskSearchList.js';
import { SignInFirst } from '../SignInFirst.js';
import { dateTime } from '../catalogue/format.js';
import { useStaff } from '../catalogue/use-staff.js';
import '../catalogue/catalogue.css';
import './customers.css';

const COLUMNS: readonly DeskColumn[] = [
  { label: 'Kupac' },
  { label: 'Članska iskaznica' },
  { label: 'Narudžbe', numeric: true },
  { label: 'Stanje' },
  { label: 'Račun otvoren' },
];

const customerFilters = (search: Record<string, unknown>): CustomerFilters =>
  deskListFilters(search, CUSTOMER_STATES, 100);

/**
 * /admin/kupci: customers found by name, e-mail, member card or order number, filtered by state
 * (docs/decisions/0221-customers-back-office-screens.md).
 */
export function CustomerList() {
  usePageTitle('Kupci');
  const { api, admin, checking } = useStaff();
  const can = useCan();
  const filters = customerFilters(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const list = useQuery({ ...customersQueryOptions(api, filters), enabled: admin && can('customers') });
  if (!admin || !can('customers')) return <SignInFirst title="Kupci" checking={checking} />;
  const go = (next: CustomerFilters) =>
    void navigate({ to: '/admin/kupci/{-$id}', params: { id: undefined }, search: next as never });
  return (
    <section className="admin-card admin-card--wide desk catalogue customers">
      <div className="catalogue__head">
        <h1>Kupci</h1>
        <Link to="/admin/clanovi" className="btn btn--outline">
          Registar članova
        </Link>
      </div>
      <DeskSearchForm
        label="Pretraga kupaca"
        id="customer"
        qLabel="Ime, e-pošta, članska iskaznica ili broj narudžbe"
        qMax={100}
        states={CUSTOMER_STATES}
        stateText={CUSTOMER_STATE_TEXT}
        filters={filters}
        onSearch={go}
      />
      <DeskListResult
        query={list}
        columns={COLUMNS}
        failed="Kupci se trenutno ne mogu učitati. Pokušajte ponovno."
        empty="Nema kupaca za ovu pretragu."
        page={filters.page ?? 1}
        go={(page) => go({ ...filters, page })}
        row={(customer) => (
          <tr key={customer.id}>
            <td>
              <Link to="/admin/kupci/{-$id}" params={{ id: String(customer.id) }}>
                {`${customer.firstName} ${customer.lastName}`.trim() || customer.email}
              </Link>
              <br />
              <small className="catalogue__muted">{customer.email}</small>
            </td>
            <td>{customer.memberCard ?? '–'}</td>
            <td className="num">{customer.orders}</td>
            <td>
              <span className={`customer-state customer-state--${customer.state}`}>
                {CUSTOMER_STATE_TEXT[customer.state]}
              </span>
            </td>
            <td>{dateTime.format(new Date(customer.createdAt))}</td>
          </tr>
        )}
      />
    </section>
  );
}
