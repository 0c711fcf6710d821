import type { Cents } from '@shared/money.js';

/** HR CIUS 2025 with the HR extension, as BT-24 must name it (docs/decisions/0228-company-einvoices.md). */
export const HR_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:mfin.gov.hr:cius-2025:1.0#conformant#urn:mfin.gov.hr:ext-2025:1.0';
/** Business process P1: delivery of goods and services against an invoice. */
export const HR_PROFILE_ID = 'P1';
/** EAS code of the Croatian OIB, the scheme of both parties' electronic addresses (BT-34, BT-49). */
export const OIB_SCHEME = '9934';
/** The classification scheme id of KPD 2025 codes on lines (BT-158 listID). */
export const KPD_LIST_ID = 'CG';

/** VAT category codes of UNCL 5305 that a Croatian shop's sale can carry. */
export type VatCategory = 'S' | 'Z' | 'E';

export interface InvoiceParty {
  name: string;
  oib: string;
  street: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface InvoiceLine {
  /** BT-126: 1, 2, 3... */
  id: string;
  name: string;
  quantity: number;
  /** BT-131, without VAT. */
  netCents: Cents;
  category: VatCategory;
  /** Percent: 25, 13, 5 or 0. */
  rate: number;
  /** KPD 2025 code of the goods or service, e.g. "14.19.19" (HR extension, mandatory on invoice lines). */
  kpd: string;
}

export interface InvoiceVatPart {
  category: VatCategory;
  rate: number;
  taxableCents: Cents;
  taxCents: Cents;
  /** BT-120, mandatory for an exempt category. */
  exemptionReason?: string | undefined;
}

export interface InvoiceTotals {
  /** BT-106: sum of the line net amounts. */
  lineNetCents: Cents;
  /** BT-109. */
  taxExclusiveCents: Cents;
  /** BT-110. */
  taxCents: Cents;
  /** BT-112. */
  taxInclusiveCents: Cents;
  /** BT-113: paid before the invoice (a transfer received in advance). */
  prepaidCents: Cents;
  /** BT-114: the cent or two between the VAT split per rate and the order's gross total. */
  roundingCents: Cents;
  /** BT-115. */
  payableCents: Cents;
}

/** Everything an eRačun says, in the terms of EN 16931: what the UBL builder writes and the rules check. */
export interface Invoice {
  customizationId: string;
  profileId: string;
  /** BT-1. */
  number: string;
  /** BT-2, "YYYY-MM-DD", Croatian date. */
  issueDate: string;
  /** HR: the issue time, "HH:MM:SS", Croatian time. */
  issueTime: string;
  /** BT-9. */
  dueDate: string;
  /** BT-3: 380 commercial invoice. */
  typeCode: '380';
  /** BT-5. */
  currency: string;
  /** BT-13: the shop's order number. */
  orderReference: string;
  seller: InvoiceParty;
  /** HR-BT-4 and HR-BT-5: who issued it (for a web shop the system, under the seller's operator OIB). */
  operator: { label: string; oib: string };
  buyer: InvoiceParty;
  /** BG-16: how it was paid (58 SEPA credit transfer), to which account, with which reference. */
  payment: { meansCode: string; iban: string; reference: string };
  note?: string | undefined;
  lines: InvoiceLine[];
  vat: InvoiceVatPart[];
  totals: InvoiceTotals;
}
