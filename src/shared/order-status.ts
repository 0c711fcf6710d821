/**
 * The statuses of an order and their Croatian words, for the platform, the storefront and the back office
 * (docs/decisions/0050-order-model-and-statuses.md). Which moves and desk actions each status allows is the order
 * lifecycle machine's (machines/order-lifecycle, docs/decisions/0150-order-lifecycle-machine.md), not restated here.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'awaiting_transfer',
  'authorised',
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

/** Who moved an order (or a voucher) in the back office's words. */
export const ORDER_ACTOR_TEXT: Record<OrderActorKind, string> = {
  customer: 'kupac',
  guest: 'kupac (gost)',
  staff: 'djelatnik',
  system: 'sustav',
  gateway: 'pristupnik',
};

/**
 * A recorded actor in words: a staff member's e-mail as it is, a kind (`system`, or `kind:id` as the order
 * transitions write it) in Croatian.
 */
export function actorInWords(actor: string): string {
  if (actor.includes('@')) return actor;
  const kind = actor.split(':')[0] as OrderActorKind;
  return ORDER_ACTOR_TEXT[kind] ?? actor;
}

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
  authorised: {
    label: 'Plaćanje odobreno',
    next: 'Banka je odobrila plaćanje karticom. Iznos naplaćujemo tek kad Vam pošaljemo narudžbu.',
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
    next: 'Zaprimili smo Vaš odustanak od ugovora. Ako ste robu primili, vratite je na našu adresu; novac vraćamo najkasnije 14 dana od odustanka, a smijemo pričekati da roba stigne natrag.',
  },
  partially_withdrawn: {
    label: 'Djelomični odustanak',
    next: 'Zaprimili smo odustanak za dio proizvoda. Vratite te proizvode na našu adresu; novac za njih vraćamo najkasnije 14 dana od odustanka, a smijemo pričekati da roba stigne natrag.',
  },
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Statuses in which the goods are still in the shop (docs/decisions/0135-stock-follows-the-goods.md): a withdrawal
 * from one of these cancels the named lines and gives their stock back at once. Once the goods have left (shipped,
 * ready for pick-up, delivered) stock returns only when staff record the goods back ('Roba vraćena').
 */
export const BEFORE_SHIPMENT_STATUSES: readonly OrderStatus[] = [
  'pending_payment',
  'awaiting_transfer',
  'authorised',
  'paid',
  'processing',
];
