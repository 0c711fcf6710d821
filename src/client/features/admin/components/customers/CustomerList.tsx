import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { CUSTOMER_STATE_TEXT, CUSTOMER_STATES } from '@shared/customers.js';
import { usePageTitle } from '../../../../app/title.js';
import { type CustomerFilters, customersQueryOptions } from '../../api/customers.js';
import { useCan } from '../../permissions.js';
import { DeskPager } from '../DeskPager.js';
import { type DeskColumn, DeskTable } from '../DeskTable.js';
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

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** The list's filters from the address; what the API would refuse is left out. */
function customerFilters(search: Record<string, unknown>): CustomerFilters {
  const filters: CustomerFilters = {};
  const q = text(search.q).slice(0, 100);
  if (q) filters.q = q;
  const state = text(search.state);
  if ((CUSTOMER_STATES as readonly string[]).includes(state)) filters.state = state as CustomerFilters['state'];
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

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
  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <section className="admin-card admin-card--wide desk catalogue customers">
      <div className="catalogue__head">
        <h1>Kupci</h1>
        <Link to="/admin/clanovi" className="btn btn--outline">
          Registar članova
        </Link>
      </div>
      <form
        className="desk-filters"
        aria-label="Pretraga kupaca"
        onSubmit={(event) => {
          event.preventDefault();
          go(customerFilters(Object.fromEntries(new FormData(event.currentTarget).entries())));
        }}
      >
        <div className="desk-filter desk-filter--wide">
          <label htmlFor="customer-q">Ime, e-pošta, članska iskaznica ili broj narudžbe</label>
          <input id="customer-q" name="q" type="search" defaultValue={filters.q ?? ''} maxLength={100} />
        </div>
        <div className="desk-filter">
          <label htmlFor="customer-state">Stanje</label>
          <select id="customer-state" name="state" defaultValue={filters.state ?? ''}>
            <option value="">Sva</option>
            {CUSTOMER_STATES.map((state) => (
              <option key={state} value={state}>
                {CUSTOMER_STATE_TEXT[state]}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-filters__buttons">
          <button type="submit" className="btn btn--primary">
            Traži
          </button>
        </div>
      </form>
      {list.isError && <p role="alert">Kupci se trenutno ne mogu učitati. Pokušajte ponovno.</p>}
      {!data && !list.isError && <p>Učitavanje...</p>}
      {data && data.items.length === 0 && <p>Nema kupaca za ovu pretragu.</p>}
      {data && data.items.length > 0 && (
        <DeskTable columns={COLUMNS}>
          {data.items.map((customer) => (
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
          ))}
        </DeskTable>
      )}
      {data && (
        <DeskPager
          page={filters.page ?? 1}
          totalPages={totalPages}
          go={(page) => go({ ...filters, page: page > 1 ? page : undefined })}
        />
      )}
    </section>
  );
}
