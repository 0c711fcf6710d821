import { assign, fromPromise, setup } from 'xstate';
import type { WithdrawalResult } from '../withdrawal/withdrawal.machine.js';

/**
 * The withdrawal confirmation link a guest gets by e-mail (docs/decisions/0137-withdrawal-proves-the-mailbox.md):
 * the shopper confirms with a click (a mail scanner that opens links must not withdraw anything), the token is sent
 * once (it is single use) and the page shows what was withdrawn, or that the link is wrong, used or expired (the
 * failure's code is kept for its Croatian text). The client injects the actor `confirm`.
 */
export interface WithdrawalLinkInput {
  token?: string | undefined;
}

export interface WithdrawalLinkContext {
  token: string | null;
  result: WithdrawalResult | null;
  failure: unknown;
}

export const withdrawalLinkMachine = setup({
  types: {} as { context: WithdrawalLinkContext; input: WithdrawalLinkInput },
  actors: {
    confirm: fromPromise<WithdrawalResult, { token: string }>(async () => {
      throw new Error('withdrawalLinkMachine: provide the confirm actor');
    }),
  },
  guards: { hasToken: ({ context }) => context.token !== null },
}).createMachine({
  id: 'withdrawalLink',
  description: 'The e-mailed withdrawal link: a click, then one confirm call with its token.',
  context: ({ input }) => ({ token: input.token || null, result: null, failure: null }),
  initial: 'starting',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['starting', 'ready', 'confirming', 'withdrawn'],
    guards: { hasToken: 'the link carries its token' },
  },
  states: {
    starting: {
      description: 'Opened with or without a token.',
      always: [
        { guard: 'hasToken', target: 'ready', description: 'The page asks for the click.' },
        { target: 'noToken', description: 'A link without its token: nothing to confirm.' },
      ],
    },
    ready: {
      description: "'Potvrđujem odustajanje' asks for the shopper's click: opening the link changes nothing.",
      on: { 'withdrawal.confirm': { target: 'confirming', description: 'The shopper confirms the withdrawal.' } },
    },
    noToken: { type: 'final', description: 'Nothing to confirm: the link is incomplete.' },
    confirming: {
      description: "'Potvrđujem odustajanje...'",
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'withdrawn',
          description: 'Withdrawn: the page lists what.',
          actions: assign({ result: ({ event }) => event.output }),
        },
        onError: {
          target: 'failed',
          description: 'The link is wrong, used or expired, or the order cannot be withdrawn any more.',
          actions: assign({ failure: ({ event }) => event.error }),
        },
      },
    },
    withdrawn: { type: 'final', description: 'What was withdrawn, and that the acknowledgment was e-mailed.' },
    failed: {
      type: 'final',
      description: 'The link is wrong, used or expired, or the order can no longer be withdrawn.',
    },
  },
});
