import { assign, fromPromise, setup } from 'xstate';
import { type Failure, failureOf } from '@shared/errors/failure.js';

/**
 * One gift voucher in the back office (/admin/bonovi/$id, docs/decisions/0217-vouchers-back-office.md): it loads the
 * voucher with its movements; staff extend its expiry (a date after today), block or unblock it, or send its e-mail
 * again, each with the `updatedAt` the page read. A page out of date (409) reloads and says so; another refusal stays
 * on the page. The client injects `loadVoucher` and `runAction`.
 */
export type VoucherActionKind = 'extend' | 'block' | 'unblock' | 'resend';

export interface VoucherPage {
  updatedAt: string;
  voucher: { state: string; expiresAt: string };
}

export interface VoucherActionInput {
  action: VoucherActionKind;
  updatedAt: string;
  expiresAt?: string;
  note?: string;
}

export interface AdminVoucherContext<P extends VoucherPage = VoucherPage> {
  page: P | null;
  /** The new expiry typed for 'extend' (yyyy-mm-dd). */
  expiresAt: string;
  note: string;
  /** The field error of the date (empty for 'extend'). */
  dateError: string | null;
  failure: Failure | null;
  /** The last action done, for the confirmation line. */
  done: VoucherActionKind | null;
  pending: VoucherActionKind | null;
}

export type AdminVoucherEvent =
  | { type: 'date.change'; value: string }
  | { type: 'note.change'; value: string }
  | { type: 'act'; action: VoucherActionKind }
  | { type: 'retry' };

export const adminVoucherMachine = setup({
  types: {} as { context: AdminVoucherContext; events: AdminVoucherEvent },
  actors: {
    loadVoucher: fromPromise<VoucherPage>(async () => {
      throw new Error('adminVoucherMachine: provide the loadVoucher actor');
    }),
    runAction: fromPromise<VoucherPage, VoucherActionInput>(async () => {
      throw new Error('adminVoucherMachine: provide the runAction actor');
    }),
  },
  actions: {
    keepPage: assign((_, params: { page: VoucherPage }) => ({ page: params.page })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    clearFailure: assign({ failure: null, dateError: null }),
    setDate: assign((_, params: { value: string }) => ({ expiresAt: params.value, dateError: null })),
    setNote: assign((_, params: { value: string }) => ({ note: params.value })),
    askForDate: assign({ dateError: 'Odaberite novi datum isteka.' }),
    startAction: assign((_, params: { action: VoucherActionKind }) => ({ pending: params.action, done: null })),
    finishAction: assign(({ context }) => ({ done: context.pending, pending: null, note: '', expiresAt: '' })),
    dropAction: assign({ pending: null }),
  },
  guards: {
    needsDate: (_, params: { action: VoucherActionKind; date: string }) =>
      params.action === 'extend' && !/^\d{4}-\d{2}-\d{2}$/.test(params.date),
    stale: (_, params: { error: unknown }) => failureOf(params.error).code === 'CONFLICT',
  },
}).createMachine({
  id: 'adminVoucher',
  description: 'A gift voucher in the back office: its balance and movements, extend, block, unblock, re-send.',
  context: { page: null, expiresAt: '', note: '', dateError: null, failure: null, done: null, pending: null },
  initial: 'loading',
  meta: {
    happyPath: ['loading', 'ready', 'acting', 'ready'],
    guards: {
      needsDate: "'Produlji' without a date",
      stale: 'the voucher changed since the page was read (409 CONFLICT)',
    },
  },
  states: {
    loading: {
      description: 'Reads the voucher with its movements.',
      invoke: {
        id: 'loadVoucher',
        src: 'loadVoucher',
        onDone: {
          target: 'ready',
          description: 'The voucher shows.',
          actions: { type: 'keepPage', params: ({ event }) => ({ page: event.output }) },
        },
        onError: {
          target: 'failed',
          description: 'Not read (unknown id, no permission, the network).',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    failed: {
      description: 'The voucher could not be read: the reason and a retry.',
      on: { retry: { target: 'loading', description: "'Pokušaj ponovno'.", actions: 'clearFailure' } },
    },
    ready: {
      description: 'Balance, state, movements and the actions the state allows.',
      on: {
        'date.change': {
          description: 'The new expiry is picked.',
          actions: { type: 'setDate', params: ({ event }) => event },
        },
        'note.change': {
          description: 'A note for the movement.',
          actions: { type: 'setNote', params: ({ event }) => event },
        },
        act: [
          {
            guard: {
              type: 'needsDate',
              params: ({ context, event }) => ({ action: event.action, date: context.expiresAt }),
            },
            description: "'Produlji' without a date: the field asks for one.",
            actions: 'askForDate',
          },
          {
            target: 'acting',
            description: 'An action is sent with the version the page read.',
            actions: ['clearFailure', { type: 'startAction', params: ({ event }) => event }],
          },
        ],
      },
    },
    acting: {
      description: 'runAction is running.',
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({
          action: context.pending ?? 'resend',
          updatedAt: context.page?.updatedAt ?? '',
          ...(context.pending === 'extend' ? { expiresAt: context.expiresAt } : {}),
          ...(context.note.trim() ? { note: context.note.trim() } : {}),
        }),
        onDone: {
          target: 'ready',
          description: 'Done: the voucher as it is now, and a confirmation line.',
          actions: [{ type: 'keepPage', params: ({ event }) => ({ page: event.output }) }, 'finishAction'],
        },
        onError: [
          {
            guard: { type: 'stale', params: ({ event }) => ({ error: event.error }) },
            target: 'loading',
            description: 'Someone changed the voucher meanwhile: read it again, saying so.',
            actions: [{ type: 'keepFailure', params: ({ event }) => event }, 'dropAction'],
          },
          {
            target: 'ready',
            description: 'Refused (a date not after today, already blocked): the reason shows.',
            actions: [{ type: 'keepFailure', params: ({ event }) => event }, 'dropAction'],
          },
        ],
      },
    },
  },
});
