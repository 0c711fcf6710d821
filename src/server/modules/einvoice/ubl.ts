import type { Invoice, InvoiceParty } from './invoice.js';
import { KPD_LIST_ID, OIB_SCHEME } from './invoice.js';

const UBL_INVOICE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const CAC_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

/** Escapes text and attribute values: & < > " ' (a company named "A & B" must not break the document). */
export const escapeXml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Cents as a UBL amount: "1234.50", "-0.05". */
export const amount = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** A unit price without VAT: the line net over the quantity, to four places when cents do not divide evenly. */
const unitPrice = (netCents: number, quantity: number): string => {
  const cents = netCents / quantity;
  return Number.isInteger(cents) ? amount(cents) : (cents / 100).toFixed(4);
};

const attrs = (a: Record<string, string>) =>
  Object.entries(a)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
const cbc = (name: string, value: string, a: Record<string, string> = {}) =>
  `<cbc:${name}${attrs(a)}>${escapeXml(value)}</cbc:${name}>`;
const cac = (name: string, ...children: string[]) => `<cac:${name}>${children.join('')}</cac:${name}>`;
const money = (name: string, cents: number, currency: string) => cbc(name, amount(cents), { currencyID: currency });
const quantity = (q: number) => String(q);

function party(p: InvoiceParty, extra = ''): string {
  return cac(
    'Party',
    cbc('EndpointID', p.oib, { schemeID: OIB_SCHEME }),
    cac(
      'PostalAddress',
      cbc('StreetName', p.street),
      cbc('CityName', p.city),
      cbc('PostalZone', p.postalCode),
      cac('Country', cbc('IdentificationCode', p.country)),
    ),
    cac('PartyTaxScheme', cbc('CompanyID', `${p.country}${p.oib}`), cac('TaxScheme', cbc('ID', 'VAT'))),
    cac('PartyLegalEntity', cbc('RegistrationName', p.name), cbc('CompanyID', p.oib)),
    extra,
  );
}

const taxCategory = (name: string, category: string, rate: number, reason?: string) =>
  cac(
    name,
    cbc('ID', category),
    cbc('Percent', rate.toFixed(2)),
    reason ? cbc('TaxExemptionReason', reason) : '',
    cac('TaxScheme', cbc('ID', 'VAT')),
  );

/**
 * The invoice as a UBL 2.1 Invoice in the HR CIUS (docs/decisions/0228-company-einvoices.md): elements in the
 * schema's sequence, every text escaped, amounts with two decimals in the invoice currency. Pure: the same
 * invoice always gives the same bytes, so the stored document is exactly what was sent.
 */
export function ublInvoiceXml(inv: Invoice): string {
  const c = inv.currency;
  const t = inv.totals;
  const body = [
    cbc('CustomizationID', inv.customizationId),
    cbc('ProfileID', inv.profileId),
    cbc('ID', inv.number),
    cbc('IssueDate', inv.issueDate),
    cbc('IssueTime', inv.issueTime),
    cbc('DueDate', inv.dueDate),
    cbc('InvoiceTypeCode', inv.typeCode),
    inv.note ? cbc('Note', inv.note) : '',
    cbc('DocumentCurrencyCode', c),
    cac('OrderReference', cbc('ID', inv.orderReference)),
    cac(
      'AccountingSupplierParty',
      party(inv.seller),
      // HR-BT-4 / HR-BT-5: the operator's label and OIB ride in the seller's contact.
      cac('SellerContact', cbc('ID', inv.operator.oib), cbc('Name', inv.operator.label)),
    ),
    cac('AccountingCustomerParty', party(inv.buyer)),
    cac(
      'PaymentMeans',
      cbc('PaymentMeansCode', inv.payment.meansCode),
      cbc('PaymentID', inv.payment.reference),
      cac('PayeeFinancialAccount', cbc('ID', inv.payment.iban)),
    ),
    cac(
      'TaxTotal',
      money('TaxAmount', t.taxCents, c),
      ...inv.vat.map((p) =>
        cac(
          'TaxSubtotal',
          money('TaxableAmount', p.taxableCents, c),
          money('TaxAmount', p.taxCents, c),
          taxCategory('TaxCategory', p.category, p.rate, p.exemptionReason),
        ),
      ),
    ),
    cac(
      'LegalMonetaryTotal',
      money('LineExtensionAmount', t.lineNetCents, c),
      money('TaxExclusiveAmount', t.taxExclusiveCents, c),
      money('TaxInclusiveAmount', t.taxInclusiveCents, c),
      t.prepaidCents !== 0 ? money('PrepaidAmount', t.prepaidCents, c) : '',
      t.roundingCents !== 0 ? money('PayableRoundingAmount', t.roundingCents, c) : '',
      money('PayableAmount', t.payableCents, c),
    ),
    ...inv.lines.map((line) =>
      cac(
        'InvoiceLine',
        cbc('ID', line.id),
        cbc('InvoicedQuantity', quantity(line.quantity), { unitCode: 'H87' }),
        money('LineExtensionAmount', line.netCents, c),
        cac(
          'Item',
          cbc('Name', line.name),
          cac('CommodityClassification', cbc('ItemClassificationCode', line.kpd, { listID: KPD_LIST_ID })),
          taxCategory('ClassifiedTaxCategory', line.category, line.rate),
        ),
        cac('Price', cbc('PriceAmount', unitPrice(line.netCents, line.quantity), { currencyID: c })),
      ),
    ),
  ].join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Invoice xmlns="${UBL_INVOICE_NS}" xmlns:cac="${CAC_NS}" xmlns:cbc="${CBC_NS}">${body}</Invoice>\n`
  );
}
