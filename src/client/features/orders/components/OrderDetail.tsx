import { couponLineNote } from '@shared/coupon-words.js';
import { eurosToCents } from '@shared/money.js';
import type { ReactNode } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { MediaImage } from '../../../components/ui/MediaImage.js';
import { formatPrice } from '../../../lib/format.js';
import type { OrderView } from '../api/order-calls.js';
import { orderTexts as tx } from '../texts.js';
import { dateTime } from '../../../components/order/dates.js';
import { OrderReceipts } from '../../../components/order/OrderReceipts.js';
import { PaymentSlip } from '../../../components/order/PaymentSlip.js';
import { OrderAfterSale } from './OrderAfterSale.js';
import { WithdrawalPanel } from './WithdrawalPanel.js';
import './orders.css';

const or = (value: string | null | undefined, fallback: string) => (value?.trim() ? value : fallback);

/**
 * One order as its buyer reads it (docs/spec/shop.md 'Povijest narudžbi'): 'Detalji narudžbe', the date, the status
 * with what happens next, the billing contact (with the spec's fallback texts), delivery, payment, the products
 * with image and price, the totals, the slip of an unpaid bank transfer, 'Skini PDF dokument' and the withdrawal.
 * The profile's order page and the guest look-up show the same view.
 */
export function OrderDetail({
  order,
  breadcrumb,
  onChanged,
}: {
  order: OrderView;
  breadcrumb?: ReactNode;
  onChanged: () => void;
}) {
  const { config } = useRouteContext({ from: '__root__' });
  const contact = order.issuedFrom;
  const a = contact.address;
  const point = order.delivery?.pickupPoint;
  const d = order.deliveryAddress;
  return (
    <article className="order-detail" data-testid="order-detail">
      {breadcrumb}
      <header className="order-detail__head">
        <h1 className="page-title">
          {tx.orderNumber} {order.number}
        </h1>
        <a className="order-detail__pdf" href={order.pdfUrl} target="_blank" rel="noopener" data-testid="order-pdf">
          {tx.pdf}
        </a>
      </header>
      <section className="order-detail__status" aria-labelledby="order-status-title">
        <h2 id="order-status-title">
          {tx.status}: <span data-testid="order-status">{order.statusText.label}</span>
        </h2>
        <p>{order.statusText.next}</p>
      </section>
      {order.bankTransfer && order.status === 'awaiting_transfer' && <PaymentSlip transfer={order.bankTransfer} />}
      <OrderAfterSale order={order} />
      <OrderReceipts receipts={order.receipts} />
      <section className="order-detail__facts" aria-labelledby="order-details-title">
        <h2 id="order-details-title">{tx.details}</h2>
        <dl>
          <div>
            <dt>{tx.created}</dt>
            <dd>{dateTime(order.created_at)}</dd>
          </div>
          <div>
            <dt>{tx.billing}</dt>
            <dd>
              {or(contact.displayName, tx.fallback.name)}
              <br />
              {or(contact.email, tx.fallback.email)}
              <br />
              {a.street ? `${a.street} ${a.houseNumber}` : tx.fallback.address}, {a.zipCode}{' '}
              {or(a.city, tx.fallback.city)}
              <br />
              {or(a.contactPhone, tx.fallback.phone)}
              {order.company && (
                <>
                  <br />
                  {order.company.name}, OIB {order.company.oib}
                </>
              )}
            </dd>
          </div>
          {order.delivery && (
            <div>
              <dt>{tx.delivery}</dt>
              <dd>
                {order.delivery.name}
                <br />
                {point
                  ? `${point.name}, ${point.address.street} ${point.address.houseNumber}, ${point.address.city}`
                  : `${d.street} ${d.houseNumber}, ${d.zipCode} ${d.city}`}
              </dd>
            </div>
          )}
          <div>
            <dt>{tx.payment}</dt>
            <dd>{or(order.paymentType.name, tx.fallback.payment)}</dd>
          </div>
        </dl>
      </section>
      <section className="order-detail__lines" aria-labelledby="order-products-title">
        <h2 id="order-products-title">{tx.products}</h2>
        <ul>
          {order.items.map((line) => (
            <li key={line.id} className="order-line">
              <MediaImage
                media={line.media}
                sizes={['thumbnail', 'small']}
                layoutSizes="64px"
                alt=""
                apiKeyId={config.apiKeyId}
                className="order-line__img"
              />
              <span className="order-line__name">
                {line.name}
                {line.qty > 1 && <span className="order-line__qty"> × {line.qty}</span>}
                {!line.withdrawable && <small className="order-line__note">{tx.personalised}</small>}
              </span>
              {/* The row before the coupon, which the totals take off once (docs/decisions/0232-one-way-to-show-a-coupon.md). */}
              <span className="order-line__price">
                {formatPrice(line.row)}
                {order.totals.coupon > 0 && (
                  <small className="order-line__coupon">{couponLineNote(eurosToCents(line.discount), true)}</small>
                )}
              </span>
            </li>
          ))}
        </ul>
        <dl className="order-detail__totals">
          {order.totals.coupon > 0 && (
            <div>
              <dt>{tx.coupon}</dt>
              <dd>-{formatPrice(order.totals.coupon)}</dd>
            </div>
          )}
          {order.delivery && (
            <div>
              <dt>{tx.deliveryPrice}</dt>
              <dd>{order.totals.delivery > 0 ? formatPrice(order.totals.delivery) : tx.free}</dd>
            </div>
          )}
          {order.totals.paymentFee > 0 && (
            <div>
              <dt>{tx.paymentFee}</dt>
              <dd>{formatPrice(order.totals.paymentFee)}</dd>
            </div>
          )}
          <div className="order-detail__total">
            <dt>{tx.total}</dt>
            <dd data-testid="order-total">{formatPrice(order.totals.orderTotal)}</dd>
          </div>
          <div>
            <dt>{tx.tax}</dt>
            <dd>{formatPrice(order.totals.tax)}</dd>
          </div>
        </dl>
      </section>
      <WithdrawalPanel order={order} onWithdrawn={onChanged} />
    </article>
  );
}
