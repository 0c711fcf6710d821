import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { memberImportMachine } from '@machines/member-import/member-import.machine.js';
import { MEMBER_CARD_STATE_TEXT, MEMBER_CARD_STATES } from '@shared/customers.js';
import { usePageTitle } from '../../../../app/title.js';
import { FailureText } from '../../../../components/ui/FailureText.js';
import { Notice } from '../../../../components/ui/form/Notice.js';
import { importMemberCards, type MemberCardFilters, memberCardsQueryOptions } from '../../api/customers.js';
import { useCan } from '../../permissions.js';
import { DeskPager } from '../DeskPager.js';
import { type DeskColumn, DeskTable } from '../DeskTable.js';
import { SignInFirst } from '../SignInFirst.js';
import { dateTime } from '../catalogue/format.js';
import { useStaff } from '../catalogue/use-staff.js';
import '../catalogue/catalogue.css';
import './customers.css';

const COLUMNS: readonly DeskColumn[] = [
  { label: 'Broj iskaznice' },
  { label: 'Član' },
  { label: 'Korisnički račun' },
  { label: 'Stanje' },
  { label: 'Izdana' },
];
const REPORT_COLUMNS: readonly DeskColumn[] = [
  { label: 'Redak', numeric: true },
  { label: 'Broj' },
  { label: 'Član' },
  { label: 'Greška' },
];

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

function cardFilters(search: Record<string, unknown>): MemberCardFilters {
  const filters: MemberCardFilters = {};
  const q = text(search.q).slice(0, 100);
  if (q) filters.q = q;
  const state = text(search.state);
  if ((MEMBER_CARD_STATES as readonly string[]).includes(state)) filters.state = state as MemberCardFilters['state'];
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

/** The register's CSV import: previewed with every bad row, imported only when clean (machines/member-import). */
function MemberImport() {
  const { api } = useStaff();
  const queryClient = useQueryClient();
  const actor = useActorRef(
    memberImportMachine.provide({
      actors: {
        previewFile: fromPromise(async ({ input }) => {
          const csv = await (input.file as File).text();
          return { csv, report: await importMemberCards(api, csv, true) };
        }),
        importCsv: fromPromise(({ input }) => importMemberCards(api, input, false)),
      },
      actions: { changed: () => void queryClient.invalidateQueries({ queryKey: ['user', 'admin', 'member-cards'] }) },
    }),
  );
  const state = useSelector(actor, (s) => s.value);
  const { report, failure } = useSelector(actor, (s) => s.context);
  const clean = report !== null && report.errors.length === 0 && report.lines > 0;
  return (
    <details className="catalogue-csv" open={state !== 'idle' || undefined}>
      <summary>Uvoz iskaznica iz CSV-a</summary>
      <p className="admin-note">
        Stupci: broj; pin; ime (UTF-8, odvojeno s ; ili ,). Prije upisa se prikazuje pregled s greškom svakog retka;
        upisuje se samo datoteka bez grešaka.
      </p>
      <label className="btn btn--outline">
        Odaberi CSV…
        <input
          type="file"
          accept=".csv,text/csv"
          className="visually-hidden"
          disabled={state === 'previewing' || state === 'importing'}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) actor.send({ type: 'file.choose', file });
            event.currentTarget.value = '';
          }}
        />
      </label>
      {state === 'previewing' && <p>Čitanje datoteke...</p>}
      {failure && (
        <Notice kind="error">
          <FailureText failure={failure} />
        </Notice>
      )}
      {state === 'imported' && report && <Notice kind="success">Uvezeno iskaznica: {report.added}.</Notice>}
      {state === 'previewed' && report && (
        <>
          <p>
            Redaka: {report.lines}, s greškom: {report.errors.length}.{' '}
            {clean ? 'Datoteka je ispravna.' : 'Ispravite retke s greškom i ponovno odaberite datoteku.'}
          </p>
          <div className="member-import__rows">
            <DeskTable columns={REPORT_COLUMNS} small>
              {report.rows.map((row) => (
                <tr key={row.line} className={row.error ? 'is-invalid' : undefined}>
                  <td className="num">{row.line}</td>
                  <td>{row.barcode}</td>
                  <td>{row.holderName}</td>
                  <td>{row.error ?? '–'}</td>
                </tr>
              ))}
            </DeskTable>
          </div>
          {report.errors
            .filter((e) => e.line === 1)
            .map((e) => (
              <p key={e.message} role="alert">
                {e.message}
              </p>
            ))}
          <div className="desk-actions__buttons">
            <button
              type="button"
              className="btn btn--primary"
              disabled={!clean}
              onClick={() => actor.send({ type: 'import' })}
            >
              Uvezi iskaznice
            </button>
            <button type="button" className="btn btn--outline" onClick={() => actor.send({ type: 'close' })}>
              Odustani
            </button>
          </div>
        </>
      )}
      {state === 'importing' && <p>Upis...</p>}
    </details>
  );
}

/** /admin/clanovi: the club's member card register, its CSV import and each card's account. */
export function MemberRegister() {
  usePageTitle('Registar članova');
  const { api, admin, checking } = useStaff();
  const can = useCan();
  const filters = cardFilters(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const list = useQuery({ ...memberCardsQueryOptions(api, filters), enabled: admin && can('customers') });
  if (!admin || !can('customers')) return <SignInFirst title="Registar članova" checking={checking} />;
  const go = (next: MemberCardFilters) => void navigate({ to: '/admin/clanovi', search: next as never });
  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <section className="admin-card admin-card--wide desk catalogue customers">
      <div className="catalogue__head">
        <h1>Registar članova</h1>
        <Link to="/admin/kupci/{-$id}" params={{ id: undefined }} className="btn btn--outline">
          Kupci
        </Link>
      </div>
      <MemberImport />
      <form
        className="desk-filters"
        aria-label="Pretraga iskaznica"
        onSubmit={(event) => {
          event.preventDefault();
          go(cardFilters(Object.fromEntries(new FormData(event.currentTarget).entries())));
        }}
      >
        <div className="desk-filter desk-filter--wide">
          <label htmlFor="card-q">Broj, ime člana ili e-pošta računa</label>
          <input id="card-q" name="q" type="search" defaultValue={filters.q ?? ''} maxLength={100} />
        </div>
        <div className="desk-filter">
          <label htmlFor="card-state">Stanje</label>
          <select id="card-state" name="state" defaultValue={filters.state ?? ''}>
            <option value="">Sva</option>
            {MEMBER_CARD_STATES.map((state) => (
              <option key={state} value={state}>
                {MEMBER_CARD_STATE_TEXT[state]}
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
      {list.isError && <p role="alert">Registar se trenutno ne može učitati. Pokušajte ponovno.</p>}
      {!data && !list.isError && <p>Učitavanje...</p>}
      {data && data.items.length === 0 && <p>Nema iskaznica za ovu pretragu.</p>}
      {data && data.items.length > 0 && (
        <DeskTable columns={COLUMNS}>
          {data.items.map((card) => (
            <tr key={card.barcode}>
              <td>{card.barcode}</td>
              <td>{card.holderName ?? '–'}</td>
              <td>
                {card.account ? (
                  <Link to="/admin/kupci/{-$id}" params={{ id: String(card.account.id) }}>
                    {card.account.email}
                  </Link>
                ) : (
                  'nije povezana'
                )}
              </td>
              <td>
                <span className={`customer-state customer-state--${card.active ? 'active' : 'cancelled'}`}>
                  {card.active ? 'Aktivna' : 'Poništena'}
                </span>
                {card.replacedBy && <small className="catalogue__muted"> → {card.replacedBy}</small>}
              </td>
              <td>{dateTime.format(new Date(card.issuedAt))}</td>
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
