import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { type DeskActionResult, orderDeskMachine } from '@machines/order-desk/order-desk.machine.js';
import { CARD_ACTIONS, DESK_ACTION_TEXT, type DeskAction } from '@shared/order-desk.js';
import type { Failure } from '@shared/errors/failure.js';
import { usePageTitle } from '../../../app/title.js';
import { formatPrice } from '../../../lib/format.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { useAuthStatus } from '../../../lib/auth-session.js';
import { type DeskOrder, orderQueryKey, orderQueryOptions, runDeskAction } from '../api/orders.js';
import { dateTime, money, PAYMENT_NAMES } from './OrderList.js';

const ACTORS: Record<string, string> = {
  customer: 'kupac',
  guest: 'kupac (gost)',
  staff: 'djelatnik',
  system: 'sustav',
  gateway: 'pristupnik',
};
const ATTEMPT_STATUS: Record<string, string> = {
  started: 'započeto',
  paid: 'plaćeno',
  declined: 'odbijeno',
  cancelled: 'odustao',
  failed: 'greška',
  expired: 'isteklo',
};

/** A refusal in the desk's own words (the reason the server gives its refusals), else worded by its code. */
function FailureReason({ failure }: { failure: Failure }) {
  const reason = (failure.payload as { reason?: unknown } | undefined)?.reason;
  if (typeof reason === 'string' && reason) return <>{reason}</>;
  return <FailureText failure={failure} />;
}

/** What a timeline event carries that a person wants to read. */
function eventDetail(data: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof data.trackingNumber === 'string') parts.push(`broj za praćenje ${data.trackingNumber}`);
  if (typeof data.amountCents === 'number') parts.push(money(data.amountCents));
  if (typeof data.event === 'string') parts.push(`događaj ${data.event}`);
  if (Array.isArray(data.parcelIds)) parts.push(`pošiljka ${data.parcelIds.join(', ')}`);
  if (typeof data.note === 'string') parts.push(`napomena: ${data.note}`);
  return parts.join(' · ');
}

/** /admin/orders/$id: one order with its customer, lines, totals, payments, shipment, timeline and actions. */
export function OrderPage({ id }: { id: number }) {
  usePageTitle(`Narudžba ${id}`);
  const { api, auth } = useRouteContext({ from: '__root__' });
  const session = useAuthStatus(auth);
  const admin = session.status === 'authenticated' && session.user?.isBackofficeUser === true;
  const query = useQuery({ ...orderQueryOptions(api, id), enabled: admin });
  if (!admin)
    return (
      <section className="admin-card">
        <h1>Narudžba</h1>
        <p>
          {session.status === 'unknown' ? (
            'Učitavanje...'
          ) : (
            <>
              Za pregled se <Link to="/admin">prijavite u administraciju</Link>.
            </>
          )}
        </p>
      </section>
    );
  if (query.isError)
    return (
      <section className="admin-card">
        <h1>Narudžba</h1>
        <p role="alert">Narudžba nije pronađena ili se trenutno ne može učitati.</p>
        <Link to="/admin/orders/{-$id}" params={{ id: undefined }}>
          ← Sve narudžbe
        </Link>
      </section>
    );
  if (!query.data) return <section className="admin-card">Učitavanje...</section>;
  return <OrderDetail order={query.data} />;
}

function OrderDetail({ order }: { order: DeskOrder }) {
  const o = order.order;
  usePageTitle(`Narudžba ${o.number}`);
  return (
    <div className="desk desk-order">
      <p>
        <Link to="/admin/orders/{-$id}" params={{ id: undefined }}>
          ← Sve narudžbe
        </Link>
      </p>
      <section className="admin-card">
        <h1>
          Narudžba {o.number}{' '}
          <span className={`desk-status desk-status--${o.status}`} data-testid="order-status">
            {o.statusText.label}
          </span>
        </h1>
        <p>Zaprimljena {dateTime.format(new Date(o.created_at))}</p>
        <DeskActions order={order} />
      </section>
      <div className="desk-grid">
        <section className="admin-card" aria-labelledby="desk-customer">
          <h2 id="desk-customer">Kupac</h2>
          <p>
            {order.customer.name}
            <br />
            {order.customer.email}
            <br />
            {order.customer.phone}
            <br />
            {order.customer.userId === null
              ? 'Kupnja bez registracije'
              : `Registrirani korisnik #${order.customer.userId}`}
          </p>
          {o.company && (
            <p>
              {o.company.name}, OIB {o.company.oib}
            </p>
          )}
          <h3>Dostava</h3>
          <p>
            {o.delivery?.name ?? 'Bez dostave (digitalni proizvodi)'}
            <br />
            {o.delivery?.pickupPoint
              ? `${o.delivery.pickupPoint.name}, ${o.delivery.pickupPoint.address.city}`
              : `${o.deliveryAddress.street} ${o.deliveryAddress.houseNumber}, ${o.deliveryAddress.zipCode} ${o.deliveryAddress.city}`}
          </p>
          {order.shipment && (
            <p>
              Broj za praćenje: <strong>{order.shipment.trackingNumber}</strong>
              {order.shipment.parcelState && <> · stanje pošiljke: {order.shipment.parcelState}</>}
            </p>
          )}
        </section>
        <section className="admin-card" aria-labelledby="desk-payment">
          <h2 id="desk-payment">Plaćanje</h2>
          <p>{PAYMENT_NAMES[o.payment.paymentCode] ?? o.payment.name}</p>
          {order.card && (
            <dl className="desk-figures">
              <dt>Autorizirano</dt>
              <dd>{money(order.card.authorisedCents)}</dd>
              <dt>Naplaćeno</dt>
              <dd>{money(order.card.capturedCents)}</dd>
              <dt>Vraćeno</dt>
              <dd>{money(order.card.refundedCents)}</dd>
              {order.card.voided && (
                <>
                  <dt>Autorizacija</dt>
                  <dd>poništena</dd>
                </>
              )}
            </dl>
          )}
          {order.attempts.length > 0 && (
            <table className="desk-table desk-table--small">
              <caption>Pokušaji plaćanja karticom</caption>
              <thead>
                <tr>
                  <th scope="col">Vrijeme</th>
                  <th scope="col">ShoppingCartID</th>
                  <th scope="col">Kartica</th>
                  <th scope="col">Stanje</th>
                  <th scope="col" className="num">
                    Iznos
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.attempts.map((a) => (
                  <tr key={a.id}>
                    <td>{dateTime.format(new Date(a.createdAt))}</td>
                    <td>{a.shoppingCartId}</td>
                    <td>{a.maskedCardNumber ?? '—'}</td>
                    <td>{ATTEMPT_STATUS[a.status] ?? a.status}</td>
                    <td className="num">{money(a.amountCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
      <section className="admin-card" aria-labelledby="desk-lines">
        <h2 id="desk-lines">Stavke</h2>
        <table className="desk-table">
          <thead>
            <tr>
              <th scope="col">Proizvod</th>
              <th scope="col">Šifra</th>
              <th scope="col" className="num">
                Količina
              </th>
              <th scope="col" className="num">
                Cijena
              </th>
              <th scope="col" className="num">
                Ukupno
              </th>
            </tr>
          </thead>
          <tbody>
            {o.items.map((item) => (
              <tr key={item.id}>
                <td>{item.name}</td>
                <td>{item.sku}</td>
                <td className="num">{item.qty}</td>
                <td className="num">{formatPrice(item.finalPrice)}</td>
                <td className="num">{formatPrice(item.finalAmountWithTax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="desk-figures desk-figures--totals">
          <dt>Proizvodi</dt>
          <dd>{formatPrice(o.totals.itemsTotal)}</dd>
          {o.totals.coupon > 0 && (
            <>
              <dt>Kupon {o.coupon?.code}</dt>
              <dd>-{formatPrice(o.totals.coupon)}</dd>
            </>
          )}
          <dt>Dostava</dt>
          <dd>{formatPrice(o.totals.delivery)}</dd>
          {o.totals.paymentFee > 0 && (
            <>
              <dt>Naknada za plaćanje</dt>
              <dd>{formatPrice(o.totals.paymentFee)}</dd>
            </>
          )}
          <dt>Ukupno</dt>
          <dd>
            <strong>{formatPrice(o.totals.orderTotal)}</strong>
          </dd>
          <dt>Od toga PDV</dt>
          <dd>{formatPrice(o.totals.tax)}</dd>
        </dl>
      </section>
      <section className="admin-card" aria-labelledby="desk-timeline">
        <h2 id="desk-timeline">Vremenska crta</h2>
        <ol className="desk-timeline">
          {order.timeline.map((e) => {
            const detail = eventDetail(e.data as Record<string, unknown>);
            return (
              <li key={e.id}>
                <time dateTime={e.at}>{dateTime.format(new Date(e.at))}</time>
                <span className="desk-timeline__what">
                  {e.label}
                  {detail && <small> · {detail}</small>}
                </span>
                <span className="desk-timeline__who">{ACTORS[e.actorKind] ?? e.actorKind}</span>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}

/** The action buttons of the order's status, the confirmation with its input, and the outcome. */
function DeskActions({ order }: { order: DeskOrder }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const actor = useActorRef(
    orderDeskMachine.provide({
      actors: { runAction: fromPromise(async ({ input }) => (await runDeskAction(api, input)) as DeskActionResult) },
      actions: {
        applied: (_, result) => queryClient.setQueryData(orderQueryKey(order.id), result as unknown as DeskOrder),
      },
    }),
    { input: { orderId: order.id } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const send = actor.send;
  const refundable = order.card?.refundableCents ?? 0;
  const choose = (action: DeskAction) => send({ type: 'action.choose', action, refundableCents: refundable });
  const state = snapshot.value;
  const chosen = context.action;
  return (
    <div className="desk-actions">
      <h2 className="visually-hidden">Radnje</h2>
      {order.actions.length === 0 && <p>Za ovu narudžbu nema dostupnih radnji.</p>}
      <div className="desk-actions__buttons">
        {order.actions.map((action) => (
          <button
            key={action}
            type="button"
            className={CARD_ACTIONS.includes(action) || action === 'cancel' ? 'btn btn--outline' : 'btn btn--primary'}
            disabled={state === 'submitting'}
            aria-pressed={chosen === action && state === 'confirming'}
            onClick={() => choose(action)}
          >
            {DESK_ACTION_TEXT[action].label}
          </button>
        ))}
      </div>
      {(state === 'confirming' || state === 'submitting') && chosen && (
        <form
          className="desk-confirm"
          aria-label={DESK_ACTION_TEXT[chosen].label}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'confirm' });
          }}
        >
          <p>{DESK_ACTION_TEXT[chosen].confirm}</p>
          {chosen === 'mark_shipped' && (
            <label className="desk-filter">
              <span>Broj za praćenje</span>
              <input
                name="trackingNumber"
                value={context.trackingNumber}
                autoComplete="off"
                aria-invalid={context.inputError !== null}
                onChange={(e) => send({ type: 'field.change', field: 'trackingNumber', value: e.target.value })}
              />
            </label>
          )}
          {chosen === 'refund' && (
            <label className="desk-filter">
              <span>Iznos povrata (€), najviše {money(refundable)}</span>
              <input
                name="amount"
                inputMode="decimal"
                value={context.amount}
                autoComplete="off"
                aria-invalid={context.inputError !== null}
                onChange={(e) => send({ type: 'field.change', field: 'amount', value: e.target.value })}
              />
            </label>
          )}
          {context.inputError && <Notice kind="error">{context.inputError}</Notice>}
          <div className="desk-actions__buttons">
            <button type="submit" className="btn btn--primary" disabled={state === 'submitting'}>
              {state === 'submitting' ? 'Šaljem...' : 'Potvrdi'}
            </button>
            <button
              type="button"
              className="btn btn--outline"
              disabled={state === 'submitting'}
              onClick={() => send({ type: 'cancel' })}
            >
              Odustani
            </button>
          </div>
        </form>
      )}
      {state === 'done' && context.doneAction && (
        <Notice kind="success">{DESK_ACTION_TEXT[context.doneAction].done}</Notice>
      )}
      {state === 'failed' && context.failure && (
        <div className="desk-confirm">
          <Notice kind="error">
            <FailureReason failure={context.failure} />
          </Notice>
          <div className="desk-actions__buttons">
            <button type="button" className="btn btn--primary" onClick={() => send({ type: 'retry' })}>
              Pokušaj ponovo
            </button>
            <button type="button" className="btn btn--outline" onClick={() => send({ type: 'dismiss' })}>
              Zatvori
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
