/** The Croatian words of the receipt page. */
export const receiptTexts = {
  lines: 'Stavke',
  name: 'Naziv',
  quantity: 'Kol.',
  unitPrice: 'Cijena',
  vatRate: 'PDV',
  amount: 'Iznos',
  vat: 'Porez',
  base: 'Osnovica',
  total: 'Ukupno',
  qrAlt: 'QR kod za provjeru računa na stranici Porezne uprave',
  check: 'Provjeri račun na stranici Porezne uprave',
  pdf: 'Skini račun (PDF)',
  waiting:
    'Račun je izdan, a Poreznoj upravi se dostavlja naknadno. Jedinstveni identifikator računa (JIR) pojavit će se ovdje čim stigne.',
  order: (number: string) => `Narudžba ${number}`,
} as const;
