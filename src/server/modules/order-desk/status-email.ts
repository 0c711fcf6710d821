import { formatMoney } from '@shared/money.js';
import { formatIban } from '@shared/validation/iban.js';
import type { OrderRow } from '../../platform/db/schema/orders.js';
import type { EmailContent } from '../email/index.js';

/** The steps of an order a shopper is told about by e-mail (docs/decisions/0103-order-status-emails.md). */
export type StatusEmailKind = 'shipped' | 'ready_for_pickup' | 'cancelled' | 'refunded' | 'refund_paid';

export interface StatusEmailInput {
  shopName: string;
  order: OrderRow;
  kind: StatusEmailKind;
  orderUrl: string;
  trackingNumber?: string;
  carrier?: 'boxnow' | 'other';
  /** The carrier's page for the parcel (docs/decisions/0196-tracking-link-per-delivery-method.md), when it has one. */
  trackingUrl?: string | null;
  refundCents?: number;
  /** card: back to the card at once; bank: paid to the buyer's IBAN by staff. */
  refundMethod?: 'card' | 'bank';
  iban?: string | null;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Body {
  title: string;
  paragraphs: string[];
  /** A link of its own below the paragraphs: the HTML shows `label` as the link, the text the URL after it. */
  link?: { label: string; url: string };
}

function body(input: StatusEmailInput): Body {
  const { order } = input;
  const n = order.number;
  switch (input.kind) {
    case 'shipped': {
      const where =
        input.carrier === 'boxnow' && order.pickupPoint
          ? `u BoxNow paketomat ${order.pickupPoint.name}. Kad pošiljka stigne, BoxNow Vam šalje PIN za otvaranje pretinca.`
          : 'na Vašu adresu.';
      return {
        title: `Narudžba ${n} je poslana`,
        paragraphs: [
          `Vaša narudžba ${n} je na putu ${where}`,
          ...(input.trackingNumber ? [`Broj za praćenje pošiljke: ${input.trackingNumber}`] : []),
        ],
        ...(input.trackingNumber && input.trackingUrl
          ? { link: { label: 'Prati pošiljku', url: input.trackingUrl } }
          : {}),
      };
    }
    case 'ready_for_pickup':
      return {
        title: `Narudžba ${n} spremna je za preuzimanje`,
        paragraphs: [
          `Vaša narudžba ${n} čeka Vas${order.pickupPoint ? ` u prodajnom mjestu ${order.pickupPoint.name}` : ''}.`,
          ...(order.pickupPoint?.workhours ? [`Radno vrijeme: ${order.pickupPoint.workhours}`] : []),
          'Pri preuzimanju navedite broj narudžbe.',
        ],
      };
    case 'cancelled':
      return {
        title: `Narudžba ${n} je otkazana`,
        paragraphs: [
          `Vaša narudžba ${n} je otkazana.`,
          'Ako ste je već platili, iznos Vam vraćamo na isti način plaćanja; o povratu Vas obavještavamo posebnom porukom.',
        ],
      };
    case 'refunded':
      return {
        title: `Povrat novca za narudžbu ${n}`,
        paragraphs:
          input.refundMethod === 'bank'
            ? [
                `Odobrili smo povrat ${formatMoney(input.refundCents ?? 0)} za narudžbu ${n}.`,
                input.iban
                  ? `Iznos uplaćujemo na Vaš IBAN ${formatIban(input.iban)} najkasnije 14 dana od odustanka; javit ćemo Vam kad bude uplaćen.`
                  : 'Za uplatu nam treba Vaš IBAN: odgovorite na ovu poruku i upišite ga.',
              ]
            : [
                `Na Vašu karticu vratili smo ${formatMoney(input.refundCents ?? 0)} za narudžbu ${n}.`,
                'Ovisno o banci, iznos će biti vidljiv na računu kartice za nekoliko radnih dana.',
              ],
      };
    case 'refund_paid':
      return {
        title: `Povrat novca za narudžbu ${n} je uplaćen`,
        paragraphs: [
          `Na Vaš IBAN ${formatIban(input.iban ?? '')} uplatili smo ${formatMoney(input.refundCents ?? 0)} za narudžbu ${n}.`,
          'Ovisno o banci, iznos će biti vidljiv na Vašem računu za jedan do dva radna dana.',
        ],
      };
  }
}

/** A short Croatian e-mail about one step of an order, as text and HTML, with the link to the order's page. */
export function orderStatusEmail(input: StatusEmailInput): EmailContent {
  const { title, paragraphs, link } = body(input);
  const name = `${input.order.deliveryAddress.firstName} ${input.order.deliveryAddress.lastName}`.trim();
  const lines = [`Poštovani/a ${name},`, ...paragraphs];
  const text = [
    title,
    '',
    ...lines,
    ...(link ? [`${link.label}: ${link.url}`] : []),
    '',
    `Narudžbu možete pogledati ovdje: ${input.orderUrl}`,
    '',
    `— ${input.shopName}`,
  ];
  const page = 'font-family:Arial,sans-serif;color:#111;max-width:640px;margin:0 auto;padding:24px';
  const html = [
    `<!doctype html><html lang="hr"><body style="${page}">`,
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>`,
    ...lines.map((l) => `<p style="margin:0 0 8px">${escapeHtml(l)}</p>`),
    ...(link
      ? [`<p><a href="${escapeHtml(link.url)}" target="_blank" rel="noopener">${escapeHtml(link.label)}</a></p>`]
      : []),
    `<p><a href="${escapeHtml(input.orderUrl)}">Pogledajte narudžbu</a></p>`,
    `<p style="font-size:12px;color:#555">${escapeHtml(input.shopName)}</p>`,
    '</body></html>',
  ].join('\n');
  return { kind: 'order_status', subject: `${title} | ${input.shopName}`, text: text.join('\n'), html };
}
