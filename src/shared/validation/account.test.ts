import { describe, expect, it } from 'vitest';
import {
  backofficeAccountSchema,
  EMPTY_PROFILE,
  loginSchema,
  newPasswordSchema,
  passwordChangeSchema,
  profileSchema,
  registrationSchema,
} from './account.js';
import { errorCodeOf, fieldErrors } from './fields.js';

const registration = {
  firstName: 'Marta',
  lastName: 'Horvat',
  email: 'marta@primjer.hr',
  memberCardBarcode: '',
  memberCardPin: '',
  password: 'Zvijezda2024!',
  repeatPassword: 'Zvijezda2024!',
};

const profile = { ...EMPTY_PROFILE, firstName: 'Marta', lastName: 'Horvat', email: 'marta@primjer.hr' };

describe('account schemas', () => {
  it('should ask for both login fields first and then for eight password characters', () => {
    expect(fieldErrors(loginSchema, { username: '', password: 'kratko' })).toEqual({
      username: 'Unos ovog polja je obavezan',
      password: 'Minimalan broj znakova potrebnih za ovo polje je 8',
    });
    expect(fieldErrors(loginSchema, { username: ' kupac@zvijezda-shop.hr ', password: 'Zvijezda2024!' })).toEqual({});
  });

  it('should refuse an e-mail address without a domain ending', () => {
    expect(fieldErrors(loginSchema, { username: 'kupac@zvijezda', password: 'Zvijezda2024!' })).toEqual({
      username: 'Unesite ispravnu e-mail adresu',
    });
  });

  it('should accept a registration with or without a twelve-digit card, never with a shorter one', () => {
    expect(fieldErrors(registrationSchema, registration)).toEqual({});
    const card = { memberCardBarcode: '385000000017', memberCardPin: '1923' };
    expect(fieldErrors(registrationSchema, { ...registration, ...card })).toEqual({});
    expect(fieldErrors(registrationSchema, { ...registration, memberCardBarcode: '38500' })).toEqual({
      memberCardBarcode: 'Broj članske iskaznice sadrži 12 znakova.',
    });
  });

  // docs/decisions/0136-member-card-claim-second-factor.md
  it("should ask for the card's 4-digit PIN with a card number", () => {
    expect(fieldErrors(registrationSchema, { ...registration, memberCardBarcode: '385000000017' })).toEqual({
      memberCardPin: 'Upišite PIN otisnut na poleđini iskaznice.',
    });
    expect(
      fieldErrors(registrationSchema, { ...registration, memberCardBarcode: '385000000017', memberCardPin: '19' }),
    ).toEqual({ memberCardPin: 'PIN iskaznice ima 4 znamenke.' });
  });

  it('should put a repeated password that differs under the repeat field', () => {
    expect(fieldErrors(newPasswordSchema, { password: 'NovaLozinka1', repeatPassword: 'NovaLozinka2' })).toEqual({
      repeatPassword: 'Lozinke se ne podudaraju',
    });
  });

  it('should hold the first back-office account to the same e-mail and password rules, the password typed twice', () => {
    const account = { email: 'uprava@klub.hr', password: 'Dovoljno-duga-1', repeatPassword: 'Dovoljno-duga-1' };
    expect(fieldErrors(backofficeAccountSchema, account)).toEqual({});
    expect(fieldErrors(backofficeAccountSchema, { ...account, email: 'uprava@klub' })).toHaveProperty('email');
    expect(fieldErrors(backofficeAccountSchema, { ...account, password: 'kratka', repeatPassword: 'kratka' })).toEqual({
      password: expect.stringContaining('8'),
    });
    expect(fieldErrors(backofficeAccountSchema, { ...account, repeatPassword: 'Druga-lozinka-1' })).toEqual({
      repeatPassword: 'Lozinke se ne podudaraju',
    });
  });

  it('should name the server code of each broken password-change rule', () => {
    const mismatch = passwordChangeSchema.safeParse({
      oldPassword: 'Stara2024!',
      newPassword: 'Nova2024!!',
      newPasswordAgain: 'Nova2024??',
    });
    const same = { oldPassword: 'Stara2024!', newPassword: 'Stara2024!', newPasswordAgain: 'Stara2024!' };
    const unchanged = passwordChangeSchema.safeParse(same);
    expect(mismatch.success || errorCodeOf(mismatch.error)).toBe('PASSWORDS_DO_NOT_MATCH');
    expect(unchanged.success || errorCodeOf(unchanged.error)).toBe('PASSWORD_UNCHANGED');
    expect(fieldErrors(passwordChangeSchema, same)).toEqual({
      newPassword: 'Nova lozinka mora se razlikovati od stare',
    });
  });

  it('should leave the profile address optional until one of its fields is filled', () => {
    expect(fieldErrors(profileSchema, profile)).toEqual({});
    expect(fieldErrors(profileSchema, { ...profile, street: 'Ilica' })).toEqual({
      houseNumber: 'Unos ovog polja je obavezan',
      city: 'Unos ovog polja je obavezan',
      zipCode: 'Unos ovog polja je obavezan',
      country: 'Unos ovog polja je obavezan',
    });
  });

  it('should hold the profile address to the checkout rules for the postal code and the phone', () => {
    const address = { street: 'Ilica', houseNumber: '12a', city: 'Zagreb', zipCode: '10000', country: 'HR' };
    expect(fieldErrors(profileSchema, { ...profile, ...address, contactPhone: '+385 91 234 5678' })).toEqual({});
    expect(fieldErrors(profileSchema, { ...profile, ...address, zipCode: '10-000', contactPhone: 'zovi me' })).toEqual({
      zipCode: 'Dozvoljena su samo slova i znamenke.',
      contactPhone: 'Unesite ispravan broj telefona.',
    });
  });
});
