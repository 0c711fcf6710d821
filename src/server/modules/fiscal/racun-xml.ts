import type { Cents } from '@shared/money.js';
import { cisAmount, cisRate, xmlDateTime } from './format.js';
import type { PaymentMethod, ReceiptNumber, VatPart } from './types.js';

export const F73_NS = 'http://www.apis-it.hr/fin/2012/types/f73';
/** Id of the signed root element; the signature's Reference points at "#RacunZahtjev". */
export const RACUN_ZAHTJEV_ID = 'RacunZahtjev';

/** The receipt as CIS sees it: identical on every attempt to deliver it. */
export interface RacunData {
  oib: string;
  vatPayer: boolean;
  issuedAt: Date;
  /** OznSlijed: numbering per premises (P) or per device (N). */
  sequenceMark: 'P' | 'N';
  number: ReceiptNumber;
  vat: VatPart[];
  totalCents: Cents;
  paymentMethod: PaymentMethod;
  operatorOib: string;
  zki: string;
  buyerOib?: string | null | undefined;
}

/** What changes per attempt: a new message id and send time, and the late-delivery mark after the first try. */
export interface Attempt {
  messageId: string;
  sentAt: Date;
  lateDelivery: boolean;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const el = (name: string, content: string) => `<tns:${name}>${content}</tns:${name}>`;
const text = (name: string, value: string) => el(name, escapeText(value));

/**
 * RacunZahtjev, unsigned, with its elements in the schema's sequence order (any other order is refused as s001)
 * and without whitespace between elements, so what is signed is exactly what is sent.
 */
export function racunZahtjevXml(racun: RacunData, attempt: Attempt): string {
  const header = el(
    'Zaglavlje',
    text('IdPoruke', attempt.messageId) + text('DatumVrijeme', xmlDateTime(attempt.sentAt)),
  );
  // A seller outside the VAT system must not send a Pdv breakdown at all.
  const vat =
    racun.vatPayer && racun.vat.length > 0
      ? el(
          'Pdv',
          racun.vat
            .map((p) =>
              el(
                'Porez',
                text('Stopa', cisRate(p.rate)) +
                  text('Osnovica', cisAmount(p.baseCents)) +
                  text('Iznos', cisAmount(p.amountCents)),
              ),
            )
            .join(''),
        )
      : '';
  const body = el(
    'Racun',
    [
      text('Oib', racun.oib),
      text('USustPdv', String(racun.vatPayer)),
      text('DatVrijeme', xmlDateTime(racun.issuedAt)),
      text('OznSlijed', racun.sequenceMark),
      el(
        'BrRac',
        text('BrOznRac', String(racun.number.sequence)) +
          text('OznPosPr', racun.number.premises) +
          text('OznNapUr', racun.number.device),
      ),
      vat,
      text('IznosUkupno', cisAmount(racun.totalCents)),
      text('NacinPlac', racun.paymentMethod),
      text('OibOper', racun.operatorOib),
      text('ZastKod', racun.zki),
      text('NakDost', String(attempt.lateDelivery)),
      racun.buyerOib ? text('OibPrimateljaRacuna', racun.buyerOib) : '',
    ].join(''),
  );
  return `<tns:RacunZahtjev xmlns:tns="${F73_NS}" Id="${RACUN_ZAHTJEV_ID}">${header}${body}</tns:RacunZahtjev>`;
}
