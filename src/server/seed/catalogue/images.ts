import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ProductDef } from './products.js';

/**
 * Product pictures drawn by the seed (no external files): SVG silhouettes in the product's colours with the
 * club star, rendered to 1200x1200 PNG. Renders are cached on disk by the SVG's hash, so a re-seed (tests,
 * a fresh data folder) costs file reads instead of rasterising again.
 */
export type Shape =
  | 'jersey'
  | 'jerseyBack'
  | 'scarf'
  | 'mug'
  | 'ball'
  | 'cap'
  | 'bag'
  | 'voucher'
  | 'badge'
  | 'jacket'
  | 'shorts';

export interface ImageSpec {
  shape: Shape;
  primary: string;
  secondary: string;
  /** Number on a jersey back, amount on a voucher, initials on a badge. */
  label?: string;
}

const SIZE = 1200;
const BACKGROUND = '#eef2f8';
const star = (cx: number, cy: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.42;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};
const text = (x: number, y: number, size: number, fill: string, value: string) =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${size}" fill="${fill}" text-anchor="middle">${escapeXml(value)}</text>`;

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const JERSEY =
  'M420 180 L330 210 L150 360 L240 520 L330 460 L330 1040 L870 1040 L870 460 L960 520 L1050 360 L870 210 L780 180 Q600 280 420 180 Z';

function body({ shape, primary, secondary, label }: ImageSpec): string {
  switch (shape) {
    case 'jersey':
      return `<path d="${JERSEY}" fill="${primary}" stroke="${secondary}" stroke-width="14"/>
        <rect x="560" y="230" width="80" height="810" fill="${secondary}" opacity="0.9"/>
        ${star(760, 400, 55, secondary)}`;
    case 'jerseyBack':
      return `<path d="${JERSEY}" fill="${primary}" stroke="${secondary}" stroke-width="14"/>
        ${text(600, 420, 90, secondary, 'ZVIJEZDA')}${text(600, 800, 330, secondary, label ?? '10')}`;
    case 'jacket':
      return `<path d="${JERSEY}" fill="${primary}" stroke="${secondary}" stroke-width="14"/>
        <line x1="600" y1="250" x2="600" y2="1040" stroke="${secondary}" stroke-width="16"/>${star(760, 420, 50, secondary)}`;
    case 'shorts':
      return `<path d="M300 300 L900 300 L960 900 L660 900 L600 560 L540 900 L240 900 Z" fill="${primary}" stroke="${secondary}" stroke-width="14"/>${star(800, 420, 45, secondary)}`;
    case 'scarf':
      return (
        [0, 1, 2, 3, 4, 5, 6]
          .map(
            (i) =>
              `<rect x="${120 + i * 140}" y="460" width="140" height="280" fill="${i % 2 ? secondary : primary}"/>`,
          )
          .join('') +
        `<rect x="120" y="460" width="980" height="280" fill="none" stroke="${primary}" stroke-width="10"/><rect x="300" y="545" width="620" height="120" fill="${primary}"/>${text(610, 640, 100, secondary, 'ZVIJEZDA')}`
      );
    case 'mug':
      return `<rect x="330" y="330" width="480" height="600" rx="40" fill="${primary}"/><path d="M810 450 q190 0 190 170 q0 170 -190 170" fill="none" stroke="${primary}" stroke-width="60"/>${star(570, 630, 140, secondary)}`;
    case 'ball':
      return (
        `<circle cx="600" cy="600" r="420" fill="${secondary}" stroke="${primary}" stroke-width="20"/>${star(600, 600, 170, primary)}` +
        [0, 1, 2, 3, 4]
          .map((i) => {
            const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
            return `<circle cx="${600 + 330 * Math.cos(a)}" cy="${600 + 330 * Math.sin(a)}" r="70" fill="${primary}"/>`;
          })
          .join('')
      );
    case 'cap':
      return `<path d="M260 700 Q260 330 600 330 Q940 330 940 700 Z" fill="${primary}"/><path d="M220 700 L1080 700 Q1040 800 700 800 L220 760 Z" fill="${secondary}"/>${star(600, 540, 90, secondary)}`;
    case 'bag':
      return `<rect x="280" y="420" width="640" height="560" rx="50" fill="${primary}"/><path d="M450 420 Q450 260 600 260 Q750 260 750 420" fill="none" stroke="${secondary}" stroke-width="40"/>${star(600, 700, 130, secondary)}`;
    case 'voucher':
      return `<rect x="150" y="330" width="900" height="540" rx="50" fill="${primary}"/>${star(270, 450, 70, secondary)}${text(660, 560, 80, secondary, 'POKLON BON')}${text(600, 780, 170, secondary, label ?? '')}`;
    case 'badge':
      return `<circle cx="600" cy="600" r="400" fill="${primary}" stroke="${secondary}" stroke-width="30"/>${star(600, 470, 150, secondary)}${text(600, 820, 120, secondary, label ?? 'NKZ')}`;
  }
}

export function imageSvg(spec: ImageSpec): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<rect width="${SIZE}" height="${SIZE}" fill="${BACKGROUND}"/>${body(spec)}</svg>`;
}

/** PNG bytes of a spec, from the disk cache when this exact SVG was rendered before. */
export async function renderImage(spec: ImageSpec, cacheDir: string): Promise<Buffer> {
  const svg = imageSvg(spec);
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 32);
  const file = path.join(cacheDir, `${hash}.png`);
  try {
    return await readFile(file);
  } catch {
    const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
    await mkdir(cacheDir, { recursive: true });
    await writeFile(file, png);
    return png;
  }
}

/** Two pictures per product (front and back, or two colourways); identical pictures are stored once. */
export function imageSpecs(def: ProductDef): ImageSpec[] {
  const [primary, secondary] = def.colours;
  const first: ImageSpec = { shape: def.shape, primary, secondary, ...(def.label ? { label: def.label } : {}) };
  const second: ImageSpec =
    def.shape === 'jersey'
      ? { shape: 'jerseyBack', primary, secondary, label: def.label ?? '10' }
      : {
          shape: def.shape,
          primary: secondary === '#ffffff' ? '#0b3d91' : secondary,
          secondary: primary,
          ...(def.label ? { label: def.label } : {}),
        };
  return [first, second];
}

export const specKey = (spec: ImageSpec) => `${spec.shape}|${spec.primary}|${spec.secondary}|${spec.label ?? ''}`;

export function mediaKeysOf(def: ProductDef): string[] {
  return imageSpecs(def).map(specKey);
}
