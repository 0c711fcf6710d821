import { useCallback, useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { mainNavMachine } from '@machines/main-nav/main-nav.machine.js';
import { useRouteChanged } from '../../../../lib/use-route-changed.js';

/**
 * Desktop mega-menu driven by machines/main-nav: one panel open at a time; closed on route
 * change, mouse leave, a click outside and Escape (which returns focus to the panel's button). The hook only wires DOM events to the machine.
 */
export function useMainNav() {
  const actor = useActorRef(mainNavMachine);
  const openId = useSelector(actor, (s) => s.context.openPanel);
  const rootRef = useRef<HTMLElement | null>(null);
  useRouteChanged(actor);

  useEffect(() => {
    if (openId === null) return;
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) actor.send({ type: 'nav.clickOutside' });
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      actor.send({ type: 'nav.escape' });
      // Keyboard focus goes back to the panel's disclosure button instead of being lost with the closed panel.
      rootRef.current?.querySelector<HTMLElement>(`[aria-controls="nav-panel-${openId}"]`)?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [actor, openId]);

  return {
    rootRef,
    isOpen: (id: number) => openId === String(id),
    hover: useCallback(
      (id: number, hasPanel: boolean) => actor.send({ type: 'nav.hover', id: String(id), hasPanel }),
      [actor],
    ),
    toggle: useCallback((id: number) => actor.send({ type: 'nav.toggle', id: String(id) }), [actor]),
    leave: useCallback(() => actor.send({ type: 'nav.leave' }), [actor]),
  };
}
