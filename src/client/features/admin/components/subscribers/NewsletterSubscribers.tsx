import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { receiptExportMachine } from '@machines/receipt-export/receipt-export.machine.js';
import { NEWSLETTER_STATUS_TEXT, NEWSLETTER_STATUSES } from '@shared/subscriber-lists.js';
import { usePageTitle } from '../../../../app/title.js';
import { FailureText } from '../../../../components/ui/FailureText.js';
import { Notice } from '../../../../components/ui/form/Notice.js';
import { exportSubscribersCsv, type SubscriberFilters, subscribersQueryOptions } from '../../api/subscribers.js';
import { useCan } from '../../permissions.js';
import type { DeskColumn } from '../DeskTable.js';
import { DeskListResult, DeskSearchForm, deskListFilters } from '../DeskSearchList.js';
import { SignInFirst } from '../SignInFirst.js';
import { dateTime } from '../catalogue/format.js';
import { useStaff } from '../catalogue/use-staff.js';
import '../catalogue/catalogue.css';
import './subscribers.css';

const COLUMNS: readonly DeskColumn[] = [
  { label: 'E-pošta' },
  { label: 'Stanje' },
  { label: 'Zatražena' },
  { label: 'Potvrđena' },
  { label: 'Odjavljena' },
];

const when = (at: string | null) => (at ? dateTime.format(new Date(at)) : '–');

/**
 * /admin/newsletter: the newsletter's addresses, pending, confirmed or unsubscribed, searched by address, and what
 * the filters find as a CSV (docs/decisions/0241-newsletter-and-back-in-stock-lists.md).
 */
export function NewsletterSubscribers() {
  usePageTitle('Newsletter');
  const { api, admin, checking } = useStaff();
  const can = useCan();
  const filters: SubscriberFilters = deskListFilters(
    useSearch({ strict: false }) as Record<string, unknown>,
    NEWSLETTER_STATUSES,
    100,
  );
  const navigate = useNavigate();
  const list = useQuery({ ...subscribersQueryOptions(api, filters), enabled: admin && can('customers') });
  const exporter = useActorRef(
    receiptExportMachine.provide({
      actors: { exportCsv: fromPromise(({ input }) => exportSubscribersCsv(api, input)) },
    }),
  );
  const exportState = useSelector(exporter, (s) => s.value);
  const failure = useSelector(exporter, (s) => s.context.failure);
  if (!admin || !can('customers')) return <SignInFirst title="Newsletter" checking={checking} />;
  const go = (next: SubscriberFilters) => void navigate({ to: '/admin/newsletter', search: next as never });
  const { q, state } = filters;
  return (
    <section className="admin-card admin-card--wide desk catalogue subscribers">
      <div className="catalogue__head">
        <h1>Newsletter</h1>
        <button
          type="button"
          className="btn btn--outline"
          disabled={exportState === 'exporting'}
          aria-busy={exportState === 'exporting' || undefined}
          onClick={() => exporter.send({ type: exportState === 'failed' ? 'retry' : 'export', filters: { q, state } })}
        >
          {exportState === 'exporting' ? 'Izvoz...' : 'Izvezi CSV'}
        </button>
      </div>
      {exportState === 'exported' && <Notice kind="success">Datoteka s adresama je preuzeta.</Notice>}
      {exportState === 'failed' && failure && (
        <Notice kind="error">
          <FailureText failure={failure} />
        </Notice>
      )}
      <DeskSearchForm
        label="Pretraga pretplatnika"
        id="subscriber"
        qLabel="E-pošta"
        qMax={100}
        states={NEWSLETTER_STATUSES}
        stateText={NEWSLETTER_STATUS_TEXT}
        filters={filters}
        onSearch={go}
      />
      {list.data && (
        <p className="desk-count" role="status">
          Pronađeno adresa: {list.data.total}
        </p>
      )}
      <DeskListResult
        query={list}
        columns={COLUMNS}
        failed="Adrese se trenutno ne mogu učitati. Pokušajte ponovno."
        empty="Nema adresa za ovu pretragu."
        page={filters.page ?? 1}
        go={(page) => go({ ...filters, page })}
        row={(subscriber) => (
          <tr key={subscriber.email}>
            <td>{subscriber.email}</td>
            <td>
              <span className={`subscriber-state subscriber-state--${subscriber.status}`}>
                {NEWSLETTER_STATUS_TEXT[subscriber.status]}
              </span>
            </td>
            <td>{when(subscriber.requestedAt)}</td>
            <td>{when(subscriber.confirmedAt)}</td>
            <td>{when(subscriber.unsubscribedAt)}</td>
          </tr>
        )}
      />
    </section>
  );
}
