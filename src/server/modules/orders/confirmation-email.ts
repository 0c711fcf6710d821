import { couponLineNote } from '@shared/coupon-words.js';
import { ORDER_STATUS_TEXT, isOrderStatus } from '@shared/order-status.js';
import { personalisationOf, personalisationText } from '@shared/packing.js';
import type { CheckoutAddress } from '../../platform/db/schema/checkout.js';
import type { OrderRow } from '../../platform/db/schema/orders.js';
import type { EmailContent } from '../email/index.js';
import type { CommerceSettings } from '../settings/index.js';
import type { DraftLine } from './draft.js';
import { formatDate, formatDateTime, money } from './format.js';
import { orderPdfPath, slipBarcodePath } from './documents/order-slip.js';
import { bankTransferOf, type BankTransfer } from './payment-details.js';
import { withdrawalText } from './withdrawal-text.js';

/**
 * The order confirmation on a durable medium (docs/decisions/0056-order-confirmation-email.md): number, lines,
 * totals with PDV, delivery and payment, the bank-transfer details, the seller's identity, the withdrawal
 * information and the model form. One list of sections renders as text and as HTML, so both say the same.
 */
export type ConfirmationLine = Pick<
  DraftLine,
  | 'name'
  | 'qty'
  | 'unitPrice'
  | 'rowTotal'
  | 'total'
  | 'couponDiscount'
  | 'personalised'
  | 'withdrawable'
  | 'options'
  | 'parts'
>;

export interface ConfirmationInput {
  shopName: string;
  order: OrderRow;
  lines: readonly ConfirmationLine[];
  settings: CommerceSettings;
  orderUrl: string;
}

interface Section {
  title: string;
  lines: string[];
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const addressLine = (a: CheckoutAddress) =>
  `${a.firstName} ${a.lastName}, ${a.street} ${a.houseNumber}, ${a.zipCode} ${a.city}, ${a.country}, tel. ${a.contactPhone}`;

/**
 * 'Broj 7, ime KOVAČEVIĆ, zlatni tisak, sponzori' (the packing slip's words, never the form's prompts and the
 * sponsor field's filler) or the bundle's parts.
 */
export function lineDetails(line: Pick<ConfirmationLine, 'options' | 'parts'>): string {
  const details: string[] = [];
  const printed = personalisationOf((line.options as { personalizations?: unknown }).personalizations);
  if (printed) details.push(personalisationText(printed));
  for (const part of line.parts ?? []) details.push(part.quantity > 1 ? `${part.quantity} × ${part.name}` : part.name);
  return details.join(', ');
}

/**
 * 'Domaći dres 2025/26 (Broj 7, ime HORVAT): 1 × 109,99 € = 109,99 €; kupon −11,00 €': the row before the coupon,
 * whose share is said beside it and taken off once in the totals (docs/decisions/0232-one-way-to-show-a-coupon.md).
 */
export function itemLine(l: ConfirmationLine, orderHasCoupon: boolean): string {
  const details = lineDetails(l);
  const note = l.withdrawable ? '' : ' (personalizirano, ne može se vratiti)';
  const coupon = couponLineNote(l.couponDiscount, orderHasCoupon);
  const amount = `${l.qty} × ${money(l.unitPrice)} = ${money(l.rowTotal)}`;
  return `${l.name}${details ? ` (${details})` : ''}${note}: ${amount}${coupon ? `; ${coupon}` : ''}`;
}

export function totalsLines(order: OrderRow): Array<[string, string]> {
  const rows: Array<[string, string]> = [['Iznos proizvoda', money(order.itemsTotal)]];
  if (order.couponDiscount > 0)
    rows.push([
      `Popust kupona ${order.couponCode}${order.couponPercent ? ` (${order.couponPercent} %)` : ''}`,
      `-${money(order.couponDiscount)}`,
    ]);
  if (order.memberSaving > 0)
    rows.push(['Ušteda s članskom iskaznicom (uključena u cijene)', money(order.memberSaving)]);
  if (order.deliveryMethod) rows.push([`Dostava (${order.deliveryMethod.name})`, money(order.deliveryPrice)]);
  if (order.paymentFee > 0) rows.push(['Naknada za pouzeće', money(order.paymentFee)]);
  rows.push(['Ukupno za platiti', money(order.orderTotal)], ['Od toga PDV (25 %)', money(order.taxTotal)]);
  return rows;
}

export function deliverySection(order: OrderRow): Section {
  if (!order.deliveryMethod) return { title: 'Dostava', lines: ['Digitalni proizvodi: šaljemo ih e-poštom.'] };
  const lines = [order.deliveryMethod.name];
  const point = order.pickupPoint;
  if (point) {
    const a = point.address;
    lines.push(
      `${point.name}, ${a.street} ${a.houseNumber}, ${a.zipCode} ${a.city}`,
      `Radno vrijeme: ${point.workhours}`,
    );
    lines.push(
      `Primatelj: ${order.deliveryAddress.firstName} ${order.deliveryAddress.lastName}, tel. ${order.deliveryAddress.contactPhone}`,
    );
  } else lines.push(addressLine(order.deliveryAddress));
  return { title: 'Dostava', lines };
}

function paymentSection(order: OrderRow, transfer: BankTransfer | null): Section {
  const lines = [order.paymentMethod.name];
  if (transfer) {
    lines.push(
      'Podaci za uplatu:',
      `Primatelj: ${transfer.recipient}`,
      `IBAN: ${transfer.iban}`,
      `Model: ${transfer.model}`,
      `Poziv na broj: ${transfer.reference}`,
      `Iznos: ${money(transfer.amount)}`,
      `Opis plaćanja: ${transfer.description}`,
      `Rok uplate: ${formatDate(transfer.dueAt)} Ako uplata ne stigne do tada, narudžba se poništava.`,
    );
  }
  return { title: 'Plaćanje', lines };
}

export function orderConfirmationEmail(input: ConfirmationInput): EmailContent {
  const { order, settings } = input;
  const seller = settings.seller;
  const transfer = bankTransferOf(order, seller);
  const status = isOrderStatus(order.status) ? ORDER_STATUS_TEXT[order.status] : null;
  const excluded = input.lines.filter((l) => !l.withdrawable).map((l) => l.name);
  const withdrawal = withdrawalText(seller, settings.orderRules.withdrawalDays, excluded);
  const title = `Potvrda narudžbe ${order.number}`;
  const intro = [
    `Poštovani/a ${order.deliveryAddress.firstName} ${order.deliveryAddress.lastName},`,
    `zahvaljujemo na narudžbi u ${input.shopName}. Zaprimili smo je ${formatDateTime(order.createdAt)}.`,
    ...(status ? [`Status: ${status.label}. ${status.next}`] : []),
  ];
  const items = input.lines.map((l) => itemLine(l, order.couponDiscount > 0));
  const totals = totalsLines(order);
  const sections: Section[] = [
    deliverySection(order),
    paymentSection(order, transfer),
    {
      title: 'Podaci o trgovcu',
      lines: [
        `${seller.legalName} (${seller.name}), ${seller.street} ${seller.houseNumber}, ${seller.zipCode} ${seller.city}`,
        `OIB: ${seller.oib}, e-pošta: ${seller.email}, telefon: ${seller.phone}`,
      ],
    },
    { title: withdrawal.title, lines: withdrawal.paragraphs },
    { title: withdrawal.formTitle, lines: withdrawal.formLines },
  ];
  const doc: ConfirmationDocument = {
    title,
    intro,
    items,
    totals,
    sections,
    orderUrl: input.orderUrl,
    pdfUrl: new URL(orderPdfPath(order.pdfToken), input.orderUrl).href,
    slipImageUrl: transfer ? new URL(slipBarcodePath(order.pdfToken), input.orderUrl).href : null,
    shopName: input.shopName,
  };
  return { kind: 'order_confirmation', subject: `${title} | ${input.shopName}`, text: asText(doc), html: asHtml(doc) };
}

interface ConfirmationDocument {
  title: string;
  intro: string[];
  items: string[];
  totals: Array<[string, string]>;
  sections: Section[];
  orderUrl: string;
  /** The order as PDF (with the HUB-3A slip for a bank transfer). */
  pdfUrl: string;
  /** The slip's PDF417 barcode, for a bank transfer: a banking app scans it off the screen. */
  slipImageUrl: string | null;
  shopName: string;
}

function asText(doc: ConfirmationDocument): string {
  return [
    doc.title,
    '',
    ...doc.intro,
    '',
    'PROIZVODI',
    ...doc.items.map((i) => `- ${i}`),
    '',
    ...doc.totals.map(([k, v]) => `${k}: ${v}`),
    '',
    ...doc.sections.flatMap((s) => [s.title.toUpperCase(), ...s.lines, '']),
    `Narudžbu možete pogledati ovdje: ${doc.orderUrl}`,
    `Narudžba u PDF-u${doc.slipImageUrl ? ' (s uplatnicom)' : ''}: ${doc.pdfUrl}`,
    '',
    `— ${doc.shopName}`,
  ].join('\n');
}

const H2 = 'style="font-size:16px"';
const paragraph = (text: string) => `<p style="margin:0 0 8px">${escapeHtml(text)}</p>`;
const totalRow = ([label, amount]: [string, string]) =>
  `<tr><td style="padding:2px 16px 2px 0">${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(amount)}</td></tr>`;

function asHtml(doc: ConfirmationDocument): string {
  const body = [
    `<h1 style="font-size:20px">${escapeHtml(doc.title)}</h1>`,
    ...doc.intro.map(paragraph),
    `<h2 ${H2}>Proizvodi</h2><ul>${doc.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`,
    `<table style="border-collapse:collapse">${doc.totals.map(totalRow).join('')}</table>`,
    ...doc.sections.map((s) => `<h2 ${H2}>${escapeHtml(s.title)}</h2>${s.lines.map(paragraph).join('')}`),
    ...(doc.slipImageUrl
      ? [
          `<h2 ${H2}>Uplatnica (HUB-3A)</h2>`,
          paragraph('Skenirajte kod u aplikaciji svoje banke: podaci za uplatu se upišu sami.'),
          `<p><img src="${escapeHtml(doc.slipImageUrl)}" alt="PDF417 kod uplatnice" width="300" style="max-width:100%"></p>`,
        ]
      : []),
    `<p><a href="${escapeHtml(doc.orderUrl)}">Pogledajte narudžbu</a> · <a href="${escapeHtml(doc.pdfUrl)}">Narudžba u PDF-u</a></p>`,
    `<p style="font-size:12px;color:#555">${escapeHtml(doc.shopName)}</p>`,
  ];
  const page = 'font-family:Arial,sans-serif;color:#111;max-width:640px;margin:0 auto;padding:24px';
  return `<!doctype html><html lang="hr"><body style="${page}">\n${body.join('\n')}\n</body></html>`;
}
