import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '@shared/errors/failure.js';
import { failureOf } from '@shared/errors/failure.js';

/** The signed form of one payment attempt: the browser posts `fields` to `action` (the gateway's hosted page). */
export interface CardPaymentForm {
  action: string;
  method: 'POST';
  fields: Record<string, string>;
}

export interface PaymentHandoffContext {
  orderSlug: string;
  form: CardPaymentForm | null;
  failure: Failure | null;
}

export type PaymentHandoffEvent = { type: 'retry' };

/**
 * /naplata/placanje: a card order goes to the gateway's hosted page. The machine asks the shop for a new attempt
 * (its own ShoppingCartID, signed), then the page posts the form to the gateway; a refusal (the order is already
 * paid, no longer payable, the gateway is not configured, no connection) is shown with 'Pokušaj ponovo'. Coming back
 * from the gateway is the server's business (docs/decisions/0090-card-payment-attempts.md). The client injects the
 * actor `startPayment` and the action `submitForm`.
 */
export const paymentHandoffMachine = setup({
  types: {} as { context: PaymentHandoffContext; events: PaymentHandoffEvent; input: { orderSlug: string } },
  actors: {
    startPayment: fromPromise<CardPaymentForm, { orderSlug: string }>(async () => {
      throw new Error('paymentHandoffMachine: provide the startPayment actor');
    }),
  },
  actions: {
    keepForm: assign((_, form: CardPaymentForm) => ({ form, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    submitForm: (_, _form: CardPaymentForm) => {},
  },
}).createMachine({
  id: 'paymentHandoff',
  description: "The hand-off of a card order to the gateway's hosted page.",
  initial: 'starting',
  context: ({ input }) => ({ orderSlug: input.orderSlug, form: null, failure: null }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['starting', 'redirecting'],
  },
  states: {
    starting: {
      description: "'Preusmjeravamo vas na stranicu za plaćanje...': a new attempt is made on the server.",
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context }) => ({ orderSlug: context.orderSlug }),
        onDone: {
          target: 'redirecting',
          description: "The attempt is made: the browser goes to the bank's card page.",
          actions: [
            { type: 'keepForm', params: ({ event }) => event.output },
            { type: 'submitForm', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'failed',
          description: 'Already paid, no longer payable, card payment not set up, or no connection.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    redirecting: {
      type: 'final',
      description: 'The form is posted to the gateway; a button posts it again if the browser did not.',
    },
    failed: {
      description: 'No attempt could be made; the page says why and offers to try again.',
      on: { retry: { target: 'starting', description: "'Pokušaj ponovo': a new attempt is asked for." } },
    },
  },
});
