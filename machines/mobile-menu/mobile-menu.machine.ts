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
  states: {
    closed: {
      description: 'Only the hamburger is shown; the page scrolls normally.',
      on: { 'menu.open': 'open', 'menu.toggle': 'open' },
    },
    open: {
      description: 'The menu is slid in over the page and the body scroll is locked.',
      entry: 'lockBodyScroll',
      // Leaving by any route (button, delay) unlocks scrolling and folds every sub-menu for the next opening.
      exit: ['unlockBodyScroll', assign({ expanded: [] })],
      initial: 'browsing',
      on: {
        'menu.close': '#mobileMenu.closed',
        'menu.toggle': '#mobileMenu.closed',
        'submenu.toggle': {
          actions: assign({ expanded: ({ context, event }) => toggled(context.expanded, event.id) }),
        },
      },
      states: {
        browsing: {
          description: 'The visitor expands and collapses sub-menus; several can be open at once.',
          on: { 'route.changed': 'closingSoon' },
        },
        closingSoon: {
          description: 'A link was followed: the menu stays visible for the close delay, then slides out.',
          after: { closeDelay: '#mobileMenu.closed' },
          // Another navigation restarts the delay rather than closing early.
          on: { 'route.changed': { target: 'closingSoon', reenter: true } },
        },
      },
    },
  },
});
