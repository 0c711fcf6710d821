import type { OrderRow } from '../../../platform/db/schema/orders.js';
import type { SellerSettings } from '../../settings/index.js';
import { bankTransferOf } from '../payment-details.js';
import { hub3Data } from './hub3.js';

/**
 * The HUB-3A data of a bank-transfer order: the billing person pays the seller the order total with model HR00
 * and the order number as the reference, the same figures the success page and the e-mail print. null for an
 * order paid otherwise.
 */
export function orderSlipData(order: OrderRow, seller: SellerSettings): string | null {
  const transfer = bankTransferOf(order, seller);
  if (!transfer) return null;
  const payer = order.billingAddress ?? order.deliveryAddress;
  return hub3Data({
    amount: transfer.amount,
    payer: {
      name: order.companyName || `${payer.firstName} ${payer.lastName}`,
      street: `${payer.street} ${payer.houseNumber}`,
      place: `${payer.zipCode} ${payer.city}`,
    },
    recipient: {
      name: seller.legalName,
      street: `${seller.street} ${seller.houseNumber}`,
      place: `${seller.zipCode} ${seller.city}`,
    },
    iban: transfer.iban,
    model: transfer.model,
    reference: transfer.reference,
    purpose: 'OTHR',
    description: transfer.description,
  });
}

/** Where the slip's barcode image is served (the PDF token is its only key). */
export const slipBarcodePath = (pdfToken: string) => `/api/v1/order/pdf/${pdfToken}/hub3.png`;
export const orderPdfPath = (pdfToken: string) => `/api/v1/order/pdf/${pdfToken}`;
