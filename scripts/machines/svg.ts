/** Writes a laid-out machine as a standalone SVG by hand: deterministic text, rounded to 0.1 px. */
import { FONT, type Layout } from './layout.js';

const BLUE = '#0b3d91';
const n = (value: number) => String(Math.round(value * 10) / 10);
const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderSvg(layout: Layout, title: string): string {
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(layout.width)}" height="${n(layout.height)}" ` +
      `viewBox="0 0 ${n(layout.width)} ${n(layout.height)}" font-family="Helvetica, Arial, sans-serif" role="img">`,
    `<title>${esc(title)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">' +
      `<path d="M0,0 L10,5 L0,10 z" fill="${BLUE}"/></marker></defs>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
  ];
  // Containers first so nested states and arrows draw over them.
  for (const node of layout.nodes.filter((x) => x.kind === 'compound')) {
    out.push(
      `<rect x="${n(node.x)}" y="${n(node.y)}" width="${n(node.width)}" height="${n(node.height)}" rx="14" ` +
        `fill="#eef3fb" stroke="${BLUE}" stroke-width="1.5"/>`,
      `<text x="${n(node.x + 14)}" y="${n(node.y + 24)}" font-size="${FONT.state}" font-weight="bold" fill="${BLUE}">${esc(node.name)}</text>`,
    );
  }
  for (const edge of layout.edges) {
    if (edge.points.length < 2) continue;
    const d = edge.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(p.x)},${n(p.y)}`).join(' ');
    out.push(`<path d="${d}" fill="none" stroke="${BLUE}" stroke-width="1.2" marker-end="url(#arrow)"/>`);
  }
  for (const node of layout.nodes) {
    if (node.kind === 'initial') {
      out.push(
        `<circle cx="${n(node.x + node.width / 2)}" cy="${n(node.y + node.height / 2)}" r="${n(node.width / 2)}" fill="${BLUE}"/>`,
      );
    } else if (node.kind === 'state') {
      out.push(
        `<rect x="${n(node.x)}" y="${n(node.y)}" width="${n(node.width)}" height="${n(node.height)}" rx="10" ` +
          `fill="#ffffff" stroke="${BLUE}" stroke-width="1.5"/>`,
      );
      if (node.final) {
        out.push(
          `<rect x="${n(node.x + 3)}" y="${n(node.y + 3)}" width="${n(node.width - 6)}" height="${n(node.height - 6)}" rx="8" ` +
            `fill="none" stroke="${BLUE}" stroke-width="1"/>`,
        );
      }
      out.push(
        `<text x="${n(node.x + node.width / 2)}" y="${n(node.y + node.height / 2 + FONT.state / 3)}" font-size="${FONT.state}" ` +
          `text-anchor="middle" fill="#111111">${esc(node.name)}</text>`,
      );
    }
  }
  for (const edge of layout.edges) {
    if (!edge.label) continue;
    const { x, y, width, height, text } = edge.label;
    out.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="3" fill="#ffffff" fill-opacity="0.9"/>`,
      `<text x="${n(x + width / 2)}" y="${n(y + height / 2 + FONT.label / 3)}" font-size="${FONT.label}" text-anchor="middle" fill="#333333">${esc(text)}</text>`,
    );
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
