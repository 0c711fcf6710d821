import { zagrebTime } from '../../zagreb-clock.js';
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

function zagrebStamp(at: Date): string {
  const t = zagrebTime(at);
  return `${t.day}.${t.month}.${t.year}. ${t.hour}:${t.minute}:${t.second}`;
}

/**
 * A text field as Excel must read it: quoted when it holds the separator, a quote or a line break, and a leading
 * =, +, - or @ made inert, so a field is never run as a formula. Amounts are written by decimalComma, not here.
 */
export function textField(value: string): string {
  const inert = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

export function registerCsv(entries: readonly RegisterEntry[]): string {
  const rows = entries.map((e) =>
    [
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
    ].join(';'),
  );
  return `\uFEFF${[HEADER.join(';'), ...rows].join('\r\n')}\r\n`;
}
