import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { receiptExportMachine } from '@machines/receipt-export/receipt-export.machine.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { formatPrice } from '../../../lib/format.js';
import { exportReceiptsCsv, type ReceiptFilters, receiptRegisterQueryOptions } from '../api/receipts.js';
import { DeskPager } from './DeskPager.js';
import { type DeskColumn, DeskTable } from './DeskTable.js';

const dateTime = new Intl.DateTimeFormat('hr-HR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Zagreb',
});
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const RECEIPT_STATUS: Record<NonNullable<ReceiptFilters['status']>, string> = {
  awaiting_jir: 'Čeka JIR',
  fiscalised: 'Fiskaliziran',
  refused: 'Odbijen',
};

const COLUMNS: readonly DeskColumn[] = [
  { label: 'Račun' },
  { label: 'Izdan' },
  { label: 'Narudžba' },
  { label: 'Iznos', numeric: true },
  { label: 'JIR i ZKI' },
  { label: 'Ispravak računa' },
  { label: 'Stanje' },
];

/** The address's filters and page, the ones the API would refuse left out (a hand-edited address is no error). */
export function registerSearch(search: Record<string, unknown>): { filters: ReceiptFilters; page: number } {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
  const filters: ReceiptFilters = {};
  for (const key of ['from', 'to'] as const) if (DAY.test(text(search[key]))) filters[key] = text(search[key]);
  const q = text(search.q).slice(0, 100);
  if (q) filters.q = q;
  const status = text(search.status);
  if (status in RECEIPT_STATUS) filters.status = status as ReceiptFilters['status'];
  const page = Number(search.page);
  return { filters, page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : 1 };
}

/**
 * The register of issued receipts (docs/decisions/0161-receipt-register.md): every receipt, newest first, found by
 * the days of issue (Zagreb), a receipt or order number and the status, paged in the address; 'Izvezi CSV' saves what
 * the filters find for the accountant.
 */
export function ReceiptRegister() {
  const { api } = useRouteContext({ from: '__root__' });
  const { filters, page } = registerSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const register = useQuery(receiptRegisterQueryOptions(api, filters, page));
  const actor = useActorRef(
    receiptExportMachine.provide({
      actors: { exportCsv: fromPromise(({ input }) => exportReceiptsCsv(api, input as ReceiptFilters)) },
    }),
  );
  const state = useSelector(actor, (s) => s.value);
  const failure = useSelector(actor, (s) => s.context.failure);
  const go = (next: ReceiptFilters, to = 1) =>
    void navigate({ to: '/admin/receipts', search: { ...next, ...(to > 1 ? { page: to } : {}) } as never });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(registerSearch(Object.fromEntries(new FormData(event.currentTarget).entries())).filters);
  };
  const data = register.data;
  return (
    <section aria-labelledby="register-title">
      <h2 id="register-title">Izdani računi</h2>
      <form className="desk-filters" onSubmit={submit} aria-label="Pretraga računa">
        <div className="desk-filter">
          <label htmlFor="register-from">Od datuma</label>
          <input id="register-from" type="date" name="from" defaultValue={filters.from ?? ''} />
        </div>
        <div className="desk-filter">
          <label htmlFor="register-to">Do datuma</label>
          <input id="register-to" type="date" name="to" defaultValue={filters.to ?? ''} />
        </div>
        <div className="desk-filter desk-filter--wide">
          <label htmlFor="register-q">Broj računa ili narudžbe</label>
          <input id="register-q" type="search" name="q" defaultValue={filters.q ?? ''} maxLength={100} />
        </div>
        <div className="desk-filter">
          <label htmlFor="register-status">Stanje</label>
          <select id="register-status" name="status" defaultValue={filters.status ?? ''}>
            <option value="">Sva</option>
            {Object.entries(RECEIPT_STATUS).map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-filters__buttons">
          <button type="submit" className="btn btn--primary">
            Traži
          </button>
          <button type="reset" className="btn btn--outline" onClick={() => go({})}>
            Očisti
          </button>
          <button
            type="button"
            className="btn btn--outline"
            disabled={state === 'exporting'}
            aria-busy={state === 'exporting' || undefined}
            onClick={() => actor.send({ type: state === 'failed' ? 'retry' : 'export', filters })}
          >
            {state === 'exporting' ? 'Izvoz...' : 'Izvezi CSV'}
          </button>
        </div>
      </form>
      {state === 'exported' && <Notice kind="success">Datoteka s računima je preuzeta.</Notice>}
      {state === 'failed' && failure && (
        <Notice kind="error">
          <FailureText failure={failure} />
        </Notice>
      )}
      {register.isError && (
        <p role="alert">
          <FailureText failure={register.error} />
        </p>
      )}
      {data && (
        <>
          <p className="desk-count" role="status">
            Pronađeno računa: {data.totalRecords}
          </p>
          <DeskTable columns={COLUMNS}>
            {data.records.map((r) => (
              <tr key={r.id}>
                <td className="nowrap">
                  <a href={`/racun/${r.token}`}>{r.number}</a>
                </td>
                <td className="nowrap">{dateTime.format(new Date(r.issuedAt))}</td>
                <td className="nowrap">
                  <Link to="/admin/orders/{-$id}" params={{ id: undefined }} search={{ q: r.reference } as never}>
                    {r.reference}
                  </Link>
                </td>
                <td className="num">{formatPrice(r.total)}</td>
                <td className="desk-codes">
                  <small>JIR {r.jir ?? '–'}</small>
                  <small>ZKI {r.zki}</small>
                </td>
                <td className="nowrap">{r.correctsNumber ?? '–'}</td>
                <td>{RECEIPT_STATUS[r.status]}</td>
              </tr>
            ))}
          </DeskTable>
          {data.records.length === 0 && <p>Nema računa koji odgovaraju pretrazi.</p>}
          <DeskPager page={page} totalPages={data.totalPages} go={(to) => go(filters, to)} />
        </>
      )}
    </section>
  );
}
