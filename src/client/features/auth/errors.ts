import { isApiError } from '../../lib/api-client.js';
import { translateServerMessage } from '../../lib/i18n.js';

/** Croatian words for the coded errors of the account calls (spec section 8; the contract's codes). */
const CODE_TEXTS: Record<string, string> = {
  INVALID_LOGIN: 'Netočno korisničko ime ili lozinka!',
  EMAIL_NOT_VERIFIED: 'E-mail adresa još nije potvrđena. Otvorite poveznicu koju smo vam poslali e-mailom.',
  RATE_LIMITED: 'Previše pokušaja. Pokušajte ponovno za nekoliko trenutaka.',
  USER_EXISTS: 'Korisnik s ovom e-mail adresom već postoji.',
  CONSENT_REQUIRED: 'Za nastavak morate prihvatiti obavezne privole.',
  CAPTCHA_FAILED: 'Provjera da niste robot nije uspjela. Pokušajte ponovno.',
  INVALID_TOKEN: 'Poveznica nije ispravna ili je istekla.',
  INCORRECT_OLD_PASSWORD: 'Stara lozinka nije ispravna.',
  PASSWORDS_DO_NOT_MATCH: 'Lozinke se ne podudaraju',
  PASSWORD_UNCHANGED: 'Nova lozinka mora se razlikovati od stare',
  SOCIAL_LOGIN_FAILED: 'Prijava putem društvene mreže nije uspjela.',
  SOCIAL_EMAIL_CONFLICT: 'Račun s ovom e-mail adresom već postoji. Prijavite se lozinkom.',
  SOCIAL_PROVIDER_UNAVAILABLE: 'Ova prijava trenutno nije dostupna.',
  NETWORK_ERROR: 'Nema veze s poslužiteljem. Provjerite internetsku vezu.',
};

function minutesOf(payload: unknown): number | null {
  const seconds =
    payload && typeof payload === 'object' ? (payload as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : null;
}

/** The message a form shows for a failed account call. */
export function accountErrorText(error: unknown): string {
  if (!isApiError(error)) return translateServerMessage(error instanceof Error ? error.message : String(error));
  if (error.code === 'ACCOUNT_LOCKED' || error.statusCode === 423) {
    const minutes = minutesOf(error.payload);
    return `Račun je privremeno zaključan zbog previše neuspjelih prijava. Pokušajte ponovno${minutes ? ` za ${minutes} min` : ' kasnije'}.`;
  }
  return CODE_TEXTS[error.code] ?? translateServerMessage(error.message, error.code);
}
