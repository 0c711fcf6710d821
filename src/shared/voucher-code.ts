/**
 * Gift voucher codes (docs/decisions/0216-voucher-codes.md): 16 symbols from 32 that cannot be mistaken for one another
 * (no 0, O, 1, I), printed in groups of four. 15 symbols are random (75 bits); the 16th is a Luhn mod 32 check
 * symbol, so a single mistyped symbol and most swaps of two neighbours are caught before the database is asked.
 */
export const VOUCHER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const N = VOUCHER_ALPHABET.length;
export const VOUCHER_CODE_LENGTH = 16;

/** Luhn mod N over the symbols' values: the check symbol that makes the whole code's sum divisible by N. */
function checkSymbol(body: string): string {
  let factor = 2;
  let sum = 0;
  for (let i = body.length - 1; i >= 0; i--) {
    let addend = factor * VOUCHER_ALPHABET.indexOf(body[i]!);
    factor = factor === 2 ? 1 : 2;
    addend = Math.floor(addend / N) + (addend % N);
    sum += addend;
  }
  return VOUCHER_ALPHABET[(N - (sum % N)) % N]!;
}

/** A new code from 15 random bytes (each taken mod 32: 256 is a multiple of 32, so every symbol is equally likely). */
export function voucherCodeFrom(random: Uint8Array): string {
  if (random.length < VOUCHER_CODE_LENGTH - 1) throw new Error('15 random bytes needed');
  let body = '';
  for (let i = 0; i < VOUCHER_CODE_LENGTH - 1; i++) body += VOUCHER_ALPHABET[random[i]! % N];
  return body + checkSymbol(body);
}

/** What the shopper typed, upper-cased without spaces and dashes. */
export const normaliseVoucherCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

export type VoucherCodeProblem = 'length' | 'symbol' | 'check';

/** Why a typed code cannot be a voucher code, or null when it may be one (its check symbol fits). */
export function voucherCodeProblem(typed: string): VoucherCodeProblem | null {
  const code = normaliseVoucherCode(typed);
  if (code.length !== VOUCHER_CODE_LENGTH) return 'length';
  for (const c of code) if (!VOUCHER_ALPHABET.includes(c)) return 'symbol';
  return checkSymbol(code.slice(0, -1)) === code.at(-1) ? null : 'check';
}

/** ABCD-EFGH-JKLM-NPQR, as printed and e-mailed. */
export const formatVoucherCode = (code: string) => normaliseVoucherCode(code).replace(/(.{4})(?=.)/g, '$1-');

/** Croatian words for a code that cannot be right, shown at checkout before anything is sent. */
export const VOUCHER_CODE_PROBLEM_TEXT: Record<VoucherCodeProblem, string> = {
  length: 'Kod poklon bona ima 16 znakova (npr. ABCD-EFGH-JKLM-NPQR).',
  symbol: 'Kod poklon bona sadrži samo slova i brojke 2–9 (bez 0, O, 1 i I).',
  check: 'Kod poklon bona nije ispravan: provjerite jeste li ga točno prepisali.',
};
