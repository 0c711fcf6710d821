import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '@shared/errors/failure.js';
import { failureOf } from '@shared/errors/failure.js';

export interface PackingBatchContext {
  /** The orders ticked for the next batch, in the order they were ticked (the PDF keeps it). */
  selected: number[];
  /** How many orders the last PDF held (the screen says it). */
  printed: number;
  failure: Failure | null;
}

export type PackingBatchEvent =
  | { type: 'order.toggle'; orderId: number }
  | { type: 'orders.selectAll'; orderIds: number[] }
  | { type: 'orders.clear' }
  | { type: 'print' }
  | { type: 'retry' }
  | { type: 'dismiss' };

/** What the printing actor answers: how many slips the PDF holds. */
export type PrintedSlips = { orders: number };

/**
 * Printing packing slips from the to-pack list (docs/decisions/0160-packing-slips.md): staff tick orders (or the
 * whole page), print them as one PDF (one page per order) that the browser saves, and may tick again and print
 * again; a refusal keeps its coded failure and the same batch may be sent again. The order page starts it with its
 * one order ticked. The client injects `printSlips` (the API call and the download).
 */
export const packingBatchMachine = setup({
  types: {} as {
    context: PackingBatchContext;
    events: PackingBatchEvent;
    input: { selected?: number[] };
  },
  actors: {
    printSlips: fromPromise<PrintedSlips, number[]>(async () => {
      throw new Error('packingBatchMachine: provide the printSlips actor');
    }),
  },
  actions: {
    toggle: assign(({ context }, params: { orderId: number }) => ({
      selected: context.selected.includes(params.orderId)
        ? context.selected.filter((id) => id !== params.orderId)
        : [...context.selected, params.orderId],
    })),
    selectAll: assign(({ context }, params: { orderIds: number[] }) => ({
      selected: [...new Set([...context.selected, ...params.orderIds])],
    })),
    clear: assign({ selected: [] }),
    keepPrinted: assign((_, params: { output: PrintedSlips }) => ({ printed: params.output.orders, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    forgetFailure: assign({ failure: null }),
  },
  guards: {
    somethingSelected: ({ context }) => context.selected.length > 0,
  },
}).createMachine({
  id: 'packingBatch',
  description: 'Ticks orders to pack and prints their packing slips as one PDF.',
  initial: 'choosing',
  context: ({ input }) => ({ selected: [...new Set(input.selected ?? [])], printed: 0, failure: null }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['choosing', 'printing', 'printed'],
    guards: { somethingSelected: 'at least one order is ticked' },
  },
  on: {
    'order.toggle': {
      target: '.choosing',
      description: 'An order is ticked or unticked.',
      actions: { type: 'toggle', params: ({ event }) => event },
    },
    'orders.selectAll': {
      target: '.choosing',
      description: "'Označi sve' ticks every order of the page.",
      actions: { type: 'selectAll', params: ({ event }) => event },
    },
    'orders.clear': { target: '.choosing', description: "'Poništi odabir' unticks all.", actions: 'clear' },
  },
  states: {
    choosing: {
      description: 'The list with its tick boxes; printing is offered once an order is ticked.',
      on: {
        print: {
          guard: 'somethingSelected',
          target: 'printing',
          description: "'Ispiši popis za pakiranje' with orders ticked.",
        },
      },
    },
    printing: {
      description: 'The PDF is made and downloaded; the button waits.',
      on: {
        'order.toggle': { description: 'The batch in print stays as it was sent.' },
        'orders.selectAll': { description: 'The batch in print stays as it was sent.' },
        'orders.clear': { description: 'The batch in print stays as it was sent.' },
      },
      invoke: {
        id: 'printSlips',
        src: 'printSlips',
        input: ({ context }) => context.selected,
        onDone: {
          target: 'printed',
          description: 'The PDF is saved: the screen says how many orders it holds.',
          actions: { type: 'keepPrinted', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'failed',
          description: 'Refused or not reached.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    printed: {
      description: 'Printed; the ticks stay, so the same batch can be printed again.',
      on: {
        print: { target: 'printing', description: 'The same batch printed again.' },
        dismiss: { target: 'choosing', description: 'The message is closed.' },
      },
    },
    failed: {
      description: 'The reason, in Croatian; the same batch may be sent again.',
      on: {
        retry: { target: 'printing', description: "'Pokušaj ponovno'." },
        dismiss: { target: 'choosing', description: 'The message is closed.', actions: 'forgetFailure' },
      },
    },
  },
});
