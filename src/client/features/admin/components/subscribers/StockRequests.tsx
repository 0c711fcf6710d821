import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { STOCK_REQUEST_STATE_TEXT, STOCK_REQUEST_STATES } from '@shared/subscriber-lists.js';
import { usePageTitle } from '../../../../app/title.js';
import { type StockRequestFilters, stockRequestsQueryOptions } from '../../api/subscribers.js';
import { useCan } from '../../permissions.js';
import type { DeskColumn } from '../DeskTable.js';
import { DeskListResult, DeskSearchForm, deskListFilters } from '../DeskSearchList.js';
import { SignInFirst } from '../SignInFirst.js';
import { dateTime } from '../catalogue/format.js';
import { useStaff } from '../catalogue/use-staff.js';
import '../catalogue/catalogue.css';
import './subscribers.css';

const COLUMNS: readonly DeskColumn[] = [
  { label: 'Proizvod' },
  { label: 'E-pošta' },
  { label: 'Zatraženo' },
  { label: 'Obaviješten' },
  { label: 'Stanje' },
];

/**
 * /admin/obavijesti: the 'Obavijesti me' requests, which size of which product, who waits and who was mailed
 * (docs/decisions/0241-newsletter-and-back-in-stock-lists.md).
 */
export function StockRequests() {
  usePageTitle('Obavijesti o dostupnosti');
  const { api, admin, checking } = useStaff();
  const can = useCan();
  const filters: StockRequestFilters = deskListFilters(
    useSearch({ strict: false }) as Record<string, unknown>,
    STOCK_REQUEST_STATES,
    100,
  );
  const navigate = useNavigate();
  const list = useQuery({ ...stockRequestsQueryOptions(api, filters), enabled: admin && can('customers') });
  if (!admin || !can('customers')) return <SignInFirst title="Obavijesti o dostupnosti" checking={checking} />;
  const go = (next: StockRequestFilters) => void navigate({ to: '/admin/obavijesti', search: next as never });
  return (
    <section className="admin-card admin-card--wide desk catalogue subscribers">
      <div className="catalogue__head">
        <h1>Obavijesti o dostupnosti</h1>
      </div>
      <DeskSearchForm
        label="Pretraga obavijesti"
        id="stock-request"
        qLabel="E-pošta, proizvod ili šifra"
        qMax={100}
        states={STOCK_REQUEST_STATES}
        stateText={STOCK_REQUEST_STATE_TEXT}
        filters={filters}
        onSearch={go}
      />
      {list.data && (
        <p className="desk-count" role="status">
          Pronađeno zahtjeva: {list.data.total}
        </p>
      )}
      <DeskListResult
        query={list}
        columns={COLUMNS}
        failed="Obavijesti se trenutno ne mogu učitati. Pokušajte ponovno."
        empty="Nema zahtjeva za ovu pretragu."
        page={filters.page ?? 1}
        go={(page) => go({ ...filters, page })}
        row={(request) => (
          <tr key={request.id}>
            <td>
              <Link to="/admin/proizvodi/{-$id}" params={{ id: String(request.productId) }}>
                {request.productName}
              </Link>
              <br />
              <small className="catalogue__muted">{[request.variant, request.sku].filter(Boolean).join(' · ')}</small>
            </td>
            <td>{request.email}</td>
            <td>{dateTime.format(new Date(request.createdAt))}</td>
            <td>{request.notifiedAt ? dateTime.format(new Date(request.notifiedAt)) : '–'}</td>
            <td>
              <span className={`subscriber-state subscriber-state--${request.state}`}>
                {STOCK_REQUEST_STATE_TEXT[request.state]}
              </span>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
