import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { einvoiceDeskMachine } from '@machines/einvoice-desk/einvoice-desk.machine.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { downloadEInvoiceXml, einvoiceQueryKey, einvoiceQueryOptions, resendEInvoice } from '../api/einvoice.js';
import { dateTime } from './OrderList.js';

const STATUS_TEXT: Record<string, string> = {
  queued: 'čeka slanje',
  sent: 'poslan posredniku',
  delivered: 'dostavljen kupcu',
  rejected: 'odbijen',
  reported: 'dostavljen, naplata prijavljena',
};

/**
 * The order's eRačun on the desk (docs/decisions/0228-company-einvoices.md): its number and where it is at the
 * intermediary, the XML as sent, and 'Pošalji ponovno' once rejected. Only for staff with 'receipts'; nothing when
 * the order has no eRačun.
 */
export function EInvoicePanel({ orderId }: { orderId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const query = useQuery(einvoiceQueryOptions(api, orderId));
  const actor = useActorRef(
    einvoiceDeskMachine.provide({
      actors: {
        downloadXml: fromPromise(() => downloadEInvoiceXml(api, orderId)),
        resend: fromPromise(async () => {
          await resendEInvoice(api, orderId);
          await queryClient.invalidateQueries({ queryKey: einvoiceQueryKey(orderId) });
        }),
      },
    }),
  );
  const state = useSelector(actor, (s) => s.value);
  const failure = useSelector(actor, (s) => s.context.failure);
  const einvoice = query.data;
  if (!einvoice) return null;
  const busy = state === 'downloading' || state === 'resending';
  return (
    <section className="admin-card" aria-labelledby="desk-einvoice" data-testid="einvoice">
      <h2 id="desk-einvoice">eRačun {einvoice.number}</h2>
      <p>
        <span className={`desk-status desk-status--einvoice-${einvoice.status}`}>
          {STATUS_TEXT[einvoice.status] ?? einvoice.status}
        </span>
      </p>
      <p>
        {einvoice.buyerName}, OIB {einvoice.buyerOib}
        <br />
        Izdan {dateTime.format(new Date(einvoice.issuedAt))}
        {einvoice.electronicId && (
          <>
            <br />
            Posrednik: moj-eRačun, dokument {einvoice.electronicId}
            {einvoice.intermediaryStatus && ` (${einvoice.intermediaryStatus})`}
          </>
        )}
        {einvoice.reportedAt && (
          <>
            <br />
            Naplata prijavljena {dateTime.format(new Date(einvoice.reportedAt))}
          </>
        )}
      </p>
      {einvoice.lastError && (
        <p className="desk-einvoice-error">
          {einvoice.status === 'rejected' ? 'Razlog odbijanja' : 'Zadnja greška'}: {einvoice.lastError}
        </p>
      )}
      <div className="desk-print">
        <button
          type="button"
          className="btn btn--outline"
          disabled={busy}
          aria-busy={state === 'downloading' || undefined}
          onClick={() => actor.send({ type: 'download' })}
        >
          Preuzmi XML
        </button>
        {einvoice.status === 'rejected' && (
          <button
            type="button"
            className="btn"
            disabled={busy}
            aria-busy={state === 'resending' || undefined}
            onClick={() => actor.send({ type: 'resend' })}
          >
            {state === 'resending' ? 'Slanje...' : 'Pošalji ponovno'}
          </button>
        )}
        {state === 'resent' && <span role="status">eRačun će se ponovno poslati.</span>}
        {state === 'failed' && failure && (
          <span role="alert">
            <FailureText failure={failure} />{' '}
            <button type="button" className="btn btn--outline" onClick={() => actor.send({ type: 'retry' })}>
              Pokušaj ponovno
            </button>
          </span>
        )}
      </div>
    </section>
  );
}
