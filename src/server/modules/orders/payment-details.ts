import type { Cents } from '@shared/money.js';
import type { OrderRow } from '../../platform/db/schema/orders.js';
import type { SellerSettings } from '../settings/index.js';

/**
 * What a customer needs to pay a bank-transfer order: the seller's IBAN, model HR00 with the order number as the
 * reference (digits and a dash, as HR00 allows), the amount and the due date. The HUB-3A barcode encodes the same.
 */
export interface BankTransfer {
  recipient: string;
  iban: string;
  model: 'HR00';
  reference: string;
  amount: Cents;
  description: string;
  dueAt: Date;
}

export const PAYMENT_MODEL = 'HR00';

/** What is left to pay once the gift vouchers paid their part (docs/decisions/0215-vouchers-pay-at-checkout.md). */
export const amountDue = (order: Pick<OrderRow, 'orderTotal' | 'voucherCents'>): Cents =>
  order.orderTotal - order.voucherCents;

/** The reference of an order's payment: its number (e.g. 2026-000123). */
export const paymentReferenceFor = (orderNumber: string) => orderNumber;

export function bankTransferOf(order: OrderRow, seller: SellerSettings): BankTransfer | null {
  if (order.paymentCode !== 'virman' || !order.expiresAt) return null;
  return {
    recipient: `${seller.legalName}, ${seller.street} ${seller.houseNumber}, ${seller.zipCode} ${seller.city}`,
    iban: seller.iban,
    model: PAYMENT_MODEL,
    reference: order.paymentReference,
    amount: amountDue(order),
    description: `Narudžba ${order.number}`,
    dueAt: order.expiresAt,
  };
}
