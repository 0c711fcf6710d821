import { dateTime } from '../../../components/order/dates.js';
import { formatPrice } from '../../../lib/format.js';
import type { OrderView } from '../api/order-calls.js';

/**
 * What happened after the sale, as the buyer reads it (docs/decisions/0155-shopper-sees-the-order-after-the-sale.md):
 * the parcel's tracking number with the carrier's page, the lines given back, and each refund with its amount. The
 * carrier's page is its delivery method's setting (docs/decisions/0196-tracking-link-per-delivery-method.md).
 */
export function OrderAfterSale({ order }: { order: OrderView }) {
  const { tracking, refunds, returned } = order.afterSale;
  if (!tracking && refunds.length === 0 && returned.length === 0) return null;
  return (
    <section className="order-detail__after-sale" aria-labelledby="order-after-sale-title">
      <h2 id="order-after-sale-title">Pošiljka i povrati</h2>
      {tracking && (
        <p data-testid="order-tracking">
          Broj za praćenje ({tracking.carrier}): <strong>{tracking.number}</strong>
          {tracking.url && (
            <>
              {' '}
              <a href={tracking.url} target="_blank" rel="noopener">
                Prati pošiljku
                <span className="visually-hidden"> (stranica prijevoznika, otvara se u novoj kartici)</span>
              </a>
            </>
          )}
        </p>
      )}
      {returned.length > 0 && (
        <>
          <h3>Vraćeni proizvodi</h3>
          <ul data-testid="order-returned">
            {returned.map((r) => (
              <li key={`${r.line}-${r.received}`}>
                {r.line}: {r.received ? 'zaprimljeno' : 'čekamo da stigne natrag'}
              </li>
            ))}
          </ul>
        </>
      )}
      {refunds.length > 0 && (
        <>
          <h3>Povrati novca</h3>
          <ul data-testid="order-refunds">
            {refunds.map((r) => (
              <li key={r.at}>
                {dateTime(r.at)}: <strong>{formatPrice(r.amount)}</strong>{' '}
                {r.method === 'card'
                  ? 'vraćeno na karticu'
                  : r.paid
                    ? 'uplaćeno na Vaš IBAN'
                    : 'uplaćujemo na Vaš IBAN'}
                {r.lines.length > 0 && <> ({r.lines.join(', ')})</>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
