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
  tableRow,
  WIDTH,
} from '../../platform/pdf/a4-layout.js';
import { type ReceiptDocument, receiptFacts } from './document.js';
import { receiptQrPng } from './qr.js';

/**
 * The receipt as an A4 PDF: every item of ReceiptDocument in print order, and the QR code at 3 × 3 cm (the rules
 * ask for at least 2 × 2 cm with a quiet zone, no logo). DejaVu Sans is embedded because the standard PDF fonts
 * cannot print č, ć and đ.
 */

/** 3 cm in PDF points (72 per inch). */
const QR_SIZE = (3 / 2.54) * 72;

const COLUMNS = [
  { title: 'Naziv', width: WIDTH - 255, align: 'left' },
  { title: 'Kol.', width: 45, align: 'right' },
  { title: 'Cijena', width: 75, align: 'right' },
  { title: 'PDV', width: 55, align: 'right' },
  { title: 'Iznos', width: 80, align: 'right' },
] as const satisfies readonly Column[];

/** Label and value rows ("Broj računa: 12/WEB1/1"). */
function facts(doc: Doc, rows: ReadonlyArray<readonly [string, string]>) {
  for (const [label, value] of rows) {
    doc.font(BOLD).fontSize(9).text(`${label}: `, MARGIN, doc.y, { width: WIDTH, continued: true });
    doc.font(REGULAR).text(value);
  }
}

export function receiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const info = { Title: `${receipt.title} ${receipt.number}`, Author: receipt.seller.name };
  return renderA4(info, (doc) => drawReceipt(doc, receipt));
}

async function drawReceipt(doc: Doc, receipt: ReceiptDocument) {
  doc.font(BOLD).fontSize(14).text(receipt.seller.name, MARGIN, MARGIN, { width: WIDTH });
  doc.font(REGULAR).fontSize(9).text(`${receipt.seller.address} · OIB ${receipt.seller.oib}`);
  doc.moveDown(1).font(BOLD).fontSize(16).text(`${receipt.title} ${receipt.number}`);
  doc.moveDown(0.5);
  facts(doc, receiptFacts(receipt));

  doc.moveDown(1);
  tableHeader(doc, COLUMNS);
  for (const line of receipt.lines) {
    if (doc.y > 700) doc.addPage();
    tableRow(doc, COLUMNS, [line.name, line.quantity, line.unitPrice, line.vatRate, line.total]);
  }
  horizontalRule(doc);
  for (const part of receipt.vat)
    doc
      .font(REGULAR)
      .fontSize(9)
      .text(`PDV ${part.rate} · osnovica ${part.base} · iznos ${part.amount}`, MARGIN, doc.y, {
        width: WIDTH,
        align: 'right',
      });
  doc.moveDown(0.3).font(BOLD).fontSize(12).text(`Ukupno: ${receipt.total}`, MARGIN, doc.y, {
    width: WIDTH,
    align: 'right',
  });
  if (receipt.note) doc.moveDown(0.3).font(REGULAR).fontSize(9).text(receipt.note, MARGIN, doc.y, { width: WIDTH });

  if (doc.y > A4_HEIGHT - MARGIN - QR_SIZE - 40) doc.addPage();
  doc.moveDown(1);
  const top = doc.y;
  doc.image(await receiptQrPng(receipt.qrUrl, 600), MARGIN, top, { width: QR_SIZE, height: QR_SIZE });
  doc
    .font(REGULAR)
    .fontSize(8)
    .text('Provjera računa na stranici Porezne uprave:', MARGIN + QR_SIZE + 12, top + 10, { width: WIDTH - QR_SIZE })
    .text(receipt.qrUrl, { width: WIDTH - QR_SIZE - 12 });
}
