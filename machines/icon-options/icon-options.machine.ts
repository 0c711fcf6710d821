import { assign, setup } from 'xstate';
import { CMS_ICONS, type CmsIconName } from '@shared/cms-icons.js';
import { normaliseSearchText } from '@shared/search-text.js';

/** Icons per row of the grid (its arrow keys move by it; the view draws as many). */
export const ICON_COLUMNS = 5;

export type GridMove = 'left' | 'right' | 'up' | 'down' | 'first' | 'last';

export interface IconOptionsInput {
  current: CmsIconName | null;
}

export interface IconOptionsOutput {
  /** The icon chosen, or null: the section shows none. */
  icon: CmsIconName | null;
}

export interface IconOptionsContext {
  query: string;
  /** The icons whose Croatian name or words hold every word of the search, in the set's order. */
  shown: CmsIconName[];
  chosen: CmsIconName | null;
  /** The icon of the grid the keyboard is on (the one focusable cell), its index in `shown`. */
  active: number;
  cancelled: boolean;
}

export type IconOptionsEvent =
  | { type: 'query.change'; query: string }
  | { type: 'icon.pick'; icon: CmsIconName }
  | { type: 'grid.move'; move: GridMove }
  | { type: 'icon.clear' }
  | { type: 'apply' }
  | { type: 'cancel' };

const SEARCHABLE = CMS_ICONS.map((icon) => ({
  name: icon.name,
  text: normaliseSearchText(`${icon.label} ${icon.words} ${icon.name}`),
}));

/** The icons a search finds: every word typed (diacritics folded: 'posta' finds 'e-pošta') starts a word of theirs. */
export function iconsFound(query: string): CmsIconName[] {
  const words = normaliseSearchText(query).split(' ').filter(Boolean);
  return SEARCHABLE.filter((icon) => words.every((word) => ` ${icon.text}`.includes(` ${word}`))).map((i) => i.name);
}

/** Where a key moves on a grid of `count` icons in rows of ICON_COLUMNS (it stays at the grid's edges). */
export function movedTo(active: number, move: GridMove, count: number): number {
  if (count === 0) return 0;
  const to = {
    left: active - 1,
    right: active + 1,
    up: active - ICON_COLUMNS,
    down: active + ICON_COLUMNS,
    first: 0,
    last: count - 1,
  }[move];
  return to < 0 || to >= count ? active : to;
}

const activeOn = (shown: readonly CmsIconName[], chosen: CmsIconName | null) => Math.max(0, shown.indexOf(chosen!));

/**
 * The icon options modal (docs/decisions/0257-icon-options.md): the shop's icons in a grid searched by their Croatian
 * names, the chosen one previewed; the arrow keys move on the grid, a pick chooses, 'Bez ikone' takes it away and
 * 'Primijeni' ends the modal with the choice.
 */
export const iconOptionsMachine = setup({
  types: {} as {
    context: IconOptionsContext;
    events: IconOptionsEvent;
    input: IconOptionsInput;
    output: IconOptionsOutput | null;
  },
  actions: {
    search: assign(({ context }, params: { query: string }) => {
      const shown = iconsFound(params.query);
      return { query: params.query, shown, active: activeOn(shown, context.chosen) };
    }),
    pick: assign(({ context }, params: { icon: CmsIconName }) => ({
      chosen: params.icon,
      active: activeOn(context.shown, params.icon),
    })),
    move: assign(({ context }, params: { move: GridMove }) => ({
      active: movedTo(context.active, params.move, context.shown.length),
    })),
    clear: assign({ chosen: null }),
    markCancelled: assign({ cancelled: true }),
  },
}).createMachine({
  id: 'iconOptions',
  description: "A section's icon picked from the shop's icons, searched by name, or none.",
  context: ({ input }) => {
    const shown = iconsFound('');
    return { query: '', shown, chosen: input.current, active: activeOn(shown, input.current), cancelled: false };
  },
  initial: 'open',
  output: ({ context }) => (context.cancelled ? null : { icon: context.chosen }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['open', 'applied'],
  },
  states: {
    open: {
      description: 'The modal is open: the search, the grid of icons and the preview of the chosen one.',
      on: {
        'query.change': {
          description: 'The search typed: the grid shows the icons it finds.',
          actions: { type: 'search', params: ({ event }) => event },
        },
        'icon.pick': {
          description: 'An icon clicked, or Enter or Space on it: it is chosen and previewed.',
          actions: { type: 'pick', params: ({ event }) => event },
        },
        'grid.move': {
          description: 'An arrow key, Home or End on the grid: the keyboard goes to another icon.',
          actions: { type: 'move', params: ({ event }) => event },
        },
        'icon.clear': { description: "'Bez ikone': the section shows none.", actions: 'clear' },
        apply: { target: 'applied', description: "'Primijeni': the section takes the choice." },
        cancel: {
          target: 'cancelled',
          description: "'Odustani' or Escape: nothing changes.",
          actions: 'markCancelled',
        },
      },
    },
    applied: { type: 'final', description: 'The section takes the icon chosen (or none).' },
    cancelled: { type: 'final', description: 'The modal closed without a change.' },
  },
});
