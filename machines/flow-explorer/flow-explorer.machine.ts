import { assign, type EventObject, setup } from 'xstate';
import {
  type AcceptanceFile,
  acceptanceFileName,
  acceptanceText,
  scenarioOf,
  trailOf,
  withScenario,
} from './acceptance.js';
import { inputsOf } from '../testing/graph.js';
import { type FlowEntry, newTrail, snapshotOf, stepTrail, type Trail, undoStep, withContext } from './stepper.js';

/**
 * The flow explorer (`npm run flows`, /admin/tokovi; docs/decisions/0170-flow-explorer.md): choose a machine, step
 * it by its events (services' answers and delays too) on a real actor, edit its input or context as JSON to try the
 * guards, and save the path clicked through as a named acceptance scenario. The walk is a trail of events
 * (stepper.ts); the view draws the machine's diagram and the current state from it. The client injects `download`.
 */
export type DraftField = 'context' | 'name';

/** What went wrong with the last command, worded by the view. */
export type ExplorerProblem = 'unknownMachine' | 'refused' | 'notJson' | 'badContext' | 'noName';

export interface FlowExplorerContext {
  catalogue: FlowEntry[];
  trail: Trail | null;
  /** Text being typed: the context as JSON, the scenario's name. */
  drafts: Record<DraftField, string>;
  /** Acceptance scenarios, from the repository and saved in this session. */
  acceptance: AcceptanceFile[];
  problem: ExplorerProblem | null;
}

export type FlowExplorerEvent =
  | { type: 'machine.choose'; name: string }
  | { type: 'step.take'; event: EventObject }
  | { type: 'step.undo' }
  | { type: 'walk.restart' }
  | { type: 'draft.change'; field: DraftField; value: string }
  | { type: 'input.choose'; index: number }
  | { type: 'context.edit' }
  | { type: 'context.apply' }
  | { type: 'context.cancel' }
  | { type: 'scenario.name' }
  | { type: 'scenario.save' }
  | { type: 'scenario.cancel' }
  | { type: 'scenario.open'; name: string };

export interface FlowExplorerInput {
  catalogue: FlowEntry[];
  acceptance?: AcceptanceFile[];
}

const pretty = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

function parsed(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const entryOf = (context: FlowExplorerContext, name: string | undefined) =>
  context.catalogue.find((entry) => entry.name === name);

/** The entry of the walk in progress (only called where a trail exists). */
const current = (context: FlowExplorerContext) => entryOf(context, context.trail?.machine)!;

const savedScenario = (context: FlowExplorerContext, name: string) =>
  context.acceptance.find((f) => f.machine === context.trail?.machine)?.scenarios.find((s) => s.name === name);

export const flowExplorerMachine = setup({
  types: {} as { context: FlowExplorerContext; events: FlowExplorerEvent; input: FlowExplorerInput },
  actions: {
    startWalk: assign(({ context }, params: { name: string }) => {
      const entry = entryOf(context, params.name)!;
      const trail = newTrail(entry);
      return { trail, drafts: { context: '', name: '' }, problem: null };
    }),
    takeStep: assign(({ context }, params: { event: EventObject }) => ({
      trail: stepTrail(current(context), context.trail!, params.event),
      problem: null,
    })),
    undo: assign(({ context }) => ({ trail: undoStep(context.trail!), problem: null })),
    restart: assign(({ context }) => ({ trail: { ...context.trail!, start: null, steps: [] }, problem: null })),
    changeDraft: assign(({ context }, params: { field: DraftField; value: string }) => ({
      drafts: { ...context.drafts, [params.field]: params.value },
      problem: null,
    })),
    chooseInput: assign(({ context }, params: { index: number }) => ({
      trail: newTrail(current(context), inputsOf(current(context).graph)[params.index]),
      problem: null,
    })),
    draftContext: assign(({ context }) => ({
      drafts: { ...context.drafts, context: pretty(snapshotOf(current(context), context.trail!).context) },
      problem: null,
    })),
    applyContext: assign(({ context }) => {
      const edited = parsed(context.drafts.context);
      return {
        trail: withContext(current(context), context.trail!, edited.ok ? edited.value : {}),
        drafts: { ...context.drafts, context: '' },
        problem: null,
      };
    }),
    saveScenario: assign(({ context }) => ({
      acceptance: withScenario(
        context.acceptance,
        context.trail!.machine,
        scenarioOf(context.trail!, context.drafts.name),
      ),
      drafts: { ...context.drafts, name: '' },
      problem: null,
    })),
    openScenario: assign(({ context }, params: { name: string }) => {
      return { trail: trailOf(context.trail!.machine, savedScenario(context, params.name)!), problem: null };
    }),
    clearProblem: assign({ problem: null }),
    dropNameDraft: assign(({ context }) => ({ drafts: { ...context.drafts, name: '' }, problem: null })),
    dropContextDraft: assign(({ context }) => ({ drafts: { ...context.drafts, context: '' }, problem: null })),
    complain: assign((_, params: { problem: ExplorerProblem }) => ({ problem: params.problem })),
    /** Offers the machine's scenarios file to save (the browser's download). */
    download: (_, _params: { fileName: string; text: string }) => {},
  },
  guards: {
    knownMachine: ({ context }, params: { name: string }) => entryOf(context, params.name) !== undefined,
    takes: ({ context }, params: { event: EventObject }) =>
      stepTrail(current(context), context.trail!, params.event) !== null,
    hasSteps: ({ context }) => (context.trail?.steps.length ?? 0) > 0,
    walkGoesOn: ({ context }) => snapshotOf(current(context), context.trail!).status === 'active',
    inputKnown: ({ context }, params: { index: number }) =>
      params.index >= 0 && params.index < inputsOf(current(context).graph).length,
    contextFits: ({ context }) => {
      const edited = parsed(context.drafts.context);
      if (!edited.ok || typeof edited.value !== 'object' || edited.value === null) return false;
      try {
        snapshotOf(current(context), withContext(current(context), context.trail!, edited.value));
        return true;
      } catch {
        return false;
      }
    },
    contextIsJson: ({ context }) => parsed(context.drafts.context).ok,
    named: ({ context }) => context.drafts.name.trim() !== '',
    draftOf: (_, params: { field: DraftField; expected: DraftField }) => params.field === params.expected,
    scenarioKnown: ({ context }, params: { name: string }) => savedScenario(context, params.name) !== undefined,
  },
}).createMachine({
  id: 'flowExplorer',
  description: 'Steps any machine of the shop by hand and saves the path as an acceptance scenario.',
  context: ({ input }) => ({
    catalogue: input.catalogue,
    trail: null,
    drafts: { context: '', name: '' },
    acceptance: input.acceptance ?? [],
    problem: null,
  }),
  initial: 'choosing',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['choosing', 'exploring.stepping', 'exploring.naming'],
    guards: {
      knownMachine: 'the shop has a machine of that name',
      takes: "the machine's guards let the event in where the walk stands",
      hasSteps: 'at least one step was taken',
      walkGoesOn: 'the machine has not finished',
      inputKnown: 'the graph options name that input',
      contextFits: 'the context is a JSON object the machine can start from',
      contextIsJson: 'the text is JSON',
      named: 'a name is typed',
      draftOf: 'the text box of this view',
      scenarioKnown: 'a saved scenario of that name exists',
    },
  },
  on: {
    'machine.choose': [
      {
        guard: { type: 'knownMachine', params: ({ event }) => event },
        target: '.exploring',
        reenter: true,
        description: 'A machine is chosen from the list: its walk starts at its initial state.',
        actions: { type: 'startWalk', params: ({ event }) => event },
      },
      {
        description: 'An unknown name (a stale link): the problem is shown.',
        actions: { type: 'complain', params: { problem: 'unknownMachine' } },
      },
    ],
  },
  states: {
    choosing: {
      description: 'The list of machines; none is chosen yet.',
    },
    exploring: {
      description: "The chosen machine's diagram with its current state marked, the buttons of what it can take next.",
      initial: 'stepping',
      states: {
        stepping: {
          description: 'Each event the current state listens to is a button; a refused one is greyed out.',
          on: {
            'step.take': [
              {
                guard: { type: 'takes', params: ({ event }) => event },
                description: 'The machine takes the event (a service answer or a delay too): the walk moves on.',
                actions: { type: 'takeStep', params: ({ event }) => event },
              },
              {
                description: "The machine's guards refuse it here.",
                actions: { type: 'complain', params: { problem: 'refused' } },
              },
            ],
            'step.undo': {
              guard: 'hasSteps',
              description: 'The last step is taken back.',
              actions: 'undo',
            },
            'walk.restart': { description: 'Back to the initial state with the same input.', actions: 'restart' },
            'input.choose': {
              guard: { type: 'inputKnown', params: ({ event }) => event },
              description: "The walk starts again with another of the machine's sample inputs.",
              actions: { type: 'chooseInput', params: ({ event }) => event },
            },
            'context.edit': {
              guard: 'walkGoesOn',
              target: 'editingContext',
              description: 'The context opens as JSON to edit.',
              actions: 'draftContext',
            },
            'scenario.name': {
              guard: 'hasSteps',
              target: 'naming',
              description: 'The path so far is to be saved: its name is asked.',
              actions: 'clearProblem',
            },
            'scenario.open': {
              guard: { type: 'scenarioKnown', params: ({ event }) => event },
              description: 'A saved acceptance scenario is walked again, step by step.',
              actions: { type: 'openScenario', params: ({ event }) => event },
            },
          },
        },
        editingContext: {
          description: 'The context as JSON in a text box; the guards will read what is typed.',
          on: {
            'draft.change': {
              guard: { type: 'draftOf', params: ({ event }) => ({ field: event.field, expected: 'context' as const }) },
              description: 'The context text is typed.',
              actions: { type: 'changeDraft', params: ({ event }) => event },
            },
            'context.apply': [
              {
                guard: 'contextFits',
                target: 'stepping',
                description: 'The walk goes on from the same state with the edited context.',
                actions: 'applyContext',
              },
              {
                guard: 'contextIsJson',
                description: 'JSON, but not a context the machine can start from.',
                actions: { type: 'complain', params: { problem: 'badContext' } },
              },
              { description: 'Not JSON.', actions: { type: 'complain', params: { problem: 'notJson' } } },
            ],
            'context.cancel': { target: 'stepping', description: 'The edit is dropped.', actions: 'dropContextDraft' },
          },
        },
        naming: {
          description: 'The name of the acceptance scenario is asked.',
          on: {
            'draft.change': {
              guard: { type: 'draftOf', params: ({ event }) => ({ field: event.field, expected: 'name' as const }) },
              description: 'The name is typed.',
              actions: { type: 'changeDraft', params: ({ event }) => event },
            },
            'scenario.save': [
              {
                guard: 'named',
                target: 'stepping',
                description: "Saved: the machine's scenarios file is offered to download.",
                actions: [
                  'saveScenario',
                  {
                    type: 'download',
                    params: ({ context }) => {
                      const file = context.acceptance.find((f) => f.machine === context.trail!.machine)!;
                      return { fileName: acceptanceFileName(file.machine), text: acceptanceText(file) };
                    },
                  },
                ],
              },
              { description: 'No name typed.', actions: { type: 'complain', params: { problem: 'noName' } } },
            ],
            'scenario.cancel': { target: 'stepping', description: 'Not saved.', actions: 'dropNameDraft' },
          },
        },
      },
    },
  },
});
