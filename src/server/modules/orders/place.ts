import { missingConsents } from '@shared/validation/consents.js';
import type { Db } from '../../platform/db/client.js';
import type { CartRow } from '../../platform/db/schema/cart.js';
import type { OrderRow } from '../../platform/db/schema/orders.js';
import { AppError } from '../../platform/errors/index.js';
import { admitCart, markCartsOrdered, type CartSessionInput } from '../cart/index.js';
import {
  admitToCheckout,
  chosenDeliveryMethod,
  requireStepsBefore,
  stepsOf,
  type CheckoutContext,
} from '../checkout/index.js';
import { couponTerms } from '../coupons/index.js';
import { deliveryPrice } from '../delivery/index.js';
import { type EmailContent, outboxRowsInsert } from '../email/index.js';
import { applicablePaymentMethods, withConfiguredPayments } from '../payments/index.js';
import { spendVoucher } from '../vouchers/index.js';
import { cartContents } from './cart-contents.js';
import { checkAddressesAgain, factsOf, LockerCheckNeeded } from './checks.js';
import { spendCoupon } from './coupon-use.js';
import { draftOrder, type DraftLine, withCharges } from './draft.js';
import { orderEventsInsert, type OrderEventInput } from './events.js';
import { type CheckedOrder, confirmationOf, orderValues } from './order-values.js';
import {
  findOrderByCart,
  lockCartsForOrders,
  type NewOrder,
  orderItemsInsert,
  ordersInsert,
  type OrderLineRead,
  readForOrders,
  writeTogether,
} from './repository.js';
import { type OrderSettings, orderSettings } from './settings-reads.js';
import {
  outOfStock,
  putBack,
  StockReadStale,
  type StockRead,
  stockAndNumbers,
  stockTakenUpdate,
  takeFrom,
} from './stock.js';
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

/** One order/create call waiting for its group. */
export interface OrderJob {
  ctx: CheckoutContext;
  input: PlaceOrderInput;
}

export interface Placement {
  order: OrderRow;
  lines: DraftLine[];
  replayed: boolean;
  mail: { id: number; content: EmailContent } | null;
}

/** What became of one order of a group: placed (or answered again), or refused with its own error. */
export type PlacementOutcome = { placed: Placement } | { refused: unknown };

/** An order whose cart is locked, admitted and open. */
interface Admitted {
  index: number;
  job: OrderJob;
  cart: CartRow;
  kept: OrderSettings;
  hasVoucher: boolean;
}

/**
 * A group of orders in one transaction (docs/decisions/0262-orders-placed-in-groups.md; each order's steps as in
 * 0051-order-idempotency.md and 0052-stock-taking.md): lock the carts, read them, check every checkout rule again
 * and price each cart, read the products' stock and take the numbers, take each order's stock in turn, spend
 * coupons, then write every order with its lines, first events and queued confirmation, the carts marked ordered and
 * the stock taken: one statement. An order refused on the way is answered its error and takes nothing; the others go
 * on. A group of one is how a lone order is placed.
 *
 * `read` says how the stock is read (docs/decisions/0269-stock-read-before-it-is-locked.md). Read without a lock, a
 * product found short, or a write that finds the stock changed, throws StockReadStale: the caller places the group
 * again with the stock locked, where a short product is refused with what is left.
 *
 * Each statement runs once per group, not once per order: what an order costs the database is its rows, not its
 * round trips. An error of the database itself rolls the whole group back (the caller places its orders one by one).
 */
export async function placeOrders(
  tx: Db,
  jobs: readonly OrderJob[],
  read: StockRead = 'lock',
): Promise<PlacementOutcome[]> {
  const outcomes: PlacementOutcome[] = jobs.map(() => ({ refused: new Error('not placed') }));
  const refuse = (index: number, error: unknown) => {
    outcomes[index] = { refused: error };
  };
  const admitted = await admitAll(tx, jobs, outcomes, refuse);
  const reads = await readForOrders(
    tx,
    admitted.map((a) => a.cart.id),
  );
  const now = new Date();
  const checked: Array<{ index: number; order: CheckedOrder }> = [];
  for (const a of admitted) {
    try {
      checked.push({ index: a.index, order: await checkOrder(tx, a, reads.get(a.cart.id), now) });
    } catch (err) {
      refuse(a.index, err);
    }
  }
  if (checked.length === 0) return outcomes;

  const demanded = checked.flatMap((c) => c.order.draft.demand.map((d) => d.productId));
  const { ledger, numbers } = await stockAndNumbers(tx, demanded, checked.length, read);
  const placed: Array<{ index: number; o: CheckedOrder; values: NewOrder; mailId: number }> = [];
  for (const [i, { index, order: o }] of checked.entries()) {
    const taken = takeFrom(ledger, o.draft.demand);
    if (taken) {
      if (read === 'read') throw new StockReadStale();
      refuse(index, await outOfStock(tx, taken.short, taken.left));
      continue;
    }
    const values = orderValues(o, numbers[i]!, now);
    if (o.contents.coupon) {
      const coupon = o.contents.coupon;
      const spent = await tx
        .transaction((sp) =>
          spendCoupon(sp, coupon, { userId: o.ctx.user?.id ?? null, email: values.email }, values.number),
        )
        .then(
          () => true,
          (err: unknown) => {
            putBack(ledger, o.draft.demand);
            refuse(index, err);
            return false;
          },
        );
      if (!spent) continue;
    }
    placed.push({ index, o, values, mailId: numbers[i]!.mailId });
  }
  if (placed.length === 0) return outcomes;

  const written = await writeOrders(tx, placed, read);
  for (const [i, p] of placed.entries()) {
    outcomes[p.index] = { placed: written[i]! };
    // A voucher movement names the order: written once the order row is there.
    if (p.o.voucher.plan) await spendVoucher(tx, p.o.voucher.plan, p.values.id, now);
  }
  return outcomes;
}

/** The carts locked in one statement, each admitted for its caller; an ordered cart answers its order again. */
async function admitAll(
  tx: Db,
  jobs: readonly OrderJob[],
  outcomes: PlacementOutcome[],
  refuse: (index: number, error: unknown) => void,
): Promise<Admitted[]> {
  const locked = await lockCartsForOrders(
    tx,
    jobs.map((j) => j.input.session.cartId),
  );
  const admitted: Admitted[] = [];
  for (const [index, job] of jobs.entries()) {
    try {
      const row = locked.get(job.input.session.cartId);
      const { ctx } = job;
      const cart = await admitCart(tx, row?.cart, job.input.session, {
        domainId: ctx.domain.id,
        user: ctx.user,
        allowClosed: true,
      });
      if (cart.status === 'ordered') {
        // The cart's already an order: the same order again (a double click, a retry, a second tab).
        const order = await findOrderByCart(tx, cart.id);
        if (!order) throw new AppError('SESSION_ALREADY_USED');
        outcomes[index] = { placed: { order, lines: [], replayed: true, mail: null } };
        continue;
      }
      if (cart.status !== 'open') throw new AppError('CART_ARCHIVED');
      // The settings as of this transaction, kept in memory while their stamp holds; the site's gates again with them
      // (docs/decisions/0261-order-creation-reads-less.md).
      const kept = await orderSettings(tx, ctx.db, row!.settingsVersion, ctx.domain);
      admitToCheckout(kept.site, ctx.user);
      admitted.push({ index, job, cart, kept, hasVoucher: row!.hasVoucher });
    } catch (err) {
      refuse(index, err);
    }
  }
  return admitted;
}

/**
 * One order's checks and price, from its cart as the group read it: the payment method this server can take, the
 * checkout steps, the addresses, the blocked buyer, a locker checked for this address, the personalisation notice,
 * the consents, and what a gift voucher pays.
 */
async function checkOrder(
  tx: Db,
  a: Admitted,
  read: { checkout: CheckedOrder['checkout'] | undefined; refused: boolean; lines: OrderLineRead[] } | undefined,
  now: Date,
): Promise<CheckedOrder> {
  const { ctx, input } = a.job;
  const { cart, kept } = a;
  const all = kept.commerce;
  const row = read?.checkout;
  // A method this server cannot take (a card gateway without credentials in production) is refused before any stock
  // is taken (docs/decisions/0090-card-payment-attempts.md).
  const unconfigured = all.paymentMethods.find(
    (m) => m.id === row?.paymentMethodId && !ctx.paymentConfigured(m.paymentCode),
  );
  if (unconfigured)
    throw new AppError('PAYMENT_METHOD_NOT_CONFIGURED', { payload: { paymentMethodId: unconfigured.id } });
  const settings = withConfiguredPayments(all, ctx.paymentConfigured);
  const contents = await cartContents(
    tx,
    cart,
    ctx.user,
    row?.deliveryAddress?.contactEmail ?? null,
    read?.lines ?? [],
  );
  const pricing = { member: contents.member, coupon: contents.coupon ? couponTerms(contents.coupon) : null };
  // The cart is priced once: delivery and the payment fee only add to the total (withCharges).
  const priced = draftOrder({ ...contents, pricing });
  const facts = factsOf(contents, priced);
  requireStepsBefore('order', stepsOf(row, facts, settings), facts);
  const checkout = row!;
  checkAddressesAgain(kept.countries, checkout);
  const address = checkout.deliveryAddress!;
  if (read?.refused) throw new AppError('ORDER_REFUSED_BLOCKED');
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
  // Gift vouchers pay toward the total, never for the vouchers bought (docs/decisions/0215-vouchers-pay-at-checkout.md).
  const voucher = await voucherDue(tx, a.hasVoucher ? cart.id : null, draft, now);
  return {
    ctx,
    cart,
    checkout,
    address,
    contents,
    draft,
    method,
    payment,
    settings,
    voucher,
    key: input.key,
    smtp: input.smtp,
    shopName: input.shopName,
    orderUrl: input.orderUrl,
  };
}

/**
 * The group's orders, their lines, the carts marked ordered, the queued confirmations, the first events and the
 * stock taken: one statement. The stock update answers the products it changed; fewer than the group took means the
 * ledger was wrong, and the group must not commit.
 */
async function writeOrders(
  tx: Db,
  placed: ReadonlyArray<{ index: number; o: CheckedOrder; values: NewOrder; mailId: number }>,
  read: StockRead,
): Promise<Placement[]> {
  const placements: Placement[] = [];
  const mails: Array<{ id: number; to: string; mail: EmailContent }> = [];
  const events: OrderEventInput[] = [];
  const lines: Array<DraftLine & { orderId: number }> = [];
  const taken = new Map<number, number>();
  for (const p of placed) {
    const { order, content, events: first } = confirmationOf(p.o, p.values, p.mailId);
    mails.push({ id: p.mailId, to: order.email, mail: content });
    placements.push({ order, lines: p.o.voucher.lines, replayed: false, mail: { id: p.mailId, content } });
    events.push(...first);
    for (const line of p.o.voucher.lines) lines.push({ ...line, orderId: order.id });
    for (const d of p.o.draft.demand) taken.set(d.productId, (taken.get(d.productId) ?? 0) + d.qty);
  }
  const smtp = placed[0]!.o.smtp;
  const changed = await writeTogether<{ id: number }>(tx, [
    ordersInsert(placed.map((p) => p.values)),
    ...(lines.length > 0 ? [orderItemsInsert(lines)] : []),
    markCartsOrdered(
      tx,
      placed.map((p) => p.o.cart.id),
    ),
    outboxRowsInsert(smtp, mails),
    orderEventsInsert(events),
    stockTakenUpdate(taken),
  ]);
  if (changed.length !== taken.size) {
    if (read === 'read') throw new StockReadStale();
    throw new Error('stock changed under a locked order group');
  }
  return placements;
}
