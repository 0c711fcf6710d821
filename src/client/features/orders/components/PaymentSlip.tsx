import { formatPrice } from '../../../lib/format.js';
import type { OrderView } from '../api/order-calls.js';
import { orderTexts } from '../texts.js';
import { longDate } from './dates.js';

const tx = orderTexts.slip;

/**
 * How to pay a bank-transfer order: the HUB-3A slip's data and its PDF417 barcode, which a Croatian banking app
 * scans off the screen (docs/decisions/0046-order-pdf-and-payment-slip.md). Success page and order page.
 */
export function PaymentSlip({ transfer }: { transfer: NonNullable<OrderView['bankTransfer']> }) {
  return (
    <section className="payment-slip" aria-labelledby="payment-slip-title">
      <h2 id="payment-slip-title">{tx.heading}</h2>
      <div className="payment-slip__body">
        <dl className="payment-slip__data">
          <div>
            <dt>{tx.recipient}</dt>
            <dd>{transfer.recipient}</dd>
          </div>
          <div>
            <dt>{tx.iban}</dt>
            <dd data-testid="order-iban">{transfer.iban}</dd>
          </div>
          <div>
            <dt>{tx.model}</dt>
            <dd>{transfer.model}</dd>
          </div>
          <div>
            <dt>{tx.reference}</dt>
            <dd data-testid="order-reference">{transfer.reference}</dd>
          </div>
          <div>
            <dt>{tx.amount}</dt>
            <dd>{formatPrice(transfer.amount)}</dd>
          </div>
          <div>
            <dt>{tx.description}</dt>
            <dd>{transfer.description}</dd>
          </div>
          <div>
            <dt>{tx.dueAt}</dt>
            <dd>{longDate(transfer.dueAt)}</dd>
          </div>
        </dl>
        <figure className="payment-slip__barcode">
          <img
            src={transfer.barcodeUrl}
            alt={tx.barcodeAlt}
            width={300}
            height={110}
            data-testid="order-slip-barcode"
          />
          <figcaption>{tx.scan}</figcaption>
        </figure>
      </div>
    </section>
  );
}
