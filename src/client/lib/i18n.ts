import { pluralProizvod as pluralProducts } from '@shared/plural.js';

/** Croatian UI texts of the shop frame; errors are worded by code in lib/error-texts.ts. */
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
  signedInAs: (who: string) => `Prijavljeni ste kao ${who}`,
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
  emptyPage: 'Nema proizvoda na ovoj stranici.',
  toFirstPage: 'Na prvu stranicu',
  productList: 'Proizvodi',
  products: (n: number) => `${n} ${pluralProducts(n)}`,
  skipToContent: 'Preskoči na sadržaj',
  requestFailed: 'Zahtjev nije uspio',
} as const;

/** Croatian plural of "proizvod" (the tested rule lives in src/shared/plural.ts). */
export { pluralProizvod as pluralProducts } from '@shared/plural.js';
