import type { Cents } from '@shared/money.js';

/** How the buyer paid (NacinPlac): cash incl. cash on delivery, card, bank transfer, anything else or mixed. */
export type PaymentMethod = 'G' | 'K' | 'T' | 'O';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['G', 'K', 'T', 'O'];

/** Hash of the RSA step of the ZKI; stored with every receipt so an old ZKI can always be recomputed. */
export type ZkiHash = 'sha256' | 'sha1';

export interface ReceiptLineInput {
  name: string;
  quantity: number;
  /** Unit price with VAT. */
  unitPriceCents: Cents;
  /** Line total with VAT (negative on a correcting receipt). */
  totalCents: Cents;
  /** VAT rate in percent, e.g. 25, 13, 5 or 0. */
  vatRate: number;
}

/**
 * What a caller hands over to get a fiscal receipt: independent of orders, so a paid order, a refund or any
 * future sale channel issues receipts the same way.
 */
export interface ReceiptInput {
  /** When the sale happened: printed on the receipt and part of the ZKI. */
  issuedAt: Date;
  lines: ReceiptLineInput[];
  /** Total with VAT; must equal the sum of the line totals. */
  totalCents: Cents;
  paymentMethod: PaymentMethod;
  /** A business buyer's OIB (OibPrimateljaRacuna); never with a bank transfer, which needs an eRačun instead. */
  buyerOib?: string | undefined;
  /** The caller's own key for the sale, e.g. an order id; kept as given. */
  reference: string;
}

/** Per VAT rate: the base and the tax in it, as the Pdv breakdown of RacunZahtjev carries them. */
export interface VatPart {
  rate: number;
  baseCents: Cents;
  amountCents: Cents;
}

export interface ReceiptNumber {
  /** BrOznRac: 1, 2, 3... within premises, device and year. */
  sequence: number;
  premises: string;
  device: string;
}

export type ReceiptStatus = 'awaiting_jir' | 'fiscalised' | 'refused';

/** "1234/WEB1/1", the way receipts print their number. */
export const formatReceiptNumber = (n: ReceiptNumber): string => `${n.sequence}/${n.premises}/${n.device}`;
