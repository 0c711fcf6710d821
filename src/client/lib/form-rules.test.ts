import { describe, expect, it } from 'vitest';
import {
  email,
  memberCard,
  memberCardInput,
  minLength,
  required,
  sameAs,
  validate,
  differentFrom,
} from './form-rules.js';

describe('account form rules', () => {
  it("should word a missing value 'Unos ovog polja je obavezan'", () => {
    expect(required('  ')).toBe('Unos ovog polja je obavezan');
  });

  it('should ask for at least 8 characters of a password in the spec’s words', () => {
    expect(minLength(8)('1234567')).toBe('Minimalan broj znakova potrebnih za ovo polje je 8');
    expect(minLength(8)('12345678')).toBeNull();
  });

  it('should refuse an e-mail without a domain', () => {
    expect(email('ana@')).not.toBeNull();
    expect(email('ana@zvijezda-shop.hr')).toBeNull();
  });

  it('should accept an empty membership card or exactly 12 digits', () => {
    expect(memberCard('')).toBeNull();
    expect(memberCard('123456789012')).toBeNull();
    expect(memberCard('12345678901')).toBe('Broj članske iskaznice sadrži 12 znakova.');
  });

  it('should block typing past 12 digits and drop non-digits', () => {
    expect(memberCardInput('1234-5678-9012-99')).toBe('123456789012');
  });

  it('should check repeated and different passwords', () => {
    expect(sameAs(() => 'Zvijezda2024!')('Zvijezda2024')).toBe('Lozinke se ne podudaraju');
    expect(differentFrom(() => 'staraLozinka1')('staraLozinka1')).toBe('Nova lozinka mora se razlikovati od stare');
  });

  it('should list only the broken fields of a form', () => {
    const errors = validate(
      { username: 'ana@zvijezda-shop.hr', password: '' },
      { username: [required, email], password: [required, minLength(8)] },
    );
    expect(errors).toEqual({ password: 'Unos ovog polja je obavezan' });
  });
});
