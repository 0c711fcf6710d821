import type { Cents } from '@shared/money.js';

/** Cents as BoxNow wants money: dot decimal, exactly two decimals, no grouping (2550 -> "25.50"). */
export function dotAmount(cents: Cents): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a non-negative cents value: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const CALLING_CODES: Record<string, string> = { HR: '385', SI: '386', AT: '43', DE: '49', IT: '39', HU: '36' };

/**
 * A phone as people type it ('091 234 5678', '00385 91 …', '+385 (91) …') in the international form BoxNow
 * requires for the locker PIN's SMS ('+385912345678'). A number it cannot read is returned without its
 * separators, for BoxNow to judge (P405).
 */
export function internationalPhone(phone: string, country = 'HR'): string {
  const compact = phone.trim().replace(/[\s\-/().]/g, '');
  if (/^\+[1-9]\d{7,14}$/.test(compact)) return compact;
  if (/^00[1-9]\d{7,14}$/.test(compact)) return `+${compact.slice(2)}`;
  const callingCode = CALLING_CODES[country.toUpperCase()];
  if (callingCode && /^0[1-9]\d{5,12}$/.test(compact)) return `+${callingCode}${compact.slice(1)}`;
  return compact;
}
