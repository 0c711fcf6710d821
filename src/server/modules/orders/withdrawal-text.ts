import type { SellerSettings } from '../settings/index.js';

/**
 * The information on the right of withdrawal and the model withdrawal form, in Croatian, as the confirmation
 * on a durable medium must carry them (docs/decisions/0056-order-confirmation-email.md). Plain paragraphs:
 * the e-mail renders them as text and as HTML.
 */
export interface WithdrawalText {
  title: string;
  paragraphs: string[];
  formTitle: string;
  formLines: string[];
}

const sellerLine = (s: SellerSettings) =>
  `${s.legalName}, ${s.street} ${s.houseNumber}, ${s.zipCode} ${s.city}, e-pošta: ${s.email}, telefon: ${s.phone}`;

export function withdrawalText(
  seller: SellerSettings,
  withdrawalDays: number,
  excluded: readonly string[],
): WithdrawalText {
  const paragraphs = [
    `Imate pravo jednostrano raskinuti ovaj ugovor (odustati od kupnje) u roku od ${withdrawalDays} dana bez navođenja razloga. Rok počinje teći danom kada Vi ili treća osoba koju ste odredili, a koja nije prijevoznik, preuzmete proizvode; ako narudžba stiže u više pošiljaka, danom preuzimanja posljednje.`,
    `Za ostvarivanje tog prava obavijestite nas jasnom izjavom prije isteka roka: funkcijom 'Odustani od ugovora' na stranici narudžbe, e-poštom na ${seller.email} ili pismom na adresu ${seller.street} ${seller.houseNumber}, ${seller.zipCode} ${seller.city}. Možete upotrijebiti obrazac u nastavku, ali to nije obvezno.`,
    'Ako odustanete od ugovora, vratit ćemo Vam sva plaćanja koja smo od Vas primili, uključujući troškove standardne dostave, bez odgađanja i najkasnije 14 dana od dana kada primimo Vašu obavijest, istim sredstvom plaćanja kojim ste platili. Povrat možemo zadržati dok ne primimo proizvode ili dokaz da ste ih poslali. Proizvode nam vratite najkasnije 14 dana od obavijesti; izravne troškove povrata snosite Vi.',
    excluded.length > 0
      ? `Pravo na jednostrani raskid ne vrijedi za proizvode izrađene prema Vašim zahtjevima ili jasno personalizirane (tisak imena ili broja na dresu). U ovoj narudžbi to su: ${excluded.join('; ')}. Ostale stavke možete vratiti.`
      : 'U ovoj narudžbi nema personaliziranih proizvoda: pravo na jednostrani raskid vrijedi za sve stavke.',
  ];
  const formLines = [
    '(ispunite i pošaljite ovaj obrazac samo ako želite jednostrano raskinuti ugovor)',
    `Primatelj: ${sellerLine(seller)}`,
    'Ovime izjavljujem/o da jednostrano raskidam/o ugovor o kupnji sljedeće robe: ____________________',
    'Broj narudžbe: ____________________',
    'Datum narudžbe / datum primitka robe: ____________________',
    'Ime i prezime potrošača: ____________________',
    'Adresa potrošača: ____________________',
    'Potpis potrošača (samo ako se obrazac šalje na papiru): ____________________',
    'Datum: ____________________',
  ];
  return {
    title: 'Pravo na jednostrani raskid ugovora',
    paragraphs,
    formTitle: 'Obrazac za jednostrani raskid ugovora',
    formLines,
  };
}
