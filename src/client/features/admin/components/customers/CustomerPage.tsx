import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { type CustomerStep, customerDeskMachine } from '@machines/customer-desk/customer-desk.machine.js';
import type { Failure } from '@shared/errors/failure.js';
import { CUSTOMER_STATE_TEXT, DATA_REQUEST_TEXT } from '@shared/customers.js';
import { ORDER_STATUS_TEXT, isOrderStatus } from '@shared/order-status.js';
import { usePageTitle } from '../../../../app/title.js';
import { FailureText } from '../../../../components/ui/FailureText.js';
import { Notice } from '../../../../components/ui/form/Notice.js';
import type { ApiClient } from '../../../../lib/api-client.js';
import {
  type AdminCustomer,
  customerQueryKey,
  customerQueryOptions,
  downloadExportJson,
  downloadExportPdf,
  sendCustomerStep,
} from '../../api/customers.js';
import { useCan } from '../../permissions.js';
import { type DeskColumn, DeskTable } from '../DeskTable.js';
import { SignInFirst } from '../SignInFirst.js';
import { dateTime, money } from '../catalogue/format.js';
import { useStaff } from '../catalogue/use-staff.js';
import { ReissueForm } from './ReissueForm.js';
import '../catalogue/catalogue.css';
import './customers.css';

const ORDER_COLUMNS: readonly DeskColumn[] = [
  { label: 'Broj' },
  { label: 'Datum' },
  { label: 'Stanje' },
  { label: 'Iznos', numeric: true },
];
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '–');
const DONE_TEXT: Record<CustomerStep['kind'], string> = {
  block: 'Kupac je blokiran: odjavljen je i ne može se prijaviti ni naručiti.',
  unblock: 'Kupac je odblokiran.',
  allowReviews: 'Kupac ponovno može pisati recenzije.',
  request: 'Zahtjev je zaprimljen.',
  complete: 'Zahtjev je obrađen.',
  cancelCard: 'Iskaznica je poništena.',
};

/** What the confirmation of a step says. */
function question(step: CustomerStep, customer: AdminCustomer): string {
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  switch (step.kind) {
    case 'block':
      return `Blokirati kupca ${name}? Odmah će biti odjavljen i neće se moći prijaviti ni naručiti.`;
    case 'unblock':
      return `Odblokirati kupca ${name}?`;
    case 'allowReviews':
      return `Dopustiti kupcu ${name} ponovno pisati recenzije? Nove recenzije i dalje čekaju odobrenje.`;
    case 'request':
      return `Zaprimiti zahtjev: ${DATA_REQUEST_TEXT[step.request].toLowerCase()}?`;
    case 'complete':
      return step.request === 'export'
        ? 'Izraditi izvoz svih podataka kupca?'
        : 'Izbrisati podatke kupca? Narudžbe i računi ostaju s anonimiziranim kupcem; račun se više ne može koristiti. Ovo se ne može poništiti.';
    case 'cancelCard':
      return `Poništiti iskaznicu ${step.barcode}? Više neće davati cijene za članove.`;
  }
}

function DeskDialog({
  step,
  customer,
  busy,
  failure,
  send,
}: {
  step: CustomerStep;
  customer: AdminCustomer;
  busy: boolean;
  failure: Failure | null;
  send: (event: { type: 'edit'; step: CustomerStep } | { type: 'confirm' } | { type: 'cancel' }) => void;
}) {
  return (
    <form
      className="desk-confirm"
      aria-label="Potvrda"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'confirm' });
      }}
    >
      <p>{question(step, customer)}</p>
      {step.kind === 'block' && (
        <div className="desk-filter desk-filter--wide">
          <label htmlFor="block-reason">Razlog (za dnevnik)</label>
          <input
            id="block-reason"
            maxLength={500}
            value={step.reason}
            onChange={(event) => send({ type: 'edit', step: { ...step, reason: event.target.value } })}
          />
        </div>
      )}
      {step.kind === 'allowReviews' && (
        <div className="desk-filter desk-filter--wide">
          <label htmlFor="reviews-reason">Razlog (za dnevnik)</label>
          <input
            id="reviews-reason"
            maxLength={500}
            value={step.reason}
            onChange={(event) => send({ type: 'edit', step: { ...step, reason: event.target.value } })}
          />
        </div>
      )}
      {step.kind === 'request' && (
        <div className="desk-filter desk-filter--wide">
          <label htmlFor="request-note">Kako i kada je kupac zatražio</label>
          <input
            id="request-note"
            maxLength={500}
            value={step.note}
            onChange={(event) => send({ type: 'edit', step: { ...step, note: event.target.value } })}
          />
        </div>
      )}
      {step.kind === 'complete' && step.request === 'erasure' && (
        <div className="desk-filter desk-filter--wide">
          <label htmlFor="erase-email">Za potvrdu upišite e-mail adresu kupca</label>
          <input
            id="erase-email"
            type="email"
            autoComplete="off"
            value={step.confirmEmail}
            onChange={(event) => send({ type: 'edit', step: { ...step, confirmEmail: event.target.value } })}
          />
        </div>
      )}
      {failure && (
        <p role="alert">
          <FailureText failure={failure} />
        </p>
      )}
      <div className="desk-actions__buttons">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Slanje...' : 'Potvrdi'}
        </button>
        <button type="button" className="btn btn--outline" disabled={busy} onClick={() => send({ type: 'cancel' })}>
          Odustani
        </button>
      </div>
    </form>
  );
}

function Downloads({ api, id, requestId }: { api: ApiClient; id: number; requestId: number }) {
  const [failed, setFailed] = useState(false);
  const run = (download: () => Promise<void>) => () => {
    setFailed(false);
    download().catch(() => setFailed(true));
  };
  return (
    <span className="desk-actions__buttons">
      <button type="button" className="btn btn--outline" onClick={run(() => downloadExportJson(api, id, requestId))}>
        Preuzmi JSON
      </button>
      <button type="button" className="btn btn--outline" onClick={run(() => downloadExportPdf(api, id, requestId))}>
        Preuzmi PDF
      </button>
      {failed && <span role="alert">Preuzimanje nije uspjelo. Pokušajte ponovno.</span>}
    </span>
  );
}

/**
 * /admin/kupci/$id: the customer with orders, addresses, consents and their log, wishlist, member cards and data
 * requests; block, unblock, export and erasure through the customer desk machine
 * (docs/decisions/0221-customers-back-office-screens.md).
 */
export function CustomerPage({ id }: { id: number }) {
  const { api, admin, checking } = useStaff();
  const can = useCan();
  const allowed = admin && can('customers');
  const query = useQuery({ ...customerQueryOptions(api, id), enabled: allowed });
  const customer = query.data;
  usePageTitle(customer ? `Kupac: ${customer.firstName} ${customer.lastName}` : 'Kupac');
  if (!allowed) return <SignInFirst title="Kupac" checking={checking} />;
  if (query.isError)
    return (
      <section className="admin-card">
        <h1>Kupac</h1>
        <p role="alert">Kupac nije pronađen ili se trenutno ne može učitati.</p>
      </section>
    );
  if (!customer) return <p>Učitavanje...</p>;
  return <CustomerView api={api} customer={customer} />;
}

function CustomerView({ api, customer }: { api: ApiClient; customer: AdminCustomer }) {
  const id = customer.id;
  const can = useCan();
  const queryClient = useQueryClient();
  // The erasure's confirmation compares with the e-mail the page shows when it opens.
  const actor = useActorRef(
    customerDeskMachine.provide({
      actors: { send: fromPromise(({ input }) => sendCustomerStep(api, id, input)) },
      actions: { changed: () => void queryClient.invalidateQueries({ queryKey: customerQueryKey(id) }) },
    }),
    { input: { email: customer.email } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const state = snapshot.value as string;
  const busy = state === 'sending';
  const ask = (step: CustomerStep) => actor.send({ type: 'ask', step });
  const erased = customer.state === 'erased';
  const pending = (kind: 'export' | 'erasure') =>
    customer.dataRequests.some((r) => r.kind === kind && r.status === 'pending');
  const idle = state === 'idle';
  return (
    <section className="admin-card admin-card--wide desk catalogue customer-page">
      <p>
        <Link to="/admin/kupci/{-$id}" params={{ id: undefined }}>
          ← Kupci
        </Link>
      </p>
      <div className="catalogue__head">
        <h1>{`${customer.firstName} ${customer.lastName}`.trim() || customer.email}</h1>
        <span className={`customer-state customer-state--${customer.state}`}>
          {CUSTOMER_STATE_TEXT[customer.state]}
        </span>
      </div>
      {context.done && idle && <Notice kind="success">{DONE_TEXT[context.done]}</Notice>}
      {!idle && context.step && (
        <DeskDialog
          step={context.step}
          customer={customer}
          busy={busy}
          failure={context.failure}
          send={(event) => actor.send(event)}
        />
      )}
      <div className="customer-page__grid">
        <section aria-labelledby="customer-account">
          <h2 id="customer-account">Račun</h2>
          <dl>
            <dt>E-pošta</dt>
            <dd>{customer.email}</dd>
            <dt>Potvrđena</dt>
            <dd>{customer.emailVerified ? 'da' : 'ne'}</dd>
            <dt>Otvoren</dt>
            <dd>{when(customer.createdAt)}</dd>
            {customer.blockedAt && (
              <>
                <dt>Blokiran</dt>
                <dd>{when(customer.blockedAt)}</dd>
              </>
            )}
            {customer.reviewsBlockedAt && (
              <>
                <dt>Recenzije blokirane</dt>
                <dd>{when(customer.reviewsBlockedAt)}</dd>
              </>
            )}
            {customer.erasedAt && (
              <>
                <dt>Podaci izbrisani</dt>
                <dd>{when(customer.erasedAt)}</dd>
              </>
            )}
          </dl>
          {!erased && (
            <div className="desk-actions__buttons">
              {customer.state === 'blocked' ? (
                <button
                  type="button"
                  className="btn btn--outline"
                  disabled={!idle}
                  onClick={() => ask({ kind: 'unblock' })}
                >
                  Odblokiraj
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn--outline"
                  disabled={!idle}
                  onClick={() => ask({ kind: 'block', reason: '' })}
                >
                  Blokiraj
                </button>
              )}
              {/* Lifting a review block is moderation: the reviews permission too (docs/decisions/0227-profile-tabs-and-lifting-review-blocks.md). */}
              {customer.reviewsBlockedAt && can('reviews') && (
                <button
                  type="button"
                  className="btn btn--outline"
                  disabled={!idle}
                  onClick={() => ask({ kind: 'allowReviews', reason: '' })}
                >
                  Dopusti recenzije
                </button>
              )}
            </div>
          )}
          <p>
            <Link to="/admin/dnevnik" search={{ entityKind: 'customer', entityId: String(customer.id) } as never}>
              Povijest promjena
            </Link>
          </p>
        </section>
        <section aria-labelledby="customer-requests">
          <h2 id="customer-requests">Zahtjevi za podatke (GDPR)</h2>
          {!erased && (
            <div className="desk-actions__buttons">
              <button
                type="button"
                className="btn btn--outline"
                disabled={!idle || pending('export')}
                onClick={() => ask({ kind: 'request', request: 'export', note: '' })}
              >
                Zahtjev za izvoz podataka
              </button>
              <button
                type="button"
                className="btn btn--outline"
                disabled={!idle || pending('erasure')}
                onClick={() => ask({ kind: 'request', request: 'erasure', note: '' })}
              >
                Zahtjev za brisanje
              </button>
            </div>
          )}
          {customer.dataRequests.length === 0 ? (
            <p>Nema zahtjeva.</p>
          ) : (
            <ul className="customer-requests">
              {customer.dataRequests.map((request) => (
                <li key={request.id} data-request={request.kind}>
                  <strong>{DATA_REQUEST_TEXT[request.kind]}</strong>, zaprimljen {when(request.requestedAt)}
                  {request.note && ` (${request.note})`}:{' '}
                  {request.status === 'pending' ? 'otvoren' : `obrađen ${when(request.doneAt)}`}
                  {request.status === 'pending' && !erased && (
                    <button
                      type="button"
                      className="btn btn--primary"
                      disabled={!idle}
                      onClick={() =>
                        ask({ kind: 'complete', requestId: request.id, request: request.kind, confirmEmail: '' })
                      }
                    >
                      {request.kind === 'export' ? 'Izradi izvoz' : 'Izbriši podatke'}
                    </button>
                  )}
                  {request.hasExport && <Downloads api={api} id={customer.id} requestId={request.id} />}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="customer-cards">
          <h2 id="customer-cards">Članska iskaznica</h2>
          {customer.memberCards.length === 0 ? (
            <p>Kupac nema člansku iskaznicu.</p>
          ) : (
            <ul>
              {customer.memberCards.map((card) => (
                <li key={card.barcode}>
                  <strong>{card.barcode}</strong> {card.holderName && `(${card.holderName})`} –{' '}
                  {card.active ? 'aktivna' : 'poništena'}
                  {card.replacedBy && `, zamijenjena iskaznicom ${card.replacedBy}`}
                  {card.active && !erased && (
                    <>
                      {' '}
                      <button
                        type="button"
                        className="btn btn--outline"
                        disabled={!idle}
                        onClick={() => ask({ kind: 'cancelCard', barcode: card.barcode })}
                      >
                        Poništi
                      </button>
                      <ReissueForm
                        barcode={card.barcode}
                        done={() => void queryClient.invalidateQueries({ queryKey: customerQueryKey(id) })}
                      />
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="customer-addresses">
          <h2 id="customer-addresses">Adrese</h2>
          {customer.addresses.length === 0 ? (
            <p>Nema spremljenih adresa.</p>
          ) : (
            <ul>
              {customer.addresses.map((a) => (
                <li key={a.id}>
                  {a.firstName} {a.lastName}, {a.street} {a.houseNumber}, {a.zipCode} {a.city}, {a.country}
                  {a.contactPhone && `, ${a.contactPhone}`}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <h2 id="customer-orders">Narudžbe</h2>
      {customer.orders.length === 0 ? (
        <p>Nema narudžbi.</p>
      ) : (
        <DeskTable columns={ORDER_COLUMNS}>
          {customer.orders.map((order) => (
            <tr key={order.id}>
              <td>
                <Link to="/admin/orders/{-$id}" params={{ id: String(order.id) }}>
                  {order.number}
                </Link>
              </td>
              <td>{when(order.createdAt)}</td>
              <td>{isOrderStatus(order.status) ? ORDER_STATUS_TEXT[order.status].label : order.status}</td>
              <td className="num">{money(order.orderTotal)}</td>
            </tr>
          ))}
        </DeskTable>
      )}
      <div className="customer-page__grid">
        <section aria-labelledby="customer-consents">
          <h2 id="customer-consents">Privole</h2>
          {customer.consents.length === 0 ? (
            <p>Nema zapisa o privolama.</p>
          ) : (
            <ul>
              {customer.consents.map((c) => (
                <li key={c.consentId}>
                  {c.displayName} (v{c.version}): {c.status === 'granted' ? 'dana' : 'povučena'} {when(c.at)}
                </li>
              ))}
            </ul>
          )}
          {customer.consentLog.length > 0 && (
            <details>
              <summary>Zapis privola ({customer.consentLog.length})</summary>
              <ul>
                {customer.consentLog.map((row) => (
                  <li key={row.id}>
                    {when(row.createdAt)}: {row.displayName} v{row.version},{' '}
                    {row.status === 'granted' ? 'dana' : 'povučena'} ({row.sourceType})
                  </li>
                ))}
              </ul>
            </details>
          )}
        </section>
        <section aria-labelledby="customer-wishlist">
          <h2 id="customer-wishlist">Lista želja</h2>
          {customer.wishlist.length === 0 ? (
            <p>Lista želja je prazna.</p>
          ) : (
            <ul>
              {customer.wishlist.map((w) => (
                <li key={w.productId}>
                  <Link to="/admin/proizvodi/{-$id}" params={{ id: String(w.productId) }}>
                    {w.name}
                  </Link>{' '}
                  ({when(w.addedAt)})
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}
