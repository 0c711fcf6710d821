import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '@shared/errors/failure.js';
import { failureOf } from '@shared/errors/failure.js';
import type { FieldErrors } from '@shared/validation/fields.js';

/** Which products: ticked ones, or every product of the list's filter. */
export type BulkSelection = { ids: number[] } | { filter: Record<string, unknown> };
export type BulkChangeRequest = Record<string, unknown> & { kind: string };
/** The change's fields as typed into the request, or the Croatian errors of the fields. */
export type BulkCheck = (values: Record<string, string>) => { change: BulkChangeRequest } | { errors: FieldErrors };

export interface BulkPreviewRow {
  id: number;
  sku: string;
  name: string;
  changes: { field: string; before: unknown; after: unknown }[];
}
export interface BulkPreviewResult {
  count: number;
  changed: number;
  rows: BulkPreviewRow[];
}
export interface BulkApplyResult {
  bulkActionId: number;
  count: number;
  changed: number;
}
export interface BulkRequestBody {
  selection: BulkSelection;
  change: BulkChangeRequest;
}

export interface BulkContext {
  check: BulkCheck;
  selection: BulkSelection | null;
  change: BulkChangeRequest | null;
  errors: FieldErrors;
  preview: BulkPreviewResult | null;
  result: BulkApplyResult | null;
  failure: Failure | null;
}

export type BulkEvent =
  | { type: 'bulk.open'; selection: BulkSelection }
  | { type: 'preview'; values: Record<string, string> }
  | { type: 'apply' }
  | { type: 'back' }
  | { type: 'undo' }
  | { type: 'close' };

const request = (context: BulkContext): BulkRequestBody => ({
  selection: context.selection as BulkSelection,
  change: context.change as BulkChangeRequest,
});

/**
 * A bulk change of products (docs/decisions/0177-bulk-changes-and-undo.md): choose the products and the change,
 * see a dry run of every row, apply it as one action, and undo the whole action in one click. The client injects
 * `previewBulk`, `applyBulk`, `undoBulk` and `changed` (the list's data is stale after an apply or an undo).
 */
export const adminBulkMachine = setup({
  types: {} as { context: BulkContext; events: BulkEvent; input: { check: BulkCheck } },
  actors: {
    previewBulk: fromPromise<BulkPreviewResult, BulkRequestBody>(async () => {
      throw new Error('adminBulkMachine: provide the previewBulk actor');
    }),
    applyBulk: fromPromise<BulkApplyResult, BulkRequestBody>(async () => {
      throw new Error('adminBulkMachine: provide the applyBulk actor');
    }),
    undoBulk: fromPromise<unknown, number>(async () => {
      throw new Error('adminBulkMachine: provide the undoBulk actor');
    }),
  },
  actions: {
    choose: assign((_, params: { selection: BulkSelection }) => ({
      selection: params.selection,
      change: null,
      errors: {},
      preview: null,
      result: null,
      failure: null,
    })),
    keepChange: assign(({ context }, params: { values: Record<string, string> }) => {
      const checked = context.check(params.values);
      return 'errors' in checked
        ? { errors: checked.errors, failure: null }
        : { change: checked.change, errors: {}, failure: null };
    }),
    keepPreview: assign((_, params: { output: BulkPreviewResult }) => ({ preview: params.output })),
    keepResult: assign((_, params: { output: BulkApplyResult }) => ({ result: params.output })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    clearFailure: assign({ failure: null }),
    clear: assign({ selection: null, change: null, errors: {}, preview: null, result: null, failure: null }),
    changed: () => {},
  },
  guards: {
    somethingChosen: (_, params: { selection: BulkSelection }) =>
      !('ids' in params.selection) || params.selection.ids.length > 0,
    validChange: ({ context }, params: { values: Record<string, string> }) =>
      !('errors' in context.check(params.values)),
  },
}).createMachine({
  id: 'adminBulk',
  description: 'A bulk change: choose, preview every row, apply as one action, undo it whole.',
  initial: 'idle',
  context: ({ input }) => ({
    check: input.check,
    selection: null,
    change: null,
    errors: {},
    preview: null,
    result: null,
    failure: null,
  }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'composing', 'previewing', 'previewed', 'applying', 'applied', 'undoing', 'undone'],
    guards: {
      somethingChosen: 'products are ticked, or the whole filter is chosen',
      validChange: "the change's fields are filled in as its rules ask",
    },
  },
  states: {
    idle: {
      description: 'The list; ticked products or the whole filter can be changed together.',
      on: {
        'bulk.open': {
          guard: { type: 'somethingChosen', params: ({ event }) => event },
          target: 'composing',
          description: "'Promijeni odabrane' or 'Promijeni cijeli filtar'.",
          actions: { type: 'choose', params: ({ event }) => event },
        },
      },
    },
    composing: {
      description: 'The change to make (price, category, tags, status, stock); errors on their fields.',
      on: {
        preview: [
          {
            guard: { type: 'validChange', params: ({ event }) => event },
            target: 'previewing',
            description: 'A preview button with a valid change.',
            actions: { type: 'keepChange', params: ({ event }) => event },
          },
          {
            description: 'A broken field: its message shows.',
            actions: { type: 'keepChange', params: ({ event }) => event },
          },
        ],
        close: { target: 'idle', description: 'Given up.', actions: 'clear' },
      },
    },
    previewing: {
      description: 'The dry run is computed; nothing is written.',
      invoke: {
        id: 'previewBulk',
        src: 'previewBulk',
        input: ({ context }) => request(context),
        onDone: {
          target: 'previewed',
          description: 'Every row with its values before and after.',
          actions: { type: 'keepPreview', params: ({ event }) => event },
        },
        onError: {
          target: 'composing',
          description: 'Refused (nothing chosen, a bad value) or not reached.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    previewed: {
      description: 'Every chosen product with its values before and after; apply, or go back and change the change.',
      on: {
        apply: { target: 'applying', description: "'Primijeni na N proizvoda'.", actions: 'clearFailure' },
        back: { target: 'composing', description: 'Back to the change.', actions: 'clearFailure' },
        close: { target: 'idle', description: 'Given up.', actions: 'clear' },
      },
    },
    applying: {
      description: 'Written in one transaction as one bulk action.',
      invoke: {
        id: 'applyBulk',
        src: 'applyBulk',
        input: ({ context }) => request(context),
        onDone: {
          target: 'applied',
          description: 'Applied; the list is read again.',
          actions: [{ type: 'keepResult', params: ({ event }) => event }, 'changed'],
        },
        onError: {
          target: 'previewed',
          description: 'Nothing written: the reason shows above the preview.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    applied: {
      description: 'Done: how many products changed, and the one-click undo of the whole action.',
      on: {
        undo: { target: 'undoing', description: "'Poništi cijelu promjenu'.", actions: 'clearFailure' },
        close: { target: 'idle', description: 'Kept.', actions: 'clear' },
      },
    },
    undoing: {
      description: 'Every field goes back to its value before, in one transaction.',
      invoke: {
        id: 'undoBulk',
        src: 'undoBulk',
        input: ({ context }) => context.result?.bulkActionId ?? 0,
        onDone: { target: 'undone', description: 'Undone; the list is read again.', actions: 'changed' },
        onError: {
          target: 'applied',
          description: 'Not undone (already undone, not reached): the reason shows.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    undone: {
      description: 'Undone: the products are as they were before the action.',
      on: { close: { target: 'idle', description: 'Closed.', actions: 'clear' } },
    },
  },
});
