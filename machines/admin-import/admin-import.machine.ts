import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '@shared/errors/failure.js';
import { failureOf } from '@shared/errors/failure.js';

export interface ImportReport {
  lines: number;
  changed: number;
  /** Of the changed rows, those that make a new product. */
  created: number;
  errors: { line: number; message: string }[];
  rows: {
    line: number;
    sku: string;
    name: string;
    changes: { field: string; before: unknown; after: unknown }[];
    error: string | null;
    created: boolean;
  }[];
  bulkActionId: number | null;
}

export interface ImportContext {
  /** The chosen file (the browser's File); read by the preview. */
  file: unknown;
  /** The file's text as the preview read it: what the import sends. */
  csv: string;
  report: ImportReport | null;
  failure: Failure | null;
}

export type ImportEvent =
  | { type: 'file.choose'; file: unknown }
  | { type: 'import' }
  | { type: 'undo' }
  | { type: 'close' };

/**
 * A CSV import by SKU (docs/decisions/0181-csv-by-sku.md): the chosen file is read and previewed (every row's change
 * and every bad row by line, nothing written); only a file without errors is imported, as one bulk action that can
 * be undone whole. The client injects `previewFile` (reads the file, runs the dry run), `importCsv`, `undoImport`
 * and `changed`.
 */
export const adminImportMachine = setup({
  types: {} as { context: ImportContext; events: ImportEvent },
  actors: {
    previewFile: fromPromise<{ csv: string; report: ImportReport }, { file: unknown }>(async () => {
      throw new Error('adminImportMachine: provide the previewFile actor');
    }),
    importCsv: fromPromise<ImportReport, string>(async () => {
      throw new Error('adminImportMachine: provide the importCsv actor');
    }),
    undoImport: fromPromise<object, number>(async () => {
      throw new Error('adminImportMachine: provide the undoImport actor');
    }),
  },
  actions: {
    choose: assign((_, params: { file: unknown }) => ({ file: params.file, csv: '', report: null, failure: null })),
    keepPreview: assign((_, params: { output: { csv: string; report: ImportReport } }) => ({
      csv: params.output.csv,
      report: params.output.report,
    })),
    keepReport: assign((_, params: { output: ImportReport }) => ({ report: params.output, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    clear: assign({ file: null, csv: '', report: null, failure: null }),
    changed: () => {},
  },
  guards: {
    clean: ({ context }) => context.report !== null && context.report.errors.length === 0 && context.report.changed > 0,
  },
}).createMachine({
  id: 'adminImport',
  description: 'A CSV import: read and preview with the errors by line, import a clean file as one action, undo it.',
  initial: 'idle',
  context: { file: null, csv: '', report: null, failure: null },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'previewing', 'previewed', 'importing', 'imported'],
    guards: { clean: 'the preview found no bad row and something to change' },
  },
  states: {
    idle: {
      description: "The export link and the import's file field.",
      on: {
        'file.choose': {
          target: 'previewing',
          description: 'A CSV file is chosen.',
          actions: { type: 'choose', params: ({ event }) => event },
        },
      },
    },
    previewing: {
      description: 'The file is read and run dry; nothing is written.',
      invoke: {
        id: 'previewFile',
        src: 'previewFile',
        input: ({ context }) => ({ file: context.file }),
        onDone: {
          target: 'previewed',
          description: 'The rows that change and the bad rows by line.',
          actions: { type: 'keepPreview', params: ({ event }) => event },
        },
        onError: {
          target: 'idle',
          description: 'Not read or refused: the reason shows.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    previewed: {
      description:
        'The preview: what each row changes, and each bad row with its line; a file with errors is fixed and chosen again.',
      on: {
        import: { guard: 'clean', target: 'importing', description: "'Uvezi' on a file without errors." },
        'file.choose': {
          target: 'previewing',
          description: 'The corrected file is chosen.',
          actions: { type: 'choose', params: ({ event }) => event },
        },
        close: { target: 'idle', description: 'Given up.', actions: 'clear' },
      },
    },
    importing: {
      description: 'Written in one transaction as one bulk action.',
      invoke: {
        id: 'importCsv',
        src: 'importCsv',
        input: ({ context }) => context.csv,
        onDone: {
          target: 'imported',
          description: 'Imported.',
          actions: [{ type: 'keepReport', params: ({ event }) => event }, 'changed'],
        },
        onError: {
          target: 'previewed',
          description: 'Refused (the rows changed since the preview): the reason shows.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    imported: {
      description: 'Done: how many products changed, and the undo of the whole import.',
      on: {
        undo: { target: 'undoing', description: "'Poništi uvoz'." },
        close: { target: 'idle', description: 'Kept.', actions: 'clear' },
      },
    },
    undoing: {
      description: 'Every imported field goes back.',
      invoke: {
        id: 'undoImport',
        src: 'undoImport',
        input: ({ context }) => context.report?.bulkActionId ?? 0,
        onDone: { target: 'undone', description: 'Undone.', actions: 'changed' },
        onError: {
          target: 'imported',
          description: 'Not undone: the reason shows.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    undone: {
      description: 'The import is undone.',
      on: { close: { target: 'idle', description: 'Closed.', actions: 'clear' } },
    },
  },
});
