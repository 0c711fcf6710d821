import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { VOUCHER_STATE_TEXT } from '@shared/vouchers.js';
import { usePageTitle } from '../../../../app/title.js';
import { vouchersQueryOptions } from '../../api/vouchers.js';
import { DeskPager } from '../DeskPager.js';
import { type DeskColumn, DeskTable } from '../DeskTable.js';
import { SignInFirst } from '../SignInFirst.js';
import { useStaff } from '../catalogue/use-staff.js';
import { day, money } from './voucher-text.js';
import '../catalogue/catalogue.css';

const COLUMNS: readonly DeskColumn[] = [
  { label: 'Kod' },
  { label: 'Kupac' },
  { label: 'Narudžba' },
  { label: 'Iznos', numeric: true },
  { label: 'Stanje', numeric: true },
  { label: 'Vrijedi do' },
  { label: 'Status' },
];

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** /admin/bonovi: gift vouchers found by code, buyer e-mail or order number (docs/decisions/0217-vouchers-back-office.md). */
export function VoucherList() {
  usePageTitle('Poklon bonovi');
  const { api, admin, checking } = useStaff();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const q = text(search.q).slice(0, 254);
  const pageNo = Math.max(1, Number(search.page) || 1);
  const navigate = useNavigate();
  const list = useQuery({ ...vouchersQueryOptions(api, q, pageNo), enabled: admin });
  if (!admin) return <SignInFirst title="Poklon bonovi" checking={checking} />;
  const go = (next: { q?: string; page?: number }) =>
    void navigate({ to: '/admin/bonovi/{-$id}', params: { id: undefined }, search: next as never });
  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <section className="admin-card admin-card--wide desk catalogue">
      <div className="catalogue__head">
        <h1>Poklon bonovi</h1>
      </div>
      <form
        className="desk-filters"
        aria-label="Traženje poklon bona"
        onSubmit={(event) => {
          event.preventDefault();
          const typed = text(new FormData(event.currentTarget).get('q'));
          go(typed ? { q: typed } : {});
        }}
      >
        <div className="desk-filter desk-filter--wide">
          <label htmlFor="voucher-q">Kod, e-pošta ili broj narudžbe</label>
          <input id="voucher-q" name="q" defaultValue={q} maxLength={254} />
        </div>
        <div className="desk-filters__buttons">
          <button type="submit" className="btn btn--primary">
            Traži
          </button>
        </div>
      </form>
      {list.isError && <p role="alert">Poklon bonovi se trenutno ne mogu učitati. Pokušajte ponovno.</p>}
      {!data && !list.isError && <p>Učitavanje...</p>}
      {data && data.items.length === 0 && <p>Nema poklon bonova za ovu pretragu.</p>}
      {data && data.items.length > 0 && (
        <DeskTable columns={COLUMNS}>
          {data.items.map((v) => (
            <tr key={v.id}>
              <td>
                <Link to="/admin/bonovi/{-$id}" params={{ id: String(v.id) }}>
                  {v.code}
                </Link>
              </td>
              <td>{v.email}</td>
              <td>{v.orderNumber}</td>
              <td className="num">{money(v.valueCents)}</td>
              <td className="num">{money(v.balanceCents)}</td>
              <td>{day(v.expiresAt)}</td>
              <td>{VOUCHER_STATE_TEXT[v.state]}</td>
            </tr>
          ))}
        </DeskTable>
      )}
      {data && (
        <DeskPager
          page={pageNo}
          totalPages={totalPages}
          go={(page) => go({ ...(q ? { q } : {}), ...(page > 1 ? { page } : {}) })}
        />
      )}
    </section>
  );
}
