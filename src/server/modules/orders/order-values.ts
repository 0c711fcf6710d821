import { randomBytes } from 'node:crypto';
import type { PaymentKind } from '@machines/order-lifecycle/order-lifecycle.machine.js';
import { initialStatus } from '@machines/order-lifecycle/rules.js';
import type { CartRow } from '../../platform/db/schema/cart.js';
import type { CheckoutDeliveryAddress, CheckoutRow } from '../../platform/db/schema/checkout.js';
import type { CheckoutContext } from '../checkout/index.js';
import type { EmailContent } from '../email/index.js';
import type {
  CommerceSettings,
  DeliveryMethodSettings,
  PaymentCode,
  PaymentMethodSettings,
} from '../settings/index.js';
import type { CartContents } from './cart-contents.js';
import { orderConfirmationEmail } from './confirmation-email.js';
import type { OrderDraft } from './draft.js';
import type { OrderActor, OrderEventInput } from './events.js';
import { zagrebYear } from './format.js';
import { paymentReferenceFor } from './payment-details.js';
import { type NewOrder, orderNumberOf, orderRowOf } from './repository.js';
import type { OrderNumbers } from './stock.js';
import type { VoucherDue } from './voucher-payment.js';

/** How an order is paid, as the order lifecycle machine tells where it starts (docs/decisions/0150-order-lifecycle-machine.md). */
const PAYMENT_KIND: Record<PaymentCode, PaymentKind> = {
  wspay_hpp: 'card',
  tcom_hpp: 'card',
  virman: 'transfer',
  pouzece: 'cod',
};

const DAY_MS = 86_400_000;
const secret = () => randomBytes(24).toString('base64url');

/** An order that passed every check: what its rows are made of. */
export interface CheckedOrder {
  ctx: CheckoutContext;
  cart: CartRow;
  checkout: CheckoutRow;
  address: CheckoutDeliveryAddress;
  contents: CartContents;
  draft: OrderDraft;
  method: DeliveryMethodSettings | null;
  payment: PaymentMethodSettings;
  settings: CommerceSettings;
  voucher: VoucherDue;
  key: string;
  /** Whether e-mail goes out over SMTP (the outbox row then keeps only its metadata). */
  smtp: boolean;
  shopName: string;
  orderUrl: string;
}

/** Where the order starts: paid by its gift voucher, else as its payment method starts. */
const statusOf = (o: CheckedOrder) =>
  initialStatus(o.voucher.paidInFull ? 'voucher' : PAYMENT_KIND[o.payment.paymentCode]);

/** The order's row as it is inserted, with the numbers it took. */
export function orderValues(o: CheckedOrder, numbers: OrderNumbers, now: Date): NewOrder {
  const { ctx, cart, checkout, address, contents, draft, method, payment, voucher } = o;
  const number = orderNumberOf(zagrebYear(now), numbers.number);
  const status = statusOf(o);
  return {
    id: numbers.orderId,
    number,
    slug: secret(),
    pdfToken: secret(),
    idempotencyKey: o.key,
    cartId: cart.id,
    domainId: ctx.domain.id,
    userId: ctx.user?.id ?? null,
    email: address.contactEmail,
    status,
    deliveryAddress: address,
    billingAddress: checkout.billingAddress,
    companyName: address.companyName || null,
    companyOib: address.companyOIB || null,
    deliveryMethod: method ? { id: method.id, code: method.code, name: method.name, model: method.model } : null,
    pickupPoint: method ? checkout.pickupPoint : null,
    paymentMethod: {
      id: payment.id,
      paymentCode: payment.paymentCode,
      methodCode: payment.methodCode,
      name: payment.name,
    },
    paymentCode: payment.paymentCode,
    itemsTotal: draft.totals.itemsTotal,
    memberSaving: draft.totals.loyalty,
    couponDiscount: draft.totals.coupon,
    deliveryPrice: draft.totals.delivery,
    paymentFee: draft.totals.paymentFee,
    orderTotal: draft.totals.orderTotal,
    voucherCents: voucher.cents,
    taxTotal: draft.tax - voucher.voucherLinesTax,
    paidAt: status === 'paid' ? now : null,
    couponId: contents.coupon?.id ?? null,
    couponCode: contents.coupon?.code ?? null,
    couponPercent: contents.coupon?.discountType === 'percent' ? contents.coupon.percent : null,
    memberCardBarcode: contents.member ? cart.memberCardBarcode : null,
    acceptedConsents: checkout.acceptedConsents,
    hasPersonalisedItems: draft.hasPersonalised,
    personalisationNoticeShownAt: draft.hasPersonalised ? now : null,
    paymentReference: paymentReferenceFor(number),
    createdAt: now,
    updatedAt: now,
    expiresAt:
      status === 'awaiting_transfer' ? new Date(now.getTime() + o.settings.orderRules.bankTransferDays * DAY_MS) : null,
  };
}

/** The confirmation e-mail of a placed order and the order's first events (created, e-mail queued). */
export function confirmationOf(o: CheckedOrder, values: NewOrder, mailId: number) {
  const order = orderRowOf(values);
  const content: EmailContent = orderConfirmationEmail({
    shopName: o.shopName,
    order,
    lines: o.voucher.lines,
    settings: o.settings,
    orderUrl: o.orderUrl.replace('{slug}', order.slug),
  });
  const actor: OrderActor = o.ctx.user ? { kind: 'customer', id: o.ctx.user.id } : { kind: 'guest' };
  const events: OrderEventInput[] = [
    {
      orderId: order.id,
      type: 'created',
      to: statusOf(o),
      actor,
      data: { paymentCode: order.paymentCode, total: order.orderTotal, voucherCents: order.voucherCents },
    },
    {
      orderId: order.id,
      type: 'email_queued',
      actor: { kind: 'system' },
      data: { kind: content.kind, outboxId: mailId },
    },
  ];
  return { order, content, events };
}
