import { zagrebTime } from './zagreb-clock.js';

/**
 * A CSV file as Croatian Excel opens it (docs/decisions/0161-receipt-register.md): a UTF-8 byte order mark (else
 * Excel reads č and đ as another code page), ';' between fields (the list separator where the decimal sign is a
 * comma), times in Zagreb, CRLF. The receipt register and the back office's address lists write theirs with it.
 */

/** A time as the file shows it: 'd.m.yyyy. hh:mm:ss' in Zagreb. */
export function zagrebStamp(at: Date): string {
  const t = zagrebTime(at);
  return `${t.day}.${t.month}.${t.year}. ${t.hour}:${t.minute}:${t.second}`;
}

/**
 * A text field as Excel must read it: quoted when it holds the separator, a quote or a line break, and a leading
 * =, +, - or @ made inert, so a field is never run as a formula.
 */
export function textField(value: string): string {
  const inert = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

/** The file: the header and the rows, whose fields are already written (by textField, zagrebStamp or as figures). */
export function excelCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${[header.join(';'), ...rows.map((row) => row.join(';'))].join('\r\n')}\r\n`;
}
