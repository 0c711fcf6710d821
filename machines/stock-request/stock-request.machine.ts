import { assign, fromPromise, setup } from 'xstate';
import { missingConsents } from '@shared/validation/consents.js';
import { fieldErrors } from '@shared/validation/fields.js';
import { fieldMessages } from '@shared/validation/messages.js';
import { type StockRequestValues, stockRequestSchema } from '@shared/validation/stock-request.js';
import * as form from '../form/form.js';

/**
 * 'Obavijesti me' under the sizes of a product with a sold-out size: the link opens a small form (the sold-out size,
 * an address, the form's consents); the request is kept until the size is back, then mailed once
 * (docs/decisions/0208-back-in-stock-requests.md). The client injects the actor `request` (input: productId,
 * email, consents).
 */
export interface StockRequestConsent {
  id: number;
  required: boolean;
}

export interface StockRequestContext extends form.FormContext<StockRequestValues> {
  consents: StockRequestConsent[];
  accepted: number[];
}

export type StockRequestEvent =
  | { type: 'form.open' }
  | { type: 'form.close' }
  | form.FieldChange<StockRequestValues>
  | { type: 'consent.toggle'; id: number }
  | { type: 'form.submit' };

function validate(context: StockRequestContext) {
  const errors = fieldErrors(stockRequestSchema, context.values);
  const required = context.consents.filter((c) => c.required).map((c) => c.id);
  if (missingConsents(required, context.accepted).length > 0) errors.consents = fieldMessages.consentRequired;
  return errors;
}

export const stockRequestMachine = setup({
  types: {} as {
    context: StockRequestContext;
    events: StockRequestEvent;
    input: { consents: StockRequestConsent[]; variantId?: string };
  },
  actors: {
    request: fromPromise<void, { productId: number; email: string; consents: number[] }>(async () => {
      throw new Error('stockRequestMachine: provide the request actor');
    }),
  },
  actions: {
    changeField: assign(({ context }, change: form.FieldChange<StockRequestValues>) =>
      form.withChange(context, change, validate),
    ),
    toggleConsent: assign(({ context }, params: { id: number }) =>
      form.withConsentToggled(context, params.id, validate),
    ),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    keepFailure: assign((_, params: { error: unknown }) => form.withFailure(params.error)),
  },
  guards: {
    valid: ({ context }) => form.isValid(context, validate),
  },
}).createMachine({
  id: 'stockRequest',
  description: "'Obavijesti me': a sold-out size, an address and the consents; one mail when the size is back.",
  initial: 'closed',
  context: ({ input }) => ({
    ...form.formContext({ variantId: input.variantId ?? '', email: '' }),
    consents: input.consents,
    accepted: [],
  }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['closed', 'editing', 'sending', 'sent'],
    guards: { valid: 'a size, an e-mail address and the required consents' },
  },
  states: {
    closed: {
      description: "The link 'Nema Vaše veličine? Obavijesti me kad stigne'.",
      on: { 'form.open': { target: 'editing', description: 'The link is pressed: the form opens.' } },
    },
    editing: {
      description: 'The size, the address and the consents; after a submit the errors follow the typing.',
      on: {
        'form.close': { target: 'closed', description: "'Odustani'" },
        'field.change': {
          description: 'The size is chosen or the address typed.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'consent.toggle': {
          description: 'A consent is ticked or unticked.',
          actions: { type: 'toggleConsent', params: ({ event }) => event },
        },
        'form.submit': [
          { guard: 'valid', target: 'sending', description: "'OBAVIJESTI ME' with the form right." },
          { description: 'The errors are shown.', actions: 'showErrors' },
        ],
      },
    },
    sending: {
      description: "'ŠALJEM...'",
      invoke: {
        id: 'request',
        src: 'request',
        input: ({ context }) => ({
          productId: Number(context.values.variantId),
          email: context.values.email.trim(),
          consents: context.accepted,
        }),
        onDone: { target: 'sent', description: 'The request is kept.' },
        onError: {
          target: 'editing',
          description: 'Refused (too many requests) or no connection: said, and it can be tried again.',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: {
      type: 'final',
      description: "'Javit ćemo Vam se e-mailom čim veličina stigne.'",
    },
  },
});
