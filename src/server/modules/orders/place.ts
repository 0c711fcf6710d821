import { missingConsents } from '@shared/validation/consents.js';
import { randomBytes } from 'node:crypto';
import type { PaymentKind } from '@machines/order-lifecycle/order-lifecycle.machine.js';
import { initialStatus } from '@machines/order-lifecycle/rules.js';
import type { Db } from '../../platform/db/client.js';
import type { CartRow } from '../../platform/db/schema/cart.js';
import type { OrderRow } from '../../platform/db/schema/orders.js';
import { AppError } from '../../platform/errors/index.js';
import { admitCart, markCartOrdered, type CartSessionInput } from '../cart/index.js';
import {
  admitToCheckout,
  chosenDeliveryMethod,
  requireStepsBefore,
  stepsOf,
  type CheckoutContext,
} from '../checkout/index.js';
import { deliveryPrice } from '../delivery/index.js';
import { outboxInsert } from '../email/index.js';
import type { EmailContent } from '../email/index.js';
import { applicablePaymentMethods, withConfiguredPayments } from '../payments/index.js';
import type { PaymentCode } from '../settings/index.js';
import { cartContents } from './cart-contents.js';
import { checkAddressesAgain, factsOf, LockerCheckNeeded } from './checks.js';
import { orderConfirmationEmail } from './confirmation-email.js';
import { draftOrder, shortOf, withCharges, type DraftLine } from './draft.js';
import { couponTerms } from '../coupons/index.js';
import { spendVoucher } from '../vouchers/index.js';
import { spendCoupon } from './coupon-use.js';
import { orderEventsInsert, type OrderActor } from './events.js';
import { zagrebYear } from './format.js';
import { paymentReferenceFor } from './payment-details.js';
import {
  findOrderByCart,
  lockCartForOrder,
  type NewOrder,
  orderInsert,
  orderItemsInsert,
  orderNumberOf,
  orderRowOf,
  readForOrder,
  writeTogether,
} from './repository.js';
import { orderSettings } from './settings-reads.js';
import { outOfStock, takeStockAndNumbers } from './stock.js';
import { voucherDue } from './voucher-payment.js';

export interface PlaceOrderInput {
  session: CartSessionInput;
  key: string;
  personalisationNoticeShown: boolean;
  /** The locker checked against the locker service before this attempt (address and locker id), if any. */
  checkedLocker: { address: string; lockerId: string } | null;
  shopName: string;
  /** Absolute URL of the order's page (the e-mail links to it); `{slug}` is replaced. */
  orderUrl: string;
  smtp: boolean;
}

export interface Placement {
  order: OrderRow;
  lines: DraftLine[];
  replayed: boolean;
  mail: { id: number; content: EmailContent } | null;
}

/** How an order is paid, as the order lifecycle machine tells where it starts (docs/decisions/0150-order-lifecycle-machine.md). */
const PAYMENT_KIND: Record<PaymentCode, PaymentKind> = {
  wspay_hpp: 'card',
  tcom_hpp: 'card',
  virman: 'transfer',
  pouzece: 'cod',
};

const DAY_MS = 86_400_000;
const secret = () => randomBytes(24).toString('base64url');

/** The cart's already an order: the same order again (a double click, a retry, a second tab). */
async function existingOrder(tx: Db, cart: CartRow): Promise<Placement> {
  const order = await findOrderByCart(tx, cart.id);
  if (!order) throw new AppError('SESSION_ALREADY_USED');
  return { order, lines: [], replayed: true, mail: null };
}

/**
 * One transaction, small steps (docs/decisions/0051-order-idempotency.md, 0052-stock-taking.md): lock the cart,
 * re-price it, check every checkout rule again, take stock, number and insert the order with its lines and
 * first event, consume the coupon, archive the cart as ordered, queue the confirmation e-mail.
 */
export async function placeOrder(tx: Db, ctx: CheckoutContext, input: PlaceOrderInput): Promise<Placement> {
  // The cart locked, with whether a voucher was entered (docs/decisions/0237-order-creation-in-fewer-round-trips.md).
  const locked = await lockCartForOrder(tx, input.session.cartId);
  const cart = await admitCart(tx, locked?.cart, input.session, {
    domainId: ctx.domain.id,
    user: ctx.user,
    allowClosed: true,
  });
  if (cart.status === 'ordered') return existingOrder(tx, cart);
  if (cart.status !== 'open') throw new AppError('CART_ARCHIVED');
  // The settings as of this transaction, kept in memory while their stamp holds; the site's gates again with them
  // (docs/decisions/0261-order-creation-reads-less.md).
  const kept = await orderSettings(tx, ctx.db, locked!.settingsVersion, ctx.domain);
  admitToCheckout(kept.site, ctx.user);
  const all = kept.commerce;
  // The checkout row, the lines and whether the buyer is refused: one statement after the lock.
  const read = await readForOrder(tx, cart.id, ctx.user?.id ?? null);
  // A method this server cannot take (a card gateway without credentials in production) is refused before any stock
  // is taken (docs/decisions/0090-card-payment-attempts.md).
  const row = read.checkout;
  const unconfigured = all.paymentMethods.find(
    (m) => m.id === row?.paymentMethodId && !ctx.paymentConfigured(m.paymentCode),
  );
  if (unconfigured)
    throw new AppError('PAYMENT_METHOD_NOT_CONFIGURED', { payload: { paymentMethodId: unconfigured.id } });
  const settings = withConfiguredPayments(all, ctx.paymentConfigured);
  const contents = await cartContents(tx, cart, ctx.user, row?.deliveryAddress?.contactEmail ?? null, read.lines);
  const pricing = { member: contents.member, coupon: contents.coupon ? couponTerms(contents.coupon) : null };
  // The cart is priced once: delivery and the payment fee only add to the total (withCharges).
  const priced = draftOrder({ ...contents, pricing });
  const facts = factsOf(contents, priced);
  requireStepsBefore('order', stepsOf(row, facts, settings), facts);
  const checkout = row!;
  checkAddressesAgain(kept.countries, checkout);
  const address = checkout.deliveryAddress!;
  if (read.refused) throw new AppError('ORDER_REFUSED_BLOCKED');
  const method = facts.deliveryRequired ? chosenDeliveryMethod(checkout, settings) : null;
  if (method?.code === 'boxnow') {
    const locker = { address: JSON.stringify(address), lockerId: checkout.pickupPoint!.id };
    const checked = input.checkedLocker;
    if (checked?.lockerId !== locker.lockerId || checked.address !== locker.address)
      throw new LockerCheckNeeded({ ...locker, method, seller: settings.seller, deliveryAddress: address });
  }
  const delivery = method ? (deliveryPrice(method, address.country, facts.cartTotal) ?? 0) : 0;
  const payment = applicablePaymentMethods(settings.paymentMethods, {
    delivery: method ? { id: method.id, code: method.code, model: method.model } : null,
    productSlugs: facts.productSlugs,
  }).find((m) => m.id === checkout.paymentMethodId)!;
  const draft = withCharges(priced, delivery, payment.fee);
  if (draft.hasPersonalised && !input.personalisationNoticeShown) throw new AppError('PERSONALISATION_NOTICE_REQUIRED');
  const missing = missingConsents(
    kept.requiredConsents,
    checkout.acceptedConsents.map((c) => c.id),
  );
  if (missing.length > 0) throw new AppError('CONSENT_REQUIRED', { payload: { missing, step: 'address' } });

  const now = new Date();
  // Gift vouchers pay toward the total, never for the vouchers bought (docs/decisions/0215-vouchers-pay-at-checkout.md).
  const voucher = await voucherDue(tx, locked?.hasVoucher ? cart.id : null, draft, now);
  const short = shortOf(draft.demand, contents.products);
  if (short) throw await outOfStock(tx, short);
  const taken = await takeStockAndNumbers(tx, draft.demand);
  const notTaken = draft.demand.find((d) => !taken.taken.includes(d.productId));
  if (notTaken) throw await outOfStock(tx, notTaken);

  const number = orderNumberOf(zagrebYear(now), taken.number);
  const status = initialStatus(voucher.paidInFull ? 'voucher' : PAYMENT_KIND[payment.paymentCode]);
  const values: NewOrder = {
    id: taken.orderId,
    number,
    slug: secret(),
    pdfToken: secret(),
    idempotencyKey: input.key,
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
    ...(status === 'paid' ? { paidAt: now } : {}),
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
      status === 'awaiting_transfer' ? new Date(now.getTime() + settings.orderRules.bankTransferDays * DAY_MS) : null,
  };
  const order = orderRowOf(values);
  if (contents.coupon)
    await spendCoupon(tx, contents.coupon, { userId: ctx.user?.id ?? null, email: address.contactEmail }, number);
  const content = orderConfirmationEmail({
    shopName: input.shopName,
    order,
    lines: voucher.lines,
    settings,
    orderUrl: input.orderUrl.replace('{slug}', order.slug),
  });
  const mailId = taken.mailId;
  const actor: OrderActor = ctx.user ? { kind: 'customer', id: ctx.user.id } : { kind: 'guest' };
  // The order, its lines, the cart marked ordered, the queued confirmation and the first events: one statement.
  const events = orderEventsInsert(tx, [
    {
      orderId: order.id,
      type: 'created',
      to: status,
      actor,
      data: { paymentCode: payment.paymentCode, total: order.orderTotal, voucherCents: order.voucherCents },
    },
    {
      orderId: order.id,
      type: 'email_queued',
      actor: { kind: 'system' },
      data: { kind: content.kind, outboxId: mailId },
    },
  ]);
  await writeTogether(tx, [
    orderInsert(tx, values),
    ...(voucher.lines.length > 0 ? [orderItemsInsert(tx, order.id, voucher.lines)] : []),
    markCartOrdered(tx, cart.id),
    outboxInsert(tx, input.smtp, order.email, content, mailId),
    events,
  ]);
  // A voucher movement names the order: written once the order row is there.
  if (voucher.plan) await spendVoucher(tx, voucher.plan, order.id, now);
  return { order, lines: voucher.lines, replayed: false, mail: { id: mailId, content } };
}
