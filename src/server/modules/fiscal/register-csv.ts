import { excelCsv, textField, zagrebStamp } from '../../platform/excel-csv.js';
import { PAYMENT_METHOD_LABELS } from './document.js';
import type { RegisterEntry } from './register.js';
import type { ReceiptStatus } from './types.js';

/**
 * The register as a CSV file for the accountant (docs/decisions/0161-receipt-register.md), written for Croatian
 * Excel: a UTF-8 byte order mark (else Excel reads č and đ as another code page), ';' between fields (the list
 * separator where the decimal sign is a comma), amounts with a decimal comma and no grouping, times in Zagreb, CRLF.
 */

export const STATUS_LABELS: Record<ReceiptStatus, string> = {
  awaiting_jir: 'Čeka JIR',
  fiscalised: 'Fiskaliziran',
  refused: 'Odbijen',
};

const HEADER = [
  'Broj računa',
  'Datum i vrijeme izdavanja',
  'Narudžba',
  'Iznos (EUR)',
  'Osnovica (EUR)',
  'PDV (EUR)',
  'Način plaćanja',
  'ZKI',
  'JIR',
  'Stanje',
  'Ispravak računa',
];

/** 123456 -> '1234,56', -8499 -> '-84,99': what Croatian Excel reads as a number. */
export function decimalComma(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

export function registerCsv(entries: readonly RegisterEntry[]): string {
  const rows = entries.map((e) => [
    textField(e.number),
    zagrebStamp(e.issuedAt),
    textField(e.reference),
    decimalComma(e.totalCents),
    decimalComma(e.baseCents),
    decimalComma(e.vatCents),
    PAYMENT_METHOD_LABELS[e.paymentMethod],
    e.zki,
    e.jir ?? '',
    STATUS_LABELS[e.status],
    e.correctsNumber ? textField(e.correctsNumber) : '',
  ]);
  return excelCsv(HEADER, rows);
}
