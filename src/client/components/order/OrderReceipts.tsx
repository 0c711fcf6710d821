import type { components } from '@api/openapi';
import { Link } from '@tanstack/react-router';
import { formatPrice } from '../../lib/format.js';
import { dateTime } from './dates.js';

type ReceiptLink = components['schemas']['ReceiptLink'];

const tx = {
  heading: 'Računi',
  sale: 'Račun',
  correction: 'Račun (ispravak)',
  view: 'Pogledaj račun',
  pdf: 'PDF',
  status: {
    awaiting_jir: 'Dostavlja se Poreznoj upravi',
    fiscalised: 'Fiskaliziran',
    refused: 'Čeka ispravak podataka',
  },
} as const;

/**
 * The order's fiscal receipts (docs/decisions/0076-receipt-page-and-e-mail.md): the sale's receipt once the order is
 * paid, and any correcting receipt, each with its page and PDF. Shared by the success page and the order page.
 */
export function OrderReceipts({ receipts }: { receipts: readonly ReceiptLink[] }) {
  if (receipts.length === 0) return null;
  return (
    <section className="order-receipts" aria-labelledby="order-receipts-title" data-testid="order-receipts">
      <h2 id="order-receipts-title">{tx.heading}</h2>
      <ul>
        {receipts.map((r) => (
          <li key={r.pageUrl}>
            <span>
              {tx[r.kind]} {r.number} · {dateTime(r.issuedAt)} · {formatPrice(r.total)} · {tx.status[r.status]}
            </span>{' '}
            <Link to="/racun/$token" params={{ token: r.token }} data-testid="receipt-link">
              {tx.view}
            </Link>{' '}
            <a href={r.pdfUrl} target="_blank" rel="noopener">
              {tx.pdf}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
