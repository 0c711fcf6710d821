import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { usePageTitle } from '../../../../app/title.js';
import { type CouponFilters, couponsQueryOptions } from '../../api/coupons.js';
import { DeskPager } from '../DeskPager.js';
import { type DeskColumn, DeskTable } from '../DeskTable.js';
import { SignInFirst } from '../SignInFirst.js';
import { dateTime } from '../catalogue/format.js';
import { useStaff } from '../catalogue/use-staff.js';
import { COUPON_STATE_TEXT, COUPON_STATES, discountText } from './coupon-text.js';
import '../catalogue/catalogue.css';

const COLUMNS: readonly DeskColumn[] = [
  { label: 'Kod' },
  { label: 'Popust', numeric: true },
  { label: 'Vrijedi' },
  { label: 'Korišteno', numeric: true },
  { label: 'Stanje' },
];

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** The list's filters from the address; what the API would refuse is left out. */
function couponFilters(search: Record<string, unknown>): CouponFilters {
  const filters: CouponFilters = {};
  const q = text(search.q).slice(0, 40);
  if (q) filters.q = q;
  const state = text(search.state);
  if ((COUPON_STATES as string[]).includes(state)) filters.state = state as CouponFilters['state'];
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

const period = (from: string | null, to: string | null) => {
  if (!from && !to) return 'Bez ograničenja';
  return `${from ? dateTime.format(new Date(from)) : '…'} – ${to ? dateTime.format(new Date(to)) : '…'}`;
};

/** /admin/kuponi: the coupons staff made, searched by code and filtered by state (docs/decisions/0203-coupon-rules.md). */
export function CouponList() {
  usePageTitle('Kuponi');
  const { api, admin, checking } = useStaff();
  const filters = couponFilters(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const list = useQuery({ ...couponsQueryOptions(api, filters), enabled: admin });
  if (!admin) return <SignInFirst title="Kuponi" checking={checking} />;
  const go = (next: CouponFilters) =>
    void navigate({ to: '/admin/kuponi/{-$id}', params: { id: undefined }, search: next as never });
  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <section className="admin-card admin-card--wide desk catalogue">
      <div className="catalogue__head">
        <h1>Kuponi</h1>
        <Link to="/admin/kuponi/{-$id}" params={{ id: 'novi' }} className="btn btn--primary">
          Novi kupon
        </Link>
      </div>
      <form
        className="desk-filters"
        aria-label="Filtri kupona"
        onSubmit={(event) => {
          event.preventDefault();
          go(couponFilters(Object.fromEntries(new FormData(event.currentTarget).entries())));
        }}
      >
        <div className="desk-filter desk-filter--wide">
          <label htmlFor="coupon-q">Kod</label>
          <input id="coupon-q" name="q" defaultValue={filters.q ?? ''} maxLength={40} />
        </div>
        <div className="desk-filter">
          <label htmlFor="coupon-state">Stanje</label>
          <select id="coupon-state" name="state" defaultValue={filters.state ?? ''}>
            <option value="">Sva</option>
            {COUPON_STATES.map((state) => (
              <option key={state} value={state}>
                {COUPON_STATE_TEXT[state]}
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
      {list.isError && <p role="alert">Kuponi se trenutno ne mogu učitati. Pokušajte ponovno.</p>}
      {!data && !list.isError && <p>Učitavanje...</p>}
      {data && data.items.length === 0 && <p>Nema kupona za ovaj filtar.</p>}
      {data && data.items.length > 0 && (
        <DeskTable columns={COLUMNS}>
          {data.items.map((coupon) => (
            <tr key={coupon.id}>
              <td>
                <Link to="/admin/kuponi/{-$id}" params={{ id: String(coupon.id) }}>
                  {coupon.code}
                </Link>
                {coupon.generatedCodes > 0 && (
                  <>
                    <br />
                    <small className="catalogue__muted">{coupon.generatedCodes} generiranih kodova</small>
                  </>
                )}
              </td>
              <td className="num">{discountText(coupon)}</td>
              <td>{period(coupon.validFrom, coupon.validTo)}</td>
              <td className="num">
                {coupon.used}
                {coupon.usageLimit !== null ? ` / ${coupon.usageLimit}` : ''}
              </td>
              <td>{COUPON_STATE_TEXT[coupon.state]}</td>
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
