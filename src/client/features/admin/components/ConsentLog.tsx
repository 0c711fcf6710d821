import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/title.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { isApiError } from '../../../lib/api-client.js';
import { useAuthStatus } from '../../../lib/auth-session.js';
import { type ConsentLog as Log, consentLogQueryOptions } from '../api/sections.js';
import { FORM_NAMES, formList } from './Consents.js';
import { SignInFirst } from './SignInFirst.js';
import { DeskPager } from './DeskPager.js';
import { type DeskColumn, DeskTable } from './DeskTable.js';
import './sections.css';

const dateTime = new Intl.DateTimeFormat('hr-HR', { dateStyle: 'short', timeStyle: 'medium' });

/** The page in the address, checked (a hand-edited address shows the first page, not an error). */
function pageOf(search: Record<string, unknown>): number {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? page : 1;
}

function Who({ row }: { row: Log['records'][number] }) {
  if (row.userType === 'user') return <>{row.email ?? 'Korisnik (obrisan)'}</>;
  return (
    <>
      Gost
      {row.claimedEmail && (
        <>
          <br />
          <small>nepotvrđen e-mail: {row.claimedEmail}</small>
        </>
      )}
    </>
  );
}

const RECORD_COLUMNS: readonly DeskColumn[] = [
  { label: 'Vrijeme' },
  { label: 'Odluka' },
  { label: 'Tko' },
  { label: 'Obrazac' },
  { label: 'Verzija', numeric: true },
];

/** /admin/consent/$slug: one consent and its log (given and withdrawn), newest first, paged in the address. */
export function ConsentLog({ slug }: { slug: string }) {
  const { api, auth } = useRouteContext({ from: '__root__' });
  const session = useAuthStatus(auth);
  const admin = session.status === 'authenticated' && session.user?.isBackofficeUser === true;
  const page = pageOf(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const log = useQuery({ ...consentLogQueryOptions(api, slug, page), enabled: admin });
  const data = log.data;
  const title = data ? `Privola: ${data.consent.displayName}` : 'Privola';
  usePageTitle(title);
  if (!admin) return <SignInFirst title="Privola" checking={session.status === 'unknown'} />;
  const go = (next: number) =>
    void navigate({
      to: '/admin/$',
      params: { _splat: `consent/${slug}` },
      search: (next > 1 ? { page: next } : {}) as never,
    });
  return (
    <section className="admin-card admin-card--wide admin-section">
      <p className="admin-back">
        <Link to="/admin/$" params={{ _splat: 'consent' }}>
          ← Sve privole
        </Link>
      </p>
      <h1>{title}</h1>
      {log.isError &&
        (isApiError(log.error) && log.error.statusCode === 404 ? (
          <p role="alert">Privola „{slug}” ne postoji.</p>
        ) : (
          <p role="alert">
            {isApiError(log.error) ? <FailureText failure={log.error} /> : 'Evidencija se trenutno ne može učitati.'}
          </p>
        ))}
      {!data && !log.isError && <p>Učitavanje...</p>}
      {data && (
        <>
          <dl className="admin-details">
            <dt>Jedinstveni broj</dt>
            <dd>{data.consent.uniqueNumber}</dd>
            <dt>Verzija teksta</dt>
            <dd>{data.consent.version}</dd>
            <dt>Obavezna na</dt>
            <dd>{formList(data.consent.requiredOn)}</dd>
            <dt>Prikazuje se na</dt>
            <dd>{formList(data.consent.shownOn)}</dd>
          </dl>
          <h2>Evidencija</h2>
          <p className="desk-count" role="status">
            Zapisa: {data.totalRecords}
          </p>
          {data.records.length > 0 && (
            <DeskTable columns={RECORD_COLUMNS}>
              {data.records.map((row) => (
                <tr key={row.id}>
                  <td>{dateTime.format(new Date(row.statusTimestamp ?? row.createdAt))}</td>
                  <td>
                    <span
                      className={`desk-status desk-status--${row.status === 'granted' ? 'delivered' : 'cancelled'}`}
                    >
                      {row.status === 'granted' ? 'Dana' : 'Povučena'}
                    </span>
                  </td>
                  <td>
                    <Who row={row} />
                  </td>
                  <td>{FORM_NAMES[row.sourceType]}</td>
                  <td className="num">{row.consentVersion}</td>
                </tr>
              ))}
            </DeskTable>
          )}
          {data.records.length === 0 && <p>Za ovu privolu još nema zapisa.</p>}
          <DeskPager page={page} totalPages={data.totalPages} go={go} labels={['Novije', 'Starije']} />
        </>
      )}
    </section>
  );
}
