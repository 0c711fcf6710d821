import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES, ERROR_CODES } from '@shared/errors/codes.js';
import { ApiError } from './api-error.js';
import { ERROR_TEXTS, errorText } from './error-texts.js';

describe('Croatian error texts', () => {
  it('should word every code the server can answer and every code the client gives', () => {
    const missing = [...ERROR_CODES, ...CLIENT_ERROR_CODES].filter((code) => {
      const text = ERROR_TEXTS[code];
      return typeof text === 'string' ? text.trim() === '' : typeof text !== 'function';
    });
    expect(missing).toEqual([]);
  });

  it('should never show the English server message of a coded error', () => {
    const error = new ApiError({ message: 'Cart is archived.', code: 'CART_ARCHIVED', statusCode: 409 });
    expect(errorText(error)).toBe('Košarica je arhivirana, molimo pokušajte ponovno.');
  });

  it('should say in Croatian that the account is locked and for how long', () => {
    const error = new ApiError({
      message: 'Account locked',
      code: 'ACCOUNT_LOCKED',
      statusCode: 423,
      payload: { retryAfterSeconds: 840 },
    });
    expect(errorText(error)).toBe(
      'Račun je privremeno zaključan zbog previše neuspjelih prijava. Pokušajte ponovno za 14 min.',
    );
  });

  it("should word a wrong password as the spec's 'Netočno korisničko ime ili lozinka!'", () => {
    expect(errorText({ code: 'INVALID_LOGIN', status: 401 })).toBe('Netočno korisničko ime ili lozinka!');
  });

  it('should word answers without a code by their status: no connection, 503, other 5xx', () => {
    expect(errorText(new ApiError({ message: 'Failed to fetch', code: 'NETWORK_ERROR', statusCode: 0 }))).toBe(
      'Nema veze s poslužiteljem. Provjerite internetsku vezu.',
    );
    expect(errorText(new ApiError({ message: 'Service Unavailable', statusCode: 503 }))).toBe(
      'Usluga trenutno nije dostupna, pokušajte ponovno uskoro.',
    );
    expect(errorText(new ApiError({ message: 'Bad Gateway', statusCode: 502 }))).toBe(
      'Nešto je pošlo po zlu. Molimo pokušajte ponovno.',
    );
    expect(errorText(new TypeError('x is undefined'))).toBe('Nešto je pošlo po zlu. Molimo pokušajte ponovno.');
  });

  it('should name the personalisation field the server refused', () => {
    expect(errorText({ code: 'PERSONALISATION_INVALID', status: 400, payload: { field: 'Upiši broj' } })).toBe(
      'Broj personalizacije mora biti između 1 i 99.',
    );
  });
});
