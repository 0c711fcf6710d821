import { describe, expect, it } from 'vitest';
import {
  formatVoucherCode,
  normaliseVoucherCode,
  VOUCHER_ALPHABET,
  voucherCodeFrom,
  voucherCodeProblem,
} from './voucher-code.js';

const bytes = (seed: number) => Uint8Array.from({ length: 15 }, (_, i) => (seed * 37 + i * 11) % 256);

describe('voucher codes', () => {
  it('makes 16 unambiguous symbols whose check symbol fits', () => {
    const code = voucherCodeFrom(bytes(3));
    expect(code).toHaveLength(16);
    expect(code).not.toMatch(/[01IO]/);
    expect(voucherCodeProblem(code)).toBeNull();
    expect(voucherCodeProblem(formatVoucherCode(code).toLowerCase())).toBeNull();
  });

  it('catches every single mistyped symbol and every swap of two different neighbours', () => {
    for (let seed = 0; seed < 20; seed++) {
      const code = voucherCodeFrom(bytes(seed));
      for (let i = 0; i < code.length; i++) {
        for (const c of VOUCHER_ALPHABET) {
          if (c === code[i]) continue;
          expect(voucherCodeProblem(code.slice(0, i) + c + code.slice(i + 1))).toBe('check');
        }
        if (i + 1 < code.length && code[i] !== code[i + 1]) {
          const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
          // Luhn mod N misses only the swap of the two symbols whose values sum to N - 1 (one pair of 32).
          const a = VOUCHER_ALPHABET.indexOf(code[i]!);
          const b = VOUCHER_ALPHABET.indexOf(code[i + 1]!);
          if (a + b !== VOUCHER_ALPHABET.length - 1) expect(voucherCodeProblem(swapped)).toBe('check');
        }
      }
    }
  });

  it('names what is wrong with a typed code', () => {
    expect(voucherCodeProblem('ABC')).toBe('length');
    expect(voucherCodeProblem('ABCD-EFGH-JKLM-NPQ0')).toBe('symbol');
    expect(normaliseVoucherCode(' abcd efgh-jklm ')).toBe('ABCDEFGHJKLM');
    expect(formatVoucherCode('ABCDEFGHJKLMNPQR')).toBe('ABCD-EFGH-JKLM-NPQR');
  });
});
