import type { ReactNode } from 'react';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { FailureText } from '../../../components/ui/FailureText.js';
import { formatPrice } from '../../../lib/format.js';
import { PageLoader } from '../../../components/ui/PageLoader.js';
import { usePageTitle } from '../../../app/title.js';
import { orderQueryOptions } from '../api/order-query.js';
import type { OrderView } from '../api/checkout-calls.js';
import { successTexts as tx } from '../texts.js';
import { OrderReceipts } from '../../../components/order/OrderReceipts.js';
import { PaymentSlip } from '../../../components/order/PaymentSlip.js';
import { OrderVouchers } from './OrderVouchers.js';
import './checkout.css';

/** /naplata/uspjesna?orderSlug=: the order's number, its status and what happens next, the summary, how to pay. */
export function SuccessPage({ orderSlug }: { orderSlug: string | undefined }) {
  const { api } = useRouteContext({ from: '__root__' });
  const order = useQuery({ ...orderQueryOptions(api, orderSlug ?? ''), enabled: Boolean(orderSlug) });
  usePageTitle(tx.title);
  if (!orderSlug) return <SuccessMessage text={tx.missingSlug} />;
  if (order.isPending) return <PageLoader />;
  if (order.isError) return <SuccessMessage text={<FailureText failure={order.error} />} />;
  return <OrderSummary order={order.data} orderSlug={orderSlug} />;
}

function SuccessMessage({ text }: { text: ReactNode }) {
  return (
    <section className="checkout container checkout--empty">
      <h1 className="page-title">{tx.title}</h1>
      <p role="alert">{text}</p>
      <Link to="/shop" className="btn btn--primary">
        {tx.continue}
      </Link>
    </section>
  );
}

function OrderSummary({ order, orderSlug }: { order: OrderView; orderSlug: string }) {
  const a = order.deliveryAddress;
  const point = order.delivery?.pickupPoint;
  return (
    <section className="checkout container order-success">
      <h1 className="page-title">{tx.title}</h1>
      <p className="order-success__thanks">{tx.thanks}</p>
      <dl className="order-success__facts">
        <div>
          <dt>{tx.number}</dt>
          <dd data-testid="order-number">{order.number}</dd>
        </div>
        <div>
          <dt>{tx.status}</dt>
          <dd data-testid="order-status">{order.statusText.label}</dd>
        </div>
      </dl>
      <section className="order-success__next" aria-labelledby="order-next">
        <h2 id="order-next">{tx.next}</h2>
        <p>{order.statusText.next}</p>
        <p>{tx.emailSent(order.email)}</p>
      </section>
      {order.bankTransfer && order.status === 'awaiting_transfer' && <PaymentSlip transfer={order.bankTransfer} />}
      <OrderReceipts receipts={order.receipts} />
      <OrderVouchers orderSlug={orderSlug} />
      <section className="order-success__summary" aria-labelledby="order-lines">
        <h2 id="order-lines">{tx.lines}</h2>
        <ul className="checkout-sidebar__lines">
          {order.items.map((line) => (
            <li key={line.id} className="checkout-sidebar__line">
              <span>
                {line.name}
                <span className="checkout-sidebar__qty"> × {line.qty}</span>
              </span>
              <span>{formatPrice(line.finalAmountWithTax)}</span>
            </li>
          ))}
        </ul>
        <dl className="checkout-totals">
          {order.delivery && (
            <div>
              <dt>{point ? tx.pickupAt : tx.deliveryTo}</dt>
              <dd>
                {order.delivery.name}
                {point ? ` – ${point.name}` : `, ${a.street} ${a.houseNumber}, ${a.zipCode} ${a.city}`}
              </dd>
            </div>
          )}
          {order.delivery && (
            <div>
              <dt>{tx.deliveryPrice}</dt>
              <dd>{order.totals.delivery > 0 ? formatPrice(order.totals.delivery) : tx.free}</dd>
            </div>
          )}
          <div>
            <dt>{tx.payment}</dt>
            <dd>{order.payment.name}</dd>
          </div>
          {order.totals.paymentFee > 0 && (
            <div>
              <dt>{tx.paymentFee}</dt>
              <dd>{formatPrice(order.totals.paymentFee)}</dd>
            </div>
          )}
          <div className="checkout-totals__total">
            <dt>Ukupno</dt>
            <dd data-testid="order-total">{formatPrice(order.totals.orderTotal)}</dd>
          </div>
        </dl>
      </section>
      <p className="order-success__links">
        <a href={order.pdfUrl} target="_blank" rel="noopener" data-testid="order-pdf">
          {tx.pdf}
        </a>
      </p>
      <Link to="/shop" className="btn btn--primary">
        {tx.continue}
      </Link>
    </section>
  );
}
