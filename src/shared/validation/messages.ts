/**
 * The Croatian field messages of the forms (the spec's validation table), shared by the browser's form machines
 * and the server's validation so both say the same thing.
 */
export const fieldMessages = {
  required: 'Unos ovog polja je obavezan',
  email: 'Unesite ispravnu e-mail adresu',
  minLength: (length: number) => `Minimalan broj znakova potrebnih za ovo polje je ${length}`,
  maxLength: (length: number) => `Maksimalan broj znakova za ovo polje je ${length}`,
  repeatPassword: 'Lozinke se ne podudaraju',
  differentPassword: 'Nova lozinka mora se razlikovati od stare',
  /** The profile's e-mail change (docs/decisions/0094-email-change-asks-for-the-password.md). */
  passwordForEmailChange: 'Za promjenu e-mail adrese upišite svoju lozinku',
  memberCardInline: 'Broj članske iskaznice sadrži 12 znakova.',
  memberCardPin: 'PIN iskaznice ima 4 znamenke.',
  memberCardPinRequired: 'Upišite PIN otisnut na poleđini iskaznice.',
  /** The toast beside the inline message (the card is also checked by the server with this text). */
  memberCardFormat: 'Broj članske iskaznice sadrži točno 12 znamenki.',
  fieldError: 'Polje sadrži grešku.',
  invalidOib: 'OIB nije ispravan.',
  digitsOnly: 'Dozvoljene su samo znamenke.',
  lettersAndDigitsOnly: 'Dozvoljena su samo slova i znamenke.',
  phone: 'Unesite ispravan broj telefona.',
  countryNotAllowed: 'Odabrana država nije dostupna.',
  /** A Croatian address's postal code (docs/decisions/0195-verification-resend-and-postcodes.md). */
  postcodeShape: 'Hrvatski poštanski broj ima pet znamenki (npr. 31000).',
  postcodeUnknown: 'Poštanski broj ne pripada nijednom hrvatskom poštanskom području.',
  postcodeNotOfCity: 'Poštanski broj ne odgovara upisanom mjestu.',
  consentRequired: 'Za nastavak morate prihvatiti obavezne privole.',
  couponRequired: 'Molimo unesite kod kupona.',
  personalisationNumber: 'Broj personalizacije mora biti između 1 i 99.',
  personalisationText: 'Tekst personalizacije smije sadržavati samo slova i brojeve, najviše 12 znakova.',
  personalisationColour: 'Odabrana boja personalizacije nije dostupna.',
  /** An inline personalisation field of a cart line that was emptied. */
  personalisationEmptied: 'Polje mora sadržavati vrijednost.',
} as const;
