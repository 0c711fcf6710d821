/**
 * Writes a laid-out machine as a standalone SVG by hand: deterministic text, rounded to 0.1 px. Every transition is
 * an element carrying `data-transition="<key>"` (an arrow with its words, or a line under the state it stays in), so
 * a test can tell that the picture is complete; a legend under the diagram names the line styles, the delays and
 * the invoked services (docs/decisions/0141-complete-machine-diagrams.md). Each state is a group carrying
 * `data-state="<state node id>"`, which the flow explorer marks as current (docs/decisions/0170-flow-explorer.md).
 */
import type { EdgeKind, Legend } from './drawing.js';
import { FONT, LINE, type LaidOutNode, type Layout, textWidth } from './layout.js';

const BLUE = '#0b3d91';
const COLOUR: Record<EdgeKind | 'initial', string> = {
  happy: '#1b6e34',
  normal: BLUE,
  failure: '#b3261e',
  retry: '#a05a00',
  initial: BLUE,
};
const STROKE: Record<EdgeKind | 'initial', string> = {
  happy: 'stroke-width="2.6"',
  normal: 'stroke-width="1.2"',
  failure: 'stroke-width="1.2" stroke-dasharray="6 4"',
  retry: 'stroke-width="1.2" stroke-dasharray="2 3"',
  initial: 'stroke-width="1.2"',
};
const n = (value: number) => String(Math.round(value * 10) / 10);
const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function loopTexts(node: LaidOutNode, top: number, anchor: 'start' | 'middle'): string[] {
  const x = anchor === 'middle' ? node.x + node.width / 2 : node.x + 14;
  return node.loops.map(
    (loop, i) =>
      `<text data-transition="${esc(loop.key)}" x="${n(x)}" y="${n(top + (i + 1) * LINE.loop - 4)}" font-size="${FONT.loop}" ` +
      `text-anchor="${anchor}" fill="#333333">${esc(loop.text)}</text>`,
  );
}

function legendLines(legend: Legend): Array<{ text: string; bold?: boolean; kind?: EdgeKind }> {
  const out: Array<{ text: string; bold?: boolean; kind?: EdgeKind }> = [
    { text: 'Legend', bold: true },
    { text: 'happy path (meta.happyPath)', kind: 'happy' },
    { text: 'transition', kind: 'normal' },
    { text: 'failure (an invoked service fails)', kind: 'failure' },
    { text: 'retry', kind: 'retry' },
    { text: '↻ listed under a state: the transition stays in that state' },
  ];
  if (legend.delays.length) out.push({ text: 'Delays', bold: true }, ...legend.delays.map((text) => ({ text })));
  if (legend.services.length) {
    out.push({ text: 'Invoked services (done: / error: on the edges)', bold: true });
    out.push(...legend.services.map((text) => ({ text })));
  }
  return out;
}

export function renderSvg(layout: Layout, title: string, legend: Legend = { delays: [], services: [] }): string {
  const lines = legendLines(legend);
  const legendTop = layout.height + 10;
  const legendHeight = lines.length * LINE.loop + 20;
  const width = Math.max(layout.width, 40 + Math.max(...lines.map((l) => textWidth(l.text, FONT.loop) + 50)));
  const height = legendTop + legendHeight;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" ` +
      `viewBox="0 0 ${n(width)} ${n(height)}" font-family="Helvetica, Arial, sans-serif" role="img">`,
    `<title>${esc(title)}</title>`,
    `<defs>${Object.entries(COLOUR)
      .map(
        ([kind, colour]) =>
          `<marker id="arrow-${kind}" viewBox="0 0 10 10" refX="10" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse">` +
          `<path d="M0,0 L10,5 L0,10 z" fill="${colour}"/></marker>`,
      )
      .join('')}</defs>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
  ];
  // Containers first so nested states and arrows draw over them.
  for (const node of layout.nodes.filter((x) => x.kind === 'compound')) {
    out.push(
      `<g data-state="${esc(node.id)}">`,
      `<rect x="${n(node.x)}" y="${n(node.y)}" width="${n(node.width)}" height="${n(node.height)}" rx="14" ` +
        `fill="#eef3fb" stroke="${BLUE}" stroke-width="1.5"/>`,
      `<text x="${n(node.x + 14)}" y="${n(node.y + 24)}" font-size="${FONT.state}" font-weight="bold" fill="${BLUE}">${esc(node.name)}</text>`,
      ...loopTexts(node, node.y + 30, 'start'),
      '</g>',
    );
  }
  for (const edge of layout.edges) {
    if (edge.points.length < 2) continue;
    const d = edge.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(p.x)},${n(p.y)}`).join(' ');
    const attr = edge.key ? ` data-transition="${esc(edge.key)}"` : '';
    out.push(
      `<path${attr} d="${d}" fill="none" stroke="${COLOUR[edge.kind]}" ${STROKE[edge.kind]} marker-end="url(#arrow-${edge.kind})"/>`,
    );
  }
  for (const node of layout.nodes) {
    if (node.kind === 'initial') {
      out.push(
        `<circle cx="${n(node.x + node.width / 2)}" cy="${n(node.y + node.height / 2)}" r="${n(node.width / 2)}" fill="${BLUE}"/>`,
      );
    } else if (node.kind === 'state' || node.kind === 'any') {
      const stroke = node.happy ? `${COLOUR.happy}" stroke-width="2.6` : `${BLUE}" stroke-width="1.5`;
      const dash = node.kind === 'any' ? ' stroke-dasharray="5 3"' : '';
      out.push(
        `<g data-state="${esc(node.id)}">`,
        `<rect x="${n(node.x)}" y="${n(node.y)}" width="${n(node.width)}" height="${n(node.height)}" rx="10" ` +
          `fill="${node.kind === 'any' ? '#f6f6f6' : '#ffffff'}" stroke="${stroke}"${dash}/>`,
      );
      if (node.final) {
        out.push(
          `<rect x="${n(node.x + 3)}" y="${n(node.y + 3)}" width="${n(node.width - 6)}" height="${n(node.height - 6)}" rx="8" ` +
            `fill="none" stroke="${BLUE}" stroke-width="1"/>`,
        );
      }
      out.push(
        `<text x="${n(node.x + node.width / 2)}" y="${n(node.y + 18 + FONT.state / 3)}" font-size="${FONT.state}" ` +
          `text-anchor="middle" fill="#111111"${node.kind === 'any' ? ' font-style="italic"' : ''}>${esc(node.name)}</text>`,
        ...loopTexts(node, node.y + 30, 'middle'),
        '</g>',
      );
    }
  }
  for (const edge of layout.edges) {
    if (!edge.label) continue;
    const { x, y, width, height, lines: words } = edge.label;
    const attr = edge.key ? ` data-transition="${esc(edge.key)}"` : '';
    out.push(
      `<g${attr}><rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="3" fill="#ffffff" fill-opacity="0.9"/>`,
      ...words.map(
        (line, i) =>
          `<text x="${n(x + width / 2)}" y="${n(y + 2 + (i + 1) * LINE.label - 3)}" font-size="${FONT.label}" text-anchor="middle" ` +
          `fill="${i === 0 ? COLOUR[edge.kind] : '#333333'}"${i > 0 ? ' font-style="italic"' : ''}>${esc(line)}</text>`,
      ),
      '</g>',
    );
  }
  out.push(
    `<rect x="10" y="${n(legendTop)}" width="${n(width - 20)}" height="${n(legendHeight - 10)}" rx="6" fill="#fafafa" stroke="#cccccc"/>`,
  );
  lines.forEach((line, i) => {
    const y = legendTop + 8 + (i + 1) * LINE.loop - 4;
    let x = 22;
    if (line.kind) {
      out.push(
        `<path d="M22,${n(y - 4)} L58,${n(y - 4)}" stroke="${COLOUR[line.kind]}" ${STROKE[line.kind]} marker-end="url(#arrow-${line.kind})"/>`,
      );
      x = 66;
    }
    out.push(
      `<text x="${x}" y="${n(y)}" font-size="${FONT.loop}" fill="#333333"${line.bold ? ' font-weight="bold"' : ''}>${esc(line.text)}</text>`,
    );
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
