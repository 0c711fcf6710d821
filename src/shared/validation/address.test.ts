import { describe, expect, it } from 'vitest';
import { addressSchema, deliveryAddressSchema, fieldErrorsOf } from './address.js';
import { addressErrors } from './address-rules.js';

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

// The checkout's form checks the address without zod (address-rules.ts); the server parses it with the schemas above.
// The same values must give the same messages in the same order
// (docs/decisions/0266-own-fetch-runtime-and-lazy-checkout-validation.md).
describe('address rules without zod', () => {
  const zodErrors = (schema: typeof addressSchema | typeof deliveryAddressSchema, value: unknown) => {
    const result = schema.safeParse(value);
    return Object.entries(result.success ? {} : fieldErrorsOf(result.error));
  };
  // Values that break each rule, and some that keep them, for every field.
  const samples: Record<string, string[]> = {
    firstName: ['Ivana', '', '  ', ' Ana ', 'x'.repeat(50), 'x'.repeat(51)],
    lastName: ['Horvat', '', 'y'.repeat(51)],
    contactEmail: ['ivana@example.hr', '', 'ivana@', 'a@b.c', ' a@b.hr ', `${'e'.repeat(250)}@b.hr`],
    contactPhone: ['+385 91 234 5678', '', '12345', '091-234', '0'.repeat(21), ' 0912345678 '],
    country: ['HR', 'DE', '', 'hr', 'HRV', ' HR '],
    city: ['Osijek', '', 'c'.repeat(76)],
    street: ['Trg Ante Starčevića', ' ', 's'.repeat(76)],
    houseNumber: ['12a', '', 'h'.repeat(16)],
    zipCode: ['31000', '', '3100', '99000', '31 000', 'ABC12', 'D-1011', ' 31000 ', 'z'.repeat(26), '12345'],
    companyName: ['', 'Navijači d.o.o.', ' ', 'n'.repeat(151)],
    companyOIB: ['', '69435151530', '69435151531', '6943515153a', '123', ' 69435151530 '],
  };
  const base: Record<string, string> = { ...valid, companyName: '', companyOIB: '' };

  it("gives the schemas' messages for every broken rule of one field", () => {
    for (const [field, values] of Object.entries(samples))
      for (const value of values) {
        const address = { ...base, [field]: value };
        expect(addressErrors(address, { company: true }), `${field}=${value}`).toEqual(
          Object.fromEntries(zodErrors(deliveryAddressSchema, address)),
        );
        expect(Object.entries(addressErrors(address, { company: true }))).toEqual(
          zodErrors(deliveryAddressSchema, address),
        );
        const { companyName: _name, companyOIB: _oib, ...billing } = address;
        expect(Object.entries(addressErrors(billing, { company: false })), `billing ${field}=${value}`).toEqual(
          zodErrors(addressSchema, billing),
        );
      }
  });

  it('gives the same messages in the same order for many fields broken at once', () => {
    let seed = 266;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const fields = Object.keys(samples);
    for (let run = 0; run < 500; run++) {
      const address: Record<string, string> = {};
      for (const field of fields) address[field] = samples[field]![Math.floor(random() * samples[field]!.length)]!;
      expect(Object.entries(addressErrors(address, { company: true })), JSON.stringify(address)).toEqual(
        zodErrors(deliveryAddressSchema, address),
      );
      const { companyName: _name, companyOIB: _oib, ...billing } = address;
      expect(Object.entries(addressErrors(billing, { company: false })), JSON.stringify(billing)).toEqual(
        zodErrors(addressSchema, billing),
      );
    }
  });
});
