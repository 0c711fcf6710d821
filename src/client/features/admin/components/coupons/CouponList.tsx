import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { usePageTitle } from '../../../../app/title.js';
import { type CouponFilters, couponsQueryOptions } from '../../api/coupons.js';
import type { DeskColumn } from '../DeskTable.js';
import { DeskListResult, DeskSearchForm, deskListFilters } from '../DeskSearchList.js';
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

const couponFilters = (search: Record<string, unknown>): CouponFilters => deskListFilters(search, COUPON_STATES, 40);

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
  return (
    <section className="admin-card admin-card--wide desk catalogue">
      <div className="catalogue__head">
        <h1>Kuponi</h1>
        <Link to="/admin/kuponi/{-$id}" params={{ id: 'novi' }} className="btn btn--primary">
          Novi kupon
        </Link>
      </div>
      <DeskSearchForm
        label="Filtri kupona"
        id="coupon"
        qLabel="Kod"
        qMax={40}
        qType="text"
        states={COUPON_STATES}
        stateText={COUPON_STATE_TEXT}
        filters={filters}
        onSearch={go}
      />
      <DeskListResult
        query={list}
        columns={COLUMNS}
        failed="Kuponi se trenutno ne mogu učitati. Pokušajte ponovno."
        empty="Nema kupona za ovaj filtar."
        page={filters.page ?? 1}
        go={(page) => go({ ...filters, page })}
        row={(coupon) => (
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
        )}
      />
    </section>
  );
}
