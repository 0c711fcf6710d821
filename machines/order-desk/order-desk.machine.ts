import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '@shared/errors/failure.js';
import { failureOf } from '@shared/errors/failure.js';
import { CARD_ACTIONS, type DeskAction, TRACKING_NUMBER_PATTERN } from '@shared/order-desk.js';
import { isValidHrIban } from '@shared/validation/iban.js';

/** A line the action may name, with how many units it may take at most (refund: not yet refunded; return: awaited). */
export interface DeskLineChoice {
  itemId: number;
  name: string;
  max: number;
}

/** A line as the request names it. */
export interface DeskLineUnits {
  itemId: number;
  qty: number;
  restock?: boolean;
}

/**
 * What the desk sends for one action: the order's version the page showed (docs/decisions/0151-desk-version-check.md),
 * the tracking number for mark_shipped, lines and a reason for a refund or goods back, an IBAN where the buyer's is
 * not known, the bank refund marked paid, and for a card action the paid attempt it is for
 * (docs/decisions/0130-one-paid-attempt-per-order.md).
 */
export interface DeskActionRequest {
  orderId: number;
  action: DeskAction;
  version: number;
  trackingNumber?: string;
  attemptId?: number;
  lines?: DeskLineUnits[];
  delivery?: boolean;
  reason?: string;
  iban?: string;
  refundId?: number;
}

/** The order's page as the server answers it after the action (the client's own type). */
export type DeskActionResult = { id: number };

export type DeskTextField = 'trackingNumber' | 'reason' | 'iban';

export interface OrderDeskContext {
  orderId: number;
  action: DeskAction | null;
  version: number;
  trackingNumber: string;
  reason: string;
  iban: string;
  /** The lines the chosen action may name, and the units chosen per line (never prefilled). */
  choices: DeskLineChoice[];
  units: Record<number, number>;
  /** goods_returned: lines written off instead of restocked. */
  writtenOff: number[];
  /** refund: the delivery not yet refunded, in cents (0: nothing to offer), and whether it is chosen. */
  deliveryCents: number;
  delivery: boolean;
  refundId: number | null;
  /** The paid card attempt the page showed when the action was chosen (null when the order has none). */
  attemptId: number | null;
  /** The Croatian message of an input the confirmation does not accept. */
  inputError: string | null;
  failure: Failure | null;
  /** The action that went through last (the screen says so). */
  doneAction: DeskAction | null;
}

export type OrderDeskEvent =
  | {
      type: 'action.choose';
      action: DeskAction;
      version: number;
      attemptId?: number | null;
      choices?: DeskLineChoice[];
      deliveryCents?: number;
      refundId?: number | null;
    }
  | { type: 'field.change'; field: DeskTextField; value: string }
  | { type: 'line.change'; itemId: number; qty: number }
  | { type: 'line.restock'; itemId: number; restock: boolean }
  | { type: 'delivery.toggle' }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'dismiss' };

const TRACKING = new RegExp(TRACKING_NUMBER_PATTERN);

const chosenUnits = (context: OrderDeskContext) => context.choices.filter((c) => (context.units[c.itemId] ?? 0) > 0);

/** Why the confirmation cannot be sent yet, in Croatian; null when it can. */
export function inputProblem(context: OrderDeskContext): string | null {
  switch (context.action) {
    case 'mark_shipped':
      return TRACKING.test(context.trackingNumber.trim())
        ? null
        : 'Upišite broj za praćenje pošiljke (slova, brojke i crtice, 4 do 40 znakova).';
    case 'refund':
      if (chosenUnits(context).length === 0 && !context.delivery)
        return 'Odaberite stavke i količine (ili dostavu) za povrat.';
      if (!context.reason.trim()) return 'Upišite razlog povrata.';
      break;
    case 'goods_returned':
      if (chosenUnits(context).length === 0) return 'Upišite koliko je komada stiglo natrag.';
      if (!context.reason.trim()) return 'Upišite razlog (npr. odustanak od ugovora, oštećeno).';
      break;
  }
  if (context.iban.trim() && !isValidHrIban(context.iban))
    return 'IBAN nije ispravan hrvatski IBAN (HR i 19 znamenki).';
  return null;
}

/** The request of the chosen action with its inputs. */
export function requestOf(context: OrderDeskContext): DeskActionRequest {
  const action = context.action!;
  const request: DeskActionRequest = { orderId: context.orderId, action, version: context.version };
  if (action === 'mark_shipped') request.trackingNumber = context.trackingNumber.trim();
  if (action === 'refund' || action === 'goods_returned') {
    request.lines = chosenUnits(context).map((c) => ({
      itemId: c.itemId,
      qty: context.units[c.itemId]!,
      ...(action === 'goods_returned' ? { restock: !context.writtenOff.includes(c.itemId) } : {}),
    }));
    request.reason = context.reason.trim();
  }
  if (action === 'refund' && context.delivery) request.delivery = true;
  if (context.iban.trim()) request.iban = context.iban.trim();
  if (action === 'bank_refund_done' && context.refundId !== null) request.refundId = context.refundId;
  if (CARD_ACTIONS.includes(action) && context.attemptId !== null) request.attemptId = context.attemptId;
  return request;
}

/**
 * One action on an order's desk page (docs/decisions/0100-order-desk-actions.md): the staff member picks an action,
 * confirms it (with a tracking number, or lines, units and a reason, where it needs them: a refund is never
 * prefilled with the whole amount, docs/decisions/0154-refunds-by-lines.md), the desk sends it once with the order's
 * version and says whether it went through; a refusal keeps the coded failure for the screen and may be sent again.
 * The client injects `runAction` (the API call) and `applied` (the order's page as the server answers it).
 */
export const orderDeskMachine = setup({
  types: {} as { context: OrderDeskContext; events: OrderDeskEvent; input: { orderId: number } },
  actors: {
    runAction: fromPromise<DeskActionResult, DeskActionRequest>(async () => {
      throw new Error('orderDeskMachine: provide the runAction actor');
    }),
  },
  actions: {
    choose: assign(({ event }) => {
      if (event.type !== 'action.choose') return {};
      return {
        action: event.action,
        version: event.version,
        attemptId: event.attemptId ?? null,
        choices: event.choices ?? [],
        units: {},
        writtenOff: [],
        deliveryCents: event.deliveryCents ?? 0,
        delivery: false,
        refundId: event.refundId ?? null,
        trackingNumber: '',
        reason: '',
        iban: '',
        inputError: null,
        failure: null,
      };
    }),
    change: assign(({ context }, params: { field: DeskTextField; value: string }) => {
      const max = params.field === 'reason' ? 300 : 42;
      const next = { ...context, [params.field]: params.value.slice(0, max) };
      return { [params.field]: next[params.field], inputError: context.inputError ? inputProblem(next) : null };
    }),
    changeUnits: assign(({ context }, params: { itemId: number; qty: number }) => {
      const choice = context.choices.find((c) => c.itemId === params.itemId);
      if (!choice) return {};
      const qty = Math.max(0, Math.min(choice.max, Math.trunc(params.qty) || 0));
      const next = { ...context, units: { ...context.units, [params.itemId]: qty } };
      return { units: next.units, inputError: context.inputError ? inputProblem(next) : null };
    }),
    setRestock: assign(({ context }, params: { itemId: number; restock: boolean }) => ({
      writtenOff: params.restock
        ? context.writtenOff.filter((id) => id !== params.itemId)
        : [...new Set([...context.writtenOff, params.itemId])],
    })),
    toggleDelivery: assign(({ context }) => {
      const next = { ...context, delivery: context.deliveryCents > 0 && !context.delivery };
      return { delivery: next.delivery, inputError: context.inputError ? inputProblem(next) : null };
    }),
    showInputProblem: assign(({ context }) => ({ inputError: inputProblem(context) })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    keepDone: assign(({ context }) => ({ doneAction: context.action, failure: null })),
    reset: assign({ action: null, inputError: null, failure: null }),
    applied: (_, _output: DeskActionResult) => {},
  },
  guards: {
    inputValid: ({ context }) => inputProblem(context) === null,
  },
}).createMachine({
  id: 'orderDesk',
  description: "An action on an order's desk page: choose, confirm, send once, see the outcome.",
  meta: { guards: { inputValid: 'the inputs the action needs are filled in correctly' } },
  initial: 'idle',
  context: ({ input }) => ({
    orderId: input.orderId,
    action: null,
    version: 0,
    trackingNumber: '',
    reason: '',
    iban: '',
    choices: [],
    units: {},
    writtenOff: [],
    deliveryCents: 0,
    delivery: false,
    refundId: null,
    attemptId: null,
    inputError: null,
    failure: null,
    doneAction: null,
  }),
  on: {
    'action.choose': {
      target: '.confirming',
      actions: 'choose',
      description: 'A button: the action is chosen with the order as the page shows it (its version, lines, attempt).',
    },
  },
  states: {
    idle: { description: 'The action buttons the order allows.' },
    confirming: {
      description: 'The question, with the tracking number, lines, units and reason the action needs.',
      on: {
        'field.change': {
          actions: { type: 'change', params: ({ event }) => event },
          description: 'The tracking number, the reason or the IBAN is typed.',
        },
        'line.change': {
          actions: { type: 'changeUnits', params: ({ event }) => event },
          description: 'Units of a line are chosen, kept between 0 and what the line allows.',
        },
        'line.restock': {
          actions: { type: 'setRestock', params: ({ event }) => event },
          description: 'A line back is put on the shelf, or written off.',
        },
        'delivery.toggle': {
          actions: 'toggleDelivery',
          description: 'The delivery is added to the refund, or left out.',
        },
        confirm: [
          { guard: 'inputValid', target: 'submitting', description: "'Potvrdi': the action is sent." },
          { actions: 'showInputProblem', description: "'Potvrdi' with an input missing: what to fill in." },
        ],
        cancel: { target: 'idle', actions: 'reset', description: "'Odustani': nothing is sent." },
      },
    },
    submitting: {
      description: 'Sent to the server (BoxNow or the card gateway may take a few seconds); the buttons wait.',
      on: { 'action.choose': { description: 'Another button while one is on its way does nothing.' } },
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => requestOf(context),
        onDone: {
          target: 'done',
          actions: ['keepDone', { type: 'applied', params: ({ event }) => event.output }],
          description: 'Done: the page shows the order as the server answered it.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepFailure', params: ({ event }) => event },
          description: 'Refused or not reached: the coded failure is kept.',
        },
      },
    },
    done: {
      description: 'It went through: the page shows the order as it is now and says what was done.',
      on: { dismiss: { target: 'idle', actions: 'reset', description: 'The message is closed.' } },
    },
    failed: {
      description: 'Refused or not reached (a page left open on a changed order is refused): the reason; try again.',
      on: {
        retry: { target: 'submitting', description: "'Pokušaj ponovo': the same request again." },
        dismiss: { target: 'idle', actions: 'reset', description: 'The message is closed.' },
      },
    },
  },
});
