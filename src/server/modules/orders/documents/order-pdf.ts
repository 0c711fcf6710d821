import {
  BOLD,
  type Column,
  type Doc,
  MARGIN,
  REGULAR,
  renderA4,
  tableHeader,
  tableRow,
  WIDTH,
} from '../../../platform/pdf/a4-layout.js';
import { ORDER_STATUS_TEXT, isOrderStatus } from '@shared/order-status.js';
import type { OrderItemRow, OrderRow } from '../../../platform/db/schema/orders.js';
import type { CommerceSettings } from '../../settings/index.js';
import { addressLine, deliverySection, lineDetails, totalsLines } from '../confirmation-email.js';
import { formatDate, formatDateTime, money } from '../format.js';
import { bankTransferOf } from '../payment-details.js';
import { pdf417Png } from './barcode.js';
import { orderSlipData } from './order-slip.js';

/**
 * The order as an A4 PDF (docs/decisions/0046-order-pdf-and-payment-slip.md). DejaVu Sans is embedded (the
 * standard PDF fonts cannot print č, ć and đ); the figures are the order's own snapshot, the same rows the
 * confirmation e-mail prints, so the document and the e-mail never disagree. A bank transfer ends with the
 * HUB-3A slip and its PDF417 barcode.
 */

const GREY = '#555555';

interface PdfInput {
  order: OrderRow;
  items: readonly OrderItemRow[];
  settings: CommerceSettings;
  shopName: string;
}

function heading(doc: Doc, text: string) {
  doc.moveDown(0.8).font(BOLD).fontSize(11).fillColor('black').text(text, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.2).font(REGULAR).fontSize(9);
}

function lines(doc: Doc, rows: readonly string[]) {
  for (const row of rows) doc.text(row, MARGIN, doc.y, { width: WIDTH });
}

function header(doc: Doc, { order, settings, shopName }: PdfInput) {
  const s = settings.seller;
  doc.font(BOLD).fontSize(16).text(shopName, MARGIN, MARGIN);
  doc.font(REGULAR).fontSize(8.5).fillColor(GREY);
  lines(doc, [
    `${s.legalName}, ${s.street} ${s.houseNumber}, ${s.zipCode} ${s.city}`,
    `OIB: ${s.oib} · IBAN: ${s.iban} (${s.bank})`,
    `E-pošta: ${s.email} · Telefon: ${s.phone}`,
  ]);
  doc.fillColor('black').moveDown(1).font(BOLD).fontSize(14).text(`Narudžba ${order.number}`);
  const status = isOrderStatus(order.status) ? ORDER_STATUS_TEXT[order.status].label : order.status;
  doc
    .font(REGULAR)
    .fontSize(9)
    .text(`Datum narudžbe: ${formatDateTime(order.createdAt)} · Status: ${status}`);
}

function customer(doc: Doc, { order }: PdfInput) {
  const billing = order.billingAddress ?? order.deliveryAddress;
  heading(doc, 'Kupac');
  const rows = [addressLine(billing), `E-pošta: ${billing.contactEmail}`];
  if (order.companyName) rows.push(`Tvrtka: ${order.companyName}, OIB: ${order.companyOib ?? ''}`);
  lines(doc, rows);
  const delivery = deliverySection(order);
  heading(doc, delivery.title);
  lines(doc, delivery.lines);
  heading(doc, 'Plaćanje');
  lines(doc, [order.paymentMethod.name]);
}

// The row before the coupon, the coupon's share beside it, taken off once in the totals
// (docs/decisions/0232-one-way-to-show-a-coupon.md).
const COLUMNS = [
  { title: 'Proizvod', width: WIDTH - 250, align: 'left' },
  { title: 'Kol.', width: 40, align: 'right' },
  { title: 'Cijena', width: 70, align: 'right' },
  { title: 'Iznos', width: 75, align: 'right' },
  { title: 'Kupon', width: 65, align: 'right' },
] as const satisfies readonly Column[];

function itemsTable(doc: Doc, { order, items }: PdfInput) {
  heading(doc, 'Stavke');
  tableHeader(doc, COLUMNS);
  const couponOn = order.couponDiscount > 0;
  for (const item of items) {
    if (doc.y > 760) doc.addPage();
    const details = lineDetails(item);
    const service = item.type === 'service' ? ' (usluga)' : '';
    const note = item.withdrawable ? '' : ' · personalizirano, ne može se vratiti';
    const coupon = !couponOn ? '' : item.couponDiscount > 0 ? `-${money(item.couponDiscount)}` : 'ne odnosi se';
    tableRow(doc, COLUMNS, [
      `${item.name}${service}${details ? `\n${details}` : ''}${note}`,
      String(item.qty),
      money(item.unitPrice),
      money(item.rowTotal),
      coupon,
    ]);
  }
}

function totals(doc: Doc, { order }: PdfInput) {
  doc.moveDown(0.5);
  const labelWidth = WIDTH - 110;
  for (const [label, amount] of totalsLines(order)) {
    const strong = label.startsWith('Ukupno');
    const top = doc.y;
    doc.font(strong ? BOLD : REGULAR).fontSize(strong ? 10.5 : 9);
    doc.text(label, MARGIN, top, { width: labelWidth, align: 'right' });
    doc.text(amount, MARGIN + labelWidth, top, { width: 110, align: 'right' });
  }
  heading(doc, 'Obračun PDV-a');
  const base = order.orderTotal - order.taxTotal;
  lines(doc, [
    `Stopa 25 % · Osnovica ${money(base)} · PDV ${money(order.taxTotal)} · Ukupno ${money(order.orderTotal)}`,
  ]);
}

async function slip(doc: Doc, { order, settings }: PdfInput) {
  const transfer = bankTransferOf(order, settings.seller);
  const data = orderSlipData(order, settings.seller);
  if (!transfer || !data) return;
  if (doc.y > 600) doc.addPage();
  heading(doc, 'Uplatnica (HUB-3A)');
  const top = doc.y;
  const payer = order.billingAddress ?? order.deliveryAddress;
  const left = MARGIN + 10;
  const fields: Array<[string, string]> = [
    [
      'Platitelj',
      `${payer.firstName} ${payer.lastName}, ${payer.street} ${payer.houseNumber}, ${payer.zipCode} ${payer.city}`,
    ],
    ['Primatelj', transfer.recipient],
    ['IBAN primatelja', transfer.iban],
    ['Model i poziv na broj', `${transfer.model} ${transfer.reference}`],
    ['Iznos', money(transfer.amount)],
    ['Opis plaćanja', transfer.description],
    ['Rok uplate', formatDate(transfer.dueAt)],
  ];
  doc.y = top + 10;
  for (const [label, value] of fields) {
    doc.font(BOLD).fontSize(8).text(`${label}: `, left, doc.y, { width: 290, continued: true });
    doc.font(REGULAR).fontSize(9).text(value);
    doc.moveDown(0.15);
  }
  const fieldsBottom = doc.y;
  const barcode = await pdf417Png(data, 3);
  doc.image(barcode, MARGIN + WIDTH - 200, top + 12, { width: 190 });
  doc
    .font(REGULAR)
    .fontSize(7.5)
    .fillColor(GREY)
    .text('Skenirajte kod u aplikaciji svoje banke.', MARGIN + WIDTH - 200, top + 110, { width: 190, align: 'center' });
  const height = Math.max(fieldsBottom, doc.y) - top + 10;
  doc.rect(MARGIN, top, WIDTH, height).strokeColor('#333333').stroke();
  doc.fillColor('black');
  doc.y = top + height + 10;
  doc.x = MARGIN;
}

export function orderPdf(input: PdfInput): Promise<Buffer> {
  const info = { Title: `Narudžba ${input.order.number}`, Author: input.settings.seller.legalName };
  return renderA4(info, async (doc) => {
    header(doc, input);
    customer(doc, input);
    itemsTable(doc, input);
    totals(doc, input);
    await slip(doc, input);
  });
}
