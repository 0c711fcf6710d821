// The demo club's drawn artwork (hero, category tiles, sponsor and payment marks) as SVG, rasterised by the seed
// through the media pipeline like any uploaded image: nothing of it ships in the storefront's JavaScript.
// Marks are drawn for the demo, not copies of real logos; payment marks are plain readable badges.

export const NAVY = '#0b3d91';
export const DEEP = '#051d47';
export const GOLD = '#f2b705';
export const WHITE = '#ffffff';
const FONT = 'DejaVu Sans, Arial, sans-serif';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function text(x: number, y: number, size: number, value: string, fill: string, extra = '', weight = 700) {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" ${extra}>${esc(value)}</text>`;
}

/** A five-pointed star centred at (cx, cy) with outer radius r. */
export function star(cx: number, cy: number, r: number, fill: string, extra = '') {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}" ${extra}/>`;
}

/** A short-sleeved shirt in a 200 × 200 box at (x, y), scaled by s. */
export function shirt(x: number, y: number, s: number, body: string, trim: string, stripe: string | null) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
  <path d="M70 10 Q100 30 130 10 L190 40 L170 85 L150 75 L150 190 L50 190 L50 75 L30 85 L10 40 Z" fill="${body}" stroke="${trim}" stroke-width="6" stroke-linejoin="round"/>
  ${stripe ? `<rect x="88" y="22" width="24" height="168" fill="${stripe}"/>` : ''}
  <path d="M70 10 Q100 30 130 10" fill="none" stroke="${trim}" stroke-width="8"/>
  ${star(128, 62, 12, trim)}
</g>`;
}

/** A football of radius r at (cx, cy). */
export function ball(cx: number, cy: number, r: number) {
  const p = r * 0.38;
  return `<g>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="${WHITE}" stroke="#1b1b1b" stroke-width="${r * 0.06}"/>
  <polygon points="${cx},${cy - p} ${cx + p * 0.95},${cy - p * 0.31} ${cx + p * 0.59},${cy + p * 0.81} ${cx - p * 0.59},${cy + p * 0.81} ${cx - p * 0.95},${cy - p * 0.31}" fill="#1b1b1b"/>
  <path d="M${cx} ${cy - p} L${cx} ${cy - r} M${cx + p * 0.95} ${cy - p * 0.31} L${cx + r * 0.95} ${cy - r * 0.31} M${cx + p * 0.59} ${cy + p * 0.81} L${cx + r * 0.59} ${cy + r * 0.81} M${cx - p * 0.59} ${cy + p * 0.81} L${cx - r * 0.59} ${cy + r * 0.81} M${cx - p * 0.95} ${cy - p * 0.31} L${cx - r * 0.95} ${cy - r * 0.31}" stroke="#1b1b1b" stroke-width="${r * 0.05}"/>
</g>`;
}

/**
 * The hero: the headline sits alone in the middle band; floodlight beams, the crest's star and the pitch's centre
 * circle stay at the edges and the bottom, where nothing is written (the call to action sits at the bottom centre).
 */
export function heroSvg(width: number, height: number, title: string, subtitle: string): string {
  const wide = width / height > 1.6;
  const titleSize = Math.round(wide ? height / 8.5 : width / 10);
  const subSize = Math.round(titleSize * 0.42);
  const top = height * 0.24;
  const beams = [0.06, 0.94]
    .map((fx) => {
      const x = width * fx;
      const dir = fx < 0.5 ? 1 : -1;
      return `<polygon points="${x},0 ${x + dir * width * 0.34},${height} ${x + dir * width * 0.2},${height}" fill="url(#beam)"/>
  <circle cx="${x}" cy="${height * 0.02}" r="${height * 0.05}" fill="${WHITE}" opacity="0.85"/>`;
    })
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${DEEP}"/><stop offset="1" stop-color="${NAVY}"/></linearGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${WHITE}" stop-opacity="0.22"/><stop offset="1" stop-color="${WHITE}" stop-opacity="0"/></linearGradient>
    <linearGradient id="pitch" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f7a3a" stop-opacity="0"/><stop offset="1" stop-color="#0f7a3a" stop-opacity="0.55"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  ${beams}
  <rect y="${height * 0.72}" width="${width}" height="${height * 0.28}" fill="url(#pitch)"/>
  <g fill="none" stroke="${WHITE}" stroke-opacity="0.25" stroke-width="${Math.max(3, height / 140)}">
    <line x1="0" y1="${height * 0.86}" x2="${width}" y2="${height * 0.86}"/>
    <ellipse cx="${width / 2}" cy="${height * 0.86}" rx="${width * 0.16}" ry="${height * 0.09}"/>
  </g>
  ${star(width * (wide ? 0.1 : 0.16), height * (wide ? 0.4 : 0.66), height * (wide ? 0.1 : 0.07), GOLD)}
  ${star(width * (wide ? 0.9 : 0.84), height * (wide ? 0.4 : 0.66), height * (wide ? 0.1 : 0.07), GOLD)}
  <rect x="${width / 2 - titleSize * 0.9}" y="${top}" width="${titleSize * 1.8}" height="${Math.max(4, titleSize / 12)}" fill="${GOLD}"/>
  ${text(width / 2, top + titleSize * 1.3, titleSize, title, WHITE, 'text-anchor="middle"')}
  ${text(width / 2, top + titleSize * 1.3 + subSize * 2.1, subSize, subtitle, '#dbe6ff', 'text-anchor="middle"', 400)}
</svg>`;
}

/** What each category tile shows: a background and a drawing in a 720 × 540 box. */
const TILE_ART: Record<string, { bg: [string, string]; art: string }> = {
  dresovi: {
    bg: ['#dbe6ff', '#a9c1f5'],
    art: `${shirt(50, 110, 1.65, NAVY, WHITE, WHITE)}${shirt(400, 170, 1.35, WHITE, NAVY, NAVY)}`,
  },
  trening: {
    bg: ['#1f8a4c', '#106b36'],
    art: `<g stroke="${WHITE}" stroke-opacity="0.5" stroke-width="6" fill="none"><line x1="0" y1="420" x2="720" y2="420"/><circle cx="360" cy="420" r="110"/></g>
  <polygon points="170,440 215,250 260,440" fill="#ff7a00"/><rect x="150" y="430" width="130" height="22" rx="6" fill="#ff7a00"/>
  <rect x="196" y="310" width="38" height="22" fill="${WHITE}"/><rect x="184" y="370" width="62" height="22" fill="${WHITE}"/>
  ${ball(430, 360, 92)}
  <polygon points="560,440 590,310 620,440" fill="#ff7a00"/><rect x="545" y="432" width="90" height="18" rx="5" fill="#ff7a00"/>
  <rect x="577" y="350" width="26" height="16" fill="${WHITE}"/>`,
  },
  'navijacki-program': {
    bg: [DEEP, NAVY],
    art: `<g transform="rotate(-18 360 270)">
    <rect x="40" y="215" width="640" height="110" fill="${NAVY}" stroke="${WHITE}" stroke-width="6"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="${40 + i * 80}" y="215" width="40" height="110" fill="${WHITE}"/>`).join('')}
    <rect x="290" y="235" width="140" height="70" fill="${NAVY}"/>${star(360, 270, 28, GOLD)}
    ${Array.from({ length: 7 }, (_, i) => `<line x1="${40 + 2}" y1="${222 + i * 16}" x2="10" y2="${222 + i * 16}" stroke="${WHITE}" stroke-width="6"/><line x1="${680 - 2}" y1="${222 + i * 16}" x2="710" y2="${222 + i * 16}" stroke="${WHITE}" stroke-width="6"/>`).join('')}
  </g>
  <g transform="translate(90 50)"><rect x="0" y="0" width="10" height="200" fill="#d9d9d9"/><path d="M10 6 h130 l-30 40 l30 40 h-130 Z" fill="${GOLD}"/>${star(62, 46, 20, NAVY)}</g>`,
  },
  moda: {
    bg: ['#efe7dc', '#d9cbb8'],
    art: `<g transform="translate(120 80)">
    <path d="M110 20 Q150 -10 190 20 L270 60 L300 190 L260 200 L245 120 L245 380 L55 380 L55 120 L40 200 L0 190 L30 60 Z" fill="${NAVY}"/>
    <path d="M110 20 Q150 90 190 20" fill="none" stroke="${DEEP}" stroke-width="10"/>
    <rect x="95" y="250" width="110" height="60" rx="10" fill="${DEEP}"/>
    ${star(150, 150, 26, GOLD)}
    <line x1="130" y1="40" x2="126" y2="110" stroke="${WHITE}" stroke-width="5"/><line x1="170" y1="40" x2="174" y2="110" stroke="${WHITE}" stroke-width="5"/>
  </g>
  <g transform="translate(420 300)">
    <path d="M0 80 Q10 0 100 0 Q190 0 200 80 Z" fill="${WHITE}" stroke="${NAVY}" stroke-width="6"/>
    <path d="M180 80 Q240 80 270 100 L200 100 Z" fill="${NAVY}"/>
    <rect x="-4" y="76" width="208" height="16" rx="6" fill="${NAVY}"/>${star(100, 45, 20, NAVY)}
  </g>`,
  },
  'djecji-program': {
    bg: ['#ffe27a', GOLD],
    art: `${shirt(130, 120, 1.3, NAVY, WHITE, WHITE)}
  <g transform="translate(410 150)">
    <circle cx="40" cy="40" r="34" fill="#a0672d"/><circle cx="140" cy="40" r="34" fill="#a0672d"/>
    <circle cx="90" cy="110" r="90" fill="#c68642"/><ellipse cx="90" cy="140" rx="45" ry="36" fill="#f1d3a5"/>
    <circle cx="60" cy="95" r="10" fill="#1b1b1b"/><circle cx="120" cy="95" r="10" fill="#1b1b1b"/><ellipse cx="90" cy="128" rx="14" ry="10" fill="#1b1b1b"/>
    <path d="M70 160 Q90 176 110 160" fill="none" stroke="#1b1b1b" stroke-width="5"/>
    <path d="M30 200 Q90 240 150 200 L165 300 L15 300 Z" fill="${NAVY}"/>${star(90, 250, 18, WHITE)}
  </g>
  ${ball(300, 440, 52)}`,
  },
  suveniri: {
    bg: ['#e8eef9', '#c4d2ee'],
    art: `<g transform="translate(110 150)">
    <path d="M0 0 h200 v220 q0 40 -40 40 h-120 q-40 0 -40 -40 Z" fill="${WHITE}" stroke="${NAVY}" stroke-width="8"/>
    <path d="M200 50 q80 0 80 70 q0 70 -80 70" fill="none" stroke="${NAVY}" stroke-width="22"/>
    <rect x="0" y="60" width="200" height="60" fill="${NAVY}"/>${star(100, 90, 24, GOLD)}
    <path d="M60 -20 q10 -20 0 -40 M110 -20 q10 -20 0 -40" stroke="#9aa7bf" stroke-width="6" fill="none"/>
  </g>
  <g transform="translate(440 90)">
    <path d="M0 0 L180 60 L0 120 Z" fill="${NAVY}"/><rect x="-10" y="-10" width="14" height="300" fill="#8a6a43"/>
    ${star(60, 60, 22, GOLD)}
  </g>
  <g transform="translate(560 390)">
    <circle cx="0" cy="0" r="70" fill="${GOLD}" stroke="${WHITE}" stroke-width="8"/>
    <circle cx="0" cy="0" r="52" fill="${NAVY}"/>${star(0, 0, 36, WHITE)}
  </g>`,
  },
};

export const TILE_WIDTH = 720;
export const TILE_HEIGHT = 540;

/** A category tile's drawing (no text: the tile's caption names it). */
export function tileSvg(slug: string): string {
  const tile = TILE_ART[slug];
  if (!tile) throw new Error(`tileSvg: no artwork for ${slug}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_WIDTH}" height="${TILE_HEIGHT}" viewBox="0 0 ${TILE_WIDTH} ${TILE_HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tile.bg[0]}"/><stop offset="1" stop-color="${tile.bg[1]}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  ${tile.art}
</svg>`;
}

/** The emblems a sponsor mark may carry, drawn in a 100 × 100 box. */
const EMBLEMS: Record<string, (c: string) => string> = {
  bank: (c) =>
    `<polygon points="50,8 94,32 6,32" fill="${c}"/><rect x="12" y="82" width="76" height="10" fill="${c}"/>${[20, 40, 60, 80].map((x) => `<rect x="${x - 5}" y="38" width="10" height="40" fill="${c}"/>`).join('')}`,
  shield: (c) =>
    `<path d="M50 6 L90 20 L86 56 Q80 84 50 96 Q20 84 14 56 L10 20 Z" fill="${c}"/><path d="M32 50 L46 64 L70 36" fill="none" stroke="${WHITE}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`,
  drop: (c) =>
    `<path d="M50 6 Q88 52 84 66 A34 34 0 0 1 16 66 Q12 52 50 6 Z" fill="${c}"/><path d="M34 66 A16 16 0 0 0 50 82" fill="none" stroke="${WHITE}" stroke-width="6" stroke-linecap="round"/>`,
  bolt: (c) =>
    `<circle cx="50" cy="50" r="45" fill="${c}"/><polygon points="56,12 26,56 48,56 42,88 74,42 52,42" fill="${WHITE}"/>`,
  hop: (c) =>
    `<ellipse cx="50" cy="56" rx="30" ry="38" fill="${c}"/>${[30, 46, 62, 78].map((y) => `<path d="M24 ${y} Q50 ${y + 10} 76 ${y}" fill="none" stroke="${WHITE}" stroke-width="4"/>`).join('')}<path d="M50 18 Q56 4 70 6" fill="none" stroke="${c}" stroke-width="6"/>`,
  train: (c) =>
    `<rect x="14" y="14" width="72" height="64" rx="14" fill="${c}"/><rect x="24" y="24" width="52" height="24" rx="4" fill="${WHITE}"/><circle cx="32" cy="62" r="6" fill="${WHITE}"/><circle cx="68" cy="62" r="6" fill="${WHITE}"/><path d="M26 80 L16 94 M74 80 L84 94" stroke="${c}" stroke-width="7"/>`,
  wave: (c) =>
    `<circle cx="50" cy="50" r="45" fill="${c}"/><path d="M14 52 Q32 36 50 52 T86 52" fill="none" stroke="${WHITE}" stroke-width="8"/><path d="M18 70 Q34 56 50 70 T82 70" fill="none" stroke="${WHITE}" stroke-width="6"/>`,
  radio: (c) =>
    `<circle cx="50" cy="60" r="10" fill="${c}"/>${[24, 38].map((r) => `<path d="M${50 - r} ${60 - r * 0.2} A${r} ${r} 0 0 1 ${50 + r} ${60 - r * 0.2}" fill="none" stroke="${c}" stroke-width="7" stroke-linecap="round"/>`).join('')}<rect x="46" y="66" width="8" height="30" fill="${c}"/>`,
  paper: (c) =>
    `<rect x="14" y="12" width="66" height="80" rx="4" fill="${c}"/><rect x="24" y="22" width="46" height="12" fill="${WHITE}"/>${[44, 56, 68, 80].map((y) => `<rect x="24" y="${y}" width="${y === 80 ? 30 : 46}" height="5" fill="${WHITE}"/>`).join('')}`,
  sport: (c) => `<circle cx="50" cy="50" r="45" fill="${c}"/>${star(50, 52, 30, WHITE)}`,
};

export const MARK_WIDTH = 360;
export const MARK_HEIGHT = 120;

/**
 * A sponsor or partner mark: an emblem and the name, split over two lines when it has two or more words, with a
 * font size that keeps the longest line inside the mark (DejaVu Sans Bold is about 0.62 em a character).
 */
export function markSvg(name: string, colour: string, emblem: keyof typeof EMBLEMS): string {
  const words = name.split(' ');
  const lines = words.length > 1 ? [words[0]!, words.slice(1).join(' ')] : [name];
  const room = MARK_WIDTH - 130;
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(lines.length > 1 ? 38 : 46, Math.floor(room / (longest * 0.64)));
  const top = MARK_HEIGHT / 2 - ((lines.length - 1) * size * 1.05) / 2 + size * 0.36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${MARK_WIDTH}" height="${MARK_HEIGHT}" viewBox="0 0 ${MARK_WIDTH} ${MARK_HEIGHT}">
  <g transform="translate(10 10)">${EMBLEMS[emblem]!(colour)}</g>
  ${lines.map((line, i) => text(122, Math.round(top + i * size * 1.05), size, line, i === 0 ? colour : '#2b2f36')).join('\n  ')}
</svg>`;
}

export type Emblem = keyof typeof EMBLEMS;

export const BADGE_WIDTH = 170;
export const BADGE_HEIGHT = 60;

/** How each payment badge is drawn: plain words in their usual colours, with a simple sign for the two offline ones. */
const BADGES: Record<string, string> = {
  visa: text(85, 42, 34, 'VISA', '#1a1f71', 'text-anchor="middle" font-style="italic" letter-spacing="2"'),
  mastercard: `<circle cx="22" cy="30" r="12" fill="#eb001b"/><circle cx="36" cy="30" r="12" fill="#f79e1b" fill-opacity="0.9"/>${text(104, 37, 18, 'Mastercard', '#1b1b1b', 'text-anchor="middle"')}`,
  maestro: `<circle cx="22" cy="30" r="12" fill="#0099df"/><circle cx="36" cy="30" r="12" fill="#eb001b" fill-opacity="0.9"/>${text(104, 38, 21, 'Maestro', '#1b1b1b', 'text-anchor="middle"')}`,
  diners: `<circle cx="28" cy="30" r="16" fill="none" stroke="#004a97" stroke-width="5"/><line x1="28" y1="14" x2="28" y2="46" stroke="#004a97" stroke-width="5"/>${text(104, 38, 21, 'Diners', '#004a97', 'text-anchor="middle"')}`,
  pouzece: `<rect x="12" y="18" width="36" height="24" rx="4" fill="#2e7d32"/><circle cx="30" cy="30" r="6" fill="${WHITE}"/>${text(106, 38, 20, 'Pouzeće', '#1b1b1b', 'text-anchor="middle"')}`,
  virman: `<polygon points="29,10 48,20 10,20" fill="#37474f"/><rect x="12" y="44" width="34" height="6" fill="#37474f"/>${[17, 26, 35, 42].map((x) => `<rect x="${x}" y="23" width="5" height="19" fill="#37474f"/>`).join('')}${text(106, 38, 21, 'Virman', '#1b1b1b', 'text-anchor="middle"')}`,
};

/** A payment badge: a white rounded card with the method's name, readable at 36 px high. */
export function paymentBadgeSvg(key: string): string {
  const badge = BADGES[key];
  if (!badge) throw new Error(`paymentBadgeSvg: no badge for ${key}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" viewBox="0 0 ${BADGE_WIDTH} ${BADGE_HEIGHT}">
  <rect x="1" y="1" width="${BADGE_WIDTH - 2}" height="${BADGE_HEIGHT - 2}" rx="8" fill="${WHITE}" stroke="#d5dbe5" stroke-width="2"/>
  ${badge}
</svg>`;
}

/** The gift-voucher banner: three voucher cards fanned out, each with its value (no headline: the banner has one). */
export function voucherSvg(width: number, height: number): string {
  const card = (value: string, angle: number, dx: number, dy: number, fill: string, ink: string) =>
    `<g transform="translate(${width / 2 + dx} ${height / 2 + dy}) rotate(${angle})">
    <rect x="-170" y="-105" width="340" height="210" rx="20" fill="${fill}" stroke="${WHITE}" stroke-width="6"/>
    <path d="M-150 -105 h50 v210 h-50 a20 20 0 0 1 -20 -20 v-170 a20 20 0 0 1 20 -20 Z" fill="${GOLD}"/>
    ${star(-135, -60, 18, ink === WHITE ? NAVY : WHITE)}
    ${text(30, -42, 24, 'POKLON BON', ink, 'text-anchor="middle" letter-spacing="3"', 400)}
    ${text(30, 48, 76, value, ink, 'text-anchor="middle"')}
  </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1a4fb0"/><stop offset="1" stop-color="${DEEP}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  ${Array.from({ length: 18 }, (_, i) => star((i * 173) % width, (i * 97) % height, 8 + (i % 3) * 4, WHITE, 'opacity="0.12"')).join('')}
  ${card('25 €', -10, -330, 40, WHITE, NAVY)}
  ${card('100 €', 10, 330, 40, DEEP, WHITE)}
  ${card('50 €', 0, 0, -20, NAVY, WHITE)}
</svg>`;
}

export const STRIP_WIDTH = 300;
export const STRIP_HEIGHT = 80;

/** A partner brand for the header's dark top strip: emblem and name on one line, on a white plate. */
export function stripMarkSvg(name: string, colour: string, emblem: Emblem): string {
  const size = Math.min(40, Math.floor((STRIP_WIDTH - 96) / (name.length * 0.64)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${STRIP_WIDTH}" height="${STRIP_HEIGHT}" viewBox="0 0 ${STRIP_WIDTH} ${STRIP_HEIGHT}">
  <rect width="${STRIP_WIDTH}" height="${STRIP_HEIGHT}" rx="14" fill="${WHITE}"/>
  <g transform="translate(14 10) scale(0.6)">${EMBLEMS[emblem]!(colour)}</g>
  ${text(84, Math.round(STRIP_HEIGHT / 2 + size * 0.36), size, name, colour)}
</svg>`;
}
