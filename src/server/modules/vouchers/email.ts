import { centsToEuros } from '@shared/money.js';
import { formatVoucherCode } from '@shared/voucher-code.js';
import type { EmailContent } from '../email/index.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const euros = (cents: number) => `${centsToEuros(cents).toFixed(2).replace('.', ',')} €`;
const date = (d: Date) =>
  new Intl.DateTimeFormat('hr-HR', { timeZone: 'Europe/Zagreb', day: 'numeric', month: 'numeric', year: 'numeric' })
    .format(d)
    .replace(/\s/g, '');

export interface MailedVoucher {
  code: string;
  valueCents: number;
  balanceCents: number;
  expiresAt: Date;
  /** The voucher's PDF (code, QR code, amount, expiry). */
  pdfUrl: string;
}

/**
 * The e-mail that delivers the vouchers of an order (or one voucher again from the back office): each code, amount,
 * expiry and a link to its PDF to print or forward. The codes are in the mail itself too, so it works offline.
 */
export function voucherEmail(
  shopName: string,
  orderNumber: string,
  list: readonly MailedVoucher[],
  again = false,
): EmailContent {
  const title = list.length === 1 ? 'Vaš poklon bon' : 'Vaši poklon bonovi';
  const intro = again
    ? `Ponovno šaljemo poklon bon iz narudžbe ${orderNumber}.`
    : `Hvala na kupnji! Plaćanje narudžbe ${orderNumber} je zaprimljeno, a ovo ${list.length === 1 ? 'je Vaš poklon bon' : 'su Vaši poklon bonovi'}.`;
  const rows = list.map((v) => ({
    code: formatVoucherCode(v.code),
    line: `${formatVoucherCode(v.code)}: ${euros(v.valueCents)}${v.balanceCents !== v.valueCents ? ` (preostalo ${euros(v.balanceCents)})` : ''}, vrijedi do ${date(v.expiresAt)}`,
    pdf: v.pdfUrl,
  }));
  const howTo =
    "Bon upišite u polje 'Poklon bon' na koraku plaćanja. Što ne potrošite, ostaje na bonu do isteka roka. Čuvajte kod kao gotovinu.";
  const text = [
    title,
    '',
    intro,
    '',
    ...rows.flatMap((r) => [r.line, `PDF za ispis: ${r.pdf}`, '']),
    howTo,
    '',
    shopName,
  ].join('\n');
  const items = rows
    .map(
      (r) =>
        `<li style="margin:0 0 16px"><strong style="font-size:18px;letter-spacing:1px">${escapeHtml(r.code)}</strong><br>${escapeHtml(r.line.slice(r.code.length + 2))}<br><a href="${escapeHtml(r.pdf)}">Preuzmi PDF poklon bona</a></li>`,
    )
    .join('');
  const html = `<!doctype html><html lang="hr"><body style="font-family:Arial,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px;color:#0b3d91">${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p><ul style="padding-left:18px">${items}</ul><p>${escapeHtml(howTo)}</p><p style="font-size:12px;color:#555">${escapeHtml(shopName)}</p></body></html>`;
  return { kind: 'gift_voucher', subject: `${title} | narudžba ${orderNumber} | ${shopName}`, text, html };
}
