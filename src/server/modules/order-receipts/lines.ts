import { isValidOib } from '@shared/validation/oib.js';
import type { OrderItemRow, OrderRow } from '../../platform/db/schema/orders.js';
import type { PaymentMethod, ReceiptInput, ReceiptLineInput } from '../fiscal/index.js';

/** Delivery and the cash-on-delivery fee carry the shop's standard rate, as the order's totals count them. */
const EXTRA_VAT_RATE = 25;

/** How the buyer paid, as CIS names it: card on the hosted page, cash to the courier, a bank transfer. */
export function paymentMethodOf(paymentCode: string): PaymentMethod {
  switch (paymentCode) {
    case 'wspay_hpp':
    case 'tcom_hpp':
      return 'K';
    case 'pouzece':
      return 'G';
    case 'virman':
      return 'T';
    default:
      return 'O';
  }
}

/** A receipt line, and whether it goes back with a withdrawal (personalised goods and services do not). */
export interface OrderReceiptLine extends ReceiptLineInput {
  withdrawable: boolean;
  /** Delivery or a payment fee: refunded with a withdrawal of the whole order only. */
  extra: boolean;
}

/**
 * The receipt lines of an order, from its snapshot: every order line at what it cost (the coupon already taken
 * off), then delivery and the cash-on-delivery fee. Their sum is the order total by construction of the pricing.
 * Gift vouchers bought (eProducts) are left out: selling a multi-purpose voucher is no supply, the receipt is issued
 * when a voucher pays for goods (docs/decisions/0214-gift-vouchers-are-multi-purpose.md).
 */
export function orderReceiptLines(order: OrderRow, items: readonly OrderItemRow[]): OrderReceiptLine[] {
  const goods = items.filter((item) => item.format !== 'eProduct');
  const lines: OrderReceiptLine[] = goods.map((item) => ({
    name: item.name,
    quantity: item.qty,
    unitPriceCents: item.unitPrice,
    totalCents: item.total,
    vatRate: item.vatRate,
    withdrawable: item.withdrawable,
    extra: false,
  }));
  const extra = (name: string, cents: number): OrderReceiptLine => ({
    name,
    quantity: 1,
    unitPriceCents: cents,
    totalCents: cents,
    vatRate: EXTRA_VAT_RATE,
    withdrawable: true,
    extra: true,
  });
  if (order.deliveryMethod && order.deliveryPrice > 0)
    lines.push(extra(`Dostava (${order.deliveryMethod.name})`, order.deliveryPrice));
  if (order.paymentFee > 0) lines.push(extra('Naknada za pouzeće', order.paymentFee));
  return lines;
}

const plain = ({ withdrawable: _w, extra: _e, ...line }: OrderReceiptLine): ReceiptLineInput => line;

/** What a paid order hands to fiscalisation: its lines, total, payment method and a business buyer's OIB. */
export function saleReceiptInput(order: OrderRow, items: readonly OrderItemRow[], issuedAt: Date): ReceiptInput {
  const lines = orderReceiptLines(order, items).map(plain);
  // Paid partly or wholly by gift vouchers: CIS's 'O' (other, and mixed) is the only code that tells the truth.
  const paymentMethod = order.voucherCents > 0 ? 'O' : paymentMethodOf(order.paymentCode);
  const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  // A company paying by card or cash names its OIB on the receipt; paying by transfer it needs an eRačun instead.
  const buyerOib =
    order.companyOib && isValidOib(order.companyOib) && paymentMethod !== 'T' ? order.companyOib : undefined;
  return { issuedAt, reference: order.number, lines, totalCents, paymentMethod, ...(buyerOib ? { buyerOib } : {}) };
}

/** What units [from, from + n) of a line cost: the line's total split by units, cumulatively, so parts sum exactly. */
export function unitsCents(line: Pick<OrderItemRow, 'total' | 'qty'>, from: number, n: number): number {
  if (n <= 0 || line.qty <= 0) return 0;
  const upTo = (units: number) => Math.floor((line.total * Math.min(units, line.qty)) / line.qty);
  return upTo(from + n) - upTo(from);
}

/** A receipt line for some units of an order line (a withdrawal or a refund takes them back). */
export function unitsReceiptLine(item: OrderItemRow, qty: number, cents: number): ReceiptLineInput {
  return {
    name: item.name,
    quantity: qty,
    unitPriceCents: Math.round(cents / qty),
    totalCents: cents,
    vatRate: item.vatRate,
  };
}

/**
 * What the goods given back are worth: every unit cancelled before shipment or withdrawn after it, and delivery and
 * the fee when the whole order went back (the buyer gets the standard delivery cost back then).
 */
export function goodsBackCents(order: OrderRow, items: readonly OrderItemRow[]): number {
  const units = items.reduce((total, i) => total + unitsCents(i, 0, i.cancelledQty + i.withdrawnQty), 0);
  const extras = order.status === 'withdrawn' ? order.deliveryPrice + order.paymentFee : 0;
  return units + extras;
}

/**
 * An amount given back that matches no set of lines (a partial refund): split over the original receipt's VAT
 * rates in proportion to what each rate sold (largest remainder, so the parts sum to the amount exactly), one line
 * per rate (docs/decisions/0075-correcting-receipts-of-orders.md).
 */
export function proRataLines(sold: readonly ReceiptLineInput[], amountCents: number): ReceiptLineInput[] {
  const byRate = new Map<number, number>();
  for (const line of sold) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.totalCents);
  const total = [...byRate.values()].reduce((a, b) => a + b, 0);
  const rates = [...byRate.entries()].sort(([a], [b]) => b - a);
  const shares = rates.map(([rate, gross]) => {
    const exact = (amountCents * gross) / total;
    return { rate, cents: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = amountCents - shares.reduce((sum, s) => sum + s.cents, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest)) {
    if (left <= 0) break;
    share.cents++;
    left--;
  }
  return shares
    .filter((s) => s.cents > 0)
    .map((s) => ({
      name: `Povrat dijela iznosa (PDV ${s.rate} %)`,
      quantity: 1,
      unitPriceCents: s.cents,
      totalCents: s.cents,
      vatRate: s.rate,
    }));
}
