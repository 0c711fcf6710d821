import { sanitizeHtml } from '../../modules/cms/sanitize.js';

// Contract-shaped meta of the static elements. Numbers at `media` keys are media ids (expanded on read).
type Ids = Record<string, number>;
const page = (slug: string) => ({ type: 'page', slug });
const external = (url: string) => ({ type: 'external', url, newTab: true });

export const PARTNER_BRANDS = [
  { key: 'sportika', title: 'Sportika', colour: '#0b3d91', emblem: 'sport', url: 'https://sportika.example' },
  { key: 'slavonka', title: 'Slavonka', colour: '#c8102e', emblem: 'drop', url: 'https://slavonka.example' },
  { key: 'drava-tours', title: 'Drava Tours', colour: '#00843d', emblem: 'wave', url: 'https://drava-tours.example' },
  { key: 'kulen-co', title: 'Kulen & Co', colour: '#7a3e00', emblem: 'shield', url: 'https://kulen.example' },
] as const;

/** Sponsor groups: [key, name, colour, emblem of its drawn mark]. */
export const SPONSOR_GROUPS = [
  {
    key: 'generalSponsors',
    title: 'Generalni sponzor',
    items: [['osijecka-banka', 'Osječka banka', '#0b3d91', 'bank']],
  },
  {
    key: 'officialSponsors',
    title: 'Službeni sponzori',
    items: [
      ['panonija-osiguranje', 'Panonija osiguranje', '#004b87', 'shield'],
      ['belje-mlijeko', 'Belje mlijeko', '#2e7d32', 'drop'],
      ['elektro-slavonija', 'Elektro Slavonija', '#d08700', 'bolt'],
    ],
  },
  {
    key: 'officialPartners',
    title: 'Službeni partneri',
    items: [
      ['tvrda-pivovara', 'Tvrđa pivovara', '#6d4c41', 'hop'],
      ['zeljeznice-istok', 'Istok promet', '#455a64', 'train'],
    ],
  },
  {
    key: 'officialSuppliers',
    title: 'Službeni dobavljači',
    items: [
      ['sportika', 'Sportika', '#0b3d91', 'sport'],
      ['izvor-voda', 'Izvor voda', '#0277bd', 'wave'],
    ],
  },
  {
    key: 'mediaPartners',
    title: 'Medijski partneri',
    items: [
      ['radio-ravnica', 'Radio Ravnica', '#6a1b9a', 'radio'],
      ['slavonski-glas', 'Slavonski glas', '#c62828', 'paper'],
    ],
  },
] as const;

/** The ways the shop takes payment (settings/commerce-defaults.ts): the card brands, cash on delivery, bank transfer. */
export const PAYMENT_LOGOS = [
  ['visa', 'Visa'],
  ['mastercard', 'Mastercard'],
  ['maestro', 'Maestro'],
  ['diners', 'Diners Club'],
  ['pouzece', 'Plaćanje pouzećem'],
  ['virman', 'Virmansko plaćanje'],
] as const;

export function headerMeta(ids: Ids) {
  return {
    topLinks: [
      { title: 'Članstvo', link: page('clanstvo') },
      { title: 'Kontakt', link: page('kontakt') },
      { title: 'Pomoć', link: page('pomoc') },
    ],
    partnerBrands: PARTNER_BRANDS.map((b) => ({
      key: b.key,
      title: b.title,
      media: ids[`brand:${b.key}`]!,
      link: external(b.url),
    })),
  };
}

export function footerMeta(ids: Ids) {
  return {
    sponsorGroups: SPONSOR_GROUPS.map((g) => ({
      key: g.key,
      title: g.title,
      items: g.items.map(([key, title]) => ({
        key,
        title,
        media: ids[`sponsor:${key}`]!,
        link: external(`https://${key}.example`),
      })),
    })),
    socialLinks: [
      { network: 'facebook', title: 'Facebook', url: 'https://www.facebook.com/nkzvijezda' },
      { network: 'youtube', title: 'YouTube', url: 'https://www.youtube.com/@nkzvijezda' },
      { network: 'tiktok', title: 'TikTok', url: 'https://www.tiktok.com/@nkzvijezda' },
      { network: 'instagram', title: 'Instagram', url: 'https://www.instagram.com/nkzvijezda' },
    ],
    paymentLogos: PAYMENT_LOGOS.map(([key, title]) => ({ key, title, media: ids[`payment:${key}`]!, link: null })),
    contact: {
      title: 'Kontakt',
      // The same trader and club shop as the checkout settings (settings/commerce-defaults.ts) and /kontakt.
      name: 'Nogometni klub Zvijezda',
      address: 'Stadionska ulica 1, 31000 Osijek, Hrvatska',
      email: 'webshop@zvijezda-shop.hr',
      phone: '+385 31 555 100',
      workingHours: 'Klupska trgovina: pon – pet 9 – 19 h, sub 9 – 14 h',
    },
    navigations: ['footer1', 'footer2', 'footer3', 'footer4'],
    copyright: `© ${new Date().getFullYear()} NK Zvijezda. Sva prava pridržana.`,
  };
}

export const COOKIE_META = {
  title: 'Kolačići',
  html: sanitizeHtml(
    '<p>Koristimo nužne kolačiće da bi trgovina radila. Marketinške i analitičke kolačiće postavljamo samo uz Vaš pristanak, koji možete povući u bilo kojem trenutku putem poveznice „Postavke kolačića” u podnožju.</p>',
  ),
  acceptLabel: 'Prihvaćam',
  acceptAllLabel: 'Prihvati sve',
  settingsLabel: 'Postavke',
  privacyLink: { title: 'Pravila privatnosti', link: page('pravila-privatnosti') },
  categories: [
    {
      key: 'necessary',
      title: 'Nužni',
      description: 'Košarica, prijava i sigurnost. Ne mogu se isključiti.',
      required: true,
      defaultChecked: true,
    },
    {
      key: 'marketing',
      title: 'Marketinški',
      description: 'Prikaz prilagođenih ponuda na drugim stranicama.',
      required: false,
      defaultChecked: false,
    },
    {
      key: 'analytics',
      title: 'Analitički',
      description: 'Anonimna statistika posjeta koja nam pomaže poboljšati trgovinu.',
      required: false,
      defaultChecked: false,
    },
  ],
  version: 1,
};

export function popupMeta(ids: Ids) {
  return {
    id: 'sezona-2025-26',
    version: 1,
    title: 'Novi dresovi su stigli!',
    subtitle: 'Sezona 2025./26.',
    description: sanitizeHtml('<p>Domaći, gostujući i treći dres nove sezone. Uz personalizaciju imena i broja.</p>'),
    showPopup: true,
    buttonLabel: 'U redu',
    media: ids.popup ?? null,
    link: { title: 'Pogledaj dresove', link: { type: 'category', slug: 'dresovi' } },
  };
}
