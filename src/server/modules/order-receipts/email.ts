import type { EmailContent } from '../email/index.js';
import { type ReceiptDocument, receiptFacts } from '../fiscal/index.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ReceiptLinks {
  /** The receipt's page in the shop. */
  page: string;
  pdf: string;
  /** The QR code as a PNG the mail client loads (data: images are blocked by most of them). */
  qrPng: string;
}

/**
 * The receipt by e-mail, issued when the order was paid (or a correction when money or goods went back): every item
 * of the receipt as text and HTML, the QR code as an image, and links to the receipt's page and PDF, where the JIR
 * shows once CIS gave it (docs/decisions/0076-receipt-page-and-e-mail.md).
 */
export function receiptEmail(shopName: string, orderNumber: string, doc: ReceiptDocument, links: ReceiptLinks) {
  const correction = doc.correctsNumber !== null;
  const subject = correction
    ? `Račun ${doc.number} (ispravak) za narudžbu ${orderNumber}`
    : `Račun ${doc.number} za narudžbu ${orderNumber}`;
  const intro = correction
    ? `Za narudžbu ${orderNumber} izdali smo račun kojim se ispravlja račun ${doc.correctsNumber}.`
    : `Hvala na kupnji! U nastavku je račun za narudžbu ${orderNumber}.`;
  const facts = receiptFacts(doc);
  const lineText = doc.lines.map((l) => `${l.name}: ${l.quantity} × ${l.unitPrice} = ${l.total} (PDV ${l.vatRate})`);
  const vatText = doc.vat.map((v) => `PDV ${v.rate}: osnovica ${v.base}, iznos ${v.amount}`);
  const text = [
    intro,
    '',
    doc.title,
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    'Stavke:',
    ...lineText,
    '',
    ...vatText,
    `Ukupno: ${doc.total}`,
    ...(doc.note ? [doc.note] : []),
    '',
    `Provjera računa (QR kod): ${doc.qrUrl}`,
    `Račun u trgovini: ${links.page}`,
    `Račun u PDF-u: ${links.pdf}`,
    '',
    shopName,
  ].join('\n');

  const cell = 'padding:4px 8px;border-bottom:1px solid #ddd;text-align:left';
  const num = `${cell};text-align:right`;
  const factRows = facts
    .map(([k, v]) => `<tr><th style="${cell}">${escapeHtml(k)}</th><td style="${cell}">${escapeHtml(v)}</td></tr>`)
    .join('');
  const lineRows = doc.lines
    .map(
      (l) =>
        `<tr><td style="${cell}">${escapeHtml(l.name)}</td><td style="${num}">${escapeHtml(l.quantity)}</td><td style="${num}">${escapeHtml(l.unitPrice)}</td><td style="${num}">${escapeHtml(l.vatRate)}</td><td style="${num}">${escapeHtml(l.total)}</td></tr>`,
    )
    .join('');
  const vatRows = doc.vat
    .map(
      (v) =>
        `<tr><td style="${cell}">PDV ${escapeHtml(v.rate)}</td><td style="${num}">${escapeHtml(v.base)}</td><td style="${num}">${escapeHtml(v.amount)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="hr"><body style="font-family:Arial,sans-serif;color:#111;max-width:620px;margin:0 auto;padding:24px">
<p>${escapeHtml(intro)}</p>
<h1 style="font-size:20px">${escapeHtml(doc.title)} ${escapeHtml(doc.number)}</h1>
<table style="border-collapse:collapse;width:100%">${factRows}</table>
<h2 style="font-size:16px">Stavke</h2>
<table style="border-collapse:collapse;width:100%"><tr><th style="${cell}">Naziv</th><th style="${num}">Kol.</th><th style="${num}">Cijena</th><th style="${num}">PDV</th><th style="${num}">Iznos</th></tr>${lineRows}</table>
<table style="border-collapse:collapse;width:100%;margin-top:12px"><tr><th style="${cell}">Porez</th><th style="${num}">Osnovica</th><th style="${num}">Iznos</th></tr>${vatRows}</table>
<p style="font-size:18px;font-weight:bold">Ukupno: ${escapeHtml(doc.total)}</p>
${doc.note ? `<p>${escapeHtml(doc.note)}</p>` : ''}
<p><img src="${escapeHtml(links.qrPng)}" width="160" height="160" alt="QR kod za provjeru računa"></p>
<p style="font-size:12px">Provjera računa: <a href="${escapeHtml(doc.qrUrl)}">${escapeHtml(doc.qrUrl)}</a></p>
<p><a href="${escapeHtml(links.page)}">Račun u trgovini</a> · <a href="${escapeHtml(links.pdf)}">Račun u PDF-u</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(shopName)}</p></body></html>`;
  const mail: EmailContent = { kind: 'order_receipt', subject, text, html };
  return mail;
}
