// The demo club's posts: match reports, a kit launch, academy news and the fan zone, in three categories.
import { sanitizeHtml } from '../../modules/cms/sanitize.js';
import type { CoverScene } from './artwork.js';

export const POST_CATEGORIES = [
  { slug: 'utakmice', name: 'Utakmice' },
  { slug: 'vijesti-iz-kluba', name: 'Vijesti iz kluba' },
  { slug: 'akademija', name: 'Akademija' },
] as const;

export const POST_TAGS = [
  { slug: 'prva-momcad', name: 'Prva momčad' },
  { slug: 'derbi', name: 'Derbi' },
  { slug: 'dresovi', name: 'Dresovi' },
  { slug: 'mladi', name: 'Mladi' },
  { slug: 'navijaci', name: 'Navijači' },
  { slug: 'fan-zona', name: 'Fan zona' },
  { slug: 'upisi', name: 'Upisi' },
] as const;

type CategorySlug = (typeof POST_CATEGORIES)[number]['slug'];
type TagSlug = (typeof POST_TAGS)[number]['slug'];

export interface PostSeed {
  slug: string;
  title: string;
  excerpt: string;
  /** Days before the seed that it was published. */
  daysAgo: number;
  cover: { scene: CoverScene; label?: string; title: string };
  categories: CategorySlug[];
  tags: TagSlug[];
  components: Record<string, unknown>[];
}

const rich = (id: string, html: string, title: string | null = null) => ({
  id,
  type: 'richText',
  title,
  html: sanitizeHtml(html),
});

export const POSTS: PostSeed[] = [
  {
    slug: 'zvijezda-slavila-u-derbiju',
    title: 'Zvijezda slavila u derbiju: 3:1 protiv Jadrana',
    excerpt: 'Pred punim tribinama naša je momčad okrenula rezultat u drugom poluvremenu i zasluženo uzela tri boda.',
    daysAgo: 2,
    cover: { scene: 'match', label: '3 : 1', title: 'Derbi Zvijezda – Jadran 3:1' },
    categories: ['utakmice'],
    tags: ['prva-momcad', 'derbi'],
    components: [
      rich(
        'izvjestaj',
        `<p>Gosti su poveli već u 12. minuti, no Zvijezda se nije predala. Izjednačenje je donio kapetan Marko Horvat
        glavom nakon kornera, a u nastavku su pogodili Ivan Kovač i mladi Luka Babić.</p>
        <h2>Tribine u plavom</h2>
        <p>Više od osam tisuća navijača stvorilo je atmosferu kakvu pamtimo iz najboljih dana. Hvala vam!</p>
        <ul><li>12' 0:1</li><li>38' Horvat 1:1</li><li>61' Kovač 2:1</li><li>84' Babić 3:1</li></ul>`,
      ),
    ],
  },
  {
    slug: 'predstavljeni-novi-dresovi',
    title: 'Predstavljeni novi dresovi za sezonu 2025./26.',
    excerpt:
      'Domaći dres vraća se klasičnoj plavoj s bijelom prugom, gostujući je bijeli, a treći u zlatnoj boji zvijezde.',
    daysAgo: 6,
    cover: { scene: 'kit', title: 'Novi dresovi sezone 2025./26.' },
    categories: ['vijesti-iz-kluba'],
    tags: ['dresovi', 'prva-momcad'],
    components: [
      rich(
        'dresovi',
        `<p>Novi dresovi izrađeni su od lagane, prozračne tkanine, a na ovratniku nose zvijezdu iz grba kluba.</p>
        <p>Svaki dres možete personalizirati imenom i brojem svog igrača: odaberite veličinu i upišite ih na
        <a href="/product/domaci-dres-2025-26">stranici domaćeg dresa</a>, gdje je i tablica veličina.</p>`,
      ),
      {
        id: 'dresovi-u-trgovini',
        type: 'productCarousel',
        title: 'Dresovi u trgovini',
        filter: { mainCategory: 'dresovi', limit: 8 },
      },
    ],
  },
  {
    slug: 'u15-osvojili-turnir-u-zadru',
    title: 'Akademija: U-15 osvojili turnir u Zadru',
    excerpt: 'Naši kadeti bez poraza su osvojili međunarodni turnir, a Petar Jurić proglašen je najboljim igračem.',
    daysAgo: 9,
    cover: { scene: 'academy', title: 'U-15 s peharom turnira u Zadru' },
    categories: ['akademija'],
    tags: ['mladi'],
    components: [
      rich(
        'turnir',
        `<p>U finalu je pala momčad iz Splita rezultatom 2:0. Trener Ante Marić istaknuo je zajedništvo ekipe.</p>
        <blockquote>Ovi dečki treniraju četiri puta tjedno i zaslužili su ovaj pehar.</blockquote>`,
      ),
    ],
  },
  {
    slug: 'fan-zona-otvara-dva-sata-ranije',
    title: 'Fan zona otvara vrata dva sata prije utakmice',
    excerpt: 'Uz stadion vas čekaju glazba, igre za djecu, štand trgovine i potpisivanje s igračima prve momčadi.',
    daysAgo: 13,
    cover: { scene: 'fans', title: 'Fan zona uz stadion' },
    categories: ['vijesti-iz-kluba'],
    tags: ['navijaci', 'fan-zona'],
    components: [
      rich(
        'fan-zona',
        `<p>Od ove sezone fan zona uz istočnu tribinu otvara se dva sata prije svake domaće utakmice.</p>
        <h2>Što vas čeka</h2>
        <ul><li>štand trgovine s novim dresovima i šalovima,</li><li>igre i natjecanja za djecu,</li>
        <li>potpisivanje s igračima prve momčadi.</li></ul>`,
      ),
    ],
  },
  {
    slug: 'bod-s-gostovanja-u-dubravi',
    title: 'Bod s gostovanja u Dubravi',
    excerpt: 'Na teškom terenu Zvijezda je odigrala 1:1; izjednačujući pogodak zabio je Ivan Kovač u 77. minuti.',
    daysAgo: 16,
    cover: { scene: 'away', label: '1 : 1', title: 'Dubrava – Zvijezda 1:1' },
    categories: ['utakmice'],
    tags: ['prva-momcad'],
    components: [
      rich(
        'gostovanje',
        `<p>Domaćini su poveli nakon prekida, a naši su do kraja tražili izjednačenje. Kovač je u 77. minuti
        precizno pogodio donji kut. Hvala navijačima koji su nas bodrili na gostovanju!</p>`,
      ),
    ],
  },
  {
    slug: 'upisi-u-skolu-nogometa',
    title: 'Upisi u školu nogometa za djecu od 6 do 12 godina',
    excerpt: 'Škola nogometa NK Zvijezda prima nove polaznike; prvi trening je besplatan, a oprema dolazi s upisom.',
    daysAgo: 21,
    cover: { scene: 'openDay', title: 'Škola nogometa NK Zvijezda' },
    categories: ['akademija'],
    tags: ['mladi', 'upisi'],
    components: [
      rich(
        'upisi',
        `<p>Treninzi su utorkom i četvrtkom od 17 sati na pomoćnom terenu. Prijave primamo na
        <a href="mailto:akademija@nk-zvijezda.example">akademija@nk-zvijezda.example</a>.</p>
        <p>Članovi kluba ostvaruju popust na školarinu; pogledajte <a href="/clanstvo">pogodnosti članstva</a>.</p>`,
      ),
    ],
  },
];
