/** Attributes of the demo shop: sizes as text swatches, colours as visual swatches (hex), a few dropdowns, a yes/no. */
export interface AttributeDef {
  code: string;
  name: string;
  inputType: 'dropdown' | 'multipleSelect' | 'visualSwatch' | 'textSwatch' | 'yesNo' | 'number';
  isFilterable: boolean;
  isConfigurable: boolean;
  values: Array<{ label: string; value?: string }>;
}

export const ADULT_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
export const KIDS_SIZES = ['116', '128', '140', '152', '164'];

export const COLOURS: Record<string, string> = {
  Plava: '#0b3d91',
  Bijela: '#ffffff',
  Crna: '#111111',
  Siva: '#8a8f98',
  Zlatna: '#c9a227',
  Svijetloplava: '#5b8fd6',
};

export const ATTRIBUTES: AttributeDef[] = [
  {
    code: 'velicina',
    name: 'Veličina',
    inputType: 'textSwatch',
    isFilterable: true,
    isConfigurable: true,
    values: [...ADULT_SIZES, ...KIDS_SIZES].map((label) => ({ label })),
  },
  {
    code: 'boja',
    name: 'Boja',
    inputType: 'visualSwatch',
    isFilterable: true,
    isConfigurable: true,
    values: Object.entries(COLOURS).map(([label, value]) => ({ label, value })),
  },
  {
    code: 'materijal',
    name: 'Materijal',
    inputType: 'dropdown',
    isFilterable: true,
    isConfigurable: false,
    values: ['Poliester', 'Pamuk', 'Akril', 'Keramika', 'Mješavina', 'Koža'].map((label) => ({ label })),
  },
  {
    code: 'kroj',
    name: 'Kroj',
    inputType: 'dropdown',
    isFilterable: true,
    isConfigurable: false,
    values: ['Muški', 'Ženski', 'Unisex', 'Dječji'].map((label) => ({ label })),
  },
  {
    code: 'sezona',
    name: 'Sezona',
    inputType: 'dropdown',
    isFilterable: true,
    isConfigurable: false,
    values: ['2025/26', '2024/25', 'Retro'].map((label) => ({ label })),
  },
  {
    code: 'potpisan',
    name: 'Potpis igrača',
    inputType: 'yesNo',
    isFilterable: true,
    isConfigurable: false,
    values: [
      { label: 'Da', value: 'yes' },
      { label: 'Ne', value: 'no' },
    ],
  },
];

export const ATTRIBUTE_SETS = [
  { name: 'Odjeća', codes: ['velicina', 'boja', 'materijal', 'kroj', 'sezona', 'potpisan'] },
  { name: 'Suveniri', codes: ['boja', 'materijal'] },
  { name: 'Poklon bon', codes: [] as string[] },
];

export const CATEGORIES = [
  {
    slug: 'dresovi',
    name: 'Dresovi',
    parent: null,
    sortDefault: 1,
    description: 'Službeni dresovi NK Zvijezda za sezonu 2025/26.',
  },
  {
    slug: 'dresovi-domaci',
    name: 'Domaći dresovi',
    parent: 'dresovi',
    sortDefault: 1,
    description: 'Plavo-bijeli domaći dresovi.',
  },
  {
    slug: 'dresovi-gostujuci',
    name: 'Gostujući dresovi',
    parent: 'dresovi',
    sortDefault: 1,
    description: 'Bijeli gostujući dresovi.',
  },
  {
    slug: 'dresovi-treci',
    name: 'Treći dresovi',
    parent: 'dresovi',
    sortDefault: 1,
    description: 'Crno-zlatni treći dres.',
  },
  {
    slug: 'trening',
    name: 'Trening',
    parent: null,
    sortDefault: 1,
    description: 'Oprema u kojoj trenira prva momčad.',
  },
  {
    slug: 'navijacki-program',
    name: 'Navijački program',
    parent: null,
    sortDefault: 3,
    description: 'Šalovi, zastave i kape za tribine.',
  },
  { slug: 'moda', name: 'Moda', parent: null, sortDefault: 1, description: 'Svakodnevna odjeća s klupskim znakom.' },
  {
    slug: 'djecji-program',
    name: 'Dječji program',
    parent: null,
    sortDefault: 1,
    description: 'Za najmlađe navijače.',
  },
  {
    slug: 'suveniri',
    name: 'Suveniri',
    parent: null,
    sortDefault: 3,
    description: 'Šalice, lopte, privjesci i pokloni.',
  },
  {
    slug: 'akcije',
    name: 'Akcije',
    parent: null,
    sortDefault: 3,
    description: 'Sniženi proizvodi: najniža cijena u 30 dana prije sniženja uvijek je navedena.',
  },
  {
    slug: 'poklon-bonovi',
    name: 'Poklon bonovi',
    parent: null,
    sortDefault: 3,
    description: 'Elektronički poklon bonovi za webshop.',
  },
] as const;

export const TAGS = [
  { slug: 'novo', name: 'Novo' },
  { slug: 'bestseler', name: 'Bestseler' },
  { slug: 'sezona-2025-26', name: 'Sezona 2025/26' },
  { slug: 'poklon-ideja', name: 'Poklon ideja' },
  { slug: 'retro', name: 'Retro' },
  { slug: 'zima', name: 'Zima' },
  { slug: 'utakmica', name: 'Dan utakmice' },
];
