import { assign, fromPromise, setup } from 'xstate';
import { fieldErrors } from '@shared/validation/fields.js';
import { withdrawalSchema, type WithdrawalValues, withdrawalWithIbanSchema } from '@shared/validation/orders.js';
import * as form from '../form/form.js';

/**
 * 'Odustani od ugovora' (docs/decisions/0045-online-withdrawal.md): the button opens a form asking only the name
 * and the order's e-mail (the order number is the page's), then a confirmation step 'Potvrdi odustajanje', then the
 * call; the answer says what was withdrawn and that the acknowledgment was e-mailed, or, for a guest, that a
 * confirmation link went to the order's e-mail and nothing is withdrawn until it is opened
 * (docs/decisions/0137-withdrawal-proves-the-mailbox.md). 'Odustani' on the form or the
 * confirmation closes it without a call. The client injects the actor `withdraw` ({ number, values } → result) and
 * the actions `focusFirstError` and `notifyWithdrawn` (the view refreshes the order).
 */
export interface WithdrawalResult {
  status: string;
  withdrawnAt: string | null;
  lines: string[];
  excluded: string[];
  /** What happens next, in Croatian (docs/decisions/0153-withdrawal-by-lines.md). */
  next: string[];
  /** true: nothing withdrawn yet, the confirmation link was e-mailed to the order's address. */
  awaitingConfirmation: boolean;
}

/** A line that can still go back, with its units left. */
export interface WithdrawableLine {
  itemId: number;
  name: string;
  qty: number;
}

export interface WithdrawalContext extends form.FormContext<WithdrawalValues> {
  number: string;
  /** Cash on delivery or a paid transfer: the IBAN the money goes back to is required. */
  ibanNeeded: boolean;
  /** The lines offered, and the units chosen of each (all of them to begin with). */
  lines: WithdrawableLine[];
  units: Record<number, number>;
  result: WithdrawalResult | null;
}

export interface WithdrawalInput {
  number: string;
  values?: Partial<WithdrawalValues>;
  ibanNeeded?: boolean;
  lines?: WithdrawableLine[];
}

/** What the withdrawal call gets: the form and the chosen units of each line. */
export interface WithdrawalCall {
  number: string;
  values: WithdrawalValues;
  lines: Array<{ itemId: number; qty: number }>;
}

export type WithdrawalEvent =
  | form.FieldChange<WithdrawalValues>
  | { type: 'withdrawal.open' }
  | { type: 'withdrawal.close' }
  | { type: 'form.submit' }
  | { type: 'withdrawal.confirm' }
  | { type: 'line.change'; itemId: number; qty: number };

const EMPTY: WithdrawalValues = { name: '', email: '', iban: '' };

const chosen = (context: Pick<WithdrawalContext, 'lines' | 'units'>) =>
  context.lines.map((l) => ({ itemId: l.itemId, qty: context.units[l.itemId] ?? 0 })).filter((l) => l.qty > 0);

/** The form's rules (the IBAN required where the money goes back to one) and at least one unit chosen. */
const validate = (context: WithdrawalContext) => ({
  ...fieldErrors(context.ibanNeeded ? withdrawalWithIbanSchema : withdrawalSchema, context.values),
  ...(context.lines.length > 0 && chosen(context).length === 0 ? { lines: 'Odaberite barem jedan proizvod.' } : {}),
});

export const withdrawalMachine = setup({
  types: {} as { context: WithdrawalContext; events: WithdrawalEvent; input: WithdrawalInput },
  actors: {
    withdraw: fromPromise<WithdrawalResult, WithdrawalCall>(async () => {
      throw new Error('withdrawalMachine: provide the withdraw actor');
    }),
  },
  actions: {
    changeField: assign(({ context }, change: form.FieldChange<WithdrawalValues>) =>
      form.withChange(context, change, validate),
    ),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    changeUnits: assign(({ context }, params: { itemId: number; qty: number }) => {
      const line = context.lines.find((l) => l.itemId === params.itemId);
      if (!line) return {};
      const units = { ...context.units, [line.itemId]: Math.max(0, Math.min(line.qty, Math.trunc(params.qty) || 0)) };
      return { units, ...(context.touched ? { errors: validate({ ...context, units }) } : {}) };
    }),
    keepFailure: assign((_, params: { error: unknown }) => form.withFailure(params.error)),
    clearFailure: assign({ failure: null }),
    keepResult: assign((_, params: { result: WithdrawalResult }) => ({ result: params.result })),
    focusFirstError: () => {},
    notifyWithdrawn: () => {},
  },
  guards: {
    valid: ({ context }) => form.isValid(context, validate),
    awaitsConfirmation: (_, params: { result: WithdrawalResult }) => params.result.awaitingConfirmation,
  },
}).createMachine({
  id: 'withdrawal',
  description: 'The online withdrawal from an order: form, confirmation, call, acknowledgment or e-mailed link.',
  initial: 'closed',
  context: ({ input }) => ({
    ...form.formContext({ ...EMPTY, ...input.values }),
    number: input.number,
    ibanNeeded: input.ibanNeeded ?? false,
    lines: input.lines ?? [],
    units: Object.fromEntries((input.lines ?? []).map((l) => [l.itemId, l.qty])),
    result: null,
  }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['closed', 'editing', 'confirming', 'withdrawing', 'withdrawn'],
    guards: {
      valid: "a name and the order's e-mail address are given",
      awaitsConfirmation: "a guest: a confirmation link went to the order's e-mail first",
    },
  },
  states: {
    closed: {
      description: "Only the button 'ODUSTANI OD UGOVORA' shows.",
      on: {
        'withdrawal.open': {
          target: 'editing',
          description: "'ODUSTANI OD UGOVORA' opens the form.",
          actions: 'clearFailure',
        },
      },
    },
    editing: {
      description:
        'The lines and units, name, e-mail of the order and (cash or transfer) the IBAN; errors once submitted.',
      on: {
        'field.change': {
          description: 'A field is typed in.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'line.change': {
          description: 'The units of a line to give back are changed.',
          actions: { type: 'changeUnits', params: ({ event }) => event },
        },
        'form.submit': [
          {
            guard: 'valid',
            target: 'confirming',
            description: "'NASTAVI' with the form right.",
            actions: 'showErrors',
          },
          { description: 'The errors are shown, the first one focused.', actions: ['showErrors', 'focusFirstError'] },
        ],
        'withdrawal.close': { target: 'closed', description: "'Odustani': the form closes, nothing is sent." },
      },
    },
    confirming: {
      description: "The last step: 'POTVRDI ODUSTAJANJE' or back.",
      on: {
        'withdrawal.confirm': { target: 'withdrawing', description: "'POTVRDI ODUSTAJANJE': the withdrawal is sent." },
        'withdrawal.close': { target: 'closed', description: "'Odustani': nothing is sent." },
      },
    },
    withdrawing: {
      description: 'The withdrawal call.',
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        input: ({ context }) => ({ number: context.number, values: context.values, lines: chosen(context) }),
        onDone: [
          {
            guard: { type: 'awaitsConfirmation', params: ({ event }) => ({ result: event.output }) },
            target: 'confirmationSent',
            description: 'Nothing withdrawn yet: the page says to open the link in the e-mail.',
            actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: 'withdrawn',
            description: 'Withdrawn: the page lists what, and the order is shown again.',
            actions: [{ type: 'keepResult', params: ({ event }) => ({ result: event.output }) }, 'notifyWithdrawn'],
          },
        ],
        onError: {
          target: 'editing',
          description: "Refused (not the order's e-mail, no longer possible, already withdrawn) or no connection.",
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    withdrawn: { type: 'final', description: 'What was withdrawn, and that the acknowledgment was e-mailed.' },
    confirmationSent: {
      type: 'final',
      description: "A guest's request: the confirmation link went to the order's e-mail; nothing withdrawn yet.",
    },
  },
});
