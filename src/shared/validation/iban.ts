/**
 * A Croatian IBAN (docs/decisions/0153-withdrawal-by-lines.md): HR, two check digits and the 17 digits of the bank's
 * code and the account, checked by ISO 13616 mod 97 (the number with its first four characters moved to the end and
 * letters as 10–35 leaves 1 when divided by 97). Written with or without spaces, in any case.
 */
export const HR_IBAN_PATTERN = /^HR\d{19}$/;

/** The IBAN as stored and compared: no spaces, capitals. */
export function normaliseIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function isValidHrIban(text: string): boolean {
  const iban = normaliseIban(text);
  if (!HR_IBAN_PATTERN.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** An IBAN as a person reads it: groups of four. */
export function formatIban(text: string): string {
  return normaliseIban(text).replace(/(.{4})(?=.)/g, '$1 ');
}
