import type { CommerceSettings } from './commerce.js';

/**
 * The demo club's seller identity, delivery and payment methods and order rules. The seed writes them into
 * general_settings (group 'checkout'), where a club edits them; a key missing there falls back to these values.
 * The OIB and IBAN are made up but pass their check digits.
 */
export const DEFAULT_COMMERCE_SETTINGS: CommerceSettings = {
  seller: {
    name: 'NK Zvijezda Fan Shop',
    legalName: 'Nogometni klub Zvijezda',
    street: 'Stadionska ulica',
    houseNumber: '1',
    zipCode: '31000',
    city: 'Osijek',
    country: 'HR',
    oib: '84617280396',
    iban: 'HR7224020061100123456',
    bank: 'Erste&Steiermärkische Bank d.d.',
    email: 'webshop@zvijezda-shop.hr',
    phone: '+385 31 555 100',
    clubShop: {
      name: 'Klupska trgovina NK Zvijezda',
      street: 'Stadionska ulica',
      houseNumber: '1',
      zipCode: '31000',
      city: 'Osijek',
      country: 'HR',
      lat: 45.5503,
      lng: 18.6955,
      workhours: 'pon – pet 9:00 – 19:00, sub 9:00 – 14:00; na dan domaće utakmice do početka utakmice',
    },
  },
  deliveryMethods: [
    {
      id: 66,
      code: 'courier',
      name: 'Dostava kurirom na adresu',
      description: 'Dostava na Vašu adresu u roku od 2 do 4 radna dana. U Hrvatskoj besplatna za narudžbe od 70,00 €.',
      model: null,
      rates: [
        { country: 'HR', price: 499, freeFrom: 7000 },
        { country: 'SI', price: 1290, freeFrom: null },
        { country: 'BA', price: 1590, freeFrom: null },
        { country: 'RS', price: 1590, freeFrom: null },
      ],
      enabled: true,
      tracking: { carrier: 'GLS', url: 'https://gls-group.com/HR/hr/pracenje-posiljke?match={tracking}' },
    },
    {
      id: 67,
      code: 'pickup',
      name: 'Osobno preuzimanje u klupskoj trgovini',
      description:
        'Preuzmite narudžbu bez troškova dostave u klupskoj trgovini na stadionu. Javit ćemo Vam kad bude spremna.',
      model: null,
      rates: [{ country: 'ALL', price: 0, freeFrom: null }],
      enabled: true,
      tracking: null,
    },
    {
      id: 68,
      code: 'boxnow',
      name: 'BoxNow paketomat',
      description: 'Dostava u BoxNow paketomat po Vašem izboru, dostupan 0 – 24. Besplatna za narudžbe od 70,00 €.',
      model: 'BoxNow',
      rates: [{ country: 'HR', price: 299, freeFrom: 7000 }],
      enabled: true,
      tracking: { carrier: 'BoxNow', url: 'https://boxnow.hr/?track={tracking}' },
    },
  ],
  paymentMethods: [
    {
      id: 1,
      paymentCode: 'wspay_hpp',
      methodCode: 1,
      name: 'Kartično plaćanje (WSPay)',
      description: 'Plaćanje karticama Visa, Mastercard, Maestro i Diners na zaštićenoj stranici WSPay.',
      fee: 0,
      enabled: true,
    },
    {
      id: 2,
      paymentCode: 'tcom_hpp',
      methodCode: 1,
      name: 'Kartično plaćanje (PayWay)',
      description: 'Plaćanje karticama na zaštićenoj stranici PayWay Hrvatskog Telekoma.',
      fee: 0,
      enabled: true,
    },
    {
      id: 3,
      paymentCode: 'pouzece',
      methodCode: 0,
      name: 'Plaćanje pouzećem',
      description: 'Plaćate gotovinom ili karticom kuriru pri preuzimanju pošiljke. Naknada za pouzeće iznosi 2,00 €.',
      fee: 200,
      enabled: true,
    },
    {
      id: 4,
      paymentCode: 'virman',
      methodCode: 0,
      name: 'Virmansko plaćanje (uplata na račun)',
      description:
        'Uplatite iznos na naš račun nalogom ili skeniranjem barkoda u mobilnom bankarstvu. Narudžbu šaljemo kad uplata stigne.',
      fee: 0,
      enabled: true,
    },
  ],
  orderRules: { bankTransferDays: 5, withdrawalDays: 14, capturePolicy: 'on_shipment' },
};
