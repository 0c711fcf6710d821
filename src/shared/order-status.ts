/**
 * The life of an order, in one place for the platform, the storefront and the back office
 * (docs/decisions/0050-order-model-and-statuses.md). The platform enforces the transitions
 * (`transitionOrder`); screens show the Croatian words and what happens next.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'awaiting_transfer',
  'paid',
  'processing',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'completed',
  'cancelled',
  'expired',
  'withdrawn',
  'partially_withdrawn',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who moved an order: the buyer (logged in or guest), a staff member, the shop itself or a payment gateway. */
export const ORDER_ACTOR_KINDS = ['customer', 'guest', 'staff', 'system', 'gateway'] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];

/**
 * Allowed moves. Payment waits (card, bank transfer) end paid, cancelled or expired; a card order whose shopper
 * picks another method moves to the wait of that method. Fulfilment runs processing → shipped or ready for
 * pick-up → delivered → completed (digital goods may go from processing straight to delivered). A withdrawal
 * (all lines or some) is possible from payment until the order is completed; cancelling is possible until
 * the goods are delivered.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['paid', 'awaiting_transfer', 'processing', 'cancelled', 'expired'],
  awaiting_transfer: ['paid', 'cancelled', 'expired'],
  paid: ['processing', 'cancelled', 'withdrawn', 'partially_withdrawn'],
  processing: ['shipped', 'ready_for_pickup', 'delivered', 'cancelled', 'withdrawn', 'partially_withdrawn'],
  shipped: ['delivered', 'cancelled', 'withdrawn', 'partially_withdrawn'],
  ready_for_pickup: ['delivered', 'cancelled', 'withdrawn', 'partially_withdrawn'],
  delivered: ['completed', 'withdrawn', 'partially_withdrawn'],
  partially_withdrawn: ['withdrawn', 'completed'],
  completed: [],
  cancelled: [],
  expired: [],
  withdrawn: [],
};

export interface OrderStatusText {
  /** The status in Croatian, as a customer and the back office read it. */
  label: string;
  /** What happens next, addressed to the customer. */
  next: string;
}

export const ORDER_STATUS_TEXT: Readonly<Record<OrderStatus, OrderStatusText>> = {
  pending_payment: {
    label: 'Čeka plaćanje',
    next: 'Narudžba je zaprimljena i čeka potvrdu plaćanja karticom. Čim banka potvrdi plaćanje, pripremamo pošiljku.',
  },
  awaiting_transfer: {
    label: 'Čeka uplatu',
    next: 'Uplatite iznos narudžbe na naš račun s navedenim pozivom na broj. Kad uplata stigne, pripremamo pošiljku.',
  },
  paid: {
    label: 'Plaćeno',
    next: 'Plaćanje je potvrđeno. Uskoro počinjemo s pripremom Vaše narudžbe.',
  },
  processing: {
    label: 'U obradi',
    next: 'Pripremamo Vašu narudžbu. Javit ćemo Vam se e-poštom kad bude poslana ili spremna za preuzimanje.',
  },
  shipped: {
    label: 'Poslano',
    next: 'Pošiljka je na putu prema Vama.',
  },
  ready_for_pickup: {
    label: 'Spremno za preuzimanje',
    next: 'Narudžba Vas čeka na odabranom mjestu preuzimanja.',
  },
  delivered: {
    label: 'Dostavljeno',
    next: 'Narudžba je preuzeta. Od ugovora možete odustati u roku od 14 dana od preuzimanja.',
  },
  completed: {
    label: 'Završeno',
    next: 'Narudžba je završena. Hvala Vam na kupnji!',
  },
  cancelled: {
    label: 'Otkazano',
    next: 'Narudžba je otkazana. Ako ste je već platili, iznos Vam vraćamo na isti način plaćanja.',
  },
  expired: {
    label: 'Isteklo',
    next: 'Uplata nije stigla u roku pa je narudžba poništena. Proizvode možete ponovno naručiti.',
  },
  withdrawn: {
    label: 'Odustanak od ugovora',
    next: 'Zaprimili smo Vaš odustanak od ugovora. Povrat novca slijedi najkasnije 14 dana od odustanka.',
  },
  partially_withdrawn: {
    label: 'Djelomični odustanak',
    next: 'Zaprimili smo odustanak za dio proizvoda. Povrat novca za njih slijedi najkasnije 14 dana od odustanka.',
  },
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** No move leads out of a final status. */
export function isFinalStatus(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0;
}

/**
 * Statuses that give the order's stock and coupon back when entered: the goods were never handed over
 * (a returned parcel counts as never handed over).
 */
export const RELEASING_STATUSES: readonly OrderStatus[] = ['cancelled', 'expired'];

/** The withdrawal statuses: the whole order or its withdrawable lines go back. */
export const WITHDRAWN_STATUSES: readonly OrderStatus[] = ['withdrawn', 'partially_withdrawn'];

/**
 * Statuses in which the goods are still in the shop (docs/decisions/0135-stock-follows-the-goods.md): a withdrawal
 * from one of these gives the withdrawn lines' stock back at once, in the transaction of the status change. Once
 * the goods have left (shipped, ready for pick-up, delivered) a withdrawal gives nothing back: the stock returns
 * when staff record the goods as returned.
 */
export const BEFORE_SHIPMENT_STATUSES: readonly OrderStatus[] = [
  'pending_payment',
  'awaiting_transfer',
  'paid',
  'processing',
];

/** Does entering `to` from `from` give stock back now? Cancel and expiry always; a withdrawal before shipment. */
export function releasesStock(from: OrderStatus, to: OrderStatus): 'order' | 'withdrawn_lines' | null {
  if (RELEASING_STATUSES.includes(to)) return 'order';
  if (WITHDRAWN_STATUSES.includes(to) && BEFORE_SHIPMENT_STATUSES.includes(from)) return 'withdrawn_lines';
  return null;
}
