import { assign, setup } from 'xstate';

/**
 * Desktop main navigation hover panels (docs/spec/site-frame.md 2): one panel open at a time, closed on route change,
 * mouse leave or a click outside. Keyboard users open a panel with Enter/Space ('nav.toggle') and close it
 * with Escape (WCAG 2.1 AA, docs/decisions/0038-accessibility-wcag-21-aa.md). The view renders the panel whose id is `openPanel`.
 */
export interface MainNavContext {
  /** Id of the top-level navigation item whose panel is open; null while closed. */
  openPanel: string | null;
}

export type MainNavEvent =
  /** The pointer entered a top-level item; items without children have no panel. */
  | { type: 'nav.hover'; id: string; hasPanel: boolean }
  /** Click, Enter or Space on a top-level item with children. */
  | { type: 'nav.toggle'; id: string }
  /** The pointer left the navigation bar and its panel. */
  | { type: 'nav.leave' }
  | { type: 'nav.clickOutside' }
  | { type: 'nav.escape' }
  | { type: 'route.changed' };

export const mainNavMachine = setup({
  types: {} as { context: MainNavContext; events: MainNavEvent },
  guards: {
    hasPanel: ({ event }) => event.type === 'nav.hover' && event.hasPanel,
    isOpenPanel: ({ context, event }) => event.type === 'nav.toggle' && event.id === context.openPanel,
  },
  actions: {
    showPanel: assign({
      openPanel: ({ event }) => (event.type === 'nav.hover' || event.type === 'nav.toggle' ? event.id : null),
    }),
  },
}).createMachine({
  id: 'mainNav',
  description: 'Hover panels of the desktop main navigation: at most one open.',
  initial: 'closed',
  context: { openPanel: null },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['closed', 'open'],
    guards: {
      hasPanel: 'the item has sub-items to show',
      isOpenPanel: 'the item whose panel is open',
    },
  },
  states: {
    closed: {
      description: 'No panel is open.',
      entry: assign({ openPanel: null }),
      on: {
        'nav.hover': {
          guard: 'hasPanel',
          target: 'open',
          description: 'The pointer rests on an item: its panel opens.',
          actions: 'showPanel',
        },
        'nav.toggle': {
          target: 'open',
          description: 'A click, Enter or Space on an item: its panel opens.',
          actions: 'showPanel',
        },
      },
    },
    open: {
      description: 'The panel of openPanel is shown; hovering another item with children switches to its panel.',
      on: {
        'nav.hover': [
          { guard: 'hasPanel', description: 'Another item: its panel replaces the open one.', actions: 'showPanel' },
          { target: 'closed', description: 'An item without sub-items: the panel closes.' },
        ],
        'nav.toggle': [
          { guard: 'isOpenPanel', target: 'closed', description: 'The same item again: its panel closes.' },
          { description: 'Another item: its panel replaces the open one.', actions: 'showPanel' },
        ],
        'nav.leave': { target: 'closed', description: 'The pointer leaves the bar and the panel.' },
        'nav.clickOutside': { target: 'closed', description: 'A click outside the navigation.' },
        'nav.escape': { target: 'closed', description: 'Escape closes the panel.' },
        'route.changed': { target: 'closed', description: 'Another page opens.' },
      },
    },
  },
});
