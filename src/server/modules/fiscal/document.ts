import { formatMoney } from '@shared/money.js';
import type { FiscalReceiptRow } from '../../platform/db/schema/fiscal.js';
import { zagrebTime } from '../../platform/zagreb-clock.js';
import { receiptCheckUrl } from './qr.js';
import { formatReceiptNumber, type PaymentMethod } from './types.js';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  G: 'Gotovina',
  K: 'Kartica',
  T: 'Transakcijski račun',
  O: 'Ostalo',
};

export interface Seller {
  name: string;
  address: string;
  oib: string;
}

/** Everything a printed or e-mailed receipt shows, already in Croatian display form. */
export interface ReceiptDocument {
  title: string;
  seller: Seller;
  number: string;
  /** "23.11.2026. 14:05:09", Croatian time, seconds included to match the fiscalised time. */
  issuedAt: string;
  lines: { name: string; quantity: string; unitPrice: string; total: string; vatRate: string }[];
  vat: { rate: string; base: string; amount: string }[];
  total: string;
  paymentMethod: string;
  operator: string;
  buyerOib: string | null;
  /** A business buyer's name, printed with its OIB (CIS carries only the OIB). */
  buyerName: string | null;
  zki: string;
  /** null until CIS gives one; the document then says the receipt is delivered later. */
  jir: string | null;
  note: string | null;
  correctsNumber: string | null;
  /** The check URL to draw as a QR code (at least 2 × 2 cm). */
  qrUrl: string;
}

const quantity = (q: number) => String(q).replace('.', ',');

/**
 * The data of the receipt document (PDF, e-mail, order page) as a pure function of the stored receipt, so every
 * rendering shows the same items: seller, number, date and time, lines, VAT breakdown, payment method, operator,
 * ZKI, JIR and the QR code's URL.
 */
export function receiptDocument(
  row: FiscalReceiptRow,
  seller: Omit<Seller, 'oib'>,
  corrected?: Pick<FiscalReceiptRow, 'number' | 'premises' | 'device'>,
  buyerName: string | null = null,
): ReceiptDocument {
  const t = zagrebTime(row.issuedAt);
  return {
    title: row.correctsReceiptId === null ? 'Račun' : 'Račun (ispravak)',
    seller: { ...seller, oib: row.oib },
    number: formatReceiptNumber({ sequence: row.number, premises: row.premises, device: row.device }),
    issuedAt: `${t.day}.${t.month}.${t.year}. ${t.hour}:${t.minute}:${t.second}`,
    lines: row.lines.map((line) => ({
      name: line.name,
      quantity: quantity(line.quantity),
      unitPrice: formatMoney(line.unitPriceCents),
      total: formatMoney(line.totalCents),
      vatRate: `${line.vatRate} %`,
    })),
    vat: row.vat.map((part) => ({
      rate: `${part.rate} %`,
      base: formatMoney(part.baseCents),
      amount: formatMoney(part.amountCents),
    })),
    total: formatMoney(row.totalCents),
    paymentMethod: PAYMENT_METHOD_LABELS[row.paymentMethod as PaymentMethod],
    operator: `Internetska prodaja (OIB ${row.operatorOib})`,
    buyerOib: row.buyerOib,
    buyerName: row.buyerOib ? buyerName : null,
    zki: row.zki,
    jir: row.jir,
    note: row.vatPayer ? null : 'Prodavatelj nije u sustavu PDV-a.',
    correctsNumber: corrected
      ? formatReceiptNumber({ sequence: corrected.number, premises: corrected.premises, device: corrected.device })
      : null,
    qrUrl: receiptCheckUrl(row),
  };
}

/** "JIR: …" or, while CIS has not answered yet, the note that the receipt is delivered later. */
export const jirText = (doc: Pick<ReceiptDocument, 'jir'>) =>
  doc.jir ?? 'naknadno (račun se dostavlja Poreznoj upravi naknadno)';

/** The receipt's items in print order: the same rows for the e-mail, the page and the PDF. */
export function receiptFacts(doc: ReceiptDocument): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['Prodavatelj', `${doc.seller.name}, ${doc.seller.address}, OIB ${doc.seller.oib}`],
    ['Broj računa', doc.number],
    ['Datum i vrijeme', doc.issuedAt],
  ];
  if (doc.correctsNumber) rows.push(['Ispravak računa', doc.correctsNumber]);
  rows.push(['Način plaćanja', doc.paymentMethod], ['Operater', doc.operator]);
  if (doc.buyerOib)
    rows.push(doc.buyerName ? ['Kupac', `${doc.buyerName}, OIB ${doc.buyerOib}`] : ['OIB kupca', doc.buyerOib]);
  rows.push(['ZKI', doc.zki], ['JIR', jirText(doc)]);
  return rows;
}
