import { sanitizeHtml } from '../../../modules/cms/sanitize.js';

// Contract-shaped meta of the static elements. Numbers at `media` keys are media ids (expanded on read).
type Ids = Record<string, number>;
const page = (slug: string) => ({ type: 'page', slug });
const external = (url: string) => ({ type: 'external', url, newTab: true });

export const PARTNER_BRANDS = [
  { key: 'sportika', title: 'Sportika', colour: '#0b3d91', url: 'https://sportika.example' },
  { key: 'slavonka', title: 'Slavonka', colour: '#c8102e', url: 'https://slavonka.example' },
  { key: 'drava-tours', title: 'Drava Tours', colour: '#00843d', url: 'https://drava-tours.example' },
  { key: 'kulen-co', title: 'Kulen & Co', colour: '#7a3e00', url: 'https://kulen.example' },
];

export const SPONSOR_GROUPS = [
  { key: 'generalSponsors', title: 'Generalni sponzor', items: [['osijecka-banka', 'Osječka banka', '#0b3d91']] },
  {
    key: 'officialSponsors',
    title: 'Službeni sponzori',
    items: [
      ['panonija-osiguranje', 'Panonija osiguranje', '#004b87'],
      ['belje-mlijeko', 'Belje mlijeko', '#2e7d32'],
      ['elektro-slavonija', 'Elektro Slavonija', '#f9a825'],
    ],
  },
  {
    key: 'officialPartners',
    title: 'Službeni partneri',
    items: [
      ['tvrda-pivovara', 'Tvrđa pivovara', '#8d6e63'],
      ['zeljeznice-istok', 'Istok promet', '#455a64'],
    ],
  },
  {
    key: 'officialSuppliers',
    title: 'Službeni dobavljači',
    items: [
      ['sportika', 'Sportika', '#0b3d91'],
      ['izvor-voda', 'Izvor voda', '#0288d1'],
    ],
  },
  {
    key: 'mediaPartners',
    title: 'Medijski partneri',
    items: [
      ['radio-ravnica', 'Radio Ravnica', '#6a1b9a'],
      ['slavonski-glas', 'Slavonski glas', '#c62828'],
    ],
  },
] as const;

export const PAYMENT_LOGOS = [
  ['visa', 'Visa', '#1a1f71'],
  ['mastercard', 'Mastercard', '#eb001b'],
  ['maestro', 'Maestro', '#0099df'],
  ['diners', 'Diners Club', '#004a97'],
  ['keks-pay', 'KEKS Pay', '#ff6f00'],
  ['aircash', 'Aircash', '#00b2a9'],
  ['google-pay', 'Google Pay', '#3c4043'],
  ['discover', 'Discover', '#ff6000'],
  ['wspay', 'WSPay', '#1565c0'],
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
      name: 'NK Zvijezda d.o.o.',
      address: 'Ulica Zvijezde 1, 31000 Osijek, Hrvatska',
      email: 'shop@zvijezda-shop.hr',
      phone: '+385 31 000 111',
      workingHours: 'Pon – pet 9 – 17 h, subotom na dan utakmice 10 – 14 h',
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
