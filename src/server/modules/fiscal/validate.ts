import { isCents } from '@shared/money.js';
import { isValidOib } from '@shared/validation/oib.js';
import { AppError } from '../../platform/errors/index.js';
import { PAYMENT_METHODS, type ReceiptInput } from './types.js';
import { VAT_RATES } from './vat.js';

/** Cash and card receipts above 10,000 €, others above 150,000 €, are refused by CIS (codes 168 and 167). */
const LIMIT_CENTS = { cashOrCard: 1_000_000, other: 15_000_000 };

const invalid = (message: string) => new AppError('FISCAL_RECEIPT_INVALID', { message });

/**
 * Refuses a receipt CIS would refuse, before it takes a number: a receipt once numbered must be delivered, so
 * bad data has to stop here. Messages are Croatian because the back office shows them.
 */
export function checkReceiptInput(input: ReceiptInput, sign: 1 | -1): void {
  if (!(input.issuedAt instanceof Date) || Number.isNaN(input.issuedAt.getTime()))
    throw invalid('Vrijeme izdavanja računa nije ispravno.');
  if (!input.reference || input.reference.length > 100) throw invalid('Oznaka prodaje mora imati 1 do 100 znakova.');
  if (input.lines.length === 0) throw invalid('Račun mora imati barem jednu stavku.');
  for (const line of input.lines) {
    if (!line.name.trim()) throw invalid('Stavka računa mora imati naziv.');
    // A sale counts positive quantities; a correcting receipt takes them back with negative ones.
    if (!Number.isFinite(line.quantity) || Math.sign(line.quantity) !== sign)
      throw invalid(`Količina stavke "${line.name}" nije ispravna.`);
    if (!isCents(line.unitPriceCents) || !isCents(line.totalCents)) throw invalid('Iznosi moraju biti u centima.');
    if (Math.sign(line.totalCents) === -sign) throw invalid(`Iznos stavke "${line.name}" ima pogrešan predznak.`);
    if (!VAT_RATES.includes(line.vatRate)) throw invalid(`Stopa PDV-a ${line.vatRate} % nije dopuštena.`);
  }
  const sum = input.lines.reduce((total, line) => total + line.totalCents, 0);
  if (!isCents(input.totalCents) || sum !== input.totalCents)
    throw invalid('Ukupan iznos računa nije jednak zbroju stavki.');
  if (!PAYMENT_METHODS.includes(input.paymentMethod)) throw invalid('Način plaćanja mora biti G, K, T ili O.');
  const limit = input.paymentMethod === 'G' || input.paymentMethod === 'K' ? LIMIT_CENTS.cashOrCard : LIMIT_CENTS.other;
  if (Math.abs(input.totalCents) > limit) throw invalid('Iznos računa prelazi granicu za ovaj način plaćanja.');
  if (input.buyerOib !== undefined) {
    if (!isValidOib(input.buyerOib)) throw invalid('OIB kupca nije ispravan.');
    // A business buyer paying by transfer needs an eRačun, not a fiscal receipt.
    if (input.paymentMethod === 'T') throw invalid('Za plaćanje transakcijskim računom OIB kupca se ne šalje.');
  }
}
