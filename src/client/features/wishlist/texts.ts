/** Croatian texts of the wishlist (docs/spec/shop.md 2, 8). */
export const wishlistTexts = {
  login: 'Prijavite se za listu želja.',
  loginLink: 'Prijava',
  added: 'Proizvod je dodan na listu želja.',
  removed: 'Proizvod je uklonjen s liste želja.',
  failed: 'Promjena liste želja nije uspjela.',
  empty: 'Nema proizvoda!',
  loadMore: 'Učitaj još',
  title: 'Lista želja',
} as const;
