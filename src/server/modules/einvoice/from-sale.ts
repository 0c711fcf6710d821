import type { Cents } from '@shared/money.js';
import type { Invoice, InvoiceLine, InvoiceParty, InvoiceVatPart, VatCategory } from './invoice.js';
import { HR_CUSTOMIZATION_ID, HR_PROFILE_ID } from './invoice.js';

/** A sold line as the shop prices it: with VAT. */
export interface GrossLine {
  name: string;
  quantity: number;
  totalCents: Cents;
  vatRate: number;
  kpd: string;
}

export interface SaleFacts {
  number: string;
  issueDate: string;
  issueTime: string;
  orderReference: string;
  seller: InvoiceParty;
  operator: Invoice['operator'];
  buyer: InvoiceParty;
  payment: Invoice['payment'];
  lines: GrossLine[];
  /** The order's total with VAT: what the buyer paid. */
  totalCents: Cents;
  /** True when the money arrived before the invoice (a prepaid transfer): nothing is left to pay. */
  prepaid: boolean;
}

const netOf = (gross: number, rate: number) => Math.round((gross * 100) / (100 + rate));
const categoryOf = (rate: number): VatCategory => (rate > 0 ? 'S' : 'Z');

/**
 * The invoice of a sale priced with VAT (docs/decisions/0229-einvoice-amounts.md): per rate the gross is split
 * once into the taxable amount and the tax (tax = taxable × rate, rounded, so BR-CO-17 holds exactly); each line's
 * net is its gross without VAT, the rate's last cents going to its largest line so the lines sum to the taxable
 * amount (BR-S-08); what the split leaves of the gross total (a cent or two) is the rounding amount, so the amount
 * paid is the order's total to the cent.
 */
export function invoiceFromSale(sale: SaleFacts): Invoice {
  const rates = [...new Set(sale.lines.map((l) => l.vatRate))].sort((a, b) => b - a);
  const lines: InvoiceLine[] = sale.lines.map((line, i) => ({
    id: String(i + 1),
    name: line.name,
    quantity: line.quantity,
    netCents: netOf(line.totalCents, line.vatRate),
    category: categoryOf(line.vatRate),
    rate: line.vatRate,
    kpd: line.kpd,
  }));
  const vat: InvoiceVatPart[] = rates.map((rate) => {
    const ofRate = lines.filter((l) => l.rate === rate);
    const gross = sale.lines.filter((l) => l.vatRate === rate).reduce((sum, l) => sum + l.totalCents, 0);
    const taxableCents = netOf(gross, rate);
    const drift = taxableCents - ofRate.reduce((sum, l) => sum + l.netCents, 0);
    if (drift !== 0) [...ofRate].sort((a, b) => Math.abs(b.netCents) - Math.abs(a.netCents))[0]!.netCents += drift;
    return { category: categoryOf(rate), rate, taxableCents, taxCents: Math.round((taxableCents * rate) / 100) };
  });
  const lineNetCents = lines.reduce((sum, l) => sum + l.netCents, 0);
  const taxCents = vat.reduce((sum, p) => sum + p.taxCents, 0);
  const taxInclusiveCents = lineNetCents + taxCents;
  const roundingCents = sale.totalCents - taxInclusiveCents;
  const prepaidCents = sale.prepaid ? sale.totalCents : 0;
  return {
    customizationId: HR_CUSTOMIZATION_ID,
    profileId: HR_PROFILE_ID,
    number: sale.number,
    issueDate: sale.issueDate,
    issueTime: sale.issueTime,
    dueDate: sale.issueDate,
    typeCode: '380',
    currency: 'EUR',
    orderReference: sale.orderReference,
    seller: sale.seller,
    operator: sale.operator,
    buyer: sale.buyer,
    payment: sale.payment,
    ...(sale.prepaid ? { note: 'Plaćeno unaprijed transakcijskim računom.' } : {}),
    lines,
    vat,
    totals: {
      lineNetCents,
      taxExclusiveCents: lineNetCents,
      taxCents,
      taxInclusiveCents,
      prepaidCents,
      roundingCents,
      payableCents: taxInclusiveCents - prepaidCents + roundingCents,
    },
  };
}
