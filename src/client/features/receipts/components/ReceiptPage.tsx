import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/title.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { PageLoader } from '../../../components/ui/PageLoader.js';
import { type ReceiptView, receiptOf } from '../api/receipt-calls.js';
import { receiptTexts as tx } from '../texts.js';
import './receipt.css';

/** While CIS has not answered, the page looks again now and then, so the JIR shows up without a reload. */
const WAITING_REFRESH_MS = 5_000;

/**
 * /racun/{token}: a fiscal receipt with every required item (docs/decisions/0076-receipt-page-and-e-mail.md) —
 * seller, number, date and time, payment method, operator, ZKI and JIR in print order, the lines, the VAT breakdown,
 * the total and the QR code that checks it on the Tax Administration's site.
 */
export function ReceiptPage({ token }: { token: string }) {
  const { api } = useRouteContext({ from: '__root__' });
  const receipt = useQuery({
    queryKey: ['receipts', token],
    queryFn: () => receiptOf(api, token),
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'awaiting_jir' ? WAITING_REFRESH_MS : false),
  });
  usePageTitle(receipt.data ? `${receipt.data.title} ${receipt.data.number}` : 'Račun');
  if (receipt.isPending) return <PageLoader />;
  if (receipt.isError)
    return (
      <section className="container receipt-page">
        <p role="alert">
          <FailureText failure={receipt.error} />
        </p>
      </section>
    );
  return <Receipt receipt={receipt.data} />;
}

function Receipt({ receipt }: { receipt: ReceiptView }) {
  return (
    <article className="container receipt-page" data-testid="receipt">
      <h1 className="page-title">
        {receipt.title} <span data-testid="receipt-number">{receipt.number}</span>
      </h1>
      <p className="receipt-page__order">{tx.order(receipt.orderNumber)}</p>
      <dl className="receipt-page__facts">
        {receipt.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd data-testid={`receipt-fact-${fact.label}`}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {receipt.status === 'awaiting_jir' && <p className="receipt-page__waiting">{tx.waiting}</p>}
      <section aria-labelledby="receipt-lines-title">
        <h2 id="receipt-lines-title">{tx.lines}</h2>
        <table className="receipt-page__table">
          <thead>
            <tr>
              <th scope="col">{tx.name}</th>
              <th scope="col">{tx.quantity}</th>
              <th scope="col">{tx.unitPrice}</th>
              <th scope="col">{tx.vatRate}</th>
              <th scope="col">{tx.amount}</th>
            </tr>
          </thead>
          <tbody>
            {receipt.lines.map((line, i) => (
              // Lines are a fixed list from the receipt: their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={i}>
                <td>{line.name}</td>
                <td>{line.quantity}</td>
                <td>{line.unitPrice}</td>
                <td>{line.vatRate}</td>
                <td>{line.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="receipt-page__table receipt-page__vat">
          <thead>
            <tr>
              <th scope="col">{tx.vat}</th>
              <th scope="col">{tx.base}</th>
              <th scope="col">{tx.amount}</th>
            </tr>
          </thead>
          <tbody>
            {receipt.vat.map((part) => (
              <tr key={part.rate}>
                <td>PDV {part.rate}</td>
                <td>{part.base}</td>
                <td>{part.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="receipt-page__total">
          {tx.total}: <strong data-testid="receipt-total">{receipt.total}</strong>
        </p>
        {receipt.note && <p>{receipt.note}</p>}
      </section>
      <section className="receipt-page__qr">
        {/* Drawn at 2 × 2 cm at least, as the rules ask; the state in the URL loads it again once the JIR is in. */}
        <img
          src={`${receipt.qrUrl}?state=${receipt.status}`}
          alt={tx.qrAlt}
          width={180}
          height={180}
          data-testid="receipt-qr"
        />
        <p>
          <a href={receipt.checkUrl} target="_blank" rel="noopener noreferrer">
            {tx.check}
          </a>
        </p>
        <p>
          <a href={receipt.pdfUrl} target="_blank" rel="noopener" data-testid="receipt-pdf">
            {tx.pdf}
          </a>
        </p>
      </section>
    </article>
  );
}
