import { useCallback, useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { mobileMenuMachine } from '@machines/mobile-menu/mobile-menu.machine.js';
import { lockBodyScroll, unlockBodyScroll } from '../../../../lib/scroll-lock.js';
import { useRouteChanged } from '../../../../lib/use-route-changed.js';

/** The machine with its browser effects: the body scroll lock while the menu is open. */
const browserMobileMenu = mobileMenuMachine.provide({
  actions: {
    lockBodyScroll,
    unlockBodyScroll,
  },
});

/**
 * Mobile slide-in menu driven by machines/mobile-menu: scroll lock while open, closes 500 ms
 * after a route change, Escape closes.
 */
export function useMobileMenu() {
  const actor = useActorRef(browserMobileMenu);
  const isOpen = useSelector(actor, (s) => s.matches('open'));
  const expanded = useSelector(actor, (s) => s.context.expanded);
  useRouteChanged(actor);
  useEffect(() => unlockBodyScroll, []);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && actor.send({ type: 'menu.close' });
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [actor, isOpen]);

  return {
    isOpen,
    isExpanded: (id: number) => expanded.includes(String(id)),
    open: useCallback(() => actor.send({ type: 'menu.open' }), [actor]),
    close: useCallback(() => actor.send({ type: 'menu.close' }), [actor]),
    toggleGroup: useCallback((id: number) => actor.send({ type: 'submenu.toggle', id: String(id) }), [actor]),
  };
}
