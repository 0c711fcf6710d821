import { sanitizeHtml } from '../../modules/cms/sanitize.js';
import type { PageSeed } from './pages.js';

/**
 * The shop's legal pages (docs/decisions/0239-legal-pages-read-the-seller-from-the-settings.md). The seller, its OIB,
 * its address and contacts, the days to withdraw and the delivery and payment terms are placeholders the public page
 * read fills from the commerce settings (modules/cms/shop-facts.ts), so these texts name the same trader as the
 * receipts, the order e-mails and the checkout, and follow a club's settings when they change.
 */
const rich = (id: string, title: string, html: string) => ({ id, type: 'richText', title, html: sanitizeHtml(html) });

const TRADER = `<p><strong>{{seller.legalName}}</strong> ({{seller.name}})<br>{{seller.address}}<br>OIB: {{seller.oib}}<br>IBAN: {{seller.iban}}, {{seller.bank}}<br>E-pošta: {{seller.email}}<br>Telefon: {{seller.phone}}</p>`;

const TERMS: PageSeed = {
  slug: 'uvjeti-kupnje',
  title: 'Uvjeti kupnje',
  seoDescription:
    'Opći uvjeti kupnje: prodavatelj, narudžba, cijene, plaćanje, dostava, jednostrani raskid i reklamacije.',
  components: [
    rich(
      'prodavatelj',
      'Prodavatelj',
      `<p>Ovi opći uvjeti vrijede za kupnju u web trgovini {{seller.name}}. Prodavatelj je:</p>${TRADER}<p>Kupac je svaka fizička ili pravna osoba koja naruči proizvode putem web trgovine. Kupac koji kupuje za osobne potrebe ima prava potrošača prema Zakonu o zaštiti potrošača.</p>`,
    ),
    rich(
      'narudzba',
      'Narudžba i sklapanje ugovora',
      '<p>Proizvode dodajete u košaricu i narudžbu dovršavate na stranici naplate, gdje prije narudžbe vidite sve proizvode, ukupnu cijenu s PDV-om, trošak dostave i naknade odabranog načina plaćanja. Ugovor je sklopljen kad pritisnete gumb za narudžbu s obvezom plaćanja; potvrdu narudžbe s ovim uvjetima šaljemo na Vašu e-poštu.</p><p>Kupovati možete kao gost ili s korisničkim računom. Pogrešno unesene podatke možete ispraviti sve do potvrde narudžbe.</p>',
    ),
    rich(
      'cijene',
      'Cijene',
      '<p>Sve cijene izražene su u eurima (€) i uključuju PDV. Trošak dostave i naknada za plaćanje pouzećem nisu uključeni u cijenu proizvoda i prikazuju se u košarici i na naplati prije narudžbe. Uz svaku sniženu cijenu navodimo najnižu cijenu tog proizvoda u 30 dana prije sniženja. Cijena koja vrijedi za narudžbu je cijena u trenutku narudžbe.</p>',
    ),
    rich(
      'placanje',
      'Plaćanje',
      '<p>Narudžbu možete platiti na sljedeće načine:</p>{{paymentMethods}}<p>Neki načini plaćanja nisu mogući uz svaku narudžbu:</p>{{paymentRules}}<p>Kod virmanskog plaćanja narudžbu šaljemo kad uplata stigne na naš račun; neplaćena narudžba otkazuje se nakon {{bankTransferDays}} dana. Za svaku plaćenu narudžbu izdajemo fiskalizirani račun.</p>',
    ),
    rich(
      'dostava',
      'Dostava',
      '<p>Načini, rokovi i cijene dostave navedeni su na stranici <a href="/dostava-i-placanje">Dostava i plaćanje</a>. Dostava je besplatna za narudžbe u Hrvatskoj od {{freeDeliveryFrom}} (za načine dostave koji to nude). Rizik propasti ili oštećenja robe prelazi na Vas kad robu preuzmete.</p>',
    ),
    rich(
      'raskid',
      'Pravo na jednostrani raskid ugovora',
      `<p>Ugovor sklopljen na daljinu možete jednostrano raskinuti u roku od <strong>{{withdrawalDays}} dana</strong> bez navođenja razloga. Rok počinje teći danom kad Vi ili osoba koju ste odredili (a koja nije prijevoznik) preuzmete robu; kod narudžbe više proizvoda dostavljenih odvojeno, danom preuzimanja posljednjeg.</p><p>Za raskid nam prije isteka roka pošaljite nedvosmislenu izjavu: najjednostavnije na stranici <a href="/narudzba">Narudžba i odustajanje od ugovora</a> (s brojem narudžbe i e-poštom, bez prijave), e-poštom na {{seller.email}} ili poštom na adresu {{seller.address}}. Možete koristiti obrazac niže, ali nije obvezan. Primitak izjave potvrđujemo e-poštom.</p><p>Robu nam vratite najkasnije {{withdrawalDays}} dana od izjave o raskidu, na adresu {{seller.address}} ili osobno u trgovini {{clubShop.name}}. Izravni trošak povrata robe snosite Vi. Robu vratite neoštećenu i po mogućnosti u originalnom pakiranju; odgovorni ste za umanjenje vrijednosti robe koje je posljedica rukovanja većeg od potrebnog da se utvrdi njezina priroda, obilježja i funkcionalnost.</p><p>Sve što ste platili, uključujući trošak standardne dostave, vraćamo bez odgađanja, a najkasnije u roku od 14 dana od dana kad smo primili izjavu o raskidu, istim načinom plaćanja kojim ste platili (karticom na karticu, a za pouzeće i virman na IBAN koji nam navedete). Povrat smijemo zadržati dok ne primimo robu ili dokaz da ste je poslali.</p><p><strong>Iznimke:</strong> pravo na raskid nemate za proizvode izrađene po Vašim uputama, kao što su dresovi personalizirani imenom i brojem, te za digitalni sadržaj (npr. poklon bon poslan e-poštom) čija je isporuka uz Vaš izričit pristanak započela.</p>`,
    ),
    rich(
      'obrazac',
      'Obrazac za jednostrani raskid ugovora',
      '<p>(ispunite i pošaljite ovaj obrazac samo ako želite raskinuti ugovor)</p><p>Prima: {{seller.legalName}}, {{seller.address}}, e-pošta: {{seller.emailText}}</p><p>Ja/Mi ____________ ovime izjavljujem/o da jednostrano raskidam/o ugovor o kupnji sljedeće robe: ____________</p><p>Broj narudžbe: ____________<br>Datum narudžbe / datum primitka robe: ____________<br>Ime i prezime potrošača: ____________<br>Adresa potrošača: ____________<br>IBAN za povrat novca (za pouzeće i virman): ____________<br>Potpis potrošača (samo ako se obrazac šalje na papiru): ____________<br>Datum: ____________</p>',
    ),
    rich(
      'reklamacije',
      'Reklamacije i odgovornost za nedostatke',
      '<p>Za materijalne nedostatke robe odgovaramo prema Zakonu o obveznim odnosima i Zakonu o zaštiti potrošača, u roku od dvije godine od preuzimanja robe. Nedostatak nam prijavite što prije, a najkasnije u roku od dva mjeseca od dana kad ste ga otkrili: e-poštom na {{seller.email}}, telefonom {{seller.phone}}, pisanim putem na adresu {{seller.address}} ili osobno u trgovini {{clubShop.name}} ({{clubShop.workhours}}). Navedite broj narudžbe i opišite nedostatak, po mogućnosti s fotografijom.</p><p>Na pisani prigovor odgovaramo u roku od 15 dana od primitka. Ovisno o nedostatku, imate pravo na popravak, zamjenu, sniženje cijene ili raskid ugovora. Trošak slanja robe s nedostatkom snosimo mi.</p>',
    ),
    rich(
      'sporovi',
      'Rješavanje sporova',
      '<p>Sporove nastojimo riješiti sporazumno. Ako u tome ne uspijemo, možete se obratiti tijelima za izvansudsko rješavanje potrošačkih sporova, npr. Centru za mirenje pri Hrvatskoj gospodarskoj komori (<a href="https://www.hgk.hr/centar-za-mirenje">www.hgk.hr/centar-za-mirenje</a>). Europska platforma za online rješavanje potrošačkih sporova (<a href="https://ec.europa.eu/consumers/odr">ec.europa.eu/consumers/odr</a>) ugašena je 20. srpnja 2025.; pritužbu o prekograničnoj kupnji u EU možete uputiti Europskom potrošačkom centru Hrvatska. Za sporove je nadležan stvarno nadležni sud u mjestu prebivališta potrošača.</p><p>Ovi uvjeti vrijede od dana objave na ovoj stranici; za svaku narudžbu vrijede uvjeti objavljeni u trenutku narudžbe.</p>',
    ),
  ],
};

const DELIVERY_AND_PAYMENT: PageSeed = {
  slug: 'dostava-i-placanje',
  title: 'Dostava i plaćanje',
  seoDescription: 'Načini, rokovi i cijene dostave te načini plaćanja u službenoj web trgovini.',
  components: [
    rich(
      'dostava',
      'Dostava',
      '<p>Narudžbe šaljemo na adrese u državama navedenim niže. Cijene su s PDV-om i jednake onima koje vidite na naplati; dostava je besplatna kad vrijednost narudžbe (nakon kupona) dosegne iznos u stupcu „Besplatno od”.</p>{{deliveryMethods}}<p>Rokovi dostave teku od dana kad je narudžba plaćena (za pouzeće od dana narudžbe) i računaju se u radnim danima. Kad pošiljku predamo dostavnoj službi, e-poštom Vam šaljemo broj za praćenje.</p><p><strong>Osobno preuzimanje:</strong> {{clubShop.name}}, {{clubShop.address}}. Radno vrijeme: {{clubShop.workhours}}. Javit ćemo Vam kad narudžba bude spremna.</p><p>Ako je paket pri dostavi vidno oštećen, zapišite to s dostavljačem ili nas odmah obavijestite na {{seller.email}}.</p>',
    ),
    rich(
      'placanje',
      'Plaćanje',
      '<p>Ponuđeni načini plaćanja:</p>{{paymentMethods}}<p>Kad neki način plaćanja nije ponuđen, razlog je jedno od ovih pravila:</p>{{paymentRules}}<p>Uplata virmanom: primatelj {{seller.legalName}}, IBAN {{seller.iban}} ({{seller.bank}}), s pozivom na broj iz potvrde narudžbe; neplaćena narudžba otkazuje se nakon {{bankTransferDays}} dana. Podaci o kartici upisuju se samo na zaštićenoj stranici banke koja obrađuje plaćanje; mi ih ne vidimo niti pohranjujemo. Kartica se tereti kad narudžbu pošaljemo.</p>',
    ),
  ],
};

const PRIVACY: PageSeed = {
  slug: 'pravila-privatnosti',
  title: 'Pravila privatnosti',
  seoDescription: 'Kako obrađujemo osobne podatke: voditelj obrade, svrhe, rokovi čuvanja, Vaša prava i kolačići.',
  components: [
    rich(
      'voditelj',
      'Voditelj obrade',
      `<p>Voditelj obrade Vaših osobnih podataka u ovoj web trgovini je:</p>${TRADER}<p>Za sva pitanja o osobnim podacima i ostvarivanje svojih prava pišite nam na {{seller.email}} ili na adresu {{seller.address}}. Podatke obrađujemo u skladu s Općom uredbom o zaštiti podataka (EU) 2016/679 (GDPR) i Zakonom o provedbi Opće uredbe o zaštiti podataka.</p>`,
    ),
    rich(
      'svrhe',
      'Koje podatke obrađujemo i zašto',
      '<ul><li><strong>Narudžba i dostava</strong> (ime, adresa, e-pošta, telefon, naručeni proizvodi, način plaćanja): radi izvršenja ugovora (čl. 6. st. 1. t. b GDPR-a).</li><li><strong>Računi i knjigovodstvo</strong> (podaci s računa, OIB tvrtke za R1 račun): radi zakonske obveze (čl. 6. st. 1. t. c), čuvamo ih 11 godina.</li><li><strong>Korisnički račun</strong> (e-pošta, lozinka u zaštićenom obliku, adrese, lista želja): radi ugovora o korištenju računa, dok ga ne zatvorite.</li><li><strong>Newsletter</strong> (e-pošta): samo uz Vašu privolu potvrđenu klikom na poveznicu (čl. 6. st. 1. t. a); odjava je u svakoj poruci.</li><li><strong>Obavijest o dostupnosti</strong> („Obavijesti me”) i <strong>kontakt obrazac</strong>: radi odgovora na Vaš zahtjev.</li><li><strong>Recenzije</strong>: ime koje ste upisali objavljujemo uz recenziju.</li></ul><p>Kartične podatke ne vidimo niti čuvamo: upisujete ih na stranici banke koja obrađuje plaćanje.</p>',
    ),
    rich(
      'primatelji',
      'Primatelji i rokovi čuvanja',
      '<p>Podatke dajemo samo onima koji ih trebaju za Vašu narudžbu: dostavnim službama (GLS, BoxNow), bankama koje obrađuju kartična plaćanja, Poreznoj upravi (fiskalizacija računa) te pružateljima poslužitelja i e-pošte s kojima imamo ugovor o obradi podataka. Podatke ne prodajemo i ne prenosimo izvan Europskog gospodarskog prostora.</p><p>Podatke o narudžbama čuvamo dok to traže propisi (računi 11 godina) i dok traju rokovi za reklamacije; podatke računa, newslettera i obavijesti dok ih ne obrišete, odjavite ili dok obavijest ne pošaljemo.</p>',
    ),
    rich(
      'prava',
      'Vaša prava',
      '<p>Imate pravo na pristup svojim podacima i njihovu kopiju, ispravak, brisanje, ograničenje obrade, prenosivost te prigovor na obradu. Privolu (newsletter, marketinški i analitički kolačići) možete povući u bilo kojem trenutku, bez utjecaja na zakonitost obrade prije povlačenja. Prijavljeni kupci izvoz podataka i zatvaranje računa traže u svom profilu; ostali zahtjeve šalju na {{seller.email}}. Odgovaramo u roku od mjesec dana.</p><p>Ako smatrate da Vaše podatke obrađujemo protivno propisima, možete podnijeti prigovor Agenciji za zaštitu osobnih podataka (AZOP), Selska cesta 136, 10000 Zagreb, <a href="https://azop.hr">azop.hr</a>.</p>',
    ),
    rich(
      'kolacici',
      'Kolačići',
      '<p>Nužne kolačiće (košarica, prijava, sigurnost, pamćenje Vašeg izbora kolačića) koristimo bez privole jer bez njih trgovina ne radi. Marketinške kolačiće (prilagođene ponude na drugim stranicama) i analitičke kolačiće (anonimna statistika posjeta) postavljamo samo ako ih prihvatite u obavijesti o kolačićima. Izbor možete promijeniti u bilo kojem trenutku putem poveznice „Postavke kolačića” u podnožju stranice.</p>',
    ),
  ],
};

export const LEGAL_PAGES: PageSeed[] = [TERMS, DELIVERY_AND_PAYMENT, PRIVACY];
