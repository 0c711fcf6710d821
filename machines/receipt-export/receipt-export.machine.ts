import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '@shared/errors/failure.js';
import { failureOf } from '@shared/errors/failure.js';

/** The register's filters as the page holds them (days in Zagreb, a number, a status). */
export interface ReceiptFilters {
  from?: string;
  to?: string;
  q?: string;
  status?: 'awaiting_jir' | 'fiscalised' | 'refused';
}

export interface ReceiptExportContext {
  /** The filters of the export under way or last made. */
  filters: ReceiptFilters;
  failure: Failure | null;
}

export type ReceiptExportEvent = { type: 'export'; filters: ReceiptFilters } | { type: 'retry' } | { type: 'dismiss' };

/**
 * The receipt register's CSV export for the accountant (docs/decisions/0161-receipt-register.md): the receipts the
 * page's filters find are fetched as a file and saved; a refusal (too many receipts, a day range the wrong way
 * round) keeps its coded failure, and the same export may be asked again. The client injects `exportCsv` (the API
 * call and the download).
 */
export const receiptExportMachine = setup({
  types: {} as { context: ReceiptExportContext; events: ReceiptExportEvent },
  actors: {
    exportCsv: fromPromise<void, ReceiptFilters>(async () => {
      throw new Error('receiptExportMachine: provide the exportCsv actor');
    }),
  },
  actions: {
    keepFilters: assign((_, params: { filters: ReceiptFilters }) => ({ filters: params.filters, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    forgetFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'receiptExport',
  description: 'Saves the receipts the register finds as a CSV file.',
  initial: 'idle',
  context: { filters: {}, failure: null },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'exporting', 'exported'],
  },
  states: {
    idle: {
      description: "The register with its 'Izvezi CSV' button.",
      on: {
        export: {
          target: 'exporting',
          description: "'Izvezi CSV' with the page's filters.",
          actions: { type: 'keepFilters', params: ({ event }) => event },
        },
      },
    },
    exporting: {
      description: 'The file is made and saved; the button waits.',
      invoke: {
        id: 'exportCsv',
        src: 'exportCsv',
        input: ({ context }) => context.filters,
        onDone: { target: 'exported', description: 'The file is saved.' },
        onError: {
          target: 'failed',
          description: 'Refused or not reached.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    exported: {
      description: 'The screen says the file was saved; another export may follow.',
      on: {
        export: {
          target: 'exporting',
          description: 'Another export, with the filters as they are now.',
          actions: { type: 'keepFilters', params: ({ event }) => event },
        },
        dismiss: { target: 'idle', description: 'The message is closed.' },
      },
    },
    failed: {
      description: 'The reason, in Croatian; the same export may be asked again.',
      on: {
        retry: { target: 'exporting', description: "'Pokušaj ponovno'." },
        dismiss: { target: 'idle', description: 'The message is closed.', actions: 'forgetFailure' },
      },
    },
  },
});
