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

  // Listening from mount, not from the render that opened a panel: a key pressed right after opening (before a
  // post-render effect would have run) still closes it. The open panel is read from the machine at event time.
  useEffect(() => {
    const openPanel = () => actor.getSnapshot().context.openPanel;
    const onPointer = (e: PointerEvent) => {
      if (openPanel() === null) return;
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) actor.send({ type: 'nav.clickOutside' });
    };
    const onKey = (e: KeyboardEvent) => {
      const open = openPanel();
      if (e.key !== 'Escape' || open === null) return;
      actor.send({ type: 'nav.escape' });
      // Keyboard focus goes back to the panel's disclosure button instead of being lost with the closed panel.
      rootRef.current?.querySelector<HTMLElement>(`[aria-controls="nav-panel-${open}"]`)?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [actor]);

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
