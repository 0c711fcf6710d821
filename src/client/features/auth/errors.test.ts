import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.js';
import { accountErrorText } from './errors.js';

describe('account error texts', () => {
  it('should say in Croatian that the account is locked and for how long', () => {
    const error = new ApiError({
      message: 'Account locked',
      code: 'ACCOUNT_LOCKED',
      statusCode: 423,
      payload: { retryAfterSeconds: 840 },
    });
    expect(accountErrorText(error)).toBe(
      'Račun je privremeno zaključan zbog previše neuspjelih prijava. Pokušajte ponovno za 14 min.',
    );
  });

  it("should word a wrong password as the spec's 'Netočno korisničko ime ili lozinka!'", () => {
    expect(
      accountErrorText(
        new ApiError({ message: 'Unknown username or password!', code: 'INVALID_LOGIN', statusCode: 401 }),
      ),
    ).toBe('Netočno korisničko ime ili lozinka!');
  });

  it('should fall back to the translated server message for other codes', () => {
    expect(accountErrorText(new ApiError({ message: 'User already exist.', code: 'SOMETHING' }))).toBe(
      'Korisnik s ovom e-mail adresom već postoji.',
    );
  });
});
