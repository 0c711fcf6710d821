import type { OrderStatus } from './order-status.js';

/**
 * The back office's order desk (docs/decisions/0100-order-desk-actions.md): what a staff member may do to an order.
 * Which action each status allows is the order lifecycle machine's (machines/order-lifecycle/rules.ts,
 * docs/decisions/0150-order-lifecycle-machine.md); here are the actions, what the order's own facts rule out, and
 * the desk's Croatian words.
 */
export const DESK_ACTIONS = [
  'mark_paid',
  'mark_processing',
  'create_boxnow_delivery',
  'mark_shipped',
  'mark_ready_for_pickup',
  'mark_delivered',
  'mark_completed',
  'cancel',
  'capture',
  'refund',
  'void',
  'goods_returned',
  'bank_refund_done',
] as const;

export type DeskAction = (typeof DESK_ACTIONS)[number];

/** Actions on the card payment through the gateway's API that name the paid attempt. */
export const CARD_ACTIONS: readonly DeskAction[] = ['capture', 'void'];

/** What the desk knows of an order besides its status. */
export interface DeskOrderFacts {
  status: OrderStatus;
  /** courier (to the door), pickup (the club shop), boxnow (a locker); null for digital goods only. */
  deliveryCode: string | null;
  /** The card payment, when the order was paid by card. */
  card: { authorisedCents: number; capturedCents: number; refundedCents: number; voided: boolean } | null;
  /** Money the shop took for the order (captured card, matched transfer, cash collected) less what went back. */
  refundableCents: number;
  /** Units withdrawn after shipment that staff have not yet recorded back. */
  awaitingReturn: number;
  /** Bank-transfer refunds recorded and not yet paid. */
  bankRefundsToMake: number;
}

/** Why an action the status allows is still not possible for this order, in Croatian; null when it is. */
export function actionBlocker(action: DeskAction, order: DeskOrderFacts): string | null {
  const card = order.card;
  switch (action) {
    case 'create_boxnow_delivery':
      return order.deliveryCode === 'boxnow' ? null : 'Narudžba se ne dostavlja u BoxNow paketomat.';
    case 'mark_shipped':
      if (order.deliveryCode === null) return 'Narudžba sadrži samo digitalne proizvode i ne šalje se.';
      if (order.deliveryCode === 'pickup') return 'Narudžba se preuzima u klupskoj trgovini i ne šalje se.';
      return order.deliveryCode === 'boxnow'
        ? 'Narudžba za BoxNow paketomat šalje se zahtjevom za dostavu BoxNow.'
        : null;
    case 'mark_ready_for_pickup':
      return order.deliveryCode === 'pickup' ? null : 'Narudžba se ne preuzima u klupskoj trgovini.';
    case 'mark_completed':
      return order.awaitingReturn > 0 ? 'Vraćena roba još nije zaprimljena.' : null;
    case 'capture':
      if (!card) return 'Narudžba nije plaćena karticom.';
      if (card.voided) return 'Autorizacija kartice je poništena.';
      return card.capturedCents > 0 ? 'Iznos je već naplaćen s kartice.' : null;
    case 'void':
      if (!card) return 'Narudžba nije plaćena karticom.';
      if (card.voided) return 'Autorizacija kartice je već poništena.';
      return card.capturedCents > 0 ? 'Naplaćeni iznos ne može se poništiti; napravite povrat.' : null;
    case 'refund':
      if (card && card.capturedCents === 0) return 'Povrat je moguć tek nakon naplate s kartice.';
      if (card && card.refundedCents >= card.capturedCents) return 'Cijeli naplaćeni iznos već je vraćen.';
      return order.refundableCents > 0 ? null : 'Za narudžbu nije uplaćen iznos koji bi se mogao vratiti.';
    case 'goods_returned':
      return order.awaitingReturn > 0 ? null : 'Nema robe koja se čeka natrag.';
    case 'bank_refund_done':
      return order.bankRefundsToMake > 0 ? null : 'Nema povrata na račun koji čekaju uplatu.';
    default:
      return null;
  }
}

export interface DeskActionText {
  /** The button. */
  label: string;
  /** The confirmation question. */
  confirm: string;
  /** What the desk says when it is done. */
  done: string;
}

export const DESK_ACTION_TEXT: Readonly<Record<DeskAction, DeskActionText>> = {
  mark_paid: {
    label: 'Uplata zaprimljena',
    confirm: 'Potvrditi da je uplata za ovu narudžbu stigla na račun? Izdaje se fiskalni račun i šalje kupcu.',
    done: 'Uplata je zabilježena; račun je izdan i poslan kupcu.',
  },
  mark_processing: {
    label: 'U obradu',
    confirm: 'Označiti narudžbu kao „U obradi”?',
    done: 'Narudžba je u obradi.',
  },
  create_boxnow_delivery: {
    label: 'Zahtjev za BoxNow dostavu',
    confirm: 'Poslati BoxNow zahtjev za dostavu u odabrani paketomat? Narudžba postaje „Poslano”.',
    done: 'BoxNow je zaprimio zahtjev za dostavu; narudžba je poslana.',
  },
  mark_shipped: {
    label: 'Označi kao poslano',
    confirm: 'Označiti narudžbu kao poslanu s ovim brojem za praćenje? Kupac dobiva e-poruku.',
    done: 'Narudžba je poslana; kupac je obaviješten.',
  },
  mark_ready_for_pickup: {
    label: 'Spremno za preuzimanje',
    confirm: 'Označiti narudžbu kao spremnu za preuzimanje? Kupac dobiva e-poruku.',
    done: 'Narudžba je spremna za preuzimanje; kupac je obaviješten.',
  },
  mark_delivered: {
    label: 'Dostavljeno',
    confirm: 'Označiti narudžbu kao dostavljenu?',
    done: 'Narudžba je dostavljena.',
  },
  mark_completed: {
    label: 'Završi narudžbu',
    confirm: 'Završiti narudžbu?',
    done: 'Narudžba je završena.',
  },
  cancel: {
    label: 'Otkaži narudžbu',
    confirm:
      'Otkazati narudžbu? Proizvodi se vraćaju na stanje, kupon se vraća, plaćeni iznos vraća se kupcu (kartica odmah, uplata na račun preko popisa povrata), izdaje se račun za ispravak, a kupac dobiva e-poruku.',
    done: 'Narudžba je otkazana; zalihe i kupon su vraćeni.',
  },
  capture: {
    label: 'Naplati s kartice',
    confirm: 'Naplatiti autorizirani iznos s kartice kupca?',
    done: 'Iznos je naplaćen s kartice.',
  },
  refund: {
    label: 'Povrat novca',
    confirm:
      'Odaberite stavke i količine (ili dostavu) i razlog povrata. Kartica: novac se vraća odmah; pouzeće i uplata na račun: povrat se upisuje na popis uplata. Izdaje se račun za ispravak, a kupac dobiva e-poruku.',
    done: 'Povrat je zabilježen, račun za ispravak izdan, a kupac obaviješten.',
  },
  void: {
    label: 'Poništi autorizaciju',
    confirm: 'Poništiti autorizaciju kartice? Kupcu se oslobađa rezervirani iznos.',
    done: 'Autorizacija kartice je poništena.',
  },
  goods_returned: {
    label: 'Roba vraćena',
    confirm: 'Upišite koliko je komada koje stavke stiglo natrag, vraća li se na zalihu ili otpisuje, i razlog.',
    done: 'Povrat robe je zabilježen.',
  },
  bank_refund_done: {
    label: 'Povrat uplaćen',
    confirm: 'Potvrditi da je povrat uplaćen na IBAN kupca?',
    done: 'Povrat je označen kao uplaćen.',
  },
};

/** The timeline's words for the events of an order (order_events.type). */
export const ORDER_EVENT_TEXT: Readonly<Record<string, string>> = {
  created: 'Narudžba je zaprimljena',
  status_changed: 'Promjena statusa',
  stock_released: 'Zalihe vraćene',
  email_queued: 'E-poruka kupcu',
  delivery_requested: 'Zahtjev za BoxNow dostavu',
  tracking_added: 'Broj za praćenje pošiljke',
  parcel_event: 'BoxNow pošiljka',
  payment_captured: 'Naplata s kartice',
  payment_refunded: 'Povrat na karticu',
  payment_voided: 'Poništena autorizacija kartice',
  payment_duplicate: 'Dvostruko plaćanje karticom',
  duplicate_payment_voided: 'Dvostruko plaćanje poništeno',
  duplicate_payment_refunded: 'Dvostruko plaćanje vraćeno na karticu',
  duplicate_payment_not_returned: 'Dvostruko plaćanje nije vraćeno (provjerite u sučelju pristupnika)',
  receipt_issued: 'Fiskalni račun izdan',
  receipt_not_issued: 'Fiskalni račun nije izdan',
  einvoice_issued: 'eRačun izdan',
  einvoice_not_issued: 'eRačun nije izdan (izdan je fiskalni račun)',
  withdrawal: 'Odustanak od ugovora',
  goods_returned: 'Roba vraćena',
  refund_recorded: 'Povrat novca',
  bank_refund_done: 'Povrat uplaćen na račun kupca',
  capture_failed: 'Naplata s kartice nije uspjela',
};

/** A tracking number as carriers write them: letters, digits, dashes, 4 to 40 characters. */
export const TRACKING_NUMBER_PATTERN = '^[A-Za-z0-9][A-Za-z0-9-]{2,38}[A-Za-z0-9]$';
