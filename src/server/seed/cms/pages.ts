import { LEGAL_PAGES } from './legal-pages.js';
import { sanitizeHtml } from '../../modules/cms/sanitize.js';

type Ids = Record<string, number>;
export interface PageSeed {
  slug: string;
  title: string;
  seoDescription: string;
  components: Record<string, unknown>[];
}

const rich = (id: string, title: string | null, html: string) => ({
  id,
  type: 'richText',
  title,
  html: sanitizeHtml(html),
});
const category = (slug: string) => ({ type: 'category', slug });

export function homePage(ids: Ids): PageSeed {
  return {
    slug: 'naslovna',
    title: 'Naslovna',
    seoDescription: 'Službena web trgovina NK Zvijezda: dresovi, trening oprema, navijački program i suveniri.',
    components: [
      {
        id: 'hero',
        type: 'hero',
        media: ids.hero!,
        mobileMedia: ids.heroMobile ?? null,
        title: 'Nova sezona, iste boje',
        subtitle: 'Plavo-bijeli dresovi sezone 2025./26. uz personalizaciju imena i broja',
        cta: { title: 'Kupi dres', link: category('dresovi') },
      },
      {
        id: 'izdvojeno',
        type: 'productCarousel',
        title: 'Izdvojeno',
        filter: { featured: true, limit: 12 },
        link: null,
      },
      {
        id: 'kategorije',
        type: 'categoryTiles',
        title: 'Kupuj po kategoriji',
        tiles: [
          ['Dresovi', 'dresovi'],
          ['Trening', 'trening'],
          ['Navijački program', 'navijacki-program'],
          ['Moda', 'moda'],
          ['Dječji program', 'djecji-program'],
          ['Suveniri', 'suveniri'],
        ].map(([title, slug]) => ({ title, media: ids[`tile:${slug}`]!, link: category(slug!) })),
      },
      {
        id: 'akcije',
        type: 'productCarousel',
        title: 'Na akciji',
        filter: { mainCategory: 'akcije', limit: 12 },
        link: { title: 'Sve akcije', link: category('akcije') },
      },
      {
        id: 'poklon-bon',
        type: 'banner',
        media: ids.banner!,
        title: 'Poklon bon za prave navijače',
        text: 'Ne znate koju veličinu? Poklonite bon od 25, 50 ili 100 € i neka sami odaberu.',
        link: { title: 'Kupi poklon bon', link: category('poklon-bonovi') },
      },
      {
        id: 'novi-dresovi',
        type: 'productCarousel',
        title: 'Dresovi',
        filter: { mainCategory: 'dresovi', sort: 'newest', limit: 12 },
        link: { title: 'Svi dresovi', link: category('dresovi') },
      },
      footerChild('o-trgovini', ids['master:podnozje']!),
    ],
  };
}

/**
 * The pages' closing band is a master section (docs/decisions/0242-master-and-child-sections.md): the home page, the
 * membership page and the help page end with a child of it, so one edit of the master changes all three.
 */
export const FOOTER_MASTER = {
  name: 'Podnožje stranica: službena trgovina',
  type: 'richText',
  content: {
    title: 'Službena trgovina NK Zvijezda',
    html: sanitizeHtml(
      '<p>Svaka kupnja u službenoj trgovini podržava <strong>omladinsku školu</strong> kluba. Dostavljamo u Hrvatsku, Sloveniju, Bosnu i Hercegovinu i Srbiju.</p>',
    ),
  },
};
const footerChild = (id: string, masterId: number) => ({ id, type: 'richText', masterId });

/** The content pages that end with the master's closing band. */
export const PAGES_WITH_FOOTER_MASTER = new Set(['clanstvo', 'pomoc']);
export const withFooterChild = (page: PageSeed, masterId: number): PageSeed =>
  PAGES_WITH_FOOTER_MASTER.has(page.slug)
    ? { ...page, components: [...page.components, footerChild('podnozje', masterId)] }
    : page;

/** The page the shop reads at start (finder/decide); its first component's linkMeta is the global meta. */
export const PERSONALISATION_PAGE: PageSeed = {
  slug: 'postavke-personalizacije-i-tablice-velicina',
  title: 'Postavke personalizacije i tablice veličina',
  seoDescription: 'Tablice veličina i pravila personalizacije dresova.',
  components: [
    {
      id: 'postavke',
      type: 'settings',
      linkMeta: {
        sizeTables: [
          {
            key: 'odrasli',
            title: 'Dresovi za odrasle (cm)',
            columns: ['Veličina', 'Širina prsa', 'Duljina'],
            rows: [
              ['S', '50', '70'],
              ['M', '53', '72'],
              ['L', '56', '74'],
              ['XL', '59', '76'],
              ['XXL', '62', '78'],
            ],
          },
          {
            key: 'djeca',
            title: 'Dječji dresovi (cm)',
            columns: ['Veličina', 'Dob', 'Širina prsa', 'Duljina'],
            rows: [
              ['116', '5–6', '37', '50'],
              ['128', '7–8', '40', '54'],
              ['140', '9–10', '43', '58'],
              ['152', '11–12', '46', '62'],
              ['164', '13–14', '48', '66'],
            ],
          },
        ],
        personalisation: {
          numberPrice: 5,
          textPrice: 10,
          sponsorPrice: 7,
          numberMin: 1,
          numberMax: 99,
          numberMaxLength: 2,
          textMaxLength: 12,
          sponsorText: 'SPONZORI DODANI',
          colourLabel: 'Boja personalizacije',
          serviceSlug: 'usluga-promidzbe-i-marketinga',
          sponsorSlug: 'sponzori',
          notice: 'Personalizirani proizvodi ne mogu se vratiti ni zamijeniti.',
        },
      },
    },
  ],
};

export const CONTENT_PAGES: PageSeed[] = [
  {
    slug: 'clanstvo',
    title: 'Članstvo',
    seoDescription: 'Postanite član NK Zvijezda i kupujte po članskim cijenama.',
    components: [
      rich(
        'clanstvo',
        'Postanite član',
        '<p>Članovi kluba uz <strong>člansku iskaznicu</strong> (12-znamenkasti barkod) kupuju po članskim cijenama.</p><ul><li>Popust na dresove i opremu</li><li>Prednost pri kupnji ulaznica</li><li>Poziv na druženja s igračima</li></ul><p><a href="/profile/signUp">Učlani se</a></p>',
      ),
    ],
  },
  {
    slug: 'kontakt',
    title: 'Kontakt',
    seoDescription: 'Kontakt službene trgovine NK Zvijezda.',
    components: [
      rich(
        'kontakt',
        'Kontakt',
        '<p>Nogometni klub Zvijezda, Stadionska ulica 1, 31000 Osijek</p><p>E-pošta: <a href="mailto:webshop@zvijezda-shop.hr">webshop@zvijezda-shop.hr</a><br>Telefon: <a href="tel:+38531555100">+385 31 555 100</a></p><p>Klupska trgovina: ponedjeljak – petak 9 – 19 h, subota 9 – 14 h.</p>',
      ),
    ],
  },
  {
    slug: 'pomoc',
    title: 'Pomoć',
    seoDescription: 'Česta pitanja o narudžbama, dostavi i povratu.',
    components: [
      rich(
        'pomoc',
        'Česta pitanja',
        '<h3>Koliko traje i koliko stoji dostava?</h3><p>Rokove i cijene svakog načina dostave naći ćete na stranici <a href="/dostava-i-placanje">Dostava i plaćanje</a>; u Hrvatskoj je dostava besplatna od {{freeDeliveryFrom}}.</p><h3>Mogu li vratiti proizvod?</h3><p>Da, u roku od {{withdrawalDays}} dana od primitka, osim personaliziranih proizvoda. Povrat prijavite na stranici <a href="/narudzba">Narudžba i odustajanje od ugovora</a>; sve o tome piše u <a href="/uvjeti-kupnje">Uvjetima kupnje</a>.</p><h3>Kako odabrati veličinu?</h3><p>Pogledajte tablicu veličina na stranici proizvoda.</p>',
      ),
    ],
  },
  ...LEGAL_PAGES,
];
