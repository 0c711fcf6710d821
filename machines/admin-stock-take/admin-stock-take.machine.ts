import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '@shared/errors/failure.js';
import { failureOf } from '@shared/errors/failure.js';

/** A line of the count: what the grid showed when counting began, and what was counted (as typed). */
export interface TakeLine {
  productId: number;
  name: string;
  sku: string;
  expectedAvailable: number;
  reserved: number;
  counted: string;
}

export interface StockTakeContext {
  lines: TakeLine[];
  /** Lines whose stock moved while counting: to count again. */
  stale: number[];
  failure: Failure | null;
}

export type StockTakeEvent =
  | { type: 'take.start'; lines: Omit<TakeLine, 'counted'>[] }
  | { type: 'count.change'; productId: number; counted: string }
  | { type: 'review' }
  | { type: 'back' }
  | { type: 'apply' }
  | { type: 'recount'; lines: Omit<TakeLine, 'counted'>[] }
  | { type: 'retry' }
  | { type: 'close' };

const COUNT = /^\d{1,7}$/;
const counted = (line: TakeLine) => (COUNT.test(line.counted.trim()) ? Number(line.counted.trim()) : null);

/** The lines whose count differs from what the shop holds on hand (the review lists only these). */
export function differences(lines: readonly TakeLine[]) {
  return lines
    .map((line) => ({ ...line, onHand: line.expectedAvailable + line.reserved, count: counted(line) }))
    .filter((line) => line.count !== null && line.count !== line.onHand);
}

/** What is sent: every line with a count (an empty count is a line not counted). */
export function takeRequest(lines: readonly TakeLine[]) {
  return {
    lines: lines
      .filter((line) => counted(line) !== null)
      .map((line) => ({
        productId: line.productId,
        expectedAvailable: line.expectedAvailable,
        counted: counted(line) as number,
      })),
  };
}

/**
 * A stock take (docs/decisions/0179-stock-ledger-one-location.md): staff choose the lines (a product's variants, the
 * low-stock list), count what is on hand, review the differences and apply them in one request. If a line's stock
 * moved meanwhile the server refuses the whole take (STOCK_TAKE_STALE) and those lines are counted again with fresh
 * figures. The client injects `applyTake` and `applied`.
 */
export const adminStockTakeMachine = setup({
  types: {} as { context: StockTakeContext; events: StockTakeEvent },
  actors: {
    applyTake: fromPromise<{ lines: number; changed: number }, ReturnType<typeof takeRequest>>(async () => {
      throw new Error('adminStockTakeMachine: provide the applyTake actor');
    }),
  },
  actions: {
    begin: assign((_, params: { lines: Omit<TakeLine, 'counted'>[] }) => ({
      lines: params.lines.map((line) => ({ ...line, counted: '' })),
      stale: [],
      failure: null,
    })),
    count: assign(({ context }, params: { productId: number; counted: string }) => ({
      lines: context.lines.map((line) =>
        line.productId === params.productId
          ? { ...line, counted: params.counted.replace(/[^\d]/g, '').slice(0, 7) }
          : line,
      ),
    })),
    refresh: assign(({ context }, params: { lines: Omit<TakeLine, 'counted'>[] }) => ({
      // Fresh figures for every line; the stale lines' counts are emptied, so they are counted again.
      lines: context.lines.map((line) => {
        const fresh = params.lines.find((l) => l.productId === line.productId);
        if (!fresh) return line;
        return { ...fresh, counted: context.stale.includes(line.productId) ? '' : line.counted };
      }),
      failure: null,
    })),
    keepFailure: assign((_, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      const payload = failure.payload as { productIds?: unknown } | undefined;
      const stale = Array.isArray(payload?.productIds)
        ? payload.productIds.filter((id): id is number => typeof id === 'number')
        : [];
      return { failure, stale };
    }),
    clear: assign({ lines: [], stale: [], failure: null }),
    applied: (_, _output: { lines: number; changed: number }) => {},
  },
  guards: {
    hasLines: (_, params: { lines: unknown[] }) => params.lines.length > 0,
    somethingCounted: ({ context }) => takeRequest(context.lines).lines.length > 0,
    staleLines: ({ context }) => context.failure?.code === 'STOCK_TAKE_STALE',
  },
}).createMachine({
  id: 'adminStockTake',
  description:
    'A stock take: choose lines, count, review the differences, apply them at once; moved lines are counted again.',
  initial: 'idle',
  context: { lines: [], stale: [], failure: null },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'counting', 'reviewing', 'applying', 'done'],
    guards: {
      hasLines: 'the grid shows at least one line',
      somethingCounted: 'at least one line has a count',
      staleLines: 'the server named lines whose stock moved',
    },
  },
  states: {
    idle: {
      description: 'The stock grid; a stock take starts from the lines shown.',
      on: {
        'take.start': {
          guard: { type: 'hasLines', params: ({ event }) => event },
          target: 'counting',
          description: "'Inventura prikazanih stavki'.",
          actions: { type: 'begin', params: ({ event }) => event },
        },
      },
    },
    counting: {
      description: 'A count field per line; an empty field is a line not counted.',
      on: {
        'count.change': { description: 'A count is typed.', actions: { type: 'count', params: ({ event }) => event } },
        review: { guard: 'somethingCounted', target: 'reviewing', description: "'Pregledaj razlike'." },
        close: { target: 'idle', description: 'The take is given up.', actions: 'clear' },
      },
    },
    reviewing: {
      description: 'The differences between the counts and the stock on hand, before anything is written.',
      on: {
        back: { target: 'counting', description: 'Back to counting.' },
        apply: { target: 'applying', description: "'Upiši inventuru'." },
      },
    },
    applying: {
      description: 'Sent in one request; the counts wait.',
      invoke: {
        id: 'applyTake',
        src: 'applyTake',
        input: ({ context }) => takeRequest(context.lines),
        onDone: {
          target: 'done',
          description: 'Every count is written with its ledger row.',
          actions: { type: 'applied', params: ({ event }) => event.output },
        },
        onError: {
          target: 'refused',
          description: 'Nothing written: lines moved, or the server was not reached.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    refused: {
      description:
        'Nothing was written: moved lines are marked to count again with fresh figures, or the take is sent again.',
      on: {
        recount: {
          guard: 'staleLines',
          target: 'counting',
          description: 'Fresh figures; the moved lines are counted again.',
          actions: { type: 'refresh', params: ({ event }) => event },
        },
        retry: { target: 'applying', description: 'The same take again.' },
        close: { target: 'idle', description: 'The take is given up.', actions: 'clear' },
      },
    },
    done: {
      description: 'Applied: the grid shows the counted stock; the ledger has a row per changed line.',
      on: { close: { target: 'idle', description: 'Back to the grid.', actions: 'clear' } },
    },
  },
});
