import type { Shape } from './images.js';

/**
 * The demo catalogue of NK Zvijezda (fictional Slavonian club, blue #0b3d91 and white). Prices in cents.
 * `sizes` makes a configurable product with one variant per size (and per colour when `colours` is set);
 * `sale` is the reduced final price (with a price history, so the 30-day lowest price is meaningful).
 */
export interface ProductDef {
  slug: string;
  name: string;
  categories: string[];
  shape: Shape;
  colours: [string, string];
  price: number;
  sale?: number;
  member?: number;
  sizes?: 'adult' | 'kids';
  /** Variant colours (attribute boja labels). */
  variantColours?: string[];
  /** Stock of the product, or per variant in size order (missing entries get a deterministic random stock). */
  stock?: number | number[];
  infinite?: boolean;
  format?: 'eProduct' | 'bundle';
  type?: 'service';
  visible?: boolean;
  material?: string;
  cut?: string;
  season?: string;
  signed?: boolean;
  colour?: string;
  tags?: string[];
  featured?: boolean;
  priority?: number;
  personalise?: boolean;
  label?: string;
  short: string;
  parts?: Array<[string, number]>;
  upsells?: string[];
}

const BLUE = '#0b3d91';
const WHITE = '#ffffff';
const BLACK = '#111111';
const GOLD = '#c9a227';
const GREY = '#8a8f98';
const SKY = '#5b8fd6';

const jersey = (d: Omit<ProductDef, 'shape' | 'material' | 'personalise'> & Partial<ProductDef>): ProductDef => ({
  shape: 'jersey',
  material: 'Poliester',
  personalise: true,
  ...d,
});

export const PRODUCTS: ProductDef[] = [
  // --- jerseys ---
  jersey({ slug: 'domaci-dres-2025-26', name: 'Domaći dres 2025/26', categories: ['dresovi-domaci'], colours: [BLUE, WHITE], price: 6999, member: 5999, sizes: 'adult', stock: [12, 30, 25, 8, 0], cut: 'Muški', season: '2025/26', colour: 'Plava', tags: ['novo', 'bestseler', 'sezona-2025-26'], featured: true, priority: 1, label: '10', short: 'Službeni plavo-bijeli dres za domaće utakmice na Gradskom vrtu.', upsells: ['kratke-hlace-domace-2025-26', 'sal-zvijezda-klasicni', 'carape-domace'] }),
  jersey({ slug: 'domaci-dres-2025-26-zenski', name: 'Domaći dres 2025/26 – ženski kroj', categories: ['dresovi-domaci'], colours: [BLUE, WHITE], price: 6999, member: 5999, sizes: 'adult', stock: [10, 14, 9, 3, 2], cut: 'Ženski', season: '2025/26', colour: 'Plava', tags: ['novo', 'sezona-2025-26'], priority: 2, label: '7', short: 'Domaći dres u ženskom kroju, uži struk i kraći rukav.' }),
  jersey({ slug: 'domaci-dres-2025-26-djecji', name: 'Domaći dres 2025/26 – dječji', categories: ['dresovi-domaci', 'djecji-program'], colours: [BLUE, WHITE], price: 4999, member: 4299, sizes: 'kids', stock: [6, 11, 15, 9, 4], cut: 'Dječji', season: '2025/26', colour: 'Plava', tags: ['sezona-2025-26'], priority: 3, label: '9', short: 'Dječja verzija domaćeg dresa, veličine 116–164.' }),
  jersey({ slug: 'domaci-dres-2025-26-dugi-rukav', name: 'Domaći dres 2025/26 dugi rukav', categories: ['dresovi-domaci'], colours: [BLUE, WHITE], price: 7999, member: 6999, sizes: 'adult', cut: 'Muški', season: '2025/26', colour: 'Plava', tags: ['zima'], priority: 4, label: '4', short: 'Domaći dres dugih rukava za hladne večeri na tribini.' }),
  jersey({ slug: 'gostujuci-dres-2025-26', name: 'Gostujući dres 2025/26', categories: ['dresovi-gostujuci'], colours: [WHITE, BLUE], price: 6999, member: 5999, sizes: 'adult', stock: [9, 16, 20, 7, 3], cut: 'Muški', season: '2025/26', colour: 'Bijela', tags: ['novo', 'sezona-2025-26'], featured: true, priority: 1, label: '11', short: 'Bijeli dres s plavim detaljima za gostovanja.', upsells: ['kratke-hlace-gostujuce-2025-26'] }),
  jersey({ slug: 'gostujuci-dres-2025-26-zenski', name: 'Gostujući dres 2025/26 – ženski kroj', categories: ['dresovi-gostujuci'], colours: [WHITE, BLUE], price: 6999, sizes: 'adult', cut: 'Ženski', season: '2025/26', colour: 'Bijela', tags: ['sezona-2025-26'], priority: 2, label: '8', short: 'Gostujući dres u ženskom kroju.' }),
  jersey({ slug: 'gostujuci-dres-2025-26-djecji', name: 'Gostujući dres 2025/26 – dječji', categories: ['dresovi-gostujuci', 'djecji-program'], colours: [WHITE, BLUE], price: 4999, sizes: 'kids', cut: 'Dječji', season: '2025/26', colour: 'Bijela', priority: 3, label: '5', short: 'Dječji gostujući dres, veličine 116–164.' }),
  jersey({ slug: 'treci-dres-2025-26', name: 'Treći dres 2025/26', categories: ['dresovi-treci'], colours: [BLACK, GOLD], price: 7499, member: 6499, sizes: 'adult', stock: [4, 6, 3, 2, 1], cut: 'Muški', season: '2025/26', colour: 'Crna', tags: ['novo'], featured: true, priority: 1, label: '21', short: 'Crno-zlatni treći dres, posveta prvoj tituli kluba.' }),
  jersey({ slug: 'treci-dres-2025-26-djecji', name: 'Treći dres 2025/26 – dječji', categories: ['dresovi-treci', 'djecji-program'], colours: [BLACK, GOLD], price: 5299, sizes: 'kids', cut: 'Dječji', season: '2025/26', colour: 'Crna', priority: 2, label: '3', short: 'Dječja verzija trećeg dresa.' }),
  jersey({ slug: 'golmanski-dres-2025-26', name: 'Golmanski dres 2025/26', categories: ['dresovi'], colours: [GREY, BLACK], price: 6999, sizes: 'adult', cut: 'Muški', season: '2025/26', colour: 'Siva', priority: 5, label: '1', short: 'Sivi golmanski dres s ojačanim laktovima.' }),
  jersey({ slug: 'domaci-dres-2024-25', name: 'Domaći dres 2024/25', categories: ['dresovi-domaci', 'akcije'], colours: [BLUE, WHITE], price: 6999, sale: 4199, sizes: 'adult', stock: [3, 5, 2, 6, 4], cut: 'Muški', season: '2024/25', colour: 'Plava', priority: 9, label: '14', short: 'Dres prošle sezone po sniženoj cijeni.' }),
  jersey({ slug: 'gostujuci-dres-2024-25', name: 'Gostujući dres 2024/25', categories: ['dresovi-gostujuci', 'akcije'], colours: [WHITE, SKY], price: 6999, sale: 3999, sizes: 'adult', cut: 'Muški', season: '2024/25', colour: 'Bijela', priority: 9, label: '17', short: 'Gostujući dres prošle sezone, zadnji komadi.' }),
  jersey({ slug: 'retro-dres-1995', name: 'Retro dres 1995.', categories: ['dresovi', 'moda'], colours: [BLUE, WHITE], price: 5999, sale: 4799, sizes: 'adult', cut: 'Unisex', season: 'Retro', colour: 'Plava', tags: ['retro', 'poklon-ideja'], priority: 6, label: '9', short: 'Replika dresa iz sezone ulaska u prvu ligu.' }),
  jersey({ slug: 'potpisani-dres-prve-momcadi', name: 'Potpisani dres prve momčadi', categories: ['dresovi'], colours: [BLUE, GOLD], price: 24999, stock: 3, personalise: false, signed: true, cut: 'Muški', season: '2025/26', colour: 'Plava', tags: ['poklon-ideja'], featured: true, priority: 7, label: '10', short: 'Domaći dres s potpisima cijele prve momčadi, jedan komad.' }),
  jersey({ slug: 'dres-legende-potpisan', name: 'Dres legende – potpisan', categories: ['dresovi'], colours: [WHITE, BLUE], price: 19999, stock: 1, personalise: false, signed: true, cut: 'Muški', season: 'Retro', colour: 'Bijela', tags: ['retro'], priority: 8, label: '8', short: 'Retro dres s potpisom klupske legende. Rasprodano.' }),
  // --- training ---
  { slug: 'trening-majica', name: 'Trening majica', categories: ['trening'], shape: 'jersey', colours: [SKY, WHITE], price: 2999, sizes: 'adult', variantColours: ['Plava', 'Siva', 'Crna'], material: 'Poliester', cut: 'Unisex', tags: ['bestseler'], short: 'Lagana majica u kojoj trenira prva momčad.' },
  { slug: 'trenirka-gornji-dio', name: 'Trenirka – gornji dio', categories: ['trening'], shape: 'jacket', colours: [BLUE, WHITE], price: 5499, member: 4699, sizes: 'adult', material: 'Poliester', cut: 'Unisex', colour: 'Plava', short: 'Gornji dio trenirke s patentnim zatvaračem.' },
  { slug: 'trenirka-donji-dio', name: 'Trenirka – donji dio', categories: ['trening'], shape: 'shorts', colours: [BLUE, WHITE], price: 4499, sizes: 'adult', material: 'Poliester', cut: 'Unisex', colour: 'Plava', short: 'Uske hlače trenirke s džepovima na patent.' },
  { slug: 'kratke-hlace-domace-2025-26', name: 'Kratke hlače – domaće 2025/26', categories: ['trening', 'dresovi-domaci'], shape: 'shorts', colours: [WHITE, BLUE], price: 2999, sizes: 'adult', material: 'Poliester', cut: 'Muški', season: '2025/26', colour: 'Bijela', short: 'Bijele hlačice domaće garniture.' },
  { slug: 'kratke-hlace-gostujuce-2025-26', name: 'Kratke hlače – gostujuće 2025/26', categories: ['trening', 'dresovi-gostujuci'], shape: 'shorts', colours: [BLUE, WHITE], price: 2999, sizes: 'adult', material: 'Poliester', cut: 'Muški', season: '2025/26', colour: 'Plava', short: 'Plave hlačice gostujuće garniture.' },
  { slug: 'jakna-za-kisu', name: 'Jakna za kišu', categories: ['trening'], shape: 'jacket', colours: [GREY, BLUE], price: 6499, sale: 4999, sizes: 'adult', material: 'Poliester', cut: 'Unisex', colour: 'Siva', tags: ['zima'], short: 'Vodootporna jakna s kapuljačom.' },
  { slug: 'zimska-jakna', name: 'Zimska jakna', categories: ['trening', 'akcije'], shape: 'jacket', colours: [BLACK, BLUE], price: 11999, sale: 8999, sizes: 'adult', stock: [2, 3, 4, 3, 2], material: 'Mješavina', cut: 'Unisex', colour: 'Crna', tags: ['zima'], short: 'Topla podstavljena jakna koju nose treneri na klupi.' },
  { slug: 'polo-majica-trening', name: 'Polo majica – trening', categories: ['trening', 'moda'], shape: 'jersey', colours: [WHITE, BLUE], price: 3499, sizes: 'adult', material: 'Pamuk', cut: 'Muški', colour: 'Bijela', short: 'Polo majica stručnog stožera.' },
  { slug: 'carape-domace', name: 'Čarape – domaće', categories: ['trening'], shape: 'badge', colours: [WHITE, BLUE], price: 1299, stock: 40, material: 'Mješavina', colour: 'Bijela', label: 'ČARAPE', short: 'Bijele dokoljenice domaće garniture, univerzalna veličina.' },
  { slug: 'majica-bez-rukava', name: 'Majica bez rukava', categories: ['trening'], shape: 'jersey', colours: [GREY, BLUE], price: 2499, sizes: 'adult', material: 'Poliester', cut: 'Unisex', colour: 'Siva', short: 'Prozračna majica za teretanu.' },
  { slug: 'trening-set-djecji', name: 'Trening set – dječji', categories: ['trening', 'djecji-program'], shape: 'jacket', colours: [BLUE, WHITE], price: 5999, member: 5299, sizes: 'kids', material: 'Poliester', cut: 'Dječji', colour: 'Plava', short: 'Trenirka i majica za mlade nogometaše.' },
  // --- fan gear ---
  { slug: 'sal-zvijezda-klasicni', name: 'Šal "Zvijezda" – klasični', categories: ['navijacki-program'], shape: 'scarf', colours: [BLUE, WHITE], price: 1499, member: 1299, stock: 80, material: 'Akril', colour: 'Plava', tags: ['bestseler', 'utakmica'], featured: true, short: 'Pleteni plavo-bijeli šal s natpisom ZVIJEZDA.' },
  { slug: 'sal-slavonija', name: 'Šal "Slavonija"', categories: ['navijacki-program'], shape: 'scarf', colours: [WHITE, BLUE], price: 1499, stock: 35, material: 'Akril', colour: 'Bijela', tags: ['utakmica'], short: 'Šal s motivom slavonske ravnice i klupskom zvijezdom.' },
  { slug: 'sal-satenski', name: 'Šal – satenski', categories: ['navijacki-program'], shape: 'scarf', colours: [BLUE, GOLD], price: 1199, stock: 25, material: 'Poliester', colour: 'Plava', short: 'Lagani satenski šal za ljetne utakmice.' },
  { slug: 'zastava-150x100', name: 'Zastava 150 × 100 cm', categories: ['navijacki-program'], shape: 'badge', colours: [BLUE, WHITE], price: 2499, stock: 20, material: 'Poliester', colour: 'Plava', label: 'ZASTAVA', tags: ['utakmica'], short: 'Velika zastava s grbom, ušice za kopljače.' },
  { slug: 'zastavica-za-auto', name: 'Zastavica za auto', categories: ['navijacki-program'], shape: 'badge', colours: [WHITE, BLUE], price: 799, stock: 60, material: 'Poliester', colour: 'Bijela', label: 'AUTO', short: 'Zastavica za prozor automobila.' },
  { slug: 'zimska-kapa', name: 'Zimska kapa', categories: ['navijacki-program', 'moda'], shape: 'cap', colours: [BLUE, WHITE], price: 1699, stock: 45, material: 'Akril', colour: 'Plava', tags: ['zima'], short: 'Pletena kapa s pomponom.' },
  { slug: 'silterica-logo', name: 'Šilterica s logom', categories: ['navijacki-program', 'moda'], shape: 'cap', colours: [WHITE, BLUE], price: 1999, stock: 30, material: 'Pamuk', colour: 'Bijela', short: 'Podesiva šilterica s vezenim grbom.' },
  { slug: 'navijacka-majica-plavi', name: 'Navijačka majica "Plavi"', categories: ['navijacki-program'], shape: 'jerseyBack', colours: [BLUE, WHITE], price: 1999, sizes: 'adult', material: 'Pamuk', cut: 'Unisex', colour: 'Plava', label: '12', tags: ['bestseler'], short: 'Pamučna majica za dvanaestog igrača.' },
  { slug: 'rukavice-zimske', name: 'Rukavice – zimske', categories: ['navijacki-program'], shape: 'badge', colours: [BLACK, BLUE], price: 1499, sale: 999, stock: 12, material: 'Akril', colour: 'Crna', label: 'RUKAVICE', tags: ['zima'], short: 'Pletene rukavice s gumiranim dlanom.' },
  { slug: 'navijacki-sesir', name: 'Navijački šešir', categories: ['navijacki-program'], shape: 'cap', colours: [BLUE, GOLD], price: 1299, stock: 2, material: 'Poliester', colour: 'Plava', short: 'Veliki plavi šešir za derbi. Zadnji komadi.' },
  { slug: 'bubanj-navijacki', name: 'Navijački bubanj', categories: ['navijacki-program'], shape: 'badge', colours: [WHITE, BLUE], price: 8999, stock: 0, material: 'Koža', colour: 'Bijela', label: 'BUBANJ', short: 'Bubanj za sjevernu tribinu. Trenutno nedostupno.' },
  // --- fashion ---
  { slug: 'majica-logo', name: 'Majica s logom', categories: ['moda'], shape: 'jersey', colours: [WHITE, BLUE], price: 2499, sizes: 'adult', variantColours: ['Bijela', 'Plava'], material: 'Pamuk', cut: 'Unisex', tags: ['bestseler'], featured: true, short: 'Pamučna majica s velikim grbom na prsima.' },
  { slug: 'hoodica-zvijezda', name: 'Hoodica "Zvijezda"', categories: ['moda'], shape: 'jacket', colours: [BLUE, WHITE], price: 4999, member: 4299, sizes: 'adult', material: 'Pamuk', cut: 'Unisex', colour: 'Plava', tags: ['zima'], short: 'Mekana hoodica s kapuljačom i klokan-džepom.' },
  { slug: 'polo-majica-moda', name: 'Polo majica', categories: ['moda'], shape: 'jersey', colours: [BLUE, GOLD], price: 3299, sizes: 'adult', material: 'Pamuk', cut: 'Muški', colour: 'Plava', short: 'Elegantna polo majica za izlazak.' },
  { slug: 'zenska-majica-zvijezda', name: 'Ženska majica "Zvijezda"', categories: ['moda'], shape: 'jersey', colours: [WHITE, SKY], price: 2299, sale: 1599, sizes: 'adult', material: 'Pamuk', cut: 'Ženski', colour: 'Bijela', short: 'Ženska majica uskog kroja.' },
  { slug: 'bomber-jakna', name: 'Bomber jakna', categories: ['moda'], shape: 'jacket', colours: [BLACK, GOLD], price: 8999, sizes: 'adult', material: 'Poliester', cut: 'Unisex', colour: 'Crna', tags: ['novo'], short: 'Crna bomber jakna sa zlatnim vezom.' },
  { slug: 'platnena-torba', name: 'Platnena torba', categories: ['moda', 'suveniri'], shape: 'bag', colours: [WHITE, BLUE], price: 999, stock: 70, material: 'Pamuk', colour: 'Bijela', tags: ['poklon-ideja'], short: 'Platnena torba za svaki dan.' },
  { slug: 'ruksak-zvijezda', name: 'Ruksak "Zvijezda"', categories: ['moda'], shape: 'bag', colours: [BLUE, WHITE], price: 3999, stock: 18, material: 'Poliester', colour: 'Plava', short: 'Ruksak s pretincem za laptop.' },
  { slug: 'sportska-torba', name: 'Sportska torba', categories: ['moda', 'trening'], shape: 'bag', colours: [BLACK, BLUE], price: 4499, sale: 3599, stock: 9, material: 'Poliester', colour: 'Crna', short: 'Prostrana torba s odjeljkom za kopačke.' },
  { slug: 'kapa-s-logom', name: 'Kapa s logom', categories: ['moda'], shape: 'cap', colours: [BLACK, WHITE], price: 1799, stock: 25, material: 'Pamuk', colour: 'Crna', short: 'Crna kapa sa šiltom i bijelim grbom.' },
  { slug: 'majica-dugih-rukava-grb', name: 'Majica dugih rukava s grbom', categories: ['moda'], shape: 'jersey', colours: [GREY, BLUE], price: 2999, sizes: 'adult', material: 'Pamuk', cut: 'Unisex', colour: 'Siva', short: 'Siva majica dugih rukava.' },
  // --- kids ---
  { slug: 'djecja-majica-zvjezdica', name: 'Dječja majica "Zvjezdica"', categories: ['djecji-program'], shape: 'jersey', colours: [SKY, WHITE], price: 1599, sizes: 'kids', material: 'Pamuk', cut: 'Dječji', colour: 'Svijetloplava', short: 'Majica s maskotom Zvjezdicom.' },
  { slug: 'djecji-sal', name: 'Dječji šal', categories: ['djecji-program', 'navijacki-program'], shape: 'scarf', colours: [SKY, WHITE], price: 999, stock: 40, material: 'Akril', colour: 'Svijetloplava', short: 'Kraći šal za male navijače.' },
  { slug: 'bodi-za-bebe', name: 'Bodi za bebe', categories: ['djecji-program'], shape: 'jersey', colours: [WHITE, BLUE], price: 1499, stock: 22, material: 'Pamuk', cut: 'Dječji', colour: 'Bijela', tags: ['poklon-ideja'], short: 'Bodi s natpisom "Rođen za Zvijezdu".' },
  { slug: 'djecja-kapa', name: 'Dječja kapa', categories: ['djecji-program'], shape: 'cap', colours: [SKY, WHITE], price: 1199, stock: 3, material: 'Akril', colour: 'Svijetloplava', short: 'Topla dječja kapa. Niska zaliha.' },
  { slug: 'plisana-maskota-zvjezdica', name: 'Plišana maskota Zvjezdica', categories: ['djecji-program', 'suveniri'], shape: 'badge', colours: [GOLD, BLUE], price: 1999, member: 1699, stock: 35, material: 'Mješavina', colour: 'Zlatna', label: 'ZVJEZDICA', tags: ['poklon-ideja', 'bestseler'], featured: true, short: 'Mekana zvijezda s plavim šalom, 30 cm.' },
  { slug: 'djecji-ruksak', name: 'Dječji ruksak', categories: ['djecji-program'], shape: 'bag', colours: [SKY, WHITE], price: 2499, stock: 15, material: 'Poliester', colour: 'Svijetloplava', short: 'Mali ruksak za vrtić i školu.' },
  { slug: 'djecja-bocica', name: 'Dječja bočica', categories: ['djecji-program'], shape: 'mug', colours: [SKY, WHITE], price: 899, stock: 28, material: 'Mješavina', colour: 'Svijetloplava', short: 'Bočica za vodu od 350 ml bez BPA.' },
  { slug: 'djecji-dres-navijacki', name: 'Dječja navijačka majica', categories: ['djecji-program'], shape: 'jerseyBack', colours: [BLUE, WHITE], price: 1799, sale: 1299, sizes: 'kids', material: 'Pamuk', cut: 'Dječji', colour: 'Plava', label: '12', short: 'Navijačka majica s brojem 12 za djecu.' },
  // --- souvenirs ---
  { slug: 'salica-grb', name: 'Šalica s grbom', categories: ['suveniri'], shape: 'mug', colours: [BLUE, WHITE], price: 999, member: 899, stock: 50, material: 'Keramika', colour: 'Plava', tags: ['poklon-ideja', 'bestseler'], short: 'Keramička šalica od 330 ml.' },
  { slug: 'krigla-zvijezda', name: 'Krigla "Zvijezda"', categories: ['suveniri'], shape: 'mug', colours: [GOLD, BLUE], price: 1499, stock: 20, material: 'Keramika', colour: 'Zlatna', short: 'Krigla od pola litre za treće poluvrijeme.' },
  { slug: 'lopta-zvijezda-5', name: 'Lopta "Zvijezda", veličina 5', categories: ['suveniri'], shape: 'ball', colours: [BLUE, WHITE], price: 2499, stock: 30, material: 'Koža', colour: 'Bijela', tags: ['bestseler'], short: 'Nogometna lopta veličine 5 s klupskim grbom.' },
  { slug: 'mini-lopta', name: 'Mini lopta', categories: ['suveniri', 'djecji-program'], shape: 'ball', colours: [GOLD, WHITE], price: 999, stock: 45, material: 'Koža', colour: 'Bijela', short: 'Mini lopta veličine 1.' },
  { slug: 'privjesak-grb', name: 'Privjesak s grbom', categories: ['suveniri'], shape: 'badge', colours: [BLUE, GOLD], price: 499, stock: 120, material: 'Koža', colour: 'Plava', label: 'NKZ', short: 'Metalni privjesak za ključeve.' },
  { slug: 'magnet-stadion', name: 'Magnet – stadion', categories: ['suveniri'], shape: 'badge', colours: [SKY, WHITE], price: 399, stock: 90, colour: 'Svijetloplava', label: 'STADION', short: 'Magnet za hladnjak s motivom Gradskog vrta.' },
  { slug: 'kemijska-olovka', name: 'Kemijska olovka', categories: ['suveniri'], shape: 'badge', colours: [WHITE, BLUE], price: 299, stock: 200, colour: 'Bijela', label: 'OLOVKA', short: 'Plava kemijska olovka s logom.' },
  { slug: 'podloga-za-mis', name: 'Podloga za miš', categories: ['suveniri'], shape: 'badge', colours: [BLACK, GOLD], price: 699, stock: 40, colour: 'Crna', label: 'MIŠ', short: 'Podloga za miš s trećim dresom.' },
  { slug: 'kisobran', name: 'Kišobran', categories: ['suveniri'], shape: 'badge', colours: [BLUE, WHITE], price: 1999, sale: 1499, stock: 14, material: 'Poliester', colour: 'Plava', label: 'KIŠOBRAN', short: 'Veliki golf kišobran u klupskim bojama.' },
  { slug: 'rucnik-zvijezda', name: 'Ručnik "Zvijezda"', categories: ['suveniri'], shape: 'scarf', colours: [BLUE, WHITE], price: 1999, stock: 16, material: 'Pamuk', colour: 'Plava', short: 'Ručnik za plažu 70 × 140 cm.' },
  { slug: 'jastuk-grb', name: 'Jastuk s grbom', categories: ['suveniri'], shape: 'badge', colours: [WHITE, BLUE], price: 1799, stock: 10, material: 'Pamuk', colour: 'Bijela', label: 'JASTUK', short: 'Ukrasni jastuk 40 × 40 cm.' },
  { slug: 'poster-gradski-vrt', name: 'Poster – Gradski vrt', categories: ['suveniri'], shape: 'badge', colours: [SKY, BLUE], price: 899, stock: 25, colour: 'Svijetloplava', label: 'POSTER', short: 'Poster stadiona u noćnoj rasvjeti, 50 × 70 cm.' },
  { slug: 'kalendar-2026', name: 'Kalendar 2026.', categories: ['suveniri'], shape: 'badge', colours: [BLUE, GOLD], price: 999, stock: 2, colour: 'Plava', label: '2026', short: 'Zidni kalendar s igračima prve momčadi.' },
  { slug: 'zidni-sat', name: 'Zidni sat', categories: ['suveniri'], shape: 'ball', colours: [WHITE, BLUE], price: 2999, stock: 3, colour: 'Bijela', tags: ['poklon-ideja'], short: 'Zidni sat s grbom, tihi mehanizam.' },
  { slug: 'biljeznica-a5', name: 'Bilježnica A5', categories: ['suveniri'], shape: 'badge', colours: [BLUE, WHITE], price: 499, stock: 60, colour: 'Plava', label: 'A5', short: 'Bilježnica na crte s tvrdim koricama.' },
  { slug: 'termosica', name: 'Termosica', categories: ['suveniri'], shape: 'mug', colours: [BLACK, WHITE], price: 1999, stock: 0, material: 'Mješavina', colour: 'Crna', short: 'Termosica od 500 ml. Rasprodano.' },
  { slug: 'naljepnice-set', name: 'Set naljepnica', categories: ['suveniri'], shape: 'badge', colours: [GOLD, BLACK], price: 299, stock: 150, colour: 'Zlatna', label: 'STICK', short: 'Deset naljepnica s klupskim motivima.' },
  { slug: 'monografija-kluba', name: 'Monografija kluba', categories: ['suveniri'], shape: 'badge', colours: [BLUE, GOLD], price: 3999, sale: 2999, stock: 8, colour: 'Plava', label: 'KNJIGA', tags: ['poklon-ideja'], short: 'Povijest kluba na 240 stranica s fotografijama.' },
  { slug: 'casa-za-pivo', name: 'Čaša za pivo', categories: ['suveniri'], shape: 'mug', colours: [SKY, BLUE], price: 699, stock: 36, material: 'Keramika', colour: 'Svijetloplava', short: 'Staklena čaša s gravurom grba.' },
  { slug: 'privjesak-dres', name: 'Privjesak – mini dres', categories: ['suveniri'], shape: 'jersey', colours: [BLUE, WHITE], price: 599, stock: 75, colour: 'Plava', short: 'Gumeni privjesak u obliku domaćeg dresa.' },
  // --- gift vouchers (eProducts) ---
  { slug: 'poklon-bon-25', name: 'Poklon bon 25 €', categories: ['poklon-bonovi'], shape: 'voucher', colours: [BLUE, WHITE], price: 2500, infinite: true, format: 'eProduct', label: '25 €', short: 'Elektronički poklon bon, stiže e-poštom.' },
  { slug: 'poklon-bon-50', name: 'Poklon bon 50 €', categories: ['poklon-bonovi'], shape: 'voucher', colours: [BLUE, GOLD], price: 5000, infinite: true, format: 'eProduct', label: '50 €', tags: ['poklon-ideja'], featured: true, short: 'Elektronički poklon bon, stiže e-poštom.' },
  { slug: 'poklon-bon-100', name: 'Poklon bon 100 €', categories: ['poklon-bonovi'], shape: 'voucher', colours: [BLACK, GOLD], price: 10000, infinite: true, format: 'eProduct', label: '100 €', short: 'Elektronički poklon bon, stiže e-poštom.' },
  // --- bundles (configurable parts, part quantities) ---
  { slug: 'paket-domaci-komplet', name: 'Paket "Domaći komplet"', categories: ['dresovi-domaci'], shape: 'jersey', colours: [BLUE, WHITE], price: 10999, format: 'bundle', infinite: true, parts: [['domaci-dres-2025-26', 1], ['kratke-hlace-domace-2025-26', 1], ['carape-domace', 2]], tags: ['sezona-2025-26'], featured: true, short: 'Dres, hlačice i dva para čarapa: cijela domaća garnitura.' },
  { slug: 'paket-navijacki-start', name: 'Paket "Navijački start"', categories: ['navijacki-program'], shape: 'scarf', colours: [BLUE, WHITE], price: 4999, format: 'bundle', infinite: true, parts: [['navijacka-majica-plavi', 1], ['sal-zvijezda-klasicni', 1], ['zastavica-za-auto', 1]], tags: ['utakmica'], short: 'Majica, šal i zastavica za prvu utakmicu.' },
  { slug: 'paket-mali-navijac', name: 'Paket "Mali navijač"', categories: ['djecji-program'], shape: 'badge', colours: [SKY, WHITE], price: 6999, format: 'bundle', infinite: true, parts: [['domaci-dres-2025-26-djecji', 1], ['djecji-sal', 1], ['plisana-maskota-zvjezdica', 1]], label: 'PAKET', tags: ['poklon-ideja'], short: 'Dječji dres, šal i plišana Zvjezdica.' },
  { slug: 'paket-dvije-salice', name: 'Paket "Dvije šalice"', categories: ['suveniri'], shape: 'mug', colours: [BLUE, GOLD], price: 1799, format: 'bundle', infinite: true, parts: [['salica-grb', 2], ['privjesak-grb', 1]], short: 'Dvije šalice s grbom i privjesak.' },
  // --- service products (never listed) ---
  { slug: 'usluga-promidzbe-i-marketinga', name: 'Personalizacija dresa', categories: [], shape: 'jerseyBack', colours: [BLUE, WHITE], price: 1500, infinite: true, type: 'service', label: '99', short: 'Tisak imena i broja na dres.' },
  { slug: 'sponzori', name: 'Sponzori na dresu', categories: [], shape: 'jersey', colours: [BLUE, WHITE], price: 1000, infinite: true, type: 'service', short: 'Tisak logotipa sponzora na dres.' },
];
