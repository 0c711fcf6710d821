import { formatPrice } from '../../lib/format.js';
import type { components } from '@api/openapi';
import { longDate } from './dates.js';
import './payment-slip.css';

type BankTransfer = NonNullable<components['schemas']['Order']['bankTransfer']>;

const tx = {
  heading: 'Podaci za uplatu',
  scan: 'Skenirajte kod u aplikaciji svoje banke: podaci za uplatu upišu se sami.',
  barcodeAlt: 'PDF417 kod uplatnice (HUB-3A)',
  recipient: 'Primatelj',
  iban: 'IBAN',
  model: 'Model',
  reference: 'Poziv na broj',
  amount: 'Iznos',
  description: 'Opis plaćanja',
  dueAt: 'Rok za uplatu',
} as const;

/**
 * How to pay a bank-transfer order: the HUB-3A slip's data and its PDF417 barcode, which a Croatian banking app
 * scans off the screen (docs/decisions/0046-order-pdf-and-payment-slip.md). Shared by the checkout's success page
 * and the order page.
 */
export function PaymentSlip({ transfer }: { transfer: BankTransfer }) {
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
