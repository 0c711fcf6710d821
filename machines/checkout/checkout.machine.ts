import { assign, fromPromise, setup } from 'xstate';
import * as form from '../form/form.js';
import {
  addressFormErrors,
  addressInputFilters,
  addressRequest,
  EMPTY_ADDRESS_FORM,
  initialValues,
  serverAddressErrors,
} from './address-form.js';
import type {
  AddressFormValues,
  Checkout,
  CheckoutContext,
  CheckoutInput,
  CheckoutLoaded,
  CheckoutStep,
  CreatedOrder,
  PaymentMethod,
  ShippingMethod,
} from './checkout.types.js';

export type * from './checkout.types.js';
export { reachable, stepToShow } from './steps.js';
import { deliveryErrors, isLocker, stepToShow, withCheckout } from './steps.js';

/**
 * The checkout at /naplata: ADRESA ('Podaci o dostavi'), DOSTAVA ('METODA DOSTAVE') and NAPLATA ('METODA
 * PLAĆANJA'). The server keeps what each step saved (docs/decisions/0055-checkout-steps-on-the-server.md); this
 * machine owns what the shopper is doing: the address form (values, field errors, consents), the chosen delivery
 * method and locker, the chosen payment method and the order button. The step lives in the URL
 * (docs/decisions/0086-checkout-step-in-the-url.md): the route sends `step.request` on Back, Forward and 'Promijeni';
 * a step is shown only when the steps before it are done, else the first step still to do. Steps switch after
 * 100 ms and the payment step draws again 500 ms after its method changed (the fee enters the totals). A cart of
 * digital goods only has no DOSTAVA. The client injects the actors (`loadCheckout`, `saveAddress`,
 * `loadDeliveryMethods`, `saveDelivery`, `loadPaymentMethods`, `savePaymentMethod`, `placeOrder`) and the actions
 * `showStep` (the URL), `scrollToTop`, `focusFirstError`, `notifyPaymentMissing`, `keepDraft`, `goToLogin` and
 * `orderPlaced` (to the success page or the card hand-off).
 */
export type CheckoutEvent =
  | form.FieldChange<AddressFormValues>
  | { type: 'consent.toggle'; id: number }
  | { type: 'address.submit' }
  /** The URL, a 'Promijeni' link or a back link asks for a step. */
  | { type: 'step.request'; step: CheckoutStep; push?: boolean }
  | { type: 'delivery.choose'; methodId: number }
  | { type: 'locker.choose'; branchId: string }
  | { type: 'delivery.submit' }
  | { type: 'payment.choose'; paymentMethodId: number }
  /** 'NARUČI S OBVEZOM PLAĆANJA'. */
  | { type: 'order.place' }
  /** A guest's 'Prijavi se': the form is kept, the shopper comes back here after logging in. */
  | { type: 'login.request' }
  | { type: 'retry' };

/** The steps in their order, as the step indicator shows them. */
export const STEP_ORDER: CheckoutStep[] = ['address', 'delivery', 'payment'];

const validate = (context: CheckoutContext) => addressFormErrors(context.values, context.consents, context.accepted);

/** Back, Forward, 'Promijeni' and the back links: the asked step is shown after the switch delay. */
const onStepRequest = {
  'step.request': {
    target: '#checkout.switching',
    description: 'The shopper goes Back or Forward, or follows a step link or "Promijeni".',
    actions: {
      type: 'requestStep',
      params: ({ event }: { event: Extract<CheckoutEvent, { type: 'step.request' }> }) => ({
        step: event.step,
        push: event.push ?? false,
      }),
    },
  },
} as const;

export const checkoutMachine = setup({
  types: {} as { context: CheckoutContext; events: CheckoutEvent; input: CheckoutInput },
  actors: {
    loadCheckout: fromPromise<CheckoutLoaded>(async () => {
      throw new Error('checkoutMachine: provide the loadCheckout actor');
    }),
    saveAddress: fromPromise<Checkout, ReturnType<typeof addressRequest>>(async () => {
      throw new Error('checkoutMachine: provide the saveAddress actor');
    }),
    loadDeliveryMethods: fromPromise<ShippingMethod[]>(async () => {
      throw new Error('checkoutMachine: provide the loadDeliveryMethods actor');
    }),
    saveDelivery: fromPromise<Checkout, { methodId: number; branchId: string | null }>(async () => {
      throw new Error('checkoutMachine: provide the saveDelivery actor');
    }),
    loadPaymentMethods: fromPromise<PaymentMethod[]>(async () => {
      throw new Error('checkoutMachine: provide the loadPaymentMethods actor');
    }),
    savePaymentMethod: fromPromise<Checkout, { paymentMethodId: number }>(async () => {
      throw new Error('checkoutMachine: provide the savePaymentMethod actor');
    }),
    placeOrder: fromPromise<CreatedOrder, { personalisationNoticeShown: boolean }>(async () => {
      throw new Error('checkoutMachine: provide the placeOrder actor');
    }),
  },
  actions: {
    keepLoaded: assign(({ context }, loaded: CheckoutLoaded) => ({
      ...withCheckout(loaded.checkout),
      countries: loaded.countries,
      consents: loaded.consents,
      accepted: loaded.checkout.acceptedConsents.filter((id) => loaded.consents.some((c) => c.id === id)),
      values: initialValues(loaded.checkout, loaded.profile, context.draft, loaded.countries[0]?.iso),
      loadFailure: null,
      brought: null,
    })),
    keepLoadFailure: assign((_, params: { error: unknown }) => ({
      loadFailure: form.withFailure(params.error).failure,
    })),
    keepCheckout: assign((_, checkout: Checkout) => withCheckout(checkout)),
    requestStep: assign((_, params: { step: CheckoutStep; push: boolean }) => ({
      requestedStep: params.step,
      pushHistory: params.push,
    })),
    // Step 1 leads to step 2 (or 3 for digital goods), step 2 to step 3, whatever was saved before.
    moveOn: assign(({ context }, params: { after: 'address' | 'delivery' }) => ({
      requestedStep:
        params.after === 'address' && context.checkout?.deliveryRequired ? ('delivery' as const) : ('payment' as const),
      pushHistory: true,
      failure: null,
    })),
    changeField: assign(({ context }, change: form.FieldChange<AddressFormValues>) =>
      form.withChange(context, change, validate, addressInputFilters),
    ),
    toggleConsent: assign(({ context }, params: { id: number }) =>
      form.withConsentToggled(context, params.id, validate),
    ),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    keepFailure: assign((_, params: { error: unknown }) => form.withFailure(params.error)),
    // The server's own field checks (the postal code against the town) land on their fields.
    keepAddressFailure: assign(({ context }, params: { error: unknown }) => {
      const { failure } = form.withFailure(params.error);
      return { failure, errors: { ...context.errors, ...serverAddressErrors(failure) } };
    }),
    keepDeliveryMethods: assign(({ context }, methods: ShippingMethod[]) => {
      const saved = methods.find((m) => m.id === context.methodId && m.available);
      return {
        deliveryMethods: methods,
        methodId: saved ? saved.id : null,
        branchId: saved && isLocker(saved) ? context.branchId : null,
        choiceErrors: {},
      };
    }),
    chooseDelivery: assign(({ context }, params: { methodId: number }) => ({
      methodId: params.methodId,
      branchId: params.methodId === context.methodId ? context.branchId : null,
      choiceErrors: {},
      failure: null,
    })),
    chooseLocker: assign((_, params: { branchId: string }) => ({ branchId: params.branchId, choiceErrors: {} })),
    showDeliveryErrors: assign(({ context }) => ({ choiceErrors: deliveryErrors(context) })),
    keepPaymentMethods: assign(({ context }, methods: PaymentMethod[]) => ({
      paymentMethods: methods,
      paymentMethodId: methods.some((m) => m.id === context.paymentMethodId) ? context.paymentMethodId : null,
      choiceErrors: {},
    })),
    choosePayment: assign((_, params: { paymentMethodId: number }) => ({
      paymentMethodId: params.paymentMethodId,
      choiceErrors: {},
      failure: null,
    })),
    clearFailure: assign({ failure: null }),
    keepOrder: assign((_, order: CreatedOrder) => ({ order })),
    showStep: (_, _params: { step: CheckoutStep; push: boolean }) => {},
    scrollToTop: () => {},
    focusFirstError: () => {},
    notifyPaymentMissing: () => {},
    keepDraft: (_, _params: { values: AddressFormValues }) => {},
    goToLogin: () => {},
    orderPlaced: (_, _order: CreatedOrder) => {},
  },
  guards: {
    wantsPayment: ({ context }) => stepToShow(context.checkout, context.requestedStep) === 'payment',
    wantsDelivery: ({ context }) => stepToShow(context.checkout, context.requestedStep) === 'delivery',
    addressValid: ({ context }) => form.isValid(context, validate),
    brought: ({ context }) => context.brought !== null,
    deliveryValid: ({ context }) => Object.keys(deliveryErrors(context)).length === 0,
    paymentChosen: ({ context }) => context.paymentMethodId !== null && context.paymentMethodId >= 1,
    paymentUnchanged: ({ context }, params: { paymentMethodId: number }) =>
      params.paymentMethodId === context.checkout?.payment?.id,
  },
  delays: {
    /** Step screens set the active step after 100 ms. */
    stepSwitch: 100,
    /** The payment step draws again 500 ms after its method changed. */
    paymentRerender: 500,
  },
}).createMachine({
  id: 'checkout',
  description: 'The three checkout steps with the step in the URL, and the order button.',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md: the journey drawn as one straight line from the top.
    happyPath: [
      'loading',
      'address.editing',
      'address.saving',
      'delivery.loading',
      'delivery.choosing',
      'delivery.saving',
      'payment.loading',
      'payment.choosing',
      'payment.savingMethod',
      'payment.rerendering',
      'payment.placing',
      'placed',
    ],
    guards: {
      brought: 'the page came drawn with the checkout',
      wantsPayment: 'payment asked for and address (and delivery) done',
      wantsDelivery: 'delivery asked for and address done',
      addressValid: 'the form and the required consents are filled in correctly',
      deliveryValid: 'a method is chosen (and a locker for BoxNow)',
      paymentChosen: 'a payment method is chosen',
      paymentUnchanged: 'the same method as saved',
    },
  },
  initial: 'starting',
  context: ({ input }) => ({
    // The form is filled in once the checkout is loaded (keepLoaded); it is not shown before.
    ...form.formContext(EMPTY_ADDRESS_FORM),
    loggedIn: input.loggedIn,
    draft: input.draft ?? null,
    brought: input.loaded ?? null,
    requestedStep: input.step ?? null,
    pushHistory: false,
    checkout: null,
    countries: [],
    consents: [],
    accepted: [],
    deliveryMethods: [],
    methodId: null,
    branchId: null,
    paymentMethods: [],
    paymentMethodId: null,
    choiceErrors: {},
    order: null,
    loadFailure: null,
  }),
  states: {
    starting: {
      description: 'A page drawn on the server brings what it was drawn with: the checkout starts from that, unloaded.',
      always: [
        {
          guard: 'brought',
          target: 'routing',
          description: 'Nothing to load: the page brought the checkout.',
          actions: { type: 'keepLoaded', params: ({ context }) => context.brought as CheckoutLoaded },
        },
        { target: 'loading', description: 'The checkout is loaded first.' },
      ],
    },
    loading: {
      description: "The cart's checkout, the countries and the checkout consents are loading ('Učitavanje...').",
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        onDone: {
          target: 'routing',
          description: 'The checkout, countries and consents arrived.',
          actions: { type: 'keepLoaded', params: ({ event }) => event.output },
        },
        onError: {
          target: 'unavailable',
          description: 'Empty or already ordered cart, or no connection.',
          actions: { type: 'keepLoadFailure', params: ({ event }) => event },
        },
      },
    },
    unavailable: {
      description: 'The checkout cannot be shown: an empty or already ordered cart, or no connection.',
      on: { retry: { target: 'loading', description: "'Pokušaj ponovno': load the checkout again." } },
    },
    switching: {
      description: 'A step was asked for; it is shown after 100 ms.',
      after: { stepSwitch: { target: 'routing', description: 'The step is switched after a short pause.' } },
      on: onStepRequest,
    },
    routing: {
      description: 'Shows the asked step when the steps before it are done, else the first step still to do.',
      always: [
        { guard: 'wantsPayment', target: 'payment', description: 'Show NAPLATA.' },
        { guard: 'wantsDelivery', target: 'delivery', description: 'Show DOSTAVA.' },
        { target: 'address', description: 'Otherwise ADRESA: the first step still to do.' },
      ],
    },
    address: {
      description: "ADRESA: 'Podaci o dostavi', the delivery and billing form with the checkout consents.",
      entry: [
        { type: 'showStep', params: ({ context }) => ({ step: 'address', push: context.pushHistory }) },
        'scrollToTop',
      ],
      on: onStepRequest,
      initial: 'editing',
      states: {
        editing: {
          description: "The shopper types; after the first 'Pošalji' the errors follow the typing.",
          on: {
            'field.change': {
              description: 'A field is typed in.',
              actions: { type: 'changeField', params: ({ event }) => event },
            },
            'consent.toggle': {
              description: 'A consent is ticked or unticked.',
              actions: { type: 'toggleConsent', params: ({ event }) => event },
            },
            'address.submit': [
              {
                guard: 'addressValid',
                target: 'saving',
                description: "'Pošalji' with a correct form.",
                actions: 'showErrors',
              },
              {
                description: 'The errors are shown, the first one focused.',
                actions: ['showErrors', 'focusFirstError'],
              },
            ],
            'login.request': {
              description: "A guest's 'Prijavi se': the form is kept for after the login.",
              actions: [{ type: 'keepDraft', params: ({ context }) => ({ values: context.values }) }, 'goToLogin'],
            },
          },
        },
        saving: {
          description: "'Šaljem...': the address and the consents are saved and checked on the server.",
          invoke: {
            id: 'saveAddress',
            src: 'saveAddress',
            input: ({ context }) => addressRequest(context.values, context.accepted, context.loggedIn),
            onDone: {
              target: '#checkout.switching',
              description: 'Saved: on to DOSTAVA (NAPLATA for digital goods).',
              actions: [
                { type: 'keepCheckout', params: ({ event }) => event.output },
                { type: 'moveOn', params: { after: 'address' } },
              ],
            },
            onError: {
              target: 'editing',
              description: 'The server refused the address: its error is shown, on the field it names.',
              actions: [{ type: 'keepAddressFailure', params: ({ event }) => event }, 'focusFirstError'],
            },
          },
        },
      },
    },
    delivery: {
      description: "DOSTAVA: 'METODA DOSTAVE', the methods for the saved address with BoxNow lockers nearby.",
      entry: [
        { type: 'showStep', params: ({ context }) => ({ step: 'delivery', push: context.pushHistory }) },
        'scrollToTop',
      ],
      on: onStepRequest,
      initial: 'loading',
      states: {
        loading: {
          description: "'Dohvaćam metode dostave...'",
          invoke: {
            id: 'loadDeliveryMethods',
            src: 'loadDeliveryMethods',
            onDone: {
              target: 'choosing',
              description: 'The methods for the saved address arrived.',
              actions: { type: 'keepDeliveryMethods', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              description: 'The methods could not be loaded.',
              actions: { type: 'keepFailure', params: ({ event }) => event },
            },
          },
        },
        failed: {
          description: 'The methods could not be loaded; the shopper may try again.',
          on: { retry: { target: 'loading', description: 'Load the methods again.' } },
        },
        choosing: {
          description: 'A method (and for BoxNow a locker) is chosen; the submit checks the choice.',
          on: {
            'delivery.choose': {
              description: 'A delivery method is picked.',
              actions: { type: 'chooseDelivery', params: ({ event }) => event },
            },
            'locker.choose': {
              description: 'A BoxNow locker is picked.',
              actions: { type: 'chooseLocker', params: ({ event }) => event },
            },
            'delivery.submit': [
              {
                guard: 'deliveryValid',
                target: 'saving',
                description: "'Dalje' with a complete choice.",
                actions: 'clearFailure',
              },
              { description: 'What is missing is shown.', actions: 'showDeliveryErrors' },
            ],
          },
        },
        saving: {
          description: "'Šaljem...': the method and the locker are checked again and priced on the server.",
          invoke: {
            id: 'saveDelivery',
            src: 'saveDelivery',
            input: ({ context }) => ({ methodId: context.methodId ?? 0, branchId: context.branchId }),
            onDone: {
              target: '#checkout.switching',
              description: 'Saved and priced: on to NAPLATA.',
              actions: [
                { type: 'keepCheckout', params: ({ event }) => event.output },
                { type: 'moveOn', params: { after: 'delivery' } },
              ],
            },
            onError: {
              target: 'choosing',
              description: 'The server refused the method or the locker.',
              actions: { type: 'keepFailure', params: ({ event }) => event },
            },
          },
        },
      },
    },
    payment: {
      description: "NAPLATA: 'METODA PLAĆANJA', the summary with 'Promijeni', the methods and the order button.",
      entry: [
        { type: 'showStep', params: ({ context }) => ({ step: 'payment', push: context.pushHistory }) },
        'scrollToTop',
      ],
      on: onStepRequest,
      initial: 'loading',
      states: {
        loading: {
          description: "'Dohvaćam metode plaćanja...'",
          invoke: {
            id: 'loadPaymentMethods',
            src: 'loadPaymentMethods',
            onDone: {
              target: 'choosing',
              description: 'The payment methods for this delivery arrived.',
              actions: { type: 'keepPaymentMethods', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              description: 'The methods could not be loaded.',
              actions: { type: 'keepFailure', params: ({ event }) => event },
            },
          },
        },
        failed: {
          description: 'The methods could not be loaded; the shopper may try again.',
          on: { retry: { target: 'loading', description: 'Load the methods again.' } },
        },
        choosing: {
          description: 'A payment method is chosen; the pre-contract information sits above the order button.',
          on: {
            'payment.choose': [
              {
                guard: { type: 'paymentUnchanged', params: ({ event }) => event },
                description: 'Nothing to save.',
                actions: { type: 'choosePayment', params: ({ event }) => event },
              },
              {
                target: 'savingMethod',
                description: 'Another method is picked and saved.',
                actions: { type: 'choosePayment', params: ({ event }) => event },
              },
            ],
            'order.place': [
              { guard: 'paymentChosen', target: 'placing', description: "'NARUČI S OBVEZOM PLAĆANJA'." },
              { description: "'Odaberite način plaćanja' is shown.", actions: 'notifyPaymentMissing' },
            ],
          },
        },
        savingMethod: {
          description: 'The chosen method is saved; its fee (cash on delivery) enters the totals.',
          invoke: {
            id: 'savePaymentMethod',
            src: 'savePaymentMethod',
            input: ({ context }) => ({ paymentMethodId: context.paymentMethodId ?? 0 }),
            onDone: {
              target: 'rerendering',
              description: 'Saved: the totals now hold its fee.',
              actions: { type: 'keepCheckout', params: ({ event }) => event.output },
            },
            onError: {
              target: 'choosing',
              description: 'The method could not be saved.',
              actions: { type: 'keepFailure', params: ({ event }) => event },
            },
          },
        },
        rerendering: {
          description: 'The payment step draws again with the new totals after 500 ms.',
          after: { paymentRerender: { target: 'choosing', description: 'The step is drawn again.' } },
        },
        placing: {
          description: "'OBRAĐUJEM NARUDŽBU': the order is placed (once, whatever the clicks).",
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => ({
              personalisationNoticeShown: (context.checkout?.nonWithdrawableItemIds.length ?? 0) > 0,
            }),
            onDone: {
              target: '#checkout.placed',
              description: 'The order is placed.',
              actions: [
                { type: 'keepOrder', params: ({ event }) => event.output },
                { type: 'orderPlaced', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: 'choosing',
              description: 'Refused (e.g. out of stock): the reason is shown.',
              actions: { type: 'keepFailure', params: ({ event }) => event },
            },
          },
        },
      },
    },
    placed: {
      type: 'final',
      description: 'The order exists: the success page (or the card payment) takes over.',
    },
  },
});
