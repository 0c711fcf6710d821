import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fields.js';
import { contactSchema } from './contact.js';

const filled = {
  topic: 'narudzba',
  name: 'Ana Kovač',
  email: 'ana@primjer.hr',
  orderNumber: '',
  message: 'Kada stiže moja narudžba?',
};

describe('contact form rules', () => {
  it('should take a filled form with or without an order number', () => {
    expect(fieldErrors(contactSchema, filled)).toEqual({});
    expect(fieldErrors(contactSchema, { ...filled, orderNumber: 'ZV-2026-000123' })).toEqual({});
  });

  it('should say what is missing or wrong in Croatian', () => {
    const errors = fieldErrors(contactSchema, {
      topic: '',
      name: ' ',
      email: 'ana@',
      orderNumber: 'x y',
      message: 'kratko',
    });
    expect(errors).toEqual({
      topic: 'Unos ovog polja je obavezan',
      name: 'Unos ovog polja je obavezan',
      email: 'Unesite ispravnu e-mail adresu',
      orderNumber: 'Dozvoljena su samo slova i znamenke.',
      message: 'Minimalan broj znakova potrebnih za ovo polje je 10',
    });
  });
});
