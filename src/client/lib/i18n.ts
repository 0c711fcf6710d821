/**
 * Croatian UI texts and the translation of server messages (site-frame section 8:
 * "the server's message is translated when a translation exists").
 */
export const t = {
  notFoundTitle: 'Stranica nije pronađena...',
  notFoundText: 'Stranica koju tražite ne postoji ili je premještena.',
  backHome: 'Povratak na naslovnicu',
  toCart: 'Idi u košaricu',
  errorTitle: 'DOGODILA SE GREŠKA NA STRANICI',
  errorBack: 'NATRAG',
  errorFatal: 'Nešto je pošlo po zlu. Molimo pokušajte ponovno.',
  maintenance: 'Održavanje u toku, biti ćemo s Vama uskoro!',
  loading: 'Učitavanje...',
  search: 'Pretraži',
  searchPlaceholder: 'Pretraži proizvode...',
  login: 'Prijava',
  profile: 'Moj profil',
  cart: 'Košarica',
  cartCount: (n: number) => `Košarica, ${n} ${n === 1 ? 'proizvod' : 'proizvoda'}`,
  menuOpen: 'Otvori izbornik',
  menuClose: 'Zatvori izbornik',
  mainNav: 'Glavna navigacija',
  cookieSettings: 'Postavke kolačića',
  accept: 'Prihvaćam',
  acceptAll: 'Prihvati sve',
  popupOk: 'U redu',
  close: 'Zatvori',
  showAll: 'Pogledaj sve',
  addToCart: 'Dodaj u košaricu',
  discount: 'POPUST!',
  unavailable: 'Trenutno nedostupno',
  emptyCategory: 'Nema proizvoda u ovoj kategoriji!',
  products: (n: number) => `${n} ${pluralProducts(n)}`,
  comingSoon: 'Ova stranica je u izradi.',
  skipToContent: 'Preskoči na sadržaj',
  requestFailed: 'Zahtjev nije uspio',
} as const;

/** Croatian plural of "proizvod" (the tested rule lives in src/shared/plural.ts). */
export { pluralProizvod as pluralProducts } from '@shared/plural.js';
import { pluralProizvod as pluralProducts } from '@shared/plural.js';

/** Server texts (spec section 8 and the error registry) with their Croatian wording. */
const serverMessages: Record<string, string> = {
  'Unknown username or password!': 'Nepoznato korisničko ime ili lozinka!',
  'Incorrect old password.': 'Stara lozinka nije ispravna.',
  'User already exist.': 'Korisnik s ovom e-mail adresom već postoji.',
  'Cart is archived.': 'Košarica je arhivirana, molimo pokušajte ponovno.',
  'Session already used.': 'Sesija je već iskorištena.',
  "Session doesn't exist": 'Sesija košarice ne postoji.',
  'No active user': 'Nema aktivnog korisnika.',
  'This page could not be found': 'Stranica nije pronađena...',
  'Not found': 'Traženi sadržaj nije pronađen.',
  'Route not found.': 'Traženi sadržaj nije pronađen.',
  'Not Found': 'Traženi sadržaj nije pronađen.',
  'Bad Request': 'Neispravan zahtjev.',
  'Validation failed': 'Podaci nisu ispravni.',
  Unauthorized: 'Niste prijavljeni.',
  Forbidden: 'Nemate pravo pristupa.',
  'Too Many Requests': 'Previše zahtjeva, pokušajte ponovno za nekoliko trenutaka.',
  'Internal Server Error': 'Nešto je pošlo po zlu. Molimo pokušajte ponovno.',
  'Service Unavailable': 'Usluga trenutno nije dostupna, pokušajte ponovno uskoro.',
  'Failed to fetch': 'Nema veze s poslužiteljem. Provjerite internetsku vezu.',
  'settings/general/user has no global language setting': 'Postavka jezika nije pronađena.',
};

/** Codes of the error registry, used when the message itself has no translation. */
const codeMessages: Record<string, string> = {
  NOT_FOUND: 'Traženi sadržaj nije pronađen.',
  VALIDATION_FAILED: 'Podaci nisu ispravni.',
  INVALID_API_KEY: 'Neispravan API ključ.',
  UNAUTHORIZED: 'Niste prijavljeni.',
  FORBIDDEN: 'Nemate pravo pristupa.',
  RATE_LIMITED: 'Previše zahtjeva, pokušajte ponovno za nekoliko trenutaka.',
  INVALID_LOGIN: 'Prijava nije uspjela',
  INTERNAL_ERROR: 'Nešto je pošlo po zlu. Molimo pokušajte ponovno.',
  SERVICE_UNAVAILABLE: 'Usluga trenutno nije dostupna, pokušajte ponovno uskoro.',
};

/** The Croatian text for a server message; the message itself when no translation exists. */
export function translateServerMessage(message: string, code?: string): string {
  return serverMessages[message] ?? (code ? codeMessages[code] : undefined) ?? message;
}
