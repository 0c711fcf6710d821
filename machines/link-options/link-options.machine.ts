import { assign, setup } from 'xstate';
import type { PickedItem, PickerKind } from '../item-picker/item-picker.machine.js';
import type { NavLink } from '../nav-edit/nav-tree.js';

/**
 * The kinds the link options offer (site-frame "link options": a page, product, category, post, event or post tag
 * inside the shop, each found with the item picker; an external address).
 */
export type InternalKind = PickerKind;
export type LinkKind = InternalKind | 'external';

export interface LinkOptionsContext {
  title: string;
  kind: LinkKind;
  /** The internal target chosen in the picker (kept while the editor looks at another kind). */
  chosen: { type: InternalKind; slug: string; title: string } | null;
  url: string;
  /** An external link opens in a new tab unless the editor unticks 'Otvori u novoj kartici'. */
  newTab: boolean;
  /** What stops 'Primijeni', in the editor's words. */
  invalid: 'title' | 'target' | 'url' | null;
  cancelled: boolean;
}

export type LinkOptionsEvent =
  | { type: 'title.change'; title: string }
  | { type: 'kind.choose'; kind: LinkKind }
  | { type: 'target.pick'; target: PickedItem | null }
  | { type: 'url.change'; url: string }
  | { type: 'newTab.change'; newTab: boolean }
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

const INTERNAL = new Set<string>(['category', 'product', 'page', 'post', 'event', 'tag'] satisfies InternalKind[]);

/** A full http(s) address with a host that has a dot (what the server stores; anything else is refused there too). */
export function isExternalUrl(text: string): boolean {
  const trimmed = text.trim();
  if (/\s/.test(trimmed)) return false;
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z0-9-]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

function invalidOf(context: LinkOptionsContext): LinkOptionsContext['invalid'] {
  if (context.kind === 'external' && !isExternalUrl(context.url)) return 'url';
  if (context.kind !== 'external' && context.chosen?.type !== context.kind) return 'target';
  return context.title.trim() ? null : 'title';
}

/**
 * The link options modal (docs/decisions/0252-link-options-through-the-item-picker.md): a menu item's title and where
 * it leads: a target the item picker found (the modal draws `machines/item-picker` for the chosen kind and hands its
 * pick here), or an external address, opened in a new tab unless the editor says otherwise. 'Primijeni' ends the
 * modal with the item's title and link.
 */
export const linkOptionsMachine = setup({
  types: {} as {
    context: LinkOptionsContext;
    events: LinkOptionsEvent;
    input: LinkOptionsInput;
    output: LinkOptionsOutput | null;
  },
  actions: {
    setTitle: assign((_, params: { title: string }) => ({ title: params.title, invalid: null })),
    setKind: assign((_, params: { kind: LinkKind }) => ({ kind: params.kind, invalid: null })),
    pick: assign(({ context }, params: { target: PickedItem }) => ({
      chosen: { type: context.kind as InternalKind, slug: params.target.slug, title: params.target.name },
      // A new item takes its target's name until the editor types one.
      title: context.title.trim() ? context.title : params.target.name,
      invalid: null,
    })),
    unpick: assign({ chosen: null }),
    setUrl: assign((_, params: { url: string }) => ({ url: params.url, invalid: null })),
    setNewTab: assign((_, params: { newTab: boolean }) => ({ newTab: params.newTab })),
    markCancelled: assign({ cancelled: true }),
    markInvalid: assign(({ context }) => ({ invalid: invalidOf(context) })),
  },
  guards: {
    valid: ({ context }) => invalidOf(context) === null,
    picked: (_, params: { target: PickedItem | null }) => params.target !== null,
  },
}).createMachine({
  id: 'linkOptions',
  description: "A menu item's title and link: a target picked with the item picker, or an external address.",
  context: ({ input }) => {
    const link = input.link;
    const internal = link && INTERNAL.has(link.type) && link.slug;
    return {
      title: input.title,
      kind: link?.type === 'external' ? 'external' : internal ? (link.type as InternalKind) : 'category',
      chosen: internal ? { type: link.type as InternalKind, slug: link.slug!, title: link.slug! } : null,
      url: link?.type === 'external' ? (link.url ?? '') : '',
      newTab: link?.type === 'external' ? link.newTab !== false : true,
      invalid: null,
      cancelled: false,
    };
  },
  initial: 'open',
  output: ({ context }) => {
    if (context.cancelled) return null;
    const link: NavLink =
      context.kind === 'external'
        ? { type: 'external', url: context.url.trim(), newTab: context.newTab }
        : { type: context.kind, slug: context.chosen!.slug };
    return { title: context.title.trim(), link };
  },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['open', 'applied'],
    guards: {
      valid: 'a title, and a picked target of the chosen kind or a full http(s) address',
      picked: 'the picker hands a target (not an emptied pick)',
    },
  },
  states: {
    open: {
      description: 'The modal is open: title, kind, and the item picker of that kind or the address.',
      on: {
        'title.change': {
          description: 'The item title typed.',
          actions: { type: 'setTitle', params: ({ event }) => event },
        },
        'kind.choose': {
          description: 'A kind chosen: its picker (or the address field) is shown.',
          actions: { type: 'setKind', params: ({ event }) => event },
        },
        'target.pick': [
          {
            guard: { type: 'picked', params: ({ event }) => event },
            description: 'The picker chose a target: the item leads there.',
            actions: { type: 'pick', params: ({ event }) => ({ target: event.target! }) },
          },
          { description: 'The pick removed in the picker: no target.', actions: 'unpick' },
        ],
        'url.change': {
          description: 'The external address typed.',
          actions: { type: 'setUrl', params: ({ event }) => event },
        },
        'newTab.change': {
          description: "'Otvori u novoj kartici' ticked or unticked.",
          actions: { type: 'setNewTab', params: ({ event }) => event },
        },
        apply: [
          { guard: 'valid', target: 'applied', description: "'Primijeni': the item takes the title and link." },
          { description: 'Something missing: the form says what.', actions: 'markInvalid' },
        ],
        cancel: {
          target: 'cancelled',
          description: "'Odustani' or Escape: nothing changes.",
          actions: 'markCancelled',
        },
      },
    },
    applied: { type: 'final', description: 'The item takes the title and link.' },
    cancelled: { type: 'final', description: 'The modal closed without a change.' },
  },
});
