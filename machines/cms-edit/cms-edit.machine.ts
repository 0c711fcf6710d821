import { assign, fromPromise, setup } from 'xstate';
import { sameField } from '@shared/cms-masters.js';
import { isEmptySection } from '@shared/cms-sections.js';
import { type Failure, failureOf } from '@shared/errors/failure.js';
import { checksRefusal, draftEditingOn, draftSessionStates } from '../draft-session/draft-session.js';
import {
  canRedo,
  canUndo,
  EDIT_HISTORY_LIMIT,
  type EditHistory,
  emptyHistory,
  recordChange,
  redo,
  undo,
} from '../edit-history/edit-history.js';
import { type EditSection, moveSectionTo } from './section-list.js';
import { makeChild } from './section-masters.js';

export interface EditProblem {
  level: 'error' | 'warning';
  kind: string;
  sectionId: string;
  message: string;
}

/** A master section (docs/decisions/0242-master-and-child-sections.md) and the pages its publication changes. */
export interface EditMaster {
  id: number;
  name: string;
  type: string;
  content: Record<string, unknown>;
  revision: number;
  pages: Array<{ slug: string; title: string }>;
}

/**
 * The page as the server answers it in the edit mode: its draft (or published) sections (a child resolved, with its
 * `masterId`), their checks, the revision every write sends back (docs/decisions/0243) and the site's masters.
 */
export interface EditPage {
  slug: string;
  revision: number;
  state: 'draft' | 'published';
  components: EditSection[];
  problems: EditProblem[];
  masters: EditMaster[];
}

export interface EditVersion {
  id: number;
  publishedAt: string;
  publishedBy: string | null;
  sections: number;
  live: boolean;
}

export interface CmsEditContext {
  slug: string;
  page: EditPage | null;
  /** The sections as the editor has them now (saved or not). */
  sections: EditSection[];
  selected: string | null;
  dirty: boolean;
  /** Publish right after the save under way. */
  publishAfterSave: boolean;
  /** The checks that stopped the last publication. */
  problems: EditProblem[];
  versions: EditVersion[];
  failure: Failure | null;
  /** The last thing that went through, for the toolbar's live message. */
  notice: 'saved' | 'published' | 'restored' | 'discarded' | 'undone' | 'redone' | null;
  /** The session's changes to undo and redo (docs/decisions/0256-edit-undo-history.md). */
  history: EditHistory<EditSection[]>;
  historyLimit: number;
  /** The last section moved and its new place (1-based) of how many: what a screen reader is told. */
  moved: { id: string; place: number; of: number } | null;
}

export type CmsEditEvent =
  /** Any change to the sections (typed in place, added, duplicated, moved, removed, the panel's): the new list. */
  | { type: 'sections.change'; sections: EditSection[] }
  | { type: 'section.select'; id: string | null }
  /** A section dropped at place `to` (0-based) or moved by 'Gore'/'Dolje' (docs/decisions/0222-cms-drafts.md). */
  | { type: 'section.move'; id: string; to: number }
  /** 'Poništi' or Ctrl+Z outside a text field: the change before comes back (docs/decisions/0256). */
  | { type: 'undo' }
  /** 'Ponovi', Ctrl+Shift+Z or Ctrl+Y: the change undone is made again. */
  | { type: 'redo' }
  | { type: 'save' }
  | { type: 'publish' }
  | { type: 'publish.anyway' }
  | { type: 'discard' }
  | { type: 'history.open' }
  | { type: 'history.restore'; id: number }
  | { type: 'close' }
  | { type: 'retry' }
  /** 'Učitaj ponovno' after another editor's write: the page as it is now (the editor's copy is dropped). */
  | { type: 'reload' }
  /** A master was published from this page: its children's inherited fields follow it. */
  | { type: 'master.published'; master: EditMaster }
  /** 'Spremi kao master' went through: the new master is listed and the section becomes its first child. */
  | { type: 'master.created'; master: EditMaster; sectionId: string }
  /** A master renamed or deleted from the panel: the list of masters follows. */
  | { type: 'master.renamed'; master: EditMaster }
  | { type: 'master.deleted'; id: number };

const noPage = (): EditPage => {
  throw new Error('cmsEditMachine: provide the page actors');
};

const session = {
  id: 'cmsEdit',
  write: (context: CmsEditContext) => ({ slug: context.slug, revision: context.page!.revision }),
  draft: (context: CmsEditContext) => ({ sections: context.sections }),
  publish: {
    src: 'publishPage' as const,
    // Warnings stop it too: the editor publishes past them from `checks` ('Objavi svejedno').
    input: { acceptWarnings: false },
    description: 'The server checks the draft and publishes it: shoppers see it at once.',
  },
  checks: checksRefusal('checks', 'The checks found problems: they are listed.'),
  historyInput: (context: CmsEditContext) => context.slug,
  forgetHistory: ['forgetHistory'] as const,
  words: {
    thing: 'the page',
    changes: 'the sections',
    saved: "the toolbar reads 'Nacrt'",
    publishedWord: "the toolbar reads 'Objavljeno'",
    discarded: 'The page as shoppers see it; nothing of the dropped draft to undo.',
  },
  types: {} as { output: EditPage; version: EditVersion },
};
const editingOn = draftEditingOn(session, "'Učitaj ponovno' after another editor wrote: the page as it is now.");
const emptySectionRefused = {
  guard: 'emptySection' as const,
  target: 'refused' as const,
  description: 'A section is empty: nothing is sent.',
};

/**
 * One edit session on a storefront page (docs/decisions/0222-cms-drafts.md, 0223-cms-edit-mode-guard.md): the page's
 * draft loads; texts typed in place and sections added, duplicated, moved or removed change the editor's copy, and
 * each change can be undone and redone (docs/decisions/0256-edit-undo-history.md); a
 * save stores it as the draft (an empty section is refused here and by the server); publishing saves first, then
 * runs the server's checks: errors stop it, warnings stop it until the editor publishes anyway. The history lists
 * the publications and brings one back as the draft. Every write sends the page's revision: one refused as stale
 * (another editor wrote meanwhile) leaves the editor's changes on screen until 'Učitaj ponovno'
 * (docs/decisions/0243-page-revision-check.md). A master published from the panel updates its children in place
 * (docs/decisions/0242-master-and-child-sections.md).
 */
export const cmsEditMachine = setup({
  types: {} as { context: CmsEditContext; events: CmsEditEvent; input: { slug: string; historyLimit?: number } },
  actors: {
    loadPage: fromPromise<EditPage, string>(async () => noPage()),
    saveDraft: fromPromise<EditPage, { slug: string; sections: EditSection[]; revision: number }>(async () => noPage()),
    publishPage: fromPromise<EditPage, { slug: string; acceptWarnings: boolean; revision: number }>(async () =>
      noPage(),
    ),
    discardDraft: fromPromise<EditPage, { slug: string; revision: number }>(async () => noPage()),
    loadHistory: fromPromise<EditVersion[], string>(async () => []),
    restoreVersion: fromPromise<EditPage, { slug: string; id: number; revision: number }>(async () => noPage()),
  },
  actions: {
    keep: assign((_, params: { output: EditPage; notice: CmsEditContext['notice'] }) => ({
      page: params.output,
      sections: params.output.components,
      dirty: false,
      failure: null,
      problems: [],
      notice: params.notice,
    })),
    change: assign(({ context }, params: { sections: EditSection[] }) => ({
      sections: params.sections,
      history: recordChange(context.history, context.sections, context.historyLimit),
      dirty: true,
      notice: null,
      failure: null,
      moved: null,
    })),
    move: assign(({ context }, params: { id: string; to: number }) => ({
      sections: moveSectionTo(context.sections, params.id, params.to),
      history: recordChange(context.history, context.sections, context.historyLimit),
      dirty: true,
      notice: null,
      failure: null,
      moved: { id: params.id, place: params.to + 1, of: context.sections.length },
    })),
    // The copy undone or redone is unsaved unless it is the very list the server last answered.
    undo: assign(({ context }) => {
      const back = undo(context.history, context.sections);
      if (!back) return {};
      const { value: sections, history } = back;
      return { sections, history, dirty: sections !== context.page?.components, notice: 'undone', failure: null };
    }),
    redo: assign(({ context }) => {
      const again = redo(context.history, context.sections);
      if (!again) return {};
      const { value: sections, history } = again;
      return { sections, history, dirty: sections !== context.page?.components, notice: 'redone', failure: null };
    }),
    /** The copies kept were of a draft that is gone (discarded, restored over, loaded again). */
    forgetHistory: assign({ history: () => emptyHistory<EditSection[]>() }),
    select: assign((_, params: { id: string | null }) => ({ selected: params.id })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    keepProblems: assign(({ context }, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      const problems = (failure.payload as { problems?: EditProblem[] } | undefined)?.problems ?? [];
      return { failure: problems.length ? null : failure, problems, page: context.page };
    }),
    followMaster: assign(({ context }, params: { master: EditMaster }) => {
      const before = context.page?.masters.find((m) => m.id === params.master.id);
      if (!context.page || !before) return {};
      // A field the child did not override (equal to the master's before) takes the master's new value.
      const sections = context.sections.map((section) => {
        if (section.masterId !== params.master.id) return section;
        const next = { ...section };
        for (const [key, value] of Object.entries(params.master.content))
          if (sameField(section[key], before.content[key])) next[key] = value;
        return next;
      });
      const masters = context.page.masters.map((m) => (m.id === params.master.id ? params.master : m));
      // The copies kept hold the master's old fields: undone into, they would become the child's overrides.
      return { sections, page: { ...context.page, masters }, history: emptyHistory<EditSection[]>() };
    }),
    // The section takes the master's fields as the server stored them (rich text sanitised): nothing overridden.
    // A change like any other: the draft is unsaved until 'Spremi nacrt', and 'Poništi' makes it standalone again.
    firstChild: assign(({ context }, params: { master: EditMaster; sectionId: string }) => {
      if (!context.page) return {};
      const sections = context.sections.map((s) => (s.id === params.sectionId ? makeChild(s, params.master) : s));
      return {
        sections,
        page: {
          ...context.page,
          masters: [...context.page.masters.filter((m) => m.id !== params.master.id), params.master],
        },
        history: recordChange(context.history, context.sections, context.historyLimit),
        dirty: true,
        notice: null,
        failure: null,
      };
    }),
    renameMaster: assign(({ context }, params: { master: EditMaster }) =>
      context.page
        ? {
            page: {
              ...context.page,
              masters: context.page.masters.map((m) => (m.id === params.master.id ? params.master : m)),
            },
          }
        : {},
    ),
    forgetMaster: assign(({ context }, params: { id: number }) =>
      context.page
        ? { page: { ...context.page, masters: context.page.masters.filter((m) => m.id !== params.id) } }
        : {},
    ),
    /** The move was announced; nothing to say once the editor does something else. */
    forgetMove: assign({ moved: null }),
    thenPublish: assign({ publishAfterSave: true }),
    notThenPublish: assign({ publishAfterSave: false }),
    keepVersions: assign((_, params: { versions: EditVersion[] }) => ({ versions: params.versions })),
    /** Tells the page shoppers see to load again (the client drops its cached copy). */
    published: () => {},
  },
  guards: {
    emptySection: ({ context }) => context.sections.some(isEmptySection),
    dirty: ({ context }) => context.dirty,
    canUndo: ({ context }) => canUndo(context.history),
    canRedo: ({ context }) => canRedo(context.history),
    hasDraft: ({ context }) => context.dirty || context.page?.state === 'draft',
    publishNext: ({ context }) => context.publishAfterSave,
    onlyWarnings: ({ context }) => context.problems.length > 0 && context.problems.every((p) => p.level === 'warning'),
    checksStopped: (_, params: { error: unknown }) => failureOf(params.error).code === 'CMS_PUBLISH_CHECKS',
    movesSection: ({ context }, params: { id: string; to: number }) => {
      const from = context.sections.findIndex((s) => s.id === params.id);
      return from !== -1 && from !== params.to && params.to >= 0 && params.to < context.sections.length;
    },
  },
}).createMachine({
  id: 'cmsEdit',
  description: 'An edit session on a storefront page: type in place, arrange sections, save a draft, publish.',
  initial: 'loading',
  context: ({ input }) => ({
    slug: input.slug,
    page: null,
    sections: [],
    selected: null,
    dirty: false,
    publishAfterSave: false,
    problems: [],
    versions: [],
    failure: null,
    notice: null,
    moved: null,
    history: emptyHistory<EditSection[]>(),
    historyLimit: input.historyLimit ?? EDIT_HISTORY_LIMIT,
  }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['loading', 'editing', 'saving', 'publishing', 'editing'],
    guards: {
      emptySection: 'a section of the page is empty',
      dirty: 'the editor changed something since the last save',
      canUndo: 'a change of this session can be taken back',
      canRedo: 'a change was taken back and nothing changed since',
      hasDraft: 'the page has a draft (saved or not)',
      publishNext: 'the save was asked for by publish',
      onlyWarnings: 'the checks found warnings only',
      checksStopped: 'the server refused with the checks (CMS_PUBLISH_CHECKS)',
      movesSection: 'the section exists and the place is another one on the page',
    },
  },
  states: {
    loading: {
      description: "The page's draft (or published sections) loads.",
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => context.slug,
        onDone: {
          target: 'editing',
          description: 'The page is shown with its toolbar; sections can be edited.',
          actions: [{ type: 'keep', params: ({ event }) => ({ output: event.output, notice: null }) }, 'forgetHistory'],
        },
        onError: {
          target: 'failed',
          description: 'Not loaded (no permission, no page, no connection).',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    failed: {
      description: 'The edit mode could not load the page: the reason, and another try.',
      on: { retry: { target: 'loading', description: "'Pokušaj ponovo'." } },
    },
    editing: {
      description: 'The page in the edit mode: sections outlined, texts editable in place, the toolbar and the panel.',
      exit: 'forgetMove',
      on: {
        'sections.change': {
          description: 'A text typed in place, a section added, duplicated, moved or removed, or changed in the panel.',
          actions: { type: 'change', params: ({ event }) => event },
        },
        'section.select': {
          description: 'A section clicked: its options open in the side panel (none: the panel closes).',
          actions: { type: 'select', params: ({ event }) => event },
        },
        'section.move': {
          guard: { type: 'movesSection', params: ({ event }) => event },
          description: "A section dragged to another place, or moved by 'Gore'/'Dolje': the new place is announced.",
          actions: { type: 'move', params: ({ event }) => event },
        },
        undo: {
          guard: 'canUndo',
          description: "'Poništi': the sections as they were before the last change.",
          actions: 'undo',
        },
        redo: {
          guard: 'canRedo',
          description: "'Ponovi': the change undone is made again.",
          actions: 'redo',
        },
        ...editingOn,
        save: [emptySectionRefused, ...editingOn.save],
        publish: [emptySectionRefused, ...editingOn.publish],
        'master.published': {
          description: "A master published from the panel: its children's inherited fields follow it.",
          actions: { type: 'followMaster', params: ({ event }) => event },
        },
        'master.created': {
          description: "'Spremi kao master': the master listed, the section its first child (unsaved).",
          actions: { type: 'firstChild', params: ({ event }) => event },
        },
        'master.renamed': {
          description: 'A master renamed from the panel.',
          actions: { type: 'renameMaster', params: ({ event }) => event },
        },
        'master.deleted': {
          description: 'A master no page used deleted from the panel: no longer offered.',
          actions: { type: 'forgetMaster', params: ({ event }) => event },
        },
      },
    },
    refused: {
      description: 'An empty section cannot be saved: the page says which, the editor fills or removes it.',
      on: {
        close: { target: 'editing', description: 'The message is closed.' },
        'sections.change': {
          target: 'editing',
          description: 'The editor fills or removes the empty section.',
          actions: { type: 'change', params: ({ event }) => event },
        },
      },
    },
    ...draftSessionStates(session),
    checks: {
      description: 'What stops publication, section by section; warnings only may be published past.',
      on: {
        'publish.anyway': {
          guard: 'onlyWarnings',
          target: 'publishingAnyway',
          description: "'Objavi svejedno': the warnings accepted.",
        },
        close: { target: 'editing', description: "'Natrag na uređivanje'." },
      },
    },
    publishingAnyway: {
      description: 'Published past the warnings.',
      invoke: {
        id: 'publishAnyway',
        src: 'publishPage',
        input: ({ context }) => ({ ...session.write(context), acceptWarnings: true }),
        onDone: {
          target: 'editing',
          description: 'Published.',
          actions: [
            { type: 'keep', params: ({ event }) => ({ output: event.output, notice: 'published' }) },
            'published',
          ],
        },
        onError: {
          target: 'checks',
          description: 'Refused again (an error appeared meanwhile): the problems are listed.',
          actions: { type: 'keepProblems', params: ({ event }) => event },
        },
      },
    },
  },
});
