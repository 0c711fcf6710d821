import { assign, fromPromise, setup } from 'xstate';
import { sameField } from '@shared/cms-masters.js';
import { type Failure, failureOf } from '@shared/errors/failure.js';
import type { EditMaster } from '../cms-edit/cms-edit.machine.js';

export interface MasterEditContext {
  master: EditMaster;
  /** The master's fields as the editor has them now. */
  content: Record<string, unknown>;
  failure: Failure | null;
}

export type MasterEditEvent =
  | { type: 'field.change'; field: string; value: unknown }
  | { type: 'publish' }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'close' };

const noMaster = (): EditMaster => {
  throw new Error('masterEditMachine: provide publishMaster');
};

/**
 * Editing a master section from a child's panel (docs/decisions/0242-master-and-child-sections.md): the editor changes
 * the master's fields; 'Objavi master' first says how many pages the change reaches ('Promjena mastera mijenja N
 * stranica') and publishes only once confirmed. A refusal (another editor's newer master: CMS_MASTER_STALE, a check)
 * keeps the editor's fields on screen with the reason.
 */
export const masterEditMachine = setup({
  types: {} as { context: MasterEditContext; events: MasterEditEvent; input: { master: EditMaster } },
  actors: {
    publishMaster: fromPromise<EditMaster, { id: number; revision: number; content: Record<string, unknown> }>(
      async () => noMaster(),
    ),
  },
  actions: {
    change: assign(({ context }, params: { field: string; value: unknown }) => ({
      content: { ...context.content, [params.field]: params.value },
      failure: null,
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    /** Hands the published master to the page's edit session (its children follow it). */
    published: (_, _params: { master: EditMaster }) => {},
  },
  guards: {
    changed: ({ context }) =>
      Object.keys({ ...context.master.content, ...context.content }).some(
        (key) => !sameField(context.content[key], context.master.content[key]),
      ),
  },
}).createMachine({
  id: 'masterEdit',
  description: "A master section edited from a child's panel: fields, the page count, then publication.",
  initial: 'editing',
  context: ({ input }) => ({ master: input.master, content: { ...input.master.content }, failure: null }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['editing', 'confirming', 'publishing', 'closed'],
    guards: { changed: "the editor changed a field of the master's" },
  },
  states: {
    editing: {
      description: "The master's fields in the panel.",
      on: {
        'field.change': {
          description: 'A field of the master typed.',
          actions: { type: 'change', params: ({ event }) => event },
        },
        publish: {
          guard: 'changed',
          target: 'confirming',
          description: "'Objavi master' with a change: first how many pages it changes.",
        },
        close: { target: 'closed', description: "'Odustani': the master stays as it is." },
      },
    },
    confirming: {
      description: "'Promjena mastera mijenja N stranica': publish or go back.",
      on: {
        confirm: { target: 'publishing', description: "'Objavi na svim stranicama'." },
        cancel: { target: 'editing', description: "'Natrag'." },
      },
    },
    publishing: {
      description: 'The master is published: every child on every page changes, shoppers see it at once.',
      invoke: {
        id: 'publishMaster',
        src: 'publishMaster',
        input: ({ context }) => ({
          id: context.master.id,
          revision: context.master.revision,
          content: context.content,
        }),
        onDone: {
          target: 'closed',
          description: 'Published: the page in the editor follows it.',
          actions: { type: 'published', params: ({ event }) => ({ master: event.output }) },
        },
        onError: {
          target: 'editing',
          description: 'Refused (another editor changed it, an empty field, a broken link) or not reached.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    closed: { type: 'final', description: 'The master editor closed.' },
  },
});
