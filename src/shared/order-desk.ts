import type { OrderStatus } from './order-status.js';

/**
 * The back office's order desk (docs/decisions/0100-order-desk-actions.md): what a staff member may do to an order,
 * in one table by the order's status, read by the server (which refuses anything else with
 * ORDER_ACTION_NOT_ALLOWED) and by the desk's screen (which only offers these buttons).
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
] as const;

export type DeskAction = (typeof DESK_ACTIONS)[number];

/** Actions that move the order to another status, and that status. */
export const ACTION_TARGET: Readonly<Partial<Record<DeskAction, OrderStatus>>> = {
  mark_paid: 'paid',
  mark_processing: 'processing',
  create_boxnow_delivery: 'shipped',
  mark_shipped: 'shipped',
  mark_ready_for_pickup: 'ready_for_pickup',
  mark_delivered: 'delivered',
  mark_completed: 'completed',
  cancel: 'cancelled',
};

/** Actions on the card payment through the gateway's API; the order's status does not change. */
export const CARD_ACTIONS: readonly DeskAction[] = ['capture', 'refund', 'void'];

/**
 * Allowed actions by status. A bank transfer that arrived is marked paid (matched) by hand. Fulfilment follows the order's own transitions (src/shared/order-status.ts); a card
 * payment can be captured or voided while the goods have not reached the buyer and refunded whenever money was
 * taken, also after a cancellation or a withdrawal.
 */
export const ACTIONS_BY_STATUS: Readonly<Record<OrderStatus, readonly DeskAction[]>> = {
  pending_payment: ['cancel'],
  awaiting_transfer: ['mark_paid', 'cancel'],
  paid: ['mark_processing', 'cancel', 'capture', 'void', 'refund'],
  processing: [
    'create_boxnow_delivery',
    'mark_shipped',
    'mark_ready_for_pickup',
    'mark_delivered',
    'cancel',
    'capture',
    'void',
    'refund',
  ],
  shipped: ['mark_delivered', 'cancel', 'capture', 'void', 'refund'],
  ready_for_pickup: ['mark_delivered', 'cancel', 'capture', 'void', 'refund'],
  delivered: ['mark_completed', 'capture', 'refund'],
  partially_withdrawn: ['mark_completed', 'refund'],
  completed: ['refund'],
  cancelled: ['void', 'refund'],
  expired: [],
  withdrawn: ['refund'],
};

/** What the desk knows of an order besides its status. */
export interface DeskOrderFacts {
  status: OrderStatus;
  /** courier (to the door), pickup (the club shop), boxnow (a locker); null for digital goods only. */
  deliveryCode: string | null;
  /** The card payment, when the order was paid by card. */
  card: { authorisedCents: number; capturedCents: number; refundedCents: number; voided: boolean } | null;
}

/** Why an action in the status table is still not possible for this order, in Croatian; null when it is. */
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
    case 'capture':
      if (!card) return 'Narudžba nije plaćena karticom.';
      if (card.voided) return 'Autorizacija kartice je poništena.';
      return card.capturedCents > 0 ? 'Iznos je već naplaćen s kartice.' : null;
    case 'void':
      if (!card) return 'Narudžba nije plaćena karticom.';
      if (card.voided) return 'Autorizacija kartice je već poništena.';
      return card.capturedCents > 0 ? 'Naplaćeni iznos ne može se poništiti; napravite povrat.' : null;
    case 'refund':
      if (!card) return 'Narudžba nije plaćena karticom.';
      if (card.capturedCents === 0) return 'Povrat je moguć tek nakon naplate s kartice.';
      return card.refundedCents >= card.capturedCents ? 'Cijeli naplaćeni iznos već je vraćen.' : null;
    default:
      return null;
  }
}

/** The actions the desk offers for this order: allowed in its status and not blocked. */
export function availableActions(order: DeskOrderFacts): DeskAction[] {
  return ACTIONS_BY_STATUS[order.status].filter((action) => actionBlocker(action, order) === null);
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
    confirm: 'Otkazati narudžbu? Proizvodi se vraćaju na stanje, kupon se vraća, a kupac dobiva e-poruku.',
    done: 'Narudžba je otkazana; zalihe i kupon su vraćeni.',
  },
  capture: {
    label: 'Naplati s kartice',
    confirm: 'Naplatiti autorizirani iznos s kartice kupca?',
    done: 'Iznos je naplaćen s kartice.',
  },
  refund: {
    label: 'Povrat novca',
    confirm: 'Vratiti upisani iznos na karticu kupca? Kupac dobiva e-poruku.',
    done: 'Povrat je odobren; kupac je obaviješten.',
  },
  void: {
    label: 'Poništi autorizaciju',
    confirm: 'Poništiti autorizaciju kartice? Kupcu se oslobađa rezervirani iznos.',
    done: 'Autorizacija kartice je poništena.',
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
};

/** A tracking number as carriers write them: letters, digits, dashes, 4 to 40 characters. */
export const TRACKING_NUMBER_PATTERN = '^[A-Za-z0-9][A-Za-z0-9-]{2,38}[A-Za-z0-9]$';
