import { describe, expect, it } from 'vitest';
import { itemLine, lineDetails } from './confirmation-email.js';

// The confirmation's lines in the shop's words: what is printed on the jersey, the row before the coupon and the
// coupon's share beside it (docs/decisions/0232-one-way-to-show-a-coupon.md).
const jersey = {
  name: 'Domaći dres 2025/26',
  qty: 1,
  unitPrice: 10999,
  rowTotal: 10999,
  couponDiscount: 1100,
  total: 9899,
  personalised: true,
  withdrawable: false,
  options: {
    personalizations: {
      'Upiši broj': '7',
      'Upiši tekst': 'KOVAČEVIĆ',
      'Boja personalizacije': 'Zlatna',
      'Dodaj sponzore': 'SPONZORI DODANI',
    },
  },
  parts: null,
};

describe('the confirmation e-mail lines', () => {
  it("should say the personalisation as the packing slip does, never the form's prompts", () => {
    expect(lineDetails(jersey)).toBe('Broj 7, ime KOVAČEVIĆ, zlatni tisak, sponzori');
  });

  it('should print the row before the coupon and the share the coupon took off it', () => {
    expect(itemLine(jersey, true)).toBe(
      'Domaći dres 2025/26 (Broj 7, ime KOVAČEVIĆ, zlatni tisak, sponzori) (personalizirano, ne može se vratiti): ' +
        '1 × 109,99\u00a0€ = 109,99\u00a0€; kupon −11,00\u00a0€',
    );
  });

  it('should say that a service line is not covered by the coupon, and nothing of a coupon without one', () => {
    const service = { ...jersey, name: 'Personalizacija dresa', options: {}, unitPrice: 1500, rowTotal: 1500 };
    const uncovered = { ...service, couponDiscount: 0, total: 1500 };
    expect(itemLine(uncovered, true)).toMatch(/= 15,00\u00a0€; Kupon se ne odnosi na ovu stavku$/);
    expect(itemLine(uncovered, false)).toMatch(/= 15,00\u00a0€$/);
  });
});
