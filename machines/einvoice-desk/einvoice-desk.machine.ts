import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '@shared/errors/failure.js';
import { failureOf } from '@shared/errors/failure.js';

export interface EInvoiceDeskContext {
  /** What the last request was, so 'Pokušaj ponovno' repeats it. */
  last: 'download' | 'resend' | null;
  failure: Failure | null;
}

export type EInvoiceDeskEvent = { type: 'download' } | { type: 'resend' } | { type: 'retry' } | { type: 'dismiss' };

/**
 * The eRačun panel of an order on the desk (docs/decisions/0228-company-einvoices.md): the UBL document is
 * downloaded as sent, and a rejected one is sent again ('Pošalji ponovno'); a refusal keeps its coded failure and
 * the same request may be made again. The client injects `downloadXml` and `resend` (the API calls; `resend` also
 * refreshes the panel).
 */
export const einvoiceDeskMachine = setup({
  types: {} as { context: EInvoiceDeskContext; events: EInvoiceDeskEvent },
  actors: {
    downloadXml: fromPromise<void>(async () => {
      throw new Error('einvoiceDeskMachine: provide the downloadXml actor');
    }),
    resend: fromPromise<void>(async () => {
      throw new Error('einvoiceDeskMachine: provide the resend actor');
    }),
  },
  actions: {
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    forgetFailure: assign({ failure: null }),
    remember: assign((_, params: { last: 'download' | 'resend' }) => ({ last: params.last, failure: null })),
  },
  guards: {
    lastWasResend: ({ context }) => context.last === 'resend',
  },
}).createMachine({
  id: 'einvoiceDesk',
  description: "Downloads an order's eRačun and sends a rejected one again.",
  initial: 'idle',
  context: { last: null, failure: null },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'resending', 'resent'],
    guards: { lastWasResend: "the failed request was 'Pošalji ponovno'" },
  },
  states: {
    idle: {
      description: 'The status, the XML link and, when rejected, the resend button.',
      on: {
        download: { target: 'downloading', description: "'Preuzmi XML'." },
        resend: { target: 'resending', description: "'Pošalji ponovno' on a rejected eRačun." },
      },
    },
    downloading: {
      description: 'The XML is fetched and saved by the browser.',
      entry: { type: 'remember', params: { last: 'download' } },
      invoke: {
        src: 'downloadXml',
        onDone: { target: 'idle', description: 'Saved.' },
        onError: {
          target: 'failed',
          description: 'Refused or not reached.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    resending: {
      description: 'The eRačun is queued again; the button waits.',
      entry: { type: 'remember', params: { last: 'resend' } },
      invoke: {
        src: 'resend',
        onDone: { target: 'resent', description: 'Queued: the panel says it goes out again.' },
        onError: {
          target: 'failed',
          description: 'Refused (e.g. no longer rejected) or not reached.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    resent: {
      description: 'The panel says the eRačun is sent again.',
      on: {
        dismiss: { target: 'idle', description: 'The message is closed.' },
        download: { target: 'downloading', description: "'Preuzmi XML'." },
      },
    },
    failed: {
      description: 'The reason, in Croatian; the same request may be made again.',
      on: {
        retry: [
          { guard: 'lastWasResend', target: 'resending', description: "'Pokušaj ponovno' after a failed resend." },
          { target: 'downloading', description: "'Pokušaj ponovno' after a failed download." },
        ],
        dismiss: { target: 'idle', description: 'The message is closed.', actions: 'forgetFailure' },
      },
    },
  },
});
