import { assign, setup } from 'xstate';
import { isEmptySection, writePath } from '@shared/cms-sections.js';
import type { EditSection } from '../cms-edit/section-list.js';

export interface SectionEditorContext {
  /** The section as the panel shows it, with the editor's changes. */
  section: EditSection | null;
  changed: boolean;
}

export type SectionEditorEvent =
  | { type: 'open'; section: EditSection }
  | { type: 'field.change'; path: string; text: string }
  /** A value chosen with a picker or the media library (a carousel's products, a hero's image). */
  | { type: 'field.set'; path: string; value: unknown }
  | { type: 'apply' }
  | { type: 'close' };

/**
 * The side panel of one section in the CMS edit mode (docs/decisions/0222-cms-drafts.md): a click on a section opens
 * its fields; 'Primijeni' hands the changed section to the edit session, refused while the section would be empty;
 * closing drops what was not applied. The client injects `applied`.
 */
export const sectionEditorMachine = setup({
  types: {} as { context: SectionEditorContext; events: SectionEditorEvent },
  actions: {
    take: assign((_, params: { section: EditSection }) => ({
      section: structuredClone(params.section),
      changed: false,
    })),
    write: assign(({ context }, params: { path: string; text: string }) => ({
      section: context.section ? writePath(context.section, params.path, params.text) : null,
      changed: true,
    })),
    set: assign(({ context }, params: { path: string; value: unknown }) => ({
      section: context.section ? writePath(context.section, params.path, params.value) : null,
      changed: true,
    })),
    clear: assign({ section: null, changed: false }),
    applied: (_, _section: EditSection) => {},
  },
  guards: {
    filled: ({ context }) => context.section !== null && !isEmptySection(context.section),
  },
}).createMachine({
  id: 'sectionEditor',
  description: "One section's options in the side panel: change the fields, apply them or close.",
  initial: 'closed',
  context: { section: null, changed: false },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['closed', 'open', 'closed'],
    guards: { filled: 'the section still has some text' },
  },
  states: {
    closed: {
      description: 'No section chosen: the panel is not shown.',
      on: {
        open: {
          target: 'open',
          description: 'A section clicked: its fields in the panel.',
          actions: { type: 'take', params: ({ event }) => event },
        },
      },
    },
    open: {
      description: "The section's fields; 'Primijeni' and 'Zatvori'.",
      on: {
        open: {
          target: 'open',
          reenter: true,
          description: 'Another section clicked: its fields instead (unapplied changes dropped).',
          actions: { type: 'take', params: ({ event }) => event },
        },
        'field.change': {
          description: 'A field typed.',
          actions: { type: 'write', params: ({ event }) => event },
        },
        'field.set': {
          description: 'Products, a category or an image chosen.',
          actions: { type: 'set', params: ({ event }) => event },
        },
        apply: [
          {
            guard: 'filled',
            target: 'closed',
            description: "'Primijeni': the section changes on the page (a draft until published).",
            actions: [{ type: 'applied', params: ({ context }) => context.section! }, 'clear'],
          },
          { target: 'empty', description: 'Every text emptied: an empty section cannot be saved.' },
        ],
        close: { target: 'closed', description: "'Zatvori': nothing changes.", actions: 'clear' },
      },
    },
    empty: {
      description: 'The panel says the section is empty: type a text, or remove the section from the page.',
      on: {
        'field.change': {
          target: 'open',
          description: 'A field typed again.',
          actions: { type: 'write', params: ({ event }) => event },
        },
        close: { target: 'closed', description: "'Zatvori': nothing changes.", actions: 'clear' },
      },
    },
  },
});
