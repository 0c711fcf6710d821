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
import { DeskListResult, DeskSearchForm, deskListFilters } from '../DeskSearchList.js';
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

const cardFilters = (search: Record<string, unknown>): MemberCardFilters =>
  deskListFilters(search, MEMBER_CARD_STATES, 100);

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
  return (
    <section className="admin-card admin-card--wide desk catalogue customers">
      <div className="catalogue__head">
        <h1>Registar članova</h1>
        <Link to="/admin/kupci/{-$id}" params={{ id: undefined }} className="btn btn--outline">
          Kupci
        </Link>
      </div>
      <MemberImport />
      <DeskSearchForm
        label="Pretraga iskaznica"
        id="card"
        qLabel="Broj, ime člana ili e-pošta računa"
        qMax={100}
        states={MEMBER_CARD_STATES}
        stateText={MEMBER_CARD_STATE_TEXT}
        filters={filters}
        onSearch={go}
      />
      <DeskListResult
        query={list}
        columns={COLUMNS}
        failed="Registar se trenutno ne može učitati. Pokušajte ponovno."
        empty="Nema iskaznica za ovu pretragu."
        page={filters.page ?? 1}
        go={(page) => go({ ...filters, page })}
        row={(card) => (
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
        )}
      />
    </section>
  );
}
