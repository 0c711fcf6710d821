import type { GraphOptions } from '../testing/graph.js';
import type { WithdrawalInput } from './withdrawal.machine.js';

/** A form filled in from the order and an empty one, a field that breaks it, the three outcomes of the call. */
export const graphOptions: GraphOptions = {
  inputs: [
    { number: '2026-000123', values: { name: 'Ivana Horvat', email: 'ivana@primjer.hr' } } satisfies WithdrawalInput,
    { number: '2026-000123' } satisfies WithdrawalInput,
    {
      number: '2026-000124',
      values: { name: 'Ivana Horvat', email: 'ivana@primjer.hr', iban: '' },
      ibanNeeded: true,
      lines: [{ itemId: 5, name: 'Šal', qty: 2 }],
    } satisfies WithdrawalInput,
  ],
  events: {
    'field.change': [
      { field: 'name', value: '' },
      { field: 'email', value: 'ivana@primjer.hr' },
      { field: 'iban', value: 'HR1210010051863000160' },
    ],
    'line.change': [{ itemId: 5, qty: 0 }],
    'xstate.done.actor.withdraw': [
      {
        output: {
          status: 'withdrawn',
          withdrawnAt: '2026-11-25T12:00:00.000Z',
          lines: ['Šal'],
          excluded: [],
          next: ['Proizvode od kojih ste odustali nećemo poslati.'],
          awaitingConfirmation: false,
        },
      },
      {
        output: {
          status: 'paid',
          withdrawnAt: null,
          lines: ['Šal'],
          excluded: [],
          next: [],
          awaitingConfirmation: true,
        },
      },
    ],
    'xstate.error.actor.withdraw': [{ error: { code: 'ORDER_ALREADY_WITHDRAWN', statusCode: 409 } }],
  },
};
