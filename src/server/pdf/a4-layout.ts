import { fileURLToPath } from 'node:url';

/**
 * The A4 layout the shop's PDFs share (the order document and the receipt): DejaVu Sans embedded, because the
 * standard PDF fonts cannot print č, ć and đ; one margin; tables as rows of fixed-width columns.
 */
const font = (file: string) => fileURLToPath(new URL(`../../../assets/fonts/${file}`, import.meta.url));
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
