import { isValidOib } from '@shared/validation/oib.js';
import type { Invoice, InvoiceParty } from './invoice.js';
import { HR_CUSTOMIZATION_ID } from './invoice.js';

/** A business rule the invoice breaks: its id in EN 16931 (BR-…) or the HR CIUS (HR-BR-…), and why. */
export interface RuleBreach {
  rule: string;
  message: string;
}

const HR_PROFILES = /^P([1-9]|1[0-2])$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}:\d{2}$/;
/** KPD 2025: at least six digits in pairs, "NN.NN.NN". */
const KPD = /^\d{2}\.\d{2}\.\d{2}$/;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const blank = (s: string | undefined) => !s || s.trim() === '';

function partyRules(p: InvoiceParty, who: 'seller' | 'buyer', out: RuleBreach[]) {
  const seller = who === 'seller';
  if (blank(p.name)) out.push({ rule: seller ? 'BR-06' : 'BR-07', message: `${who} name (BT-${seller ? 27 : 44})` });
  if (blank(p.street) || blank(p.city) || blank(p.postalCode))
    out.push({ rule: seller ? 'BR-08' : 'BR-10', message: `${who} postal address (BG-${seller ? 5 : 8})` });
  if (!/^[A-Z]{2}$/.test(p.country))
    out.push({ rule: seller ? 'BR-09' : 'BR-11', message: `${who} country code (BT-${seller ? 40 : 55})` });
  // The electronic address of both parties is their OIB in the HR CIUS; a wrong one never reaches anyone.
  if (!isValidOib(p.oib)) out.push({ rule: seller ? 'HR-OIB-SELLER' : 'HR-OIB-BUYER', message: `${who} OIB` });
}

/**
 * The EN 16931 and HR CIUS rules that can be checked on the invoice's data before it is written
 * (docs/decisions/0228-company-einvoices.md): mandatory elements, the BR-CO totals, the VAT category rules of
 * standard-rated (S) and zero-rated (Z) supplies, and the HR additions (CIUS id, profile, issue time, operator,
 * KPD on every line, OIBs, EUR). An empty list means the intermediary should get no validation error from them.
 */
export function invoiceBreaches(inv: Invoice): RuleBreach[] {
  const out: RuleBreach[] = [];
  const add = (rule: string, message: string) => out.push({ rule, message });
  if (blank(inv.customizationId)) add('BR-01', 'specification identifier (BT-24)');
  if (blank(inv.number)) add('BR-02', 'invoice number (BT-1)');
  if (!DATE.test(inv.issueDate)) add('BR-03', 'issue date (BT-2)');
  if (inv.typeCode !== '380') add('BR-04', 'invoice type code (BT-3)');
  if (!/^[A-Z]{3}$/.test(inv.currency)) add('BR-05', 'currency code (BT-5)');
  partyRules(inv.seller, 'seller', out);
  partyRules(inv.buyer, 'buyer', out);
  if (inv.lines.length === 0) add('BR-16', 'at least one invoice line (BG-25)');
  for (const line of inv.lines) {
    if (blank(line.id)) add('BR-21', 'line identifier (BT-126)');
    if (!Number.isFinite(line.quantity) || line.quantity === 0) add('BR-22', `line ${line.id} quantity (BT-129)`);
    if (!Number.isInteger(line.netCents)) add('BR-24', `line ${line.id} net amount (BT-131)`);
    if (blank(line.name)) add('BR-25', `line ${line.id} item name (BT-153)`);
    if (line.netCents / line.quantity < 0) add('BR-27', `line ${line.id} net price must not be negative (BT-146)`);
    if (line.category === 'S' && !(line.rate > 0)) add('BR-S-05', `line ${line.id}: standard rate above zero`);
    if (line.category === 'Z' && line.rate !== 0) add('BR-Z-05', `line ${line.id}: zero rate is 0`);
    if (!KPD.test(line.kpd)) add('HR-BR-25', `line ${line.id}: KPD 2025 classification (NN.NN.NN)`);
  }

  const t = inv.totals;
  const lineNet = sum(inv.lines.map((l) => l.netCents));
  const tax = sum(inv.vat.map((p) => p.taxCents));
  if (t.lineNetCents !== lineNet) add('BR-CO-10', 'sum of line net amounts (BT-106) = Σ BT-131');
  if (t.taxExclusiveCents !== t.lineNetCents) add('BR-CO-13', 'total without VAT (BT-109) = BT-106');
  if (t.taxCents !== tax) add('BR-CO-14', 'VAT total (BT-110) = Σ VAT category tax amounts (BT-117)');
  if (t.taxInclusiveCents !== t.taxExclusiveCents + t.taxCents)
    add('BR-CO-15', 'total with VAT (BT-112) = BT-109 + BT-110');
  if (t.payableCents !== t.taxInclusiveCents - t.prepaidCents + t.roundingCents)
    add('BR-CO-16', 'amount due (BT-115) = BT-112 − BT-113 + BT-114');
  if (inv.vat.length === 0) add('BR-CO-18', 'at least one VAT breakdown (BG-23)');
  if (t.payableCents > 0 && !DATE.test(inv.dueDate)) add('BR-CO-25', 'a positive amount due needs a due date (BT-9)');
  if (Math.abs(t.roundingCents) > 100) add('BR-CO-16', 'rounding (BT-114) above one euro: the totals do not add up');

  for (const part of inv.vat) {
    const expected = Math.round((part.taxableCents * part.rate) / 100);
    if (part.taxCents !== expected) add('BR-CO-17', `VAT ${part.rate} %: tax = taxable × rate (${expected})`);
    const ofPart = inv.lines.filter((l) => l.category === part.category && l.rate === part.rate);
    if (ofPart.length === 0) add(`BR-${part.category}-01`, `VAT ${part.rate} % breakdown without lines`);
    if (part.taxableCents !== sum(ofPart.map((l) => l.netCents)))
      add(`BR-${part.category}-08`, `VAT ${part.rate} %: taxable amount = Σ line net amounts of that rate`);
    if (part.category === 'Z' && part.taxCents !== 0) add('BR-Z-09', 'zero-rated tax amount is 0');
  }
  for (const line of inv.lines)
    if (!inv.vat.some((p) => p.category === line.category && p.rate === line.rate))
      add(`BR-${line.category}-01`, `line ${line.id}: no VAT breakdown of category ${line.category} ${line.rate} %`);

  // The HR CIUS and its extension.
  if (inv.customizationId !== HR_CUSTOMIZATION_ID) add('HR-CIUS-ID', 'specification identifier of HR CIUS 2025 + EXT');
  if (!HR_PROFILES.test(inv.profileId)) add('HR-PROFILE', 'business process P1–P12 (BT-23)');
  if (!TIME.test(inv.issueTime)) add('HR-ISSUE-TIME', 'issue time (HR-BT-2)');
  if (!DATE.test(inv.dueDate)) add('HR-BR-4', 'due date (BT-9)');
  if (blank(inv.operator.label)) add('HR-BR-37', 'operator label (HR-BT-4)');
  if (!isValidOib(inv.operator.oib)) add('HR-BR-9', 'operator OIB (HR-BT-5)');
  if (inv.currency !== 'EUR') add('HR-EUR', 'amounts in euro');
  if (blank(inv.payment.meansCode)) add('BR-49', 'payment means code (BT-81)');
  return out;
}
