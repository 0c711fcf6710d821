/**
 * The draft session the edit mode's editors share (the page's sections, the menus, the frame:
 * docs/decisions/0222-cms-drafts.md, 0234-navigation-drafts.md, 0254-frame-parts-drafts.md): what loaded is shown, the
 * editor's copy is saved as the draft, published (saved first when changed), dropped, or an earlier publication is
 * brought back as the draft; a refusal or a lost connection is kept as a `Failure` on screen, the changes stay, and
 * every write names the revision read (docs/decisions/0243-page-revision-check.md). These builders give each machine the
 * same states and transitions; the machine keeps its own loading, editing and what it alone has.
 *
 * The machine using them declares in `setup`:
 * - actors `saveDraft`, `discardDraft`, `loadHistory`, `restoreVersion` and its publishing actor (`publish.src`);
 * - actions `keep` (params `{ output, notice }`: what the server answered, shown as saved), `keepFailure`
 *   (params `{ error }`), `keepProblems` (params `{ error }`, with `checks`: `checksRefusal` builds them), `keepVersions` (params `{ versions }`), `thenPublish`,
 *   `notThenPublish`, `published` (the storefront loads again) and, with `forgetHistory`, `forgetHistory`;
 * - guards `dirty`, `hasDraft`, `publishNext` and, with `checks`, `checksStopped` (params `{ error }`).
 */

type Notice = 'saved' | 'published' | 'discarded' | 'restored';
type Done<T> = { event: { output: T } };
type Errored = { event: { error: unknown } };

export interface DraftSessionOptions<
  C,
  T extends { output: unknown; version: unknown },
  W extends object,
  D extends object,
  P extends string,
  PI extends object = Record<never, never>,
  X extends readonly object[] = [],
  F extends readonly string[] = [],
> {
  /** The machine's id: a restored version goes back to `#<id>.editing`. */
  id: string;
  /** What every write names: the revision read, and the page's slug or the menu's handle where there is one. */
  write: (context: C) => W;
  /** The editor's copy the save sends beside `write` (`{ sections }`, `{ items }`, `{ frame }`). */
  draft: (context: C) => D;
  /** The publishing actor: its id and src (`publishPage`), the extra input it takes and where it is said. */
  publish: { src: P; input?: PI; description: string };
  /** What the publishing actor's refusal leads to before the reason is shown (the server's checks: `checksRefusal`). */
  checks?: X;
  /** The history's loading actor's input: the page's slug or the menu's handle (none: one thing is edited). */
  historyInput?: (context: C) => string;
  /** Undo's copies are of a draft that is gone once it is discarded or restored over: `['forgetHistory']` drops them. */
  forgetHistory?: F;
  /** Words for the diagrams: what is edited ('the page'), what is saved ('the sections') and what is published. */
  words: { thing: string; changes: string; saved: string; publishedWord: string; discarded: string };
  /** Only for typing: what the writes answer (`output`) and one publication of the history (`version`). */
  types: T;
}

const keep = <T>(notice: Notice) => ({
  type: 'keep' as const,
  params: ({ event }: Done<T>) => ({ output: event.output, notice }),
});
const keepFailure = { type: 'keepFailure' as const, params: ({ event }: Errored) => event };

/**
 * The publishing actor's refusal by the server's checks (CMS_PUBLISH_CHECKS), for `checks`: the problems are kept
 * (`keepProblems`) and shown at `target`: in the editing state at their items (the menus), or in a state of the
 * machine's own that lists them and may publish past warnings (the page's `checks`).
 */
export function checksRefusal<S extends string>(target: S, description: string) {
  return [
    {
      guard: { type: 'checksStopped' as const, params: ({ event }: Errored) => event },
      target,
      description,
      actions: { type: 'keepProblems' as const, params: ({ event }: Errored) => event },
    },
  ];
}

/**
 * The editing state's save, publish, discard, history and reload transitions. A machine that refuses something here
 * first (an empty section, a rule broken) puts its own transitions before `save` and `publish`.
 */
export function draftEditingOn(options: { words: { thing: string; changes: string } }, reload: string) {
  const { thing, changes } = options.words;
  return {
    save: [
      {
        guard: 'dirty' as const,
        target: 'saving' as const,
        description: `'Spremi nacrt': ${changes} go to the server as ${thing}'s draft.`,
        actions: 'notThenPublish' as const,
      },
    ],
    publish: [
      {
        guard: 'dirty' as const,
        target: 'saving' as const,
        description: "'Objavi' with unsaved changes: saved first, then published.",
        actions: 'thenPublish' as const,
      },
      { guard: 'hasDraft' as const, target: 'publishing' as const, description: "'Objavi' on a saved draft." },
    ],
    discard: {
      guard: 'hasDraft' as const,
      target: 'discarding' as const,
      description: "'Odbaci nacrt': back to what shoppers see.",
    },
    'history.open': { target: 'history' as const, description: `'Povijest': ${thing}'s publications.` },
    reload: { target: 'loading' as const, description: reload },
  };
}

/** The saving, publishing, discarding and history states. */
export function draftSessionStates<
  C,
  T extends { output: unknown; version: unknown },
  W extends object,
  D extends object,
  P extends string,
  PI extends object = Record<never, never>,
  X extends readonly object[] = [],
  F extends readonly string[] = [],
>(options: DraftSessionOptions<C, T, W, D, P, PI, X, F>) {
  const { thing, changes, saved, publishedWord, discarded } = options.words;
  const { write, draft, publish, checks } = options;
  const forget = (options.forgetHistory ?? []) as F;
  return {
    saving: {
      description: `${changes[0]!.toUpperCase()}${changes.slice(1)} are being stored as ${thing}'s draft.`,
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft' as const,
        input: ({ context }: { context: C }): W & D => ({ ...write(context), ...draft(context) }),
        onDone: [
          {
            guard: 'publishNext' as const,
            target: 'publishing' as const,
            description: 'Saved: now published.',
            actions: keep<T['output']>('saved'),
          },
          { target: 'editing' as const, description: `Saved: ${saved}.`, actions: keep<T['output']>('saved') },
        ],
        onError: {
          target: 'editing' as const,
          description: 'Refused or not reached: the reason is shown, the changes stay.',
          actions: keepFailure,
        },
      },
    },
    publishing: {
      description: publish.description,
      invoke: {
        id: publish.src,
        src: publish.src,
        input: ({ context }: { context: C }) => ({ ...write(context), ...(publish.input as PI) }) as W & PI,
        onDone: {
          target: 'editing' as const,
          description: `Published: ${publishedWord}.`,
          actions: [keep<T['output']>('published'), 'published' as const],
        },
        onError: [
          ...((checks ?? []) as X),
          {
            target: 'editing' as const,
            description: 'Refused or not reached: the reason is shown.',
            actions: keepFailure,
          },
        ],
      },
    },
    discarding: {
      description: 'The draft is dropped.',
      invoke: {
        id: 'discardDraft',
        src: 'discardDraft' as const,
        input: ({ context }: { context: C }) => write(context),
        onDone: {
          target: 'editing' as const,
          description: discarded,
          actions: [keep<T['output']>('discarded'), ...forget],
        },
        onError: { target: 'editing' as const, description: 'Not dropped: the reason is shown.', actions: keepFailure },
      },
    },
    history: {
      description: `${thing[0]!.toUpperCase()}${thing.slice(1)}'s publications, newest first.`,
      initial: 'loading' as const,
      on: { close: { target: 'editing' as const, description: 'The history closed.' } },
      states: {
        loading: {
          description: 'The versions load.',
          invoke: {
            id: 'loadHistory',
            src: 'loadHistory' as const,
            input: options.historyInput ? ({ context }: { context: C }) => options.historyInput!(context) : undefined,
            onDone: {
              target: 'shown' as const,
              description: 'The versions listed.',
              actions: {
                type: 'keepVersions' as const,
                params: ({ event }: Done<T['version'][]>) => ({ versions: event.output }),
              },
            },
            onError: {
              target: 'shown' as const,
              description: 'Not loaded: the reason is shown.',
              actions: keepFailure,
            },
          },
        },
        shown: {
          description: "Each version with 'Vrati': it comes back as the draft.",
          on: {
            'history.restore': [
              {
                guard: 'dirty' as const,
                description: 'Unsaved changes would be lost: the editor saves or drops them first.',
              },
              { target: 'restoring' as const, description: "'Vrati' on a version." },
            ],
          },
        },
        restoring: {
          description: 'The version becomes the draft.',
          invoke: {
            id: 'restoreVersion',
            src: 'restoreVersion' as const,
            input: ({ context, event }: { context: C; event: unknown }): W & { id: number } => ({
              ...write(context),
              id: (event as { id: number }).id,
            }),
            onDone: {
              target: `#${options.id}.editing`,
              description: `Restored: ${thing} shows it as the draft${forget.length ? '; nothing before it to undo' : ''}.`,
              actions: [keep<T['output']>('restored'), ...forget],
            },
            onError: {
              target: 'shown' as const,
              description: 'Not restored: the reason is shown.',
              actions: keepFailure,
            },
          },
        },
      },
    },
  };
}
