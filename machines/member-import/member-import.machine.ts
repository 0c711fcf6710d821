import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '@shared/errors/failure.js';
import { failureOf } from '@shared/errors/failure.js';

export interface MemberImportReport {
  lines: number;
  added: number;
  errors: { line: number; message: string }[];
  rows: { line: number; barcode: string; holderName: string; error: string | null }[];
}

export interface MemberImportContext {
  /** The chosen file (the browser's File); read by the preview. */
  file: unknown;
  /** The file's text as the preview read it: what the import sends. */
  csv: string;
  report: MemberImportReport | null;
  failure: Failure | null;
}

export type MemberImportEvent = { type: 'file.choose'; file: unknown } | { type: 'import' } | { type: 'close' };

/**
 * The member card register's CSV import (docs/decisions/0220-member-card-register.md): the chosen file is read and
 * previewed (every row with its error, nothing written); only a file without errors and with cards is imported,
 * the text that was previewed. The client injects `previewFile` (reads the file, runs the dry run), `importCsv` and
 * `changed`.
 */
export const memberImportMachine = setup({
  types: {} as { context: MemberImportContext; events: MemberImportEvent },
  actors: {
    previewFile: fromPromise<{ csv: string; report: MemberImportReport }, { file: unknown }>(async () => {
      throw new Error('memberImportMachine: provide the previewFile actor');
    }),
    importCsv: fromPromise<MemberImportReport, string>(async () => {
      throw new Error('memberImportMachine: provide the importCsv actor');
    }),
  },
  actions: {
    choose: assign((_, params: { file: unknown }) => ({ file: params.file, csv: '', report: null, failure: null })),
    keepPreview: assign((_, params: { output: { csv: string; report: MemberImportReport } }) => ({
      csv: params.output.csv,
      report: params.output.report,
    })),
    keepReport: assign((_, params: { output: MemberImportReport }) => ({ report: params.output, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    clear: assign({ file: null, csv: '', report: null, failure: null }),
    changed: () => {},
  },
  guards: {
    clean: ({ context }) => context.report !== null && context.report.errors.length === 0 && context.report.lines > 0,
  },
}).createMachine({
  id: 'memberImport',
  description: 'A member card CSV: read and previewed with the errors by row, imported only when clean.',
  initial: 'idle',
  context: { file: null, csv: '', report: null, failure: null },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'previewing', 'previewed', 'importing', 'imported'],
    guards: { clean: 'the preview found cards and no bad row' },
  },
  states: {
    idle: {
      description: "The import's file field.",
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
          description: 'Every row, each bad one with its error.',
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
      description: 'The preview; a file with errors is fixed and chosen again.',
      on: {
        import: { guard: 'clean', target: 'importing', description: "'Uvezi iskaznice' on a clean file." },
        'file.choose': {
          target: 'previewing',
          description: 'The corrected file is chosen.',
          actions: { type: 'choose', params: ({ event }) => event },
        },
        close: { target: 'idle', description: 'Given up.', actions: 'clear' },
      },
    },
    importing: {
      description: 'Written in one transaction.',
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
          description: 'Refused (the register changed since the preview): the reason shows.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    imported: {
      description: 'Done: how many cards were added.',
      on: {
        close: { target: 'idle', description: 'Closed.', actions: 'clear' },
        'file.choose': {
          target: 'previewing',
          description: 'Another file.',
          actions: { type: 'choose', params: ({ event }) => event },
        },
      },
    },
  },
});
