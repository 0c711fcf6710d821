/** The Croatian words of order history, the order page, the guest look-up, the slip and the withdrawal. */
export const orderTexts = {
  historyTotal: (n: number) => `Ukupno narudžbi: ${n}`,
  empty: 'Još nemate narudžbi!',
  loadMore: 'Učitaj više',
  loadingMore: 'Učitavam',
  view: 'POGLEDAJ NARUDŽBU',
  pdf: 'Skini PDF dokument',
  orderNumber: 'Narudžba',
  created: 'Datum narudžbe',
  status: 'Status',
  details: 'Detalji narudžbe',
  billing: 'Podaci za račun',
  delivery: 'Dostava',
  payment: 'Način plaćanja',
  products: 'Proizvodi',
  total: 'Ukupno',
  tax: 'Od toga PDV (25 %)',
  deliveryPrice: 'Dostava',
  paymentFee: 'Naknada za pouzeće',
  coupon: 'Popust kupona',
  free: 'Besplatno',
  personalised: 'Personalizirano – ne može se vratiti',
  breadcrumbProfile: 'Moj profil',
  breadcrumbHistory: 'Povijest narudžbi',
  loadFailed: 'Narudžbe se trenutno ne mogu učitati. Pokušajte ponovno.',
  // docs/spec/shop.md section 8: fallback texts of the order views.
  fallback: {
    name: 'Nema kontakt imena',
    email: 'Nema kontakt e-mail',
    address: 'Nema kontakt adrese',
    city: 'Nema postavljenog grada',
    phone: 'Broj telefona nije postavljen',
    payment: 'Metoda plaćanja nedostupna',
    none: 'Nisu uneseni podatci',
  },
  lookUp: {
    title: 'Pronađi narudžbu',
    intro:
      'Kupovali ste bez registracije? Upišite broj narudžbe iz potvrde i e-poštu na koju je stigla: pogledajte narudžbu, preuzmite PDF ili odustanite od ugovora.',
    number: 'Broj narudžbe',
    email: 'E-pošta narudžbe',
    submit: 'PRONAĐI NARUDŽBU',
    searching: 'TRAŽIM...',
    again: 'Traži drugu narudžbu',
    // The same words whether the number exists or not (docs/decisions/0044-order-history-and-look-up.md).
    notFound: 'Narudžba s tim brojem i e-poštom nije pronađena.',
  },
  withdrawal: {
    heading: 'Odustajanje od ugovora',
    lines: 'Od kojih proizvoda odustajete (broj komada)',
    ofUnits: (n: number) => `najviše ${n} kom.`,
    iban: 'IBAN za povrat novca',
    ibanHint: 'Platili ste pouzećem ili uplatom na račun: novac vraćamo na ovaj račun.',
    open: 'ODUSTANI OD UGOVORA',
    intro: (until: string | null) =>
      until
        ? `Od ove narudžbe možete odustati do ${until} bez navođenja razloga.`
        : 'Od ove narudžbe možete odustati bez navođenja razloga: rok od 14 dana počinje kad preuzmete pošiljku.',
    excluded: (names: string) => `Personalizirani proizvodi ne mogu se vratiti i ostaju kupljeni: ${names}.`,
    name: 'Ime i prezime',
    email: 'E-pošta narudžbe',
    next: 'NASTAVI',
    cancel: 'Odustani',
    confirmQuestion: (number: string) =>
      `Potvrđujete li da jednostrano raskidate ugovor za narudžbu ${number}? Ovaj korak se ne može poništiti.`,
    confirm: 'POTVRDI ODUSTAJANJE',
    sending: 'ŠALJEM...',
    done: (lines: string) => `Zaprimili smo Vašu izjavu o odustajanju od: ${lines}.`,
    doneMail:
      'Potvrdu s datumom i vremenom primitka poslali smo Vam e-poštom. Proizvode nam vratite u roku od 14 dana; novac vraćamo istim načinom plaćanja.',
    withdrawnAt: (at: string) => `Od ove narudžbe odustali ste ${at}.`,
    // A guest proves the order's mailbox first (docs/decisions/0137-withdrawal-proves-the-mailbox.md).
    linkSent: (number: string) =>
      `Poveznicu za potvrdu odustajanja od narudžbe ${number} poslali smo na e-poštu narudžbe.`,
    linkNext:
      'Odustajanje još nije provedeno: otvorite poveznicu iz poruke u roku od 24 sata i odustajanje će biti zaprimljeno. Poveznica vrijedi jednom.',
  },
  withdrawalLink: {
    title: 'Potvrda odustajanja od ugovora',
    ask: 'Potvrdite da odustajete od ugovora za proizvode navedene u zahtjevu. Poveznica vrijedi jednom.',
    confirm: 'Potvrđujem odustajanje',
    confirming: 'Potvrđujem odustajanje...',
    noToken: 'Poveznica nije potpuna. Otvorite je ponovno iz poruke e-pošte.',
    lookUp: 'Pronađi narudžbu',
  },
} as const;
