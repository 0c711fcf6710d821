// Covers of the demo posts and events, drawn with the CMS seed's shapes (shirt, ball, star) and rasterised through
// the media pipeline like the rest of the demo artwork. No text except a scoreboard: the card names the post.
import { DEEP, GOLD, NAVY, WHITE, ball, shirt, star, text } from '../cms/artwork.js';

export const COVER_WIDTH = 1280;
export const COVER_HEIGHT = 720;

export type CoverScene = 'match' | 'away' | 'kit' | 'academy' | 'fans' | 'signing' | 'meeting' | 'openDay';

const pitch = (top: number) => `<rect y="${top}" width="${COVER_WIDTH}" height="${COVER_HEIGHT - top}" fill="#15803d"/>
  ${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 160}" y="${top}" width="80" height="${COVER_HEIGHT - top}" fill="#16a34a" opacity="0.6"/>`).join('')}
  <g fill="none" stroke="${WHITE}" stroke-opacity="0.7" stroke-width="6"><line x1="640" y1="${top}" x2="640" y2="${COVER_HEIGHT}"/><ellipse cx="640" cy="${top + (COVER_HEIGHT - top) / 2}" rx="150" ry="70"/></g>`;

const floodlights = [120, 1160]
  .map(
    (x) => `<rect x="${x - 6}" y="60" width="12" height="260" fill="#9aa7bf"/>
  <rect x="${x - 50}" y="30" width="100" height="50" rx="6" fill="#dbe6ff"/>
  <polygon points="${x - 50},80 ${x + 50},80 ${x < 640 ? x + 520 : x + 40},440 ${x < 640 ? x - 40 : x - 520},440" fill="${WHITE}" opacity="0.08"/>`,
  )
  .join('');

const cone = (x: number, y: number, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><polygon points="-30,0 0,-90 30,0" fill="#ff7a00"/><rect x="-40" y="-8" width="80" height="14" rx="5" fill="#ff7a00"/><rect x="-12" y="-60" width="24" height="14" fill="${WHITE}"/></g>`;

const SCENES: Record<CoverScene, (label: string) => string> = {
  match: (score) => `<rect width="100%" height="100%" fill="url(#night)"/>${floodlights}${pitch(440)}
  <rect x="440" y="110" width="400" height="170" rx="18" fill="${DEEP}" stroke="${GOLD}" stroke-width="8"/>
  ${text(640, 235, 110, score, WHITE, 'text-anchor="middle"')}
  ${star(330, 200, 46, GOLD)}${ball(780, 560, 70)}`,
  away: (score) => `<rect width="100%" height="100%" fill="url(#dusk)"/>${pitch(470)}
  <rect x="460" y="140" width="360" height="150" rx="18" fill="${WHITE}" stroke="${NAVY}" stroke-width="8"/>
  ${text(640, 252, 100, score, NAVY, 'text-anchor="middle"')}
  ${shirt(150, 250, 1.2, WHITE, NAVY, NAVY)}${ball(900, 590, 60)}`,
  kit: () => `<rect width="100%" height="100%" fill="url(#light)"/>
  ${Array.from({ length: 14 }, (_, i) => star((i * 211) % COVER_WIDTH, 60 + ((i * 137) % 600), 10 + (i % 3) * 5, NAVY, 'opacity="0.12"')).join('')}
  ${shirt(110, 200, 1.7, WHITE, NAVY, NAVY)}${shirt(470, 120, 2, NAVY, WHITE, WHITE)}${shirt(880, 200, 1.7, GOLD, NAVY, null)}`,
  academy: () => `<rect width="100%" height="100%" fill="url(#day)"/>${pitch(380)}
  ${cone(240, 620)}${cone(420, 600, 0.8)}${cone(860, 600, 0.8)}${cone(1040, 620)}
  ${shirt(470, 330, 0.9, NAVY, WHITE, WHITE)}${shirt(640, 350, 0.8, NAVY, WHITE, WHITE)}
  <g transform="translate(990 120)"><path d="M0 0 h140 v40 q0 90 -70 110 q-70 -20 -70 -110 Z" fill="${GOLD}"/><rect x="50" y="150" width="40" height="50" fill="${GOLD}"/><rect x="20" y="200" width="100" height="26" rx="6" fill="${DEEP}"/>${star(70, 70, 30, WHITE)}</g>
  ${ball(300, 520, 48)}`,
  fans: () => `<rect width="100%" height="100%" fill="url(#night)"/>
  ${Array.from({ length: 22 }, (_, i) => `<circle cx="${30 + i * 60}" cy="${560 + (i % 2) * 30}" r="40" fill="#0a2a66"/>`).join('')}
  <g transform="rotate(-8 640 360)"><rect x="60" y="300" width="1160" height="130" fill="${NAVY}" stroke="${WHITE}" stroke-width="8"/>
  ${Array.from({ length: 10 }, (_, i) => `<rect x="${60 + i * 120}" y="300" width="60" height="130" fill="${WHITE}"/>`).join('')}
  <rect x="560" y="320" width="160" height="90" fill="${NAVY}"/>${star(640, 365, 36, GOLD)}</g>
  <g transform="translate(170 60)"><rect width="12" height="240" fill="#d9d9d9"/><path d="M12 8 h180 l-40 50 l40 50 h-180 Z" fill="${GOLD}"/></g>
  <g transform="translate(1000 40)"><rect width="12" height="240" fill="#d9d9d9"/><path d="M12 8 h180 l-40 50 l40 50 h-180 Z" fill="${WHITE}"/>${star(90, 58, 26, NAVY)}</g>`,
  signing: () => `<rect width="100%" height="100%" fill="url(#light)"/>
  ${shirt(320, 90, 2.6, NAVY, WHITE, WHITE)}
  <path d="M430 420 q40 -60 80 0 t80 0 t80 -10 q30 -40 60 10" fill="none" stroke="${GOLD}" stroke-width="10" stroke-linecap="round"/>
  <g transform="translate(880 200) rotate(35)"><rect x="0" y="0" width="40" height="300" rx="14" fill="${DEEP}"/><polygon points="0,300 40,300 20,350" fill="${GOLD}"/><rect x="0" y="40" width="40" height="16" fill="${GOLD}"/></g>`,
  meeting: () => `<rect width="100%" height="100%" fill="url(#dusk)"/>
  <rect x="160" y="430" width="960" height="40" rx="10" fill="#8a6a43"/><rect x="200" y="470" width="30" height="200" fill="#6b4f2f"/><rect x="1050" y="470" width="30" height="200" fill="#6b4f2f"/>
  ${[360, 640, 920].map((x) => `<circle cx="${x}" cy="300" r="60" fill="#f1d3a5"/><path d="M${x - 90} 430 q90 -140 180 0 Z" fill="${NAVY}"/>${star(x, 395, 16, WHITE)}`).join('')}
  <g transform="translate(120 70)"><rect width="300" height="140" rx="30" fill="${WHITE}"/><polygon points="80,140 120,140 70,190" fill="${WHITE}"/>${star(150, 70, 40, GOLD)}</g>
  <g transform="translate(860 60)"><rect width="300" height="140" rx="30" fill="${GOLD}"/><polygon points="200,140 240,140 250,190" fill="${GOLD}"/>${ball(150, 70, 44)}</g>`,
  openDay: () => `<rect width="100%" height="100%" fill="url(#day)"/>${pitch(420)}
  <g fill="none" stroke="${WHITE}" stroke-width="14"><path d="M380 520 V260 H900 V520"/></g>
  <g stroke="${WHITE}" stroke-opacity="0.5" stroke-width="3">${Array.from({ length: 12 }, (_, i) => `<line x1="${400 + i * 44}" y1="270" x2="${400 + i * 44}" y2="515"/>`).join('')}${Array.from({ length: 6 }, (_, i) => `<line x1="390" y1="${290 + i * 40}" x2="890" y2="${290 + i * 40}"/>`).join('')}</g>
  ${ball(640, 600, 56)}${cone(220, 650)}${cone(1060, 650)}${star(640, 140, 50, GOLD)}`,
};

/** A post or event cover (1280 × 720); `label` is the scoreboard of a match report. */
export function coverSvg(scene: CoverScene, label = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
  <defs>
    <linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${DEEP}"/><stop offset="1" stop-color="${NAVY}"/></linearGradient>
    <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a4fb0"/><stop offset="1" stop-color="#f2a65a"/></linearGradient>
    <linearGradient id="day" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7cc4ff"/><stop offset="1" stop-color="#dbeeff"/></linearGradient>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8eef9"/><stop offset="1" stop-color="#b9cbef"/></linearGradient>
  </defs>
  ${SCENES[scene](label)}
</svg>`;
}
