import type { Cents } from '@shared/money.js';
import { zagrebTime } from '../../platform/zagreb-clock.js';

// The text forms CIS expects. Every date is Croatian local time (see zagrebTime), never UTC: the receipt prints the
// time the buyer saw, and the ZKI is computed over that same text.

/** Receipt numbers restart every calendar year in Croatia, so New Year's night belongs to the new year. */
export const zagrebYear = (at: Date): number => Number(zagrebTime(at).year);

/** `dd.MM.yyyyTHH:mm:ss`: DatVrijeme and DatumVrijeme in the XML. */
export function xmlDateTime(at: Date): string {
  const t = zagrebTime(at);
  return `${t.day}.${t.month}.${t.year}T${t.hour}:${t.minute}:${t.second}`;
}

/** `dd.MM.yyyy HH:mm:ss` with a space: the ZKI input, which differs from the XML form on purpose. */
export function zkiDateTime(at: Date): string {
  const t = zagrebTime(at);
  return `${t.day}.${t.month}.${t.year} ${t.hour}:${t.minute}:${t.second}`;
}

/** `yyyyMMdd_HHmm`: the `datv` parameter of the receipt check URL. */
export function qrDateTime(at: Date): string {
  const t = zagrebTime(at);
  return `${t.year}${t.month}${t.day}_${t.hour}${t.minute}`;
}

/** Cents as CIS writes amounts: a '.' and always two decimals, '-' for a correcting receipt ("-10.50"). */
export function cisAmount(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a cents amount: ${cents}`);
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** A VAT rate in percent as CIS writes it: 25 -> "25.00", 5.5 -> "5.50". */
export function cisRate(percent: number): string {
  return percent.toFixed(2);
}
