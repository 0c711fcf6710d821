// The stand-in's demo parcel lockers: real streets of Croatian towns, coordinates of those streets, and the
// opening hours of the shop a locker stands in where it is not reachable around the clock.

export interface DemoLocker {
  id: string;
  name: string;
  addressLine1: string;
  postalCode: string;
  city: string;
  lat: number;
  lng: number;
  /** Largest compartment: 1 small, 2 medium, 3 large. */
  maxSize: 1 | 2 | 3;
  /** Set for a locker inside a shop; BoxNow carries it in the destination's note. */
  hours?: string;
}

type Row = [
  id: string,
  addressLine1: string,
  postalCode: string,
  city: string,
  lat: number,
  lng: number,
  extra?: Extra,
];
interface Extra {
  maxSize?: 1 | 2;
  hours?: string;
  name?: string;
}

const SHOP_HOURS = 'pon–sub 07–21, ned 08–13';
const MALL_HOURS = 'pon–sub 09–21, ned zatvoreno';

const ROWS: Row[] = [
  // Zagreb
  ['4101', 'Ilica 231', '10000', 'Zagreb', 45.81271, 15.93762],
  ['4102', 'Savska cesta 58', '10000', 'Zagreb', 45.80106, 15.96551],
  ['4103', 'Vukovarska ulica 269', '10000', 'Zagreb', 45.80012, 16.00418, { hours: SHOP_HOURS }],
  ['4104', 'Avenija Dubrovnik 16', '10020', 'Zagreb', 45.77683, 15.97805, { hours: MALL_HOURS, name: 'Novi Zagreb' }],
  ['4105', 'Maksimirska cesta 120', '10000', 'Zagreb', 45.82043, 16.02391],
  ['4106', 'Avenija Dubrava 43', '10040', 'Zagreb', 45.82893, 16.05518, { name: 'Dubrava' }],
  ['4107', 'Ulica Hrgovići 68', '10000', 'Zagreb', 45.78352, 15.92217, { name: 'Jarun', maxSize: 2 }],
  ['4108', 'Ulica Ivana Gorana Kovačića 27', '10090', 'Zagreb', 45.80171, 15.88731, { name: 'Špansko' }],
  ['4109', 'Zagrebačka cesta 1', '10360', 'Sesvete', 45.82812, 16.11007],
  ['4110', 'Zagrebačka ulica 25', '10410', 'Velika Gorica', 45.71253, 16.07561],
  ['4111', 'Trg kralja Tomislava 5', '10430', 'Samobor', 45.80118, 15.71554, { hours: SHOP_HOURS }],
  ['4112', 'Ulica Josipa Jelačića 4', '10290', 'Zaprešić', 45.85651, 15.80781],
  // Split, Solin, Kaštela, Trogir, Sinj, Makarska
  ['4201', 'Poljička cesta 35', '21000', 'Split', 43.50503, 16.47004, { hours: MALL_HOURS }],
  ['4202', 'Ulica Domovinskog rata 95', '21000', 'Split', 43.52204, 16.45601],
  ['4203', 'Ulica kralja Zvonimira 6', '21000', 'Split', 43.51008, 16.44803],
  ['4204', 'Put Supavla 1', '21000', 'Split', 43.51512, 16.43011, { maxSize: 2 }],
  ['4205', 'Ulica kralja Zvonimira 85', '21210', 'Solin', 43.53902, 16.48803],
  ['4206', 'Cesta dr. Franje Tuđmana 701', '21212', 'Kaštel Sućurac', 43.54502, 16.42618],
  ['4207', 'Ulica kardinala Alojzija Stepinca 42', '21220', 'Trogir', 43.51561, 16.25304],
  ['4208', 'Put Petrovca 12', '21230', 'Sinj', 43.70152, 16.64207, { hours: SHOP_HOURS }],
  ['4209', 'Ulica Stjepana Ivičevića 2', '21300', 'Makarska', 43.29511, 17.02102],
  // Rijeka, Opatija
  ['4301', 'Riva 12', '51000', 'Rijeka', 45.32502, 14.44006],
  ['4302', 'Ulica Franje Čandeka 23', '51000', 'Rijeka', 45.33004, 14.41802, { hours: MALL_HOURS }],
  ['4303', 'Zvonimirova ulica 3', '51000', 'Rijeka', 45.33401, 14.42903],
  ['4304', 'Ulica Slavka Krautzeka 83', '51000', 'Rijeka', 45.33502, 14.46301, { name: 'Trsat' }],
  ['4305', 'Ulica Maršala Tita 94', '51410', 'Opatija', 45.33763, 14.30502],
  // Osijek, Đakovo
  ['4401', 'Ulica Svetog Roka 36', '31000', 'Osijek', 45.55402, 18.68703],
  ['4402', 'Vukovarska cesta 219', '31000', 'Osijek', 45.54403, 18.73502, { hours: MALL_HOURS }],
  ['4403', 'Ulica Josipa Jurja Strossmayera 341', '31000', 'Osijek', 45.56001, 18.65004],
  ['4404', 'Ulica kralja Tomislava 10', '31400', 'Đakovo', 45.31002, 18.41204],
  // Zadar
  ['4501', 'Ulica Hrvatskog sabora 3', '23000', 'Zadar', 44.11002, 15.24003],
  ['4502', 'Put Murvice 14', '23000', 'Zadar', 44.12301, 15.24502, { hours: SHOP_HOURS }],
  ['4503', 'Ulica Andrije Hebranga 6', '23000', 'Zadar', 44.10803, 15.24304],
  // Istria
  ['4601', 'Ulica 43. istarske divizije 2', '52100', 'Pula', 44.87003, 13.85802],
  ['4602', 'Trg 1. istarske brigade 14', '52100', 'Pula', 44.87104, 13.84803, { hours: MALL_HOURS }],
  ['4603', 'Ulica Ivana Mažuranića 2', '52100', 'Pula', 44.85602, 13.84804, { name: 'Veruda' }],
  ['4604', 'Ulica Mate Vlašića 19', '52440', 'Poreč', 45.22402, 13.60201],
  ['4605', 'Ulica Carera 70', '52210', 'Rovinj', 45.08104, 13.63872, { maxSize: 2 }],
  // Northern Croatia
  ['4701', 'Zagrebačka ulica 94', '42000', 'Varaždin', 46.29503, 16.34002],
  ['4702', 'Optujska ulica 98', '42000', 'Varaždin', 46.31201, 16.34404, { hours: SHOP_HOURS }],
  ['4703', 'Ulica bana Josipa Jelačića 22', '40000', 'Čakovec', 46.38603, 16.43502],
  ['4704', 'Zagrebačka ulica 49', '40000', 'Čakovec', 46.37702, 16.43004],
  ['4705', 'Ulica Ivana Meštrovića 23', '48000', 'Koprivnica', 46.16002, 16.83503],
  ['4706', 'Ulica Ivana viteza Trnskog 2', '43000', 'Bjelovar', 45.89902, 16.84204],
  ['4707', 'Ulica Matije Gupca 53', '49000', 'Krapina', 46.15802, 15.87603],
  ['4708', 'Ulica Tome Masaryka 12', '33000', 'Virovitica', 45.82903, 17.38802],
  // Slavonia
  ['4801', 'Ulica Petra Krešimira IV. 52', '35000', 'Slavonski Brod', 45.16203, 18.01204],
  ['4802', 'Trg pobjede 28', '35000', 'Slavonski Brod', 45.16004, 18.01502, { hours: SHOP_HOURS }],
  ['4803', 'Ulica Ivana Gorana Kovačića 2', '34000', 'Požega', 45.33902, 17.68004],
  ['4804', 'Ulica kralja Zvonimira 40', '32100', 'Vinkovci', 45.29003, 18.80003],
  ['4805', 'Ulica Hansa Dietricha Genschera 2', '32100', 'Vinkovci', 45.28602, 18.80404, { hours: MALL_HOURS }],
  ['4806', 'Ulica Stjepana Radića 6', '32000', 'Vukovar', 45.34702, 18.99704],
  ['4807', 'Ulica Dragutina Žanića Karle 19', '32000', 'Vukovar', 45.34004, 18.99503, { name: 'Olajnica' }],
  ['4808', 'Trg kralja Tomislava 7', '35400', 'Nova Gradiška', 45.25311, 17.38702],
  // Central Croatia
  ['4901', 'Ulica Ivana Meštrovića 10', '47000', 'Karlovac', 45.49902, 15.56304],
  ['4902', 'Banija 127', '47000', 'Karlovac', 45.48803, 15.56502, { hours: SHOP_HOURS }],
  ['4903', 'Ulica Ivana Kukuljevića Sakcinskog 9', '44000', 'Sisak', 45.46803, 16.37604],
  ['4904', 'Zagrebačka ulica 20', '44000', 'Sisak', 45.47804, 16.37004],
  ['4905', 'Ulica kralja Petra Krešimira IV. 2', '44320', 'Kutina', 45.47803, 16.77905],
  ['4906', 'Budačka ulica 12', '53000', 'Gospić', 44.54803, 15.37204],
  // Dalmatia south of Split, Šibenik
  ['5001', 'Ulica Stjepana Radića 60', '22000', 'Šibenik', 43.73702, 15.89803],
  ['5002', 'Ulica Velimira Škorpika 7', '22000', 'Šibenik', 43.72903, 15.90804, { hours: MALL_HOURS }],
  ['5003', 'Ulica kralja Zvonimira 12', '22300', 'Knin', 44.03802, 16.19903],
  ['5101', 'Vukovarska ulica 17', '20000', 'Dubrovnik', 42.64903, 18.09304],
  ['5102', 'Obala Stjepana Radića 40', '20000', 'Dubrovnik', 42.65903, 18.08504, { name: 'Gruž' }],
];

export const DEMO_LOCKERS: readonly DemoLocker[] = ROWS.map(
  ([id, addressLine1, postalCode, city, lat, lng, extra]) => ({
    id,
    name: `BOX NOW ${city}${extra?.name ? ` – ${extra.name}` : ''} – ${addressLine1}`,
    addressLine1,
    postalCode,
    city,
    lat,
    lng,
    maxSize: extra?.maxSize ?? 3,
    ...(extra?.hours ? { hours: extra.hours } : {}),
  }),
);
