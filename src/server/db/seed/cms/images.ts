import sharp from 'sharp';
import type { Db } from '../../client.js';
import { saveOriginal } from '../../../modules/media/storage.js';

// Seed images are drawn as SVG and rasterised with sharp: no external files, recognisable club colours.
const BLUE = '#0b3d91';
const WHITE = '#ffffff';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function svgText(x: number, y: number, size: number, text: string, fill: string, weight = 700) {
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${esc(text)}</text>`;
}

export function crestSvg(size = 256): string {
  const h = size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${h}" viewBox="0 0 256 256">
  <path d="M128 8 L240 40 L232 150 Q220 220 128 250 Q36 220 24 150 L16 40 Z" fill="${BLUE}" stroke="${WHITE}" stroke-width="8"/>
  <polygon points="128,52 141,92 184,92 149,117 162,158 128,133 94,158 107,117 72,92 115,92" fill="${WHITE}"/>
  ${svgText(128, 205, 34, 'NKZ', WHITE)}
</svg>`;
}

export function bannerSvg(width: number, height: number, title: string, subtitle: string, accent = BLUE): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="#051d47"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g opacity="0.12" fill="${WHITE}">${Array.from({ length: 8 }, (_, i) => `<rect x="${i * (width / 8)}" y="0" width="${width / 16}" height="${height}"/>`).join('')}</g>
  <circle cx="${width * 0.82}" cy="${height * 0.5}" r="${height * 0.34}" fill="none" stroke="${WHITE}" stroke-width="${Math.max(4, height / 60)}" opacity="0.6"/>
  ${svgText(width / 2, height * 0.48, Math.round(height / 7), title, WHITE)}
  ${svgText(width / 2, height * 0.66, Math.round(height / 16), subtitle, WHITE, 400)}
</svg>`;
}

/** A logo plate: a word mark on a coloured badge (sponsors, partner brands, payment methods). */
export function logoSvg(label: string, colour: string, width = 240, height = 120): string {
  const size = Math.min(36, Math.floor((width * 1.6) / Math.max(4, label.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect x="4" y="4" width="${width - 8}" height="${height - 8}" rx="16" fill="${WHITE}" stroke="${colour}" stroke-width="6"/>
  ${svgText(width / 2, height / 2 + size / 3, size, label, colour)}
</svg>`;
}

/** Photos-like banners are stored as JPEG (smaller), logos as PNG (sharp edges, transparency). */
export async function saveSvg(
  db: Db,
  mediaDir: string,
  svg: string,
  title: string,
  format: 'png' | 'jpeg' = 'png',
): Promise<number> {
  const image = sharp(Buffer.from(svg));
  const buffer = await (format === 'png'
    ? image.png({ compressionLevel: 9 })
    : image.jpeg({ quality: 82, mozjpeg: true })
  ).toBuffer();
  const { id } = await saveOriginal(db, mediaDir, {
    buffer,
    title,
    originalName: `${title}.${format === 'png' ? 'png' : 'jpg'}`,
  });
  return id;
}
