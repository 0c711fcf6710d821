import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

/**
 * The A4 layout the shop's PDFs share (the order document and the receipt): DejaVu Sans embedded, because the
 * standard PDF fonts cannot print č, ć and đ; one margin; tables as rows of fixed-width columns.
 */
const font = (file: string) => fileURLToPath(new URL(`../../../../assets/fonts/${file}`, import.meta.url));
export const REGULAR = font('DejaVuSans.ttf');
export const BOLD = font('DejaVuSans-Bold.ttf');

export const MARGIN = 48;
export const A4_WIDTH = 595.28;
export const A4_HEIGHT = 841.89;
/** The width between the margins. */
export const WIDTH = A4_WIDTH - 2 * MARGIN;

export type Doc = PDFKit.PDFDocument;

export interface Column {
  readonly title: string;
  readonly width: number;
  readonly align: 'left' | 'right';
}

/** One table row at the current line; the next row starts below its tallest cell. */
export function tableRow(doc: Doc, columns: readonly Column[], cells: readonly string[], bold = false) {
  const top = doc.y;
  let x = MARGIN;
  let bottom = top;
  doc.font(bold ? BOLD : REGULAR).fontSize(9);
  cells.forEach((cell, i) => {
    const column = columns[i]!;
    doc.text(cell, x, top, { width: column.width - 6, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.y = bottom + 3;
  doc.x = MARGIN;
}

/** A thin grey line across the page at the current line (under a table's header and above its totals). */
export function horizontalRule(doc: Doc) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .strokeColor('#999999')
    .stroke();
  doc.y += 3;
}

/** A table's column titles in bold, ruled off from the rows that follow. */
export function tableHeader(doc: Doc, columns: readonly Column[]) {
  tableRow(
    doc,
    columns,
    columns.map((c) => c.title),
    true,
  );
  horizontalRule(doc);
}

/** A Croatian A4 document with both fonts registered: `draw` writes the pages, the promise ends with the file. */
export async function renderA4(
  info: { Title: string; Author: string },
  draw: (doc: Doc) => void | Promise<void>,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info, lang: 'hr-HR' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(REGULAR, REGULAR).registerFont(BOLD, BOLD).font(REGULAR);
  await draw(doc);
  doc.end();
  return done;
}
