// The demo club's upcoming events, placed a few weeks after the seed so a fresh demo always has some ahead.
import { sanitizeHtml } from '../../modules/cms/sanitize.js';
import type { CoverScene } from './artwork.js';

export interface EventSeed {
  title: string;
  /** Days after the seed, and the local (Zagreb) start and end hours. */
  inDays: number;
  startHour: number;
  endHour: number;
  venue: string;
  address: string;
  summary: string;
  description: string;
  cover: { scene: CoverScene; label?: string; title: string };
  link?: { label: string; link: Record<string, unknown> };
}

export const EVENTS: EventSeed[] = [
  {
    title: 'NK Zvijezda – HNK Dubrava',
    inDays: 10,
    startHour: 19,
    endHour: 21,
    venue: 'Stadion Zvijezda',
    address: 'Stadionska ulica 1, 31000 Osijek',
    summary: 'Domaća utakmica 12. kola. Fan zona otvara dva sata prije početka.',
    description: sanitizeHtml(
      '<p>Dođite podržati momčad u uzvratu za bod iz Dubrave. Ulaz na istočnu tribinu od 17 sati.</p><p>Navijačka oprema dostupna je na štandu trgovine u fan zoni i online.</p>',
    ),
    cover: { scene: 'match', label: 'VS', title: 'Zvijezda – Dubrava' },
    link: { label: 'Navijačka oprema', link: { type: 'category', slug: 'navijacki-program' } },
  },
  {
    title: 'Susret s navijačima',
    inDays: 14,
    startHour: 18,
    endHour: 20,
    venue: 'Klupski dom NK Zvijezda',
    address: 'Stadionska ulica 1, 31000 Osijek',
    summary: 'Razgovor s trenerom i kapetanom o prvom dijelu sezone; pitanja navijača su dobrodošla.',
    description: sanitizeHtml(
      '<p>Trener i kapetan odgovaraju na vaša pitanja. Ulaz je slobodan, a broj mjesta ograničen.</p>',
    ),
    cover: { scene: 'meeting', title: 'Susret s navijačima' },
  },
  {
    title: 'Potpisivanje novih dresova',
    inDays: 18,
    startHour: 12,
    endHour: 14,
    venue: 'Klupska trgovina NK Zvijezda',
    address: 'Stadionska ulica 1, 31000 Osijek',
    summary: 'Igrači prve momčadi potpisuju nove dresove u klupskoj trgovini.',
    description: sanitizeHtml(
      '<p>Donesite svoj dres ili ga kupite na licu mjesta; svaki kupac dobiva i potpisanu kartu momčadi.</p>',
    ),
    cover: { scene: 'signing', title: 'Potpisivanje dresova' },
    link: { label: 'Kupi dres', link: { type: 'category', slug: 'dresovi' } },
  },
  {
    title: 'Dan otvorenih vrata akademije',
    inDays: 24,
    startHour: 10,
    endHour: 13,
    venue: 'Pomoćni teren Zvijezda',
    address: 'Stadionska ulica 3, 31000 Osijek',
    summary: 'Djeca od 6 do 12 godina mogu isprobati trening s trenerima akademije.',
    description: sanitizeHtml('<p>Ponesite tenisice i bocu vode; lopte i markirne majice osiguravamo mi.</p>'),
    cover: { scene: 'openDay', title: 'Dan otvorenih vrata akademije' },
  },
];
