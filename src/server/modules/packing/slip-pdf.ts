import { makingText } from '@shared/packing.js';
import bwipjs from 'bwip-js/node';
import { formatDateTime } from '../orders/index.js';
import {
  A4_HEIGHT,
  BOLD,
  type Column,
  type Doc,
  horizontalRule,
  MARGIN,
  REGULAR,
  renderA4,
  tableHeader,
  WIDTH,
} from '../../platform/pdf/a4-layout.js';
import type { PackingPart, PackingSheet } from './sheet.js';

/**
 * The packing slip (docs/decisions/0160-packing-slips.md): one A4 page per order (more when its lines do not fit),
 * headed by the order number in large print and as a Code 128 barcode a scanner reads at the packing table; where it
 * goes; then every line as it must be made, a bundle's parts each on their own row, each with a box to tick.
 */

const GREY = '#555555';
const BOX = 9;
/** Below this the page has no room for another row and the footer: the order goes on on a new page. */
const LAST_ROW_Y = A4_HEIGHT - MARGIN - 70;

const COLUMNS = [
  { title: '', width: 24, align: 'left' },
  { title: 'Proizvod i izrada', width: WIDTH - 24 - 140 - 40, align: 'left' },
  { title: 'Šifra', width: 140, align: 'left' },
  { title: 'Kol.', width: 40, align: 'right' },
] as const satisfies readonly Column[];

function code128(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 2, height: 12, backgroundcolor: 'FFFFFF' });
}

/** A row: a tick box, what to pick (bold name, then how it is made), the sku and the quantity. */
function row(doc: Doc, cells: PackingPart, indent: number, number: string) {
  if (doc.y > LAST_ROW_Y) {
    // A long order goes on on the next page, which says whose lines these are.
    doc.addPage();
    doc.font(BOLD).fontSize(11).fillColor('black').text(`Narudžba ${number} (nastavak)`, MARGIN, MARGIN);
    doc.moveDown(0.5);
    tableHeader(doc, COLUMNS);
  }
  const top = doc.y;
  const [box, what, sku, qty] = COLUMNS;
  doc
    .rect(MARGIN + indent + 2, top + 1, BOX, BOX)
    .lineWidth(0.8)
    .strokeColor('black')
    .stroke();
  let x = MARGIN + box.width + indent;
  const width = what.width - indent - 6;
  doc.font(BOLD).fontSize(9.5).fillColor('black').text(cells.name, x, top, { width });
  const making = makingText(cells);
  if (making) doc.font(REGULAR).fontSize(9.5).text(making, x, doc.y, { width });
  const bottom = doc.y;
  x = MARGIN + box.width + what.width;
  doc
    .font(REGULAR)
    .fontSize(8.5)
    .fillColor(GREY)
    .text(cells.sku, x, top, { width: sku.width - 6 });
  x += sku.width;
  doc.font(BOLD).fontSize(11).fillColor('black').text(String(cells.qty), x, top, { width: qty.width, align: 'right' });
  doc.y = Math.max(bottom, doc.y) + 5;
  doc.x = MARGIN;
}

async function page(doc: Doc, sheet: PackingSheet, shopName: string) {
  const top = MARGIN;
  doc.font(REGULAR).fontSize(8.5).fillColor(GREY).text(`${shopName} · Popis za pakiranje`, MARGIN, top);
  doc
    .font(BOLD)
    .fontSize(20)
    .fillColor('black')
    .text(`Narudžba ${sheet.number}`, MARGIN, top + 14);
  doc
    .font(REGULAR)
    .fontSize(9)
    .text(`Zaprimljena ${formatDateTime(new Date(sheet.createdAt))} · ${sheet.statusLabel} · ${sheet.paymentName}`);
  const barcode = await code128(sheet.number);
  doc.image(barcode, MARGIN + WIDTH - 170, top, { fit: [170, 40], align: 'right' });
  doc
    .font(REGULAR)
    .fontSize(8)
    .text(sheet.number, MARGIN + WIDTH - 170, top + 42, { width: 170, align: 'right' });

  const boxesTop = top + 66;
  const half = WIDTH / 2 - 6;
  doc.font(BOLD).fontSize(10).text(`Dostava: ${sheet.delivery.name}`, MARGIN, boxesTop, { width: half });
  doc.font(REGULAR).fontSize(10).text(sheet.delivery.lines.join('\n'), { width: half });
  const deliveryBottom = doc.y;
  doc
    .font(BOLD)
    .fontSize(10)
    .text('Primatelj', MARGIN + half + 12, boxesTop, { width: half });
  doc
    .font(REGULAR)
    .fontSize(10)
    .text([sheet.recipient.name, `tel. ${sheet.recipient.phone}`, sheet.recipient.email].join('\n'), {
      width: half,
    });
  doc.y = Math.max(deliveryBottom, doc.y) + 14;
  doc.x = MARGIN;

  tableHeader(doc, COLUMNS);
  for (const line of sheet.lines) {
    row(doc, line, 0, sheet.number);
    for (const part of line.parts) row(doc, part, 14, sheet.number);
  }
  horizontalRule(doc);
  doc
    .moveDown(1.5)
    .font(REGULAR)
    .fontSize(9)
    .fillColor('black')
    .text('Pakirao/la: ______________________    Datum: ____________    Broj paketa: ______', MARGIN, doc.y);
}

/** The slips of the orders given, in that order, as one PDF. */
export function packingSlipsPdf(sheets: readonly PackingSheet[], shopName: string): Promise<Buffer> {
  const title = sheets.length === 1 ? `Pakiranje ${sheets[0]!.number}` : `Pakiranje (${sheets.length} narudžbi)`;
  return renderA4({ Title: title, Author: shopName }, async (doc) => {
    for (const [i, sheet] of sheets.entries()) {
      if (i > 0) doc.addPage();
      await page(doc, sheet, shopName);
    }
  });
}
