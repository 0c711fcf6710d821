import { formatIban } from '@shared/validation/iban.js';
import type { OrderRow } from '../../platform/db/schema/orders.js';

const CARD = new Set(['wspay_hpp', 'tcom_hpp']);

/**
 * What happens after a withdrawal, in Croatian, for the acknowledgment e-mail and the answer the shopper sees
 * (docs/decisions/0153-withdrawal-by-lines.md): before shipment the lines are simply not sent; after it the goods
 * come back first. Then how the money comes back: to the card, to the IBAN given, or nothing when nothing was paid.
 */
export function withdrawalNext(
  order: OrderRow,
  w: { beforeShipment: boolean; iban: string | null; returnAddress: string },
): string[] {
  const card = CARD.has(order.paymentCode);
  const paidByCard = card && order.status !== 'authorised';
  const money =
    !card && !w.iban
      ? 'Za te proizvode ništa ne plaćate.'
      : card && !paidByCard && w.beforeShipment
        ? 'Iznos rezerviran na Vašoj kartici za te proizvode nećemo naplatiti.'
        : card
          ? 'Novac za te proizvode vraćamo na Vašu karticu najkasnije 14 dana od odustanka.'
          : `Novac za te proizvode uplaćujemo na IBAN ${formatIban(w.iban ?? '')} najkasnije 14 dana od odustanka.`;
  if (w.beforeShipment) return ['Proizvode od kojih ste odustali nećemo poslati.', money];
  return [
    `Vratite proizvode najkasnije 14 dana od danas na adresu: ${w.returnAddress}. Direktne troškove povrata snosite Vi.`,
    `${money} Povrat smijemo zadržati dok roba ne stigne natrag ili dok ne pošaljete dokaz da ste je poslali.`,
  ];
}
