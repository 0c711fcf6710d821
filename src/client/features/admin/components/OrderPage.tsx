import { SignInFirst } from './SignInFirst.js';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/title.js';
import { formatPrice } from '../../../lib/format.js';
import { useAuthStatus } from '../../../lib/auth-session.js';
import { type DeskOrder, orderQueryOptions } from '../api/orders.js';
import { dateTime, money, PAYMENT_NAMES } from './OrderList.js';
import { OrderReceipts } from '../../../components/order/OrderReceipts.js';
import { type DeskColumn, DeskTable } from './DeskTable.js';
import { DeskActions } from './DeskActions.js';
import { packingSheetQueryOptions } from '../api/packing.js';
import { PackingLine } from './PackingLine.js';
import { PackingSlipButton } from './PackingSlipButton.js';
import { DeskAfterSale } from './DeskAfterSale.js';
import { EInvoicePanel } from './EInvoicePanel.js';
import { OrderVouchersPanel } from './vouchers/OrderVouchersPanel.js';
import { useCan } from '../permissions.js';
import { actorInWords } from '@shared/order-status.js';

const ATTEMPT_STATUS: Record<string, string> = {
  started: 'započeto',
  paid: 'plaćeno',
  declined: 'odbijeno',
  cancelled: 'odustao',
  failed: 'greška',
  expired: 'isteklo',
  duplicate: 'dvostruko plaćeno, vraća se',
  returned: 'dvostruko plaćeno, vraćeno',
};

/** BoxNow's parcel events in Croatian (the lifecycle's own event names are not shown: the label says it). */
const PARCEL_EVENTS: Record<string, string> = {
  new: 'pošiljka prijavljena',
  'in-depot': 'u skladištu BoxNow',
  'final-destination': 'u paketomatu',
  delivered: 'preuzeta',
  returned: 'vraćena pošiljatelju',
  expired: 'nije preuzeta na vrijeme',
  canceled: 'otkazana',
};

/** What a timeline event carries that a person wants to read. */
function eventDetail(data: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof data.trackingNumber === 'string') parts.push(`broj za praćenje ${data.trackingNumber}`);
  if (typeof data.amountCents === 'number') parts.push(money(data.amountCents));
  if (typeof data.event === 'string' && PARCEL_EVENTS[data.event]) parts.push(PARCEL_EVENTS[data.event]!);
  if (data.late === true) parts.push('stigao nakon novijeg, ne mijenja stanje');
  if (Array.isArray(data.parcelIds)) parts.push(`pošiljka ${data.parcelIds.join(', ')}`);
  if (Array.isArray(data.lines) && data.lines.every((l) => typeof l === 'string')) parts.push(data.lines.join(', '));
  if (typeof data.reason === 'string' && data.reason !== 'withdrawal') parts.push(`razlog: ${data.reason}`);
  if (typeof data.note === 'string') parts.push(`napomena: ${data.note}`);
  return parts.join(' · ');
}

const ATTEMPT_COLUMNS: readonly DeskColumn[] = [
  { label: 'Vrijeme' },
  { label: 'ShoppingCartID' },
  { label: 'Kartica' },
  { label: 'Stanje' },
  { label: 'Iznos', numeric: true },
];

const LINE_COLUMNS: readonly DeskColumn[] = [
  { label: 'Proizvod' },
  { label: 'Šifra' },
  { label: 'Količina', numeric: true },
  { label: 'Cijena', numeric: true },
  { label: 'Ukupno', numeric: true },
];

/** /admin/orders/$id: one order with its customer, lines, totals, payments, shipment, timeline and actions. */
export function OrderPage({ id }: { id: number }) {
  usePageTitle(`Narudžba ${id}`);
  const { api, auth } = useRouteContext({ from: '__root__' });
  const session = useAuthStatus(auth);
  const admin = session.status === 'authenticated' && session.user?.isBackofficeUser === true;
  const query = useQuery({ ...orderQueryOptions(api, id), enabled: admin });
  if (!admin) return <SignInFirst title="Narudžba" checking={session.status === 'unknown'} />;
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
  const { api } = useRouteContext({ from: '__root__' });
  // Each line as it must be made (size, personalisation, bundle parts), as the packing slip says it.
  const packing = useQuery(packingSheetQueryOptions(api, order.id));
  const madeAs = (itemId: number) => packing.data?.lines.find((line) => line.id === itemId);
  const canReceipts = useCan()('receipts');
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
              {o.afterSale.tracking?.url && (
                <>
                  {' '}
                  <a href={o.afterSale.tracking.url} target="_blank" rel="noopener">
                    Prati pošiljku
                    <span className="visually-hidden"> (stranica prijevoznika, otvara se u novoj kartici)</span>
                  </a>
                </>
              )}
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
            <DeskTable columns={ATTEMPT_COLUMNS} caption="Pokušaji plaćanja karticom" small>
              {order.attempts.map((a) => (
                <tr key={a.id}>
                  <td>{dateTime.format(new Date(a.createdAt))}</td>
                  <td>{a.shoppingCartId}</td>
                  <td>{a.maskedCardNumber ?? '—'}</td>
                  <td>{ATTEMPT_STATUS[a.status] ?? a.status}</td>
                  <td className="num">{money(a.amountCents)}</td>
                </tr>
              ))}
            </DeskTable>
          )}
          <OrderVouchersPanel vouchers={order.vouchers} />
        </section>
        {o.receipts.length > 0 && (
          <section className="admin-card">
            <OrderReceipts receipts={o.receipts} />
          </section>
        )}
        {canReceipts && o.company && <EInvoicePanel orderId={order.id} />}
      </div>
      <DeskAfterSale order={order} />
      <section className="admin-card" aria-labelledby="desk-lines">
        <h2 id="desk-lines">Stavke</h2>
        {o.delivery && <PackingSlipButton orderId={order.id} />}
        <DeskTable columns={LINE_COLUMNS}>
          {o.items.map((item) => {
            const line = madeAs(item.id);
            return (
              <tr key={item.id}>
                <td>
                  {item.name}
                  {line && <PackingLine line={line} />}
                </td>
                <td>{item.sku}</td>
                <td className="num">{item.qty}</td>
                <td className="num">{formatPrice(item.finalPrice)}</td>
                <td className="num">{formatPrice(item.finalAmountWithTax)}</td>
              </tr>
            );
          })}
        </DeskTable>
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
                <span className="desk-timeline__who">{actorInWords(e.actorKind)}</span>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
