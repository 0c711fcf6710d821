import { formatMoney } from '@shared/money.js';
import { PAYMENT_RULE_TEXT, SEVERAL_CARD_METHODS_TEXT } from '@shared/payment-rules.js';
import type { CommerceSettings } from '../settings/index.js';

/**
 * The shop's facts in CMS text (docs/decisions/0239-legal-pages-read-the-seller-from-the-settings.md): a page's rich
 * text names the seller, its OIB, the delivery prices and the payment rules by placeholders, `{{seller.oib}}`, which
 * the public page read fills from the commerce settings, the same ones the checkout, the order e-mails, the receipts
 * and the contact page read. A club that changes its settings changes its legal pages; the edit mode keeps the
 * placeholders, since it reads the stored sections.
 */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const COUNTRY_NAMES: Record<string, string> = {
  HR: 'Hrvatska',
  SI: 'Slovenija',
  BA: 'Bosna i Hercegovina',
  RS: 'Srbija',
  ALL: 'sve države dostave',
};
const countryName = (code: string) => COUNTRY_NAMES[code] ?? code;

type Place = { street: string; houseNumber: string; zipCode: string; city: string; country: string };
const addressOf = (p: Place) => `${p.street} ${p.houseNumber}, ${p.zipCode} ${p.city}, ${countryName(p.country)}`;

/** The placeholders that stand for one value, written as text. */
function textFacts(c: CommerceSettings): Record<string, string> {
  const s = c.seller;
  return {
    'seller.name': s.name,
    'seller.legalName': s.legalName,
    'seller.oib': s.oib,
    'seller.address': addressOf(s),
    'seller.iban': s.iban,
    'seller.bank': s.bank,
    'seller.phoneText': s.phone,
    'seller.emailText': s.email,
    'clubShop.name': s.clubShop.name,
    'clubShop.address': addressOf(s.clubShop),
    'clubShop.workhours': s.clubShop.workhours,
    withdrawalDays: String(c.orderRules.withdrawalDays),
    bankTransferDays: String(c.orderRules.bankTransferDays),
    freeDeliveryFrom: freeDeliveryFrom(c),
  };
}

/** The lowest free-delivery threshold of an enabled method in Croatia, worded; 'nije ponuđena' when none. */
function freeDeliveryFrom(c: CommerceSettings): string {
  const thresholds = c.deliveryMethods
    .filter((m) => m.enabled)
    .flatMap((m) => m.rates.filter((r) => r.country === 'HR' && r.freeFrom !== null).map((r) => r.freeFrom!));
  return thresholds.length > 0 ? formatMoney(Math.min(...thresholds)) : 'nije ponuđena';
}

/** The placeholders that stand for HTML of their own: links, a table, lists. */
function htmlFacts(c: CommerceSettings): Record<string, string> {
  const s = c.seller;
  const cards = c.paymentMethods.filter((m) => m.enabled && m.methodCode === 1);
  return {
    'seller.email': `<a href="mailto:${escapeHtml(s.email)}">${escapeHtml(s.email)}</a>`,
    'seller.phone': `<a href="tel:${escapeHtml(s.phone.replace(/[^+\d]/g, ''))}">${escapeHtml(s.phone)}</a>`,
    deliveryMethods: deliveryTable(c),
    paymentMethods: `<ul>${c.paymentMethods
      .filter((m) => m.enabled)
      .map(
        (m) =>
          `<li><strong>${escapeHtml(m.name)}</strong>${m.fee > 0 ? ` (naknada ${escapeHtml(formatMoney(m.fee))})` : ''}: ${escapeHtml(m.description)}</li>`,
      )
      .join('')}</ul>`,
    paymentRules: `<ul>${[...Object.values(PAYMENT_RULE_TEXT), ...(cards.length > 1 ? [SEVERAL_CARD_METHODS_TEXT] : [])]
      .map((sentence) => `<li>${escapeHtml(sentence)}</li>`)
      .join('')}</ul>`,
  };
}

function deliveryTable(c: CommerceSettings): string {
  // Only the tags the CMS's rich text may hold (modules/cms/sanitize.ts), so the storefront styles it as any table.
  const rows = c.deliveryMethods
    .filter((m) => m.enabled)
    .flatMap((m) =>
      m.rates.map(
        (r) =>
          `<tr><td>${escapeHtml(m.name)}</td><td>${escapeHtml(countryName(r.country))}</td><td>${r.price === 0 ? 'besplatno' : escapeHtml(formatMoney(r.price))}</td><td>${r.freeFrom === null ? '–' : escapeHtml(formatMoney(r.freeFrom))}</td></tr>`,
      ),
    )
    .join('');
  const notes = c.deliveryMethods
    .filter((m) => m.enabled && m.description)
    .map((m) => `<li><strong>${escapeHtml(m.name)}</strong>: ${escapeHtml(m.description)}</li>`)
    .join('');
  // Focusable: on a phone the table scrolls in its own box, which a keyboard must reach (WCAG 2.1.1).
  return `<table tabindex="0" aria-label="Cijene dostave"><thead><tr><th>Način dostave</th><th>Država</th><th>Cijena</th><th>Besplatno od</th></tr></thead><tbody>${rows}</tbody></table><ul>${notes}</ul>`;
}

const PLACEHOLDER = /(<p>\s*)?\{\{\s*([A-Za-z.]+)\s*\}\}(\s*<\/p>)?/g;
const BLOCKS = new Set(['deliveryMethods', 'paymentMethods', 'paymentRules']);

/** The HTML with its placeholders filled; an unknown placeholder is left as it is, for the editor to see. */
export function fillShopFacts(html: string, settings: CommerceSettings): string {
  if (!html.includes('{{')) return html;
  const text = textFacts(settings);
  const blocks = htmlFacts(settings);
  return html.replace(PLACEHOLDER, (whole, open: string | undefined, key: string, close: string | undefined) => {
    // A list or a table may not sit inside a paragraph: its own paragraph is dropped with it.
    if (BLOCKS.has(key)) return open && close ? blocks[key]! : `${open ?? ''}${blocks[key]}${close ?? ''}`;
    const value = key in text ? escapeHtml(text[key]!) : blocks[key];
    return value === undefined ? whole : `${open ?? ''}${value}${close ?? ''}`;
  });
}

/** Every section's rich text with the facts filled (the sections as the public page read answers them). */
export function fillSections<T>(sections: T, settings: CommerceSettings): T {
  if (!Array.isArray(sections)) return sections;
  return sections.map((section) =>
    section && typeof section === 'object' && 'html' in section && typeof section.html === 'string'
      ? { ...section, html: fillShopFacts(section.html, settings) }
      : section,
  ) as T;
}
