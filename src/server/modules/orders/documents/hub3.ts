/**
 * The HUB-3A payment slip's barcode data (docs/decisions/0046-order-pdf-and-payment-slip.md): the Croatian banks'
 * PDF417 standard (HUB, "Format zapisa PDF417 2D barkoda prema HUB3 standardu", v6 for EUR). Fourteen fields
 * joined by LF; each field has a maximum length in characters and a restricted alphabet. Names and places are
 * cleaned and shortened to fit (a scanner refuses the whole slip otherwise); the IBAN, model, reference and amount
 * are checked, never altered: a wrong one would send the money elsewhere, so it throws.
 */
export interface Hub3Party {
  name: string;
  street: string;
  /** "10000 Zagreb" */
  place: string;
}

export interface Hub3Slip {
  /** Integer cents. */
  amount: number;
  payer: Hub3Party;
  recipient: Hub3Party;
  iban: string;
  /** HR00, HR01, … */
  model: string;
  reference: string;
  /** ISO 20022 purpose code, e.g. OTHR; may be empty. */
  purpose: string;
  description: string;
}

export const HUB3_HEADER = 'HRVHUB30';

const MAX = {
  payerName: 30,
  payerStreet: 27,
  payerPlace: 27,
  recipientName: 25,
  recipientStreet: 25,
  recipientPlace: 27,
  description: 35,
} as const;

export class Hub3Error extends Error {
  override name = 'Hub3Error';
}

/** Letters (Croatian ones and Q W X Y included), digits, space and , . : - + ? ' / ( ) are allowed. */
const NOT_ALLOWED = /[^0-9A-Za-zČĆĐŠŽčćđšž ,.:\-+?'/()]/g;

/** Replaces what the standard does not allow by a space, folds runs of spaces and cuts to the field's length. */
export function hub3Text(value: string, max: number): string {
  return value.replace(NOT_ALLOWED, ' ').replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** ISO 13616 mod-97 check of an IBAN. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** The data string the PDF417 barcode encodes (UTF-8, as v6 of the standard says). */
export function hub3Data(slip: Hub3Slip): string {
  if (!Number.isInteger(slip.amount) || slip.amount < 0 || slip.amount > 999_999_999_999_999)
    throw new Hub3Error(`amount ${slip.amount} is not a whole number of cents that fits 15 digits`);
  if (slip.iban.length !== 21 || !slip.iban.startsWith('HR') || !isValidIban(slip.iban))
    throw new Hub3Error(`IBAN ${slip.iban} is not a valid Croatian IBAN`);
  if (!/^HR\d{2}$/.test(slip.model)) throw new Hub3Error(`model ${slip.model} is not HR + two digits`);
  if (!/^[0-9-]{0,22}$/.test(slip.reference) || /--|^-|-$/.test(slip.reference))
    throw new Hub3Error(`reference ${slip.reference} is not digits in up to three dash-separated groups`);
  if (slip.reference.split('-').length > 3 || slip.reference.split('-').some((g) => g.length > 12))
    throw new Hub3Error(`reference ${slip.reference} has more than three groups or a group over 12 digits`);
  if (!/^([A-Z]{4})?$/.test(slip.purpose)) throw new Hub3Error(`purpose ${slip.purpose} is not four capital letters`);
  return [
    HUB3_HEADER,
    'EUR',
    String(slip.amount).padStart(15, '0'),
    hub3Text(slip.payer.name, MAX.payerName),
    hub3Text(slip.payer.street, MAX.payerStreet),
    hub3Text(slip.payer.place, MAX.payerPlace),
    hub3Text(slip.recipient.name, MAX.recipientName),
    hub3Text(slip.recipient.street, MAX.recipientStreet),
    hub3Text(slip.recipient.place, MAX.recipientPlace),
    slip.iban,
    slip.model,
    slip.reference,
    slip.purpose,
    hub3Text(slip.description, MAX.description),
  ].join('\n');
}
