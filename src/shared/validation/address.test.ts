import { describe, expect, it } from 'vitest';
import { deliveryAddressSchema, fieldErrorsOf } from './address.js';

const valid = {
  firstName: 'Ivana',
  lastName: 'Horvat',
  contactEmail: 'ivana@example.hr',
  contactPhone: '+385 91 234 5678',
  country: 'HR',
  city: 'Osijek',
  street: 'Trg Ante Starčevića',
  houseNumber: '12a',
  zipCode: '31000',
};

const errorsOf = (value: unknown) => {
  const result = deliveryAddressSchema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('delivery address schema', () => {
  it('should accept a private customer and trim what was typed', () => {
    const parsed = deliveryAddressSchema.parse({ ...valid, city: '  Osijek ' });
    expect(parsed.city).toBe('Osijek');
    expect(parsed.companyName).toBe('');
  });

  it('should say which required fields are missing, in Croatian', () => {
    expect(errorsOf({ ...valid, street: ' ', contactPhone: '' })).toEqual({
      street: 'Unos ovog polja je obavezan',
      contactPhone: 'Unos ovog polja je obavezan',
    });
  });

  it('should hold the limits of the address fields', () => {
    expect(errorsOf({ ...valid, street: 'a'.repeat(76), houseNumber: '1'.repeat(16) })).toEqual({
      street: 'Maksimalan broj znakova za ovo polje je 75',
      houseNumber: 'Maksimalan broj znakova za ovo polje je 15',
    });
  });

  it('should refuse a postal code with other characters than letters and digits', () => {
    expect(errorsOf({ ...valid, zipCode: '31-000' }).zipCode).toBe('Dozvoljena su samo slova i znamenke.');
  });

  it('should refuse a Croatian postal code that is not five digits of a postal region', () => {
    expect(errorsOf({ ...valid, zipCode: '999' }).zipCode).toBe(
      'Hrvatski poštanski broj ima pet znamenki (npr. 31000).',
    );
    expect(errorsOf({ ...valid, zipCode: '99000' }).zipCode).toBe(
      'Poštanski broj ne pripada nijednom hrvatskom poštanskom području.',
    );
    expect(errorsOf({ ...valid, zipCode: '31400' })).toEqual({});
  });

  it("should leave other countries' postal codes to their own shapes", () => {
    expect(errorsOf({ ...valid, country: 'SI', city: 'Ljubljana', zipCode: '1000' })).toEqual({});
  });

  it('should refuse an OIB with a wrong check digit and ask for the company name with an OIB', () => {
    expect(errorsOf({ ...valid, companyName: 'Klub d.o.o.', companyOIB: '69435151531' }).companyOIB).toBe(
      'OIB nije ispravan.',
    );
    expect(errorsOf({ ...valid, companyOIB: '69435151530' }).companyName).toBe('Unos ovog polja je obavezan');
    expect(errorsOf({ ...valid, companyName: 'Klub d.o.o.', companyOIB: '69435151530' })).toEqual({});
  });

  it('should refuse an e-mail address without a domain', () => {
    expect(errorsOf({ ...valid, contactEmail: 'ivana@' }).contactEmail).toBe('Unesite ispravnu e-mail adresu');
  });
});
