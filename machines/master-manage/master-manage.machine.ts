import { assign, fromPromise, setup } from 'xstate';
import { type Failure, failureOf } from '@shared/errors/failure.js';
import type { EditMaster } from '../cms-edit/cms-edit.machine.js';
import type { EditSection } from '../cms-edit/section-list.js';

/** What the server is asked: a new master of the section's content, or a master's new name. */
export type MasterNaming =
  | { action: 'create'; name: string; section: EditSection }
  | { action: 'rename'; name: string; id: number };

export interface MasterManageContext {
  /** The section 'Spremi kao master' was asked for (create), or the master renamed or deleted. */
  section: EditSection | null;
  master: EditMaster | null;
  name: string;
  failure: Failure | null;
}

export type MasterManageEvent =
  | { type: 'create'; section: EditSection }
  | { type: 'rename'; master: EditMaster }
  | { type: 'delete'; master: EditMaster }
  | { type: 'name.change'; name: string }
  | { type: 'submit' }
  | { type: 'confirm' }
  | { type: 'cancel' };

const noMaster = (): EditMaster => {
  throw new Error('masterManageMachine: provide saveMaster');
};

/** The name as the server keeps it: trimmed, inner spaces as one. */
export const cleanName = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * Masters made, renamed and deleted from a section's panel (docs/decisions/0242-master-and-child-sections.md):
 * 'Spremi kao master' asks for a name (required: refused here before anything is sent) and makes the section the new
 * master's first child; 'Preimenuj' changes a master's name; 'Obriši master' asks first, and a master still used is
 * refused by the server with how many pages use it (CMS_MASTER_IN_USE), said in the panel.
 */
export const masterManageMachine = setup({
  types: {} as { context: MasterManageContext; events: MasterManageEvent },
  actors: {
    saveMaster: fromPromise<EditMaster, MasterNaming>(async () => noMaster()),
    deleteMaster: fromPromise<{ id: number }, { id: number }>(async () => noMaster()),
  },
  actions: {
    startCreate: assign((_, params: { section: EditSection }) => ({
      section: params.section,
      master: null,
      name: '',
      failure: null,
    })),
    startRename: assign((_, params: { master: EditMaster }) => ({
      section: null,
      master: params.master,
      name: params.master.name,
      failure: null,
    })),
    startDelete: assign((_, params: { master: EditMaster }) => ({
      section: null,
      master: params.master,
      failure: null,
    })),
    typeName: assign((_, params: { name: string }) => ({ name: params.name, failure: null })),
    nameMissing: assign({ failure: (): Failure => ({ code: 'CMS_MASTER_NAME_REQUIRED', status: 400 }) }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    forget: assign({ section: null, master: null, name: '', failure: null }),
    /** The new master handed to the page's session: listed, and the section made its first child. */
    created: (_, _params: { master: EditMaster; section: EditSection }) => {},
    /** The renamed master handed to the page's session. */
    renamed: (_, _params: { master: EditMaster }) => {},
    /** The deleted master's id handed to the page's session (no longer offered). */
    deleted: (_, _params: { id: number }) => {},
  },
  guards: {
    named: ({ context }) => cleanName(context.name) !== '',
    creating: ({ context }) => context.section !== null,
  },
}).createMachine({
  id: 'masterManage',
  description: "A master made from a section ('Spremi kao master'), renamed or deleted, from the section's panel.",
  initial: 'idle',
  context: { section: null, master: null, name: '', failure: null },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'naming', 'saving', 'idle'],
    guards: {
      named: 'the name is not empty',
      creating: "the name is for a new master ('Spremi kao master')",
    },
  },
  states: {
    idle: {
      description: "The panel's master controls; the last refusal to delete, if any, is said.",
      on: {
        create: {
          target: 'naming',
          description: "'Spremi kao master': the name is asked for.",
          actions: { type: 'startCreate', params: ({ event }) => event },
        },
        rename: {
          target: 'naming',
          description: "'Preimenuj': the master's name in a field.",
          actions: { type: 'startRename', params: ({ event }) => event },
        },
        delete: {
          target: 'confirmingDelete',
          description: "'Obriši master': asked first.",
          actions: { type: 'startDelete', params: ({ event }) => event },
        },
      },
    },
    naming: {
      description: 'The name field with Spremi and Odustani.',
      on: {
        'name.change': { description: 'The name typed.', actions: { type: 'typeName', params: ({ event }) => event } },
        submit: [
          { guard: 'named', target: 'saving', description: "'Spremi' with a name." },
          { description: "'Spremi' without a name: 'Upišite naziv mastera.', nothing sent.", actions: 'nameMissing' },
        ],
        cancel: { target: 'idle', description: "'Odustani'.", actions: 'forget' },
      },
    },
    saving: {
      description: 'The new master made, or the name changed, on the server.',
      invoke: {
        id: 'saveMaster',
        src: 'saveMaster',
        input: ({ context }): MasterNaming =>
          context.section
            ? { action: 'create', name: cleanName(context.name), section: context.section }
            : { action: 'rename', name: cleanName(context.name), id: context.master!.id },
        onDone: [
          {
            guard: 'creating',
            target: 'idle',
            description: 'Made: the section becomes its first child (saved with the draft).',
            actions: [
              {
                type: 'created',
                params: ({ context, event }) => ({ master: event.output, section: context.section! }),
              },
              'forget',
            ],
          },
          {
            target: 'idle',
            description: 'Renamed: the panel shows the new name.',
            actions: [{ type: 'renamed', params: ({ event }) => ({ master: event.output }) }, 'forget'],
          },
        ],
        onError: {
          target: 'naming',
          description: 'Refused (the name taken, an empty section) or not reached: the name stays with the reason.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    confirmingDelete: {
      description: "'Obrisati master …?': delete or go back.",
      on: {
        confirm: { target: 'deleting', description: "'Obriši'." },
        cancel: { target: 'idle', description: "'Odustani'.", actions: 'forget' },
      },
    },
    deleting: {
      description: 'The master is deleted on the server (only when no page uses it).',
      invoke: {
        id: 'deleteMaster',
        src: 'deleteMaster',
        input: ({ context }) => ({ id: context.master!.id }),
        onDone: {
          target: 'idle',
          description: 'Deleted: no longer offered.',
          actions: [{ type: 'deleted', params: ({ event }) => event.output }, 'forget'],
        },
        onError: {
          target: 'idle',
          description: 'Refused (pages still use it: how many and which) or not reached: the reason is said.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
  },
});
