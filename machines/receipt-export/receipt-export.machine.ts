import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '@shared/errors/failure.js';
import { failureOf } from '@shared/errors/failure.js';

/** The register's filters as the page holds them (days in Zagreb, a number, a status). */
export type ReceiptFilters = {
  from?: string;
  to?: string;
  q?: string;
  status?: 'awaiting_jir' | 'fiscalised' | 'refused';
};

/**
 * The filters of a list's export as its page holds them: the receipt register's, or the newsletter list's
 * (docs/decisions/0241-newsletter-and-back-in-stock-lists.md); the provided `exportCsv` knows which.
 */
export type CsvExportFilters = Readonly<Record<string, string | undefined>>;

export interface ReceiptExportContext {
  /** The filters of the export under way or last made. */
  filters: CsvExportFilters;
  failure: Failure | null;
}

export type ReceiptExportEvent =
  | { type: 'export'; filters: CsvExportFilters }
  | { type: 'retry' }
  | { type: 'dismiss' };

/**
 * A back-office list's CSV export: the receipt register's for the accountant (docs/decisions/0161-receipt-register.md)
 * and the newsletter's addresses (docs/decisions/0241-newsletter-and-back-in-stock-lists.md). What the page's filters
 * find is fetched as a file and saved; a refusal (too many receipts, a day range the wrong way
 * round) keeps its coded failure, and the same export may be asked again. The client injects `exportCsv` (the API
 * call and the download).
 */
export const receiptExportMachine = setup({
  types: {} as { context: ReceiptExportContext; events: ReceiptExportEvent },
  actors: {
    exportCsv: fromPromise<void, CsvExportFilters>(async () => {
      throw new Error('receiptExportMachine: provide the exportCsv actor');
    }),
  },
  actions: {
    keepFilters: assign((_, params: { filters: CsvExportFilters }) => ({ filters: params.filters, failure: null })),
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
