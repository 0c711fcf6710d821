import { assign, setup } from 'xstate';

/**
 * The slide-in menu below 1024 px (docs/spec/site-frame.md 2, shop "Header"): sub-menus expand independently (the spec
 * asks only one-at-a-time of the desktop hover panels), the body scroll is locked while open, and the menu
 * closes 500 ms after a route change so the tap feedback stays visible. The client injects the actions
 * `lockBodyScroll` / `unlockBodyScroll` and sends 'route.changed' from the router.
 */
export interface MobileMenuContext {
  /** Ids of the expanded sub-menus, kept sorted so equal sets compare equal. */
  expanded: string[];
}

export type MobileMenuEvent =
  | { type: 'menu.open' }
  | { type: 'menu.close' }
  /** The hamburger button. */
  | { type: 'menu.toggle' }
  /** The chevron of a navigation item with children. */
  | { type: 'submenu.toggle'; id: string }
  | { type: 'route.changed' };

/** Closing delay after a route change (docs/spec/shop.md 9: mobile menu close 500 ms). */
export const MOBILE_MENU_CLOSE_MS = 500;

function toggled(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id].sort();
}

export const mobileMenuMachine = setup({
  types: {} as { context: MobileMenuContext; events: MobileMenuEvent },
  actions: {
    lockBodyScroll: () => {},
    unlockBodyScroll: () => {},
  },
  delays: {
    closeDelay: MOBILE_MENU_CLOSE_MS,
  },
}).createMachine({
  id: 'mobileMenu',
  description: 'Slide-in navigation of the mobile layout (below 1024 px).',
  initial: 'closed',
  context: { expanded: [] },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['closed', 'open.browsing', 'open.closingSoon'],
  },
  states: {
    closed: {
      description: 'Only the hamburger is shown; the page scrolls normally.',
      on: {
        'menu.open': { target: 'open', description: 'The hamburger is tapped: the menu slides in.' },
        'menu.toggle': { target: 'open', description: 'The menu is toggled open (no button sends this yet).' },
      },
    },
    open: {
      description: 'The menu is slid in over the page and the body scroll is locked.',
      entry: 'lockBodyScroll',
      // Leaving by any route (button, delay) unlocks scrolling and folds every sub-menu for the next opening.
      exit: ['unlockBodyScroll', assign({ expanded: [] })],
      initial: 'browsing',
      on: {
        'menu.close': {
          target: '#mobileMenu.closed',
          description: 'The cross, the shaded page or Escape: the menu slides out.',
        },
        'menu.toggle': {
          target: '#mobileMenu.closed',
          description: 'The menu is toggled shut (no button sends this yet).',
        },
        'submenu.toggle': {
          description: "An item's arrow unfolds or folds its sub-menu.",
          actions: assign({ expanded: ({ context, event }) => toggled(context.expanded, event.id) }),
        },
      },
      states: {
        browsing: {
          description: 'The visitor expands and collapses sub-menus; several can be open at once.',
          on: { 'route.changed': { target: 'closingSoon', description: 'A link in the menu is followed.' } },
        },
        closingSoon: {
          description: 'A link was followed: the menu stays visible for the close delay, then slides out.',
          after: {
            closeDelay: {
              target: '#mobileMenu.closed',
              description: 'Half a second later the menu slides out.',
              meta: { kind: 'happy' },
            },
          },
          // Another navigation restarts the delay rather than closing early.
          on: {
            'route.changed': {
              target: 'closingSoon',
              reenter: true,
              description: 'Another page opens meanwhile: the half second starts again.',
            },
          },
        },
      },
    },
  },
});
