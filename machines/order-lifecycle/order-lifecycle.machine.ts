import { setup } from 'xstate';

/**
 * The life of an order after it is placed (docs/decisions/0150-order-lifecycle-machine.md): one state per order
 * status, one event per desk action and per automatic move (the card gateway, the transfer and authorisation sweeps,
 * BoxNow's parcel events, the shopper's withdrawal). It is the single source of what may happen in each status:
 * `rules.ts` reads the allowed moves and the desk's actions off this definition, the server refuses anything else,
 * and the desk offers exactly these buttons. A transition without a target is an action that leaves the status as
 * it is (a refund, goods received back). The machine runs on the server: its events come from the desk's requests,
 * the gateway, the sweeps and BoxNow, not from a screen.
 */
export type OrderLifecycleEvent =
  // Desk actions (src/shared/order-desk.ts: DESK_ACTIONS).
  | { type: 'mark_paid' }
  | { type: 'mark_processing' }
  | { type: 'create_boxnow_delivery' }
  | { type: 'mark_shipped' }
  | { type: 'mark_ready_for_pickup' }
  | { type: 'mark_delivered' }
  | { type: 'mark_completed' }
  | { type: 'cancel' }
  | { type: 'capture' }
  | { type: 'refund' }
  | { type: 'void' }
  | { type: 'goods_returned' }
  | { type: 'bank_refund_done' }
  // Moves nobody at the desk makes.
  | { type: 'payment.authorised' }
  | { type: 'payment.captured' }
  | { type: 'payment.expired' }
  | { type: 'transfer.expired' }
  | { type: 'authorisation.expiring' }
  | { type: 'parcel.delivered' }
  | { type: 'withdraw'; whole: boolean };

const WHOLE = { type: 'wholeOrder' } as const;
const WITHDRAWN = 'withdrawn' as const;

/** Whole order: to withdrawn; some lines: the status stays (before shipment) or `partly` (after). */
const withdrawBefore = [
  { guard: WHOLE, target: WITHDRAWN, description: 'The shopper withdraws from every line left: nothing is sent.' },
  {
    actions: 'keepOnTimeline' as const,
    description: 'The shopper withdraws from some lines: they are cancelled and their stock is back at once.',
  },
];
const withdrawAfter = (partly: 'partially_withdrawn' | null) => [
  {
    guard: WHOLE,
    target: WITHDRAWN,
    description: 'The shopper withdraws from every line left: the goods are to come back.',
  },
  partly
    ? { target: partly, description: 'The shopper withdraws from some lines: those goods are to come back.' }
    : {
        actions: 'keepOnTimeline' as const,
        description: 'The shopper withdraws from more lines: those goods are to come back too.',
      },
];

const refund = {
  actions: 'keepOnTimeline' as const,
  description: 'Money back for chosen lines or delivery (card or bank transfer), with a correction.',
};
const capture = {
  actions: 'keepOnTimeline' as const,
  description: 'The authorised card amount is taken (staff, or the shipment under capture on shipment).',
};
const cancel = (words: string) => ({ target: 'cancelled', description: words });

/** How the order is paid decides where it starts. */
export type PaymentKind = 'card' | 'transfer' | 'cod' | 'voucher';

export interface OrderLifecycleInput {
  payment: PaymentKind;
}

export const orderLifecycleMachine = setup({
  types: {} as { events: OrderLifecycleEvent; input: OrderLifecycleInput; context: OrderLifecycleInput },
  actions: {
    /**
     * An action that leaves the status as it is still happened: the server writes it to the order's timeline
     * (order_events) in the transaction that does it. The machine only names it.
     */
    keepOnTimeline: () => {},
  },
  guards: {
    wholeOrder: ({ event }) => event.type === 'withdraw' && event.whole,
    byCard: ({ context }) => context.payment === 'card',
    byTransfer: ({ context }) => context.payment === 'transfer',
    byVoucher: ({ context }) => context.payment === 'voucher',
  },
}).createMachine({
  id: 'orderLifecycle',
  description:
    'An order from payment to completion, cancellation, expiry or withdrawal: what staff, the shopper, the card ' +
    'gateway, BoxNow and the sweeps may do in each status.',
  meta: {
    runsOn: 'server',
    happyPath: ['pending_payment', 'authorised', 'processing', 'shipped', 'delivered', 'completed'],
    guards: {
      wholeOrder: 'the withdrawal names every line still kept',
      byCard: 'paid by card on the hosted page',
      byTransfer: 'paid by bank transfer',
      byVoucher: 'paid in full by gift vouchers at placement',
    },
  },
  initial: 'placed',
  context: ({ input }) => ({ payment: input.payment }),
  states: {
    placed: {
      description: 'The order is placed; how it is paid decides where it starts (not a status of its own).',
      always: [
        {
          guard: 'byVoucher',
          target: 'paid',
          description: 'Gift vouchers paid the whole order when it was placed: nothing is left to pay.',
        },
        { guard: 'byCard', target: 'pending_payment', description: 'A card order waits for the gateway.' },
        { guard: 'byTransfer', target: 'awaiting_transfer', description: 'A transfer order waits for the money.' },
        { target: 'processing', description: 'Cash on delivery: the goods are prepared at once.' },
      ],
    },
    pending_payment: {
      description: "'Čeka plaćanje': a card order waits for the gateway's confirmation.",
      on: {
        'payment.authorised': {
          target: 'authorised',
          description: 'The gateway confirmed the authorisation: the money is held on the card, not yet taken.',
        },
        'payment.captured': {
          target: 'paid',
          description: 'The gateway confirmed a payment already taken (a sale), or the capture policy is at once.',
        },
        'payment.expired': {
          target: 'expired',
          description: 'No attempt was paid in time: stock and coupon go back.',
        },
        cancel: cancel('Staff cancel the unpaid order: stock and coupon go back.'),
      },
    },
    awaiting_transfer: {
      description: "'Čeka uplatu': a bank-transfer order waits for the money.",
      on: {
        mark_paid: {
          target: 'paid',
          description: "'Uplata zaprimljena': staff matched the transfer; the receipt is issued.",
        },
        'transfer.expired': {
          target: 'expired',
          description: 'The transfer did not arrive in time: stock and coupon go back.',
        },
        cancel: cancel('Staff cancel the unpaid order: stock and coupon go back.'),
      },
    },
    authorised: {
      description: "'Plaćanje odobreno': the card amount is held; it is taken on shipment (or by staff).",
      on: {
        mark_processing: { target: 'processing', description: "'U obradu': staff start preparing the goods." },
        capture: { target: 'paid', description: 'Staff take the held amount now.' },
        'authorisation.expiring': {
          target: 'paid',
          description: "The authorisation's time is nearly up: the sweep takes the amount before it lapses.",
        },
        withdraw: withdrawBefore,
        cancel: cancel('Staff cancel: the authorisation is voided, stock and coupon go back, a correction is issued.'),
      },
    },
    paid: {
      description: "'Plaćeno': the money is taken (captured card, matched transfer).",
      on: {
        mark_processing: { target: 'processing', description: "'U obradu': staff start preparing the goods." },
        withdraw: withdrawBefore,
        refund,
        bank_refund_done: {
          actions: 'keepOnTimeline' as const,
          description: 'Staff paid a bank-transfer refund and mark it done.',
        },
        cancel: cancel('Staff cancel: stock and coupon go back, the money is returned and a correction issued.'),
      },
    },
    processing: {
      description: "'U obradi': the goods are being prepared (cash on delivery orders start here).",
      on: {
        create_boxnow_delivery: {
          target: 'shipped',
          description: 'BoxNow accepts the parcel for the chosen locker; an authorised card amount is taken first.',
        },
        mark_shipped: {
          target: 'shipped',
          description: 'Sent by courier with a tracking number; an authorised card amount is taken first.',
        },
        mark_ready_for_pickup: {
          target: 'ready_for_pickup',
          description: 'Ready in the club shop; an authorised card amount is taken first.',
        },
        mark_delivered: { target: 'delivered', description: 'Digital goods handed over without shipping.' },
        capture,
        'authorisation.expiring': {
          actions: 'keepOnTimeline' as const,
          description: "The authorisation's time is nearly up: the sweep takes the amount before it lapses.",
        },
        withdraw: withdrawBefore,
        refund,
        bank_refund_done: {
          actions: 'keepOnTimeline' as const,
          description: 'Staff paid a bank-transfer refund and mark it done.',
        },
        cancel: cancel('Staff cancel: stock and coupon go back, money is returned and a correction issued.'),
      },
    },
    shipped: {
      description: "'Poslano': the parcel is on its way.",
      on: {
        mark_delivered: { target: 'delivered', description: 'Staff record the delivery (cash collected for COD).' },
        'parcel.delivered': {
          target: 'delivered',
          description: 'BoxNow reports the parcel picked up from the locker.',
        },
        capture,
        withdraw: withdrawAfter('partially_withdrawn'),
        refund,
        bank_refund_done: {
          actions: 'keepOnTimeline' as const,
          description: 'Staff paid a bank-transfer refund and mark it done.',
        },
        cancel: cancel('The parcel came back undelivered: stock and coupon go back, money is returned.'),
      },
    },
    ready_for_pickup: {
      description: "'Spremno za preuzimanje': the goods wait in the club shop.",
      on: {
        mark_delivered: { target: 'delivered', description: 'The buyer picked the goods up.' },
        capture,
        withdraw: withdrawAfter('partially_withdrawn'),
        refund,
        bank_refund_done: {
          actions: 'keepOnTimeline' as const,
          description: 'Staff paid a bank-transfer refund and mark it done.',
        },
        cancel: cancel('Never picked up: stock and coupon go back, money is returned.'),
      },
    },
    delivered: {
      description: "'Dostavljeno': the buyer has the goods; the 14 days to withdraw run.",
      on: {
        mark_completed: { target: 'completed', description: 'Staff close the order.' },
        capture,
        withdraw: withdrawAfter('partially_withdrawn'),
        refund,
        bank_refund_done: {
          actions: 'keepOnTimeline' as const,
          description: 'Staff paid a bank-transfer refund and mark it done.',
        },
      },
    },
    partially_withdrawn: {
      description: "'Djelomični odustanak': some lines are coming back, the rest is kept.",
      on: {
        withdraw: withdrawAfter(null),
        goods_returned: {
          actions: 'keepOnTimeline' as const,
          description: "'Roba vraćena': staff record lines back, restocked or written off, with a reason.",
        },
        refund,
        bank_refund_done: {
          actions: 'keepOnTimeline' as const,
          description: 'Staff paid a bank-transfer refund and mark it done.',
        },
        mark_completed: { target: 'completed', description: 'Staff close the order once the goods are back.' },
      },
    },
    withdrawn: {
      description: "'Odustanak od ugovora': every line goes back; what remains is the goods' return and the refund.",
      on: {
        goods_returned: {
          actions: 'keepOnTimeline' as const,
          description: "'Roba vraćena': staff record lines back, restocked or written off, with a reason.",
        },
        refund,
        bank_refund_done: {
          actions: 'keepOnTimeline' as const,
          description: 'Staff paid a bank-transfer refund and mark it done.',
        },
        void: { actions: 'keepOnTimeline' as const, description: 'An authorisation never taken is released.' },
      },
    },
    completed: {
      description: "'Završeno': nothing moves any more; money can still be given back.",
      on: {
        refund,
        bank_refund_done: {
          actions: 'keepOnTimeline' as const,
          description: 'Staff paid a bank-transfer refund and mark it done.',
        },
      },
    },
    cancelled: {
      description: "'Otkazano': stock and coupon are back; money still held may be returned.",
      on: {
        refund,
        bank_refund_done: {
          actions: 'keepOnTimeline' as const,
          description: 'Staff paid a bank-transfer refund and mark it done.',
        },
        void: { actions: 'keepOnTimeline' as const, description: 'An authorisation never taken is released.' },
      },
    },
    expired: {
      description: "'Isteklo': unpaid in time; nothing more happens.",
      type: 'final',
    },
  },
});
