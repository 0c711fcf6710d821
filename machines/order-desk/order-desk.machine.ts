import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '@shared/errors/failure.js';
import { failureOf } from '@shared/errors/failure.js';
import { CARD_ACTIONS, type DeskAction, TRACKING_NUMBER_PATTERN } from '@shared/order-desk.js';

/**
 * What the desk sends for one action: the tracking number for mark_shipped, the amount in cents for a refund, and for
 * a card action the paid attempt it is for (docs/decisions/0130-one-paid-attempt-per-order.md).
 */
export interface DeskActionRequest {
  orderId: number;
  action: DeskAction;
  trackingNumber?: string;
  amountCents?: number;
  attemptId?: number;
}

/** The order's page as the server answers it after the action (the client's own type). */
export type DeskActionResult = { id: number };

export interface OrderDeskContext {
  orderId: number;
  action: DeskAction | null;
  trackingNumber: string;
  /** The refund amount as typed, in euros ('12,50'). */
  amount: string;
  refundableCents: number;
  /** The paid card attempt the page showed when the action was chosen (null when the order has none). */
  attemptId: number | null;
  /** The Croatian message of an input the confirmation does not accept. */
  inputError: string | null;
  failure: Failure | null;
  /** The action that went through last (the screen says so). */
  doneAction: DeskAction | null;
}

export type OrderDeskEvent =
  | { type: 'action.choose'; action: DeskAction; refundableCents?: number; attemptId?: number | null }
  | { type: 'field.change'; field: 'trackingNumber' | 'amount'; value: string }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'dismiss' };

const TRACKING = new RegExp(TRACKING_NUMBER_PATTERN);

/** '12,50', '12.5', '1.234,56' or '12' in euros to cents; null when it is not an amount. */
export function parseEuros(text: string): number | null {
  const compact = text.replace(/\s|€/g, '');
  // The comma is the decimal mark (dots may group thousands); without a comma a dot is taken as the decimal mark.
  const normalised = compact.includes(',') ? compact.replace(/\./g, '').replace(',', '.') : compact;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(normalised)) return null;
  return Math.round(Number(normalised) * 100);
}

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** Why the confirmation cannot be sent yet, in Croatian; null when it can. */
export function inputProblem(context: OrderDeskContext): string | null {
  if (context.action === 'mark_shipped' && !TRACKING.test(context.trackingNumber.trim()))
    return 'Upišite broj za praćenje pošiljke (slova, brojke i crtice, 4 do 40 znakova).';
  if (context.action === 'refund') {
    const cents = parseEuros(context.amount);
    if (cents === null) return 'Upišite iznos povrata u eurima, npr. 12,50.';
    if (cents < 1 || cents > context.refundableCents)
      return `Iznos povrata mora biti između 0,01 i ${euros(context.refundableCents)} €.`;
  }
  return null;
}

/** The request of the chosen action with its inputs. */
export function requestOf(context: OrderDeskContext): DeskActionRequest {
  const request: DeskActionRequest = { orderId: context.orderId, action: context.action! };
  if (context.action === 'mark_shipped') request.trackingNumber = context.trackingNumber.trim();
  if (context.action === 'refund') request.amountCents = parseEuros(context.amount) ?? 0;
  if (CARD_ACTIONS.includes(context.action!) && context.attemptId !== null) request.attemptId = context.attemptId;
  return request;
}

/**
 * One action on an order's desk page (docs/decisions/0100-order-desk-actions.md): the staff member picks an action,
 * confirms it (with a tracking number or a refund amount where it needs one), the desk sends it once and says
 * whether it went through; a refusal keeps the coded failure for the screen and may be sent again. The client
 * injects `runAction` (the API call) and `applied` (the order's page as the server answers it).
 */
export const orderDeskMachine = setup({
  types: {} as { context: OrderDeskContext; events: OrderDeskEvent; input: { orderId: number } },
  actors: {
    runAction: fromPromise<DeskActionResult, DeskActionRequest>(async () => {
      throw new Error('orderDeskMachine: provide the runAction actor');
    }),
  },
  actions: {
    choose: assign((_, params: { action: DeskAction; refundableCents: number; attemptId: number | null }) => ({
      action: params.action,
      attemptId: params.attemptId,
      trackingNumber: '',
      amount: params.refundableCents > 0 ? euros(params.refundableCents) : '',
      refundableCents: params.refundableCents,
      inputError: null,
      failure: null,
    })),
    change: assign(({ context }, params: { field: 'trackingNumber' | 'amount'; value: string }) => {
      const next = { ...context, [params.field]: params.value.slice(0, 40) };
      return { [params.field]: next[params.field], inputError: context.inputError ? inputProblem(next) : null };
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
  initial: 'idle',
  context: ({ input }) => ({
    orderId: input.orderId,
    action: null,
    trackingNumber: '',
    amount: '',
    refundableCents: 0,
    attemptId: null,
    inputError: null,
    failure: null,
    doneAction: null,
  }),
  on: {
    'action.choose': {
      target: '.confirming',
      actions: {
        type: 'choose',
        params: ({ event }) => ({
          action: event.action,
          refundableCents: event.refundableCents ?? 0,
          attemptId: event.attemptId ?? null,
        }),
      },
    },
  },
  states: {
    idle: { description: 'The action buttons the order allows.' },
    confirming: {
      description: 'The question, with the tracking number or refund amount the action needs.',
      on: {
        'field.change': { actions: { type: 'change', params: ({ event }) => event } },
        confirm: [{ guard: 'inputValid', target: 'submitting' }, { actions: 'showInputProblem' }],
        cancel: { target: 'idle', actions: 'reset' },
      },
    },
    submitting: {
      description: 'Sent to the server (BoxNow or the card gateway may take a few seconds); the buttons wait.',
      on: { 'action.choose': {} },
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => requestOf(context),
        onDone: {
          target: 'done',
          actions: ['keepDone', { type: 'applied', params: ({ event }) => event.output }],
        },
        onError: { target: 'failed', actions: { type: 'keepFailure', params: ({ event }) => event } },
      },
    },
    done: {
      description: 'It went through: the page shows the order as it is now and says what was done.',
      on: { dismiss: { target: 'idle', actions: 'reset' } },
    },
    failed: {
      description: 'Refused or not reached: the reason, and the same action may be sent again.',
      on: { retry: 'submitting', dismiss: { target: 'idle', actions: 'reset' } },
    },
  },
});
