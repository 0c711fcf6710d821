import { assign, fromPromise, setup } from 'xstate';
import { type Failure, failureOf } from '@shared/errors/failure.js';
import type { NavLink } from '../nav-edit/nav-tree.js';

/** The kinds the link options offer (site-frame: internal page, product, category or post; an external address). */
export type LinkKind = 'category' | 'product' | 'page' | 'post' | 'external';
export type InternalKind = Exclude<LinkKind, 'external'>;

export interface LinkTarget {
  type: InternalKind;
  slug: string;
  title: string;
}

export interface LinkOptionsContext {
  title: string;
  kind: LinkKind;
  query: string;
  results: LinkTarget[];
  /** The internal target chosen (kept while the editor searches on). */
  chosen: { type: InternalKind; slug: string; title?: string } | null;
  url: string;
  /** What stops 'Primijeni', in the editor's words. */
  invalid: 'title' | 'target' | 'url' | null;
  failure: Failure | null;
  cancelled: boolean;
}

export type LinkOptionsEvent =
  | { type: 'title.change'; title: string }
  | { type: 'kind.choose'; kind: LinkKind }
  | { type: 'query.change'; query: string }
  | { type: 'target.pick'; target: LinkTarget }
  | { type: 'url.change'; url: string }
  | { type: 'apply' }
  | { type: 'cancel' };

export interface LinkOptionsInput {
  title: string;
  link: NavLink | null;
}

export interface LinkOptionsOutput {
  title: string;
  link: NavLink;
}

const INTERNAL = new Set<string>(['category', 'product', 'page', 'post']);
export const isExternalUrl = (url: string) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url.trim());

function invalidOf(context: LinkOptionsContext): LinkOptionsContext['invalid'] {
  if (context.kind === 'external' && !isExternalUrl(context.url)) return 'url';
  if (context.kind !== 'external' && context.chosen?.type !== context.kind) return 'target';
  return context.title.trim() ? null : 'title';
}

/**
 * The link options modal (docs/decisions/0234-navigation-drafts.md): a menu item's title and where it leads: a
 * category, product, page or post found with the searchable picker, or an external address (opened in a new tab).
 * The search waits for the typing to pause; 'Primijeni' ends the modal with the item's title and link.
 */
export const linkOptionsMachine = setup({
  types: {} as {
    context: LinkOptionsContext;
    events: LinkOptionsEvent;
    input: LinkOptionsInput;
    output: LinkOptionsOutput | null;
  },
  actors: {
    searchTargets: fromPromise<LinkTarget[], { type: InternalKind; q: string }>(async () => []),
  },
  delays: { searchPause: 250 },
  actions: {
    setTitle: assign((_, params: { title: string }) => ({ title: params.title, invalid: null })),
    setKind: assign((_, params: { kind: LinkKind }) => ({ kind: params.kind, results: [], query: '', invalid: null })),
    setQuery: assign((_, params: { query: string }) => ({ query: params.query })),
    pick: assign(({ context }, params: { target: LinkTarget }) => ({
      chosen: { type: params.target.type, slug: params.target.slug, title: params.target.title },
      // A new item takes its target's name until the editor types one.
      title: context.title.trim() ? context.title : params.target.title,
      invalid: null,
    })),
    setUrl: assign((_, params: { url: string }) => ({ url: params.url, invalid: null })),
    keepResults: assign((_, params: { results: LinkTarget[] }) => ({ results: params.results, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error), results: [] })),
    markCancelled: assign({ cancelled: true }),
    markInvalid: assign(({ context }) => ({ invalid: invalidOf(context) })),
  },
  guards: {
    valid: ({ context }) => invalidOf(context) === null,
    internal: (_, params: { kind: LinkKind }) => INTERNAL.has(params.kind),
    linksInside: ({ context }) => INTERNAL.has(context.kind),
  },
}).createMachine({
  id: 'linkOptions',
  description: "A menu item's title and link: a picked category, product, page or post, or an external address.",
  context: ({ input }) => {
    const link = input.link;
    const internal = link && INTERNAL.has(link.type) && link.slug;
    return {
      title: input.title,
      kind: link?.type === 'external' ? 'external' : internal ? (link.type as InternalKind) : 'category',
      query: '',
      results: [],
      chosen: internal ? { type: link.type as InternalKind, slug: link.slug! } : null,
      url: link?.type === 'external' ? (link.url ?? '') : '',
      invalid: null,
      failure: null,
      cancelled: false,
    };
  },
  initial: 'open',
  output: ({ context }) => {
    if (context.cancelled) return null;
    const link: NavLink =
      context.kind === 'external'
        ? { type: 'external', url: context.url.trim(), newTab: true }
        : { type: context.kind, slug: context.chosen!.slug };
    return { title: context.title.trim(), link };
  },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['open', 'applied'],
    guards: {
      valid: 'a title, and a picked target of the chosen kind or an http(s) address',
      internal: 'the chosen kind is a category, product, page or post (searched)',
      linksInside: 'the item leads inside the shop (its kind is searched at once)',
    },
  },
  states: {
    open: {
      description: 'The modal is open: title, kind and the picker or the address.',
      initial: 'starting',
      on: {
        'title.change': {
          description: 'The item title typed.',
          actions: { type: 'setTitle', params: ({ event }) => event },
        },
        'target.pick': {
          description: 'A result picked: the item leads there.',
          actions: { type: 'pick', params: ({ event }) => event },
        },
        'url.change': {
          description: 'The external address typed.',
          actions: { type: 'setUrl', params: ({ event }) => event },
        },
        'kind.choose': [
          {
            guard: { type: 'internal', params: ({ event }) => event },
            target: '.searching',
            description: 'An internal kind chosen: its first results load.',
            actions: { type: 'setKind', params: ({ event }) => event },
          },
          {
            target: '.ready',
            description: "'Vanjska poveznica' chosen: an address to type.",
            actions: { type: 'setKind', params: ({ event }) => event },
          },
        ],
        cancel: {
          target: '#linkOptions.cancelled',
          description: "'Odustani' or Escape: nothing changes.",
          actions: 'markCancelled',
        },
      },
      states: {
        starting: {
          description: 'The modal opens on the item as it is.',
          always: [
            {
              guard: 'linksInside',
              target: 'searching',
              description: 'An internal link: its kind is searched at once.',
            },
            { target: 'ready', description: 'An external link: its address is shown.' },
          ],
        },
        ready: {
          description: 'The form: title, kind, and the picker with its results or the address field.',
          on: {
            'query.change': {
              target: 'waiting',
              description: 'The search typed.',
              actions: { type: 'setQuery', params: ({ event }) => event },
            },
            apply: [
              {
                guard: 'valid',
                target: '#linkOptions.applied',
                description: "'Primijeni': the item takes the title and link.",
              },
              { description: 'Something missing: the form says what.', actions: 'markInvalid' },
            ],
          },
        },
        waiting: {
          description: 'The editor is typing the search: it starts once the typing pauses.',
          on: {
            'query.change': {
              target: 'waiting',
              reenter: true,
              description: 'Another keystroke: the pause starts again.',
              actions: { type: 'setQuery', params: ({ event }) => event },
            },
          },
          after: {
            searchPause: { target: 'searching', description: 'The typing paused for 250 ms: the search starts.' },
          },
        },
        searching: {
          description: 'The targets of the chosen kind whose title holds the search load.',
          invoke: {
            id: 'searchTargets',
            src: 'searchTargets',
            input: ({ context }) => ({ type: context.kind as InternalKind, q: context.query }),
            onDone: {
              target: 'ready',
              description: 'The results listed.',
              actions: { type: 'keepResults', params: ({ event }) => ({ results: event.output }) },
            },
            onError: {
              target: 'ready',
              description: 'Not loaded: the reason is shown.',
              actions: { type: 'keepFailure', params: ({ event }) => event },
            },
          },
          on: {
            'query.change': {
              target: 'waiting',
              description: 'The search typed while loading: it waits for the pause again.',
              actions: { type: 'setQuery', params: ({ event }) => event },
            },
          },
        },
      },
    },
    applied: { type: 'final', description: 'The item takes the title and link.' },
    cancelled: { type: 'final', description: 'The modal closed without a change.' },
  },
});
