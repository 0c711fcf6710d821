import sharp from 'sharp';
import type { Db } from '../../platform/db/client.js';
import { saveOriginal } from '../../modules/media/storage.js';
import type { MediaTarget } from '../../modules/media/media-storage.js';

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

/** Photos-like banners are stored as JPEG (smaller), logos as PNG (sharp edges, transparency). */
export async function saveSvg(
  db: Db,
  mediaDir: MediaTarget,
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
