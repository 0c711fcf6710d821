import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { catalogueFiltersMachine } from '@machines/catalogue-filters/catalogue-filters.machine.js';
import type { FilterDraft } from '@machines/catalogue-filters/catalogue-filters.values.js';
import type { FilterQuery } from '../../api/category-search.js';
import { lockBodyScroll, unlockBodyScroll } from '../../../../lib/scroll-lock.js';
import { afterNextPaint } from '../../../../lib/after-next-paint.js';

const MOBILE = '(max-width: 1023px)';
const isMobile = () => window.matchMedia(MOBILE).matches;

const asDraft = (query: FilterQuery): FilterDraft =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));

/**
 * machines/catalogue-filters with its browser effects: commits navigate (through `onCommit`), the drawer locks the
 * body scroll on mobile only, and every URL change is fed back in ('url.changed'), so Back and reload re-sync it.
 * A commit navigates after the click's frame is painted: the box and the chips change first, the list's route
 * re-renders in a task of its own (docs/decisions/0246-filter-click-paints-first.md).
 */
export function useFilterMachine(filters: FilterQuery, onCommit: (filters: FilterQuery) => void) {
  const commit = useRef(onCommit);
  commit.current = onCommit;
  const cancelCommit = useRef<() => void>(() => {});
  useEffect(() => () => cancelCommit.current(), []);
  // Provided once: the actions read refs, and useActorRef only ever takes the first machine it is given. Provided
  // on every render, the panel built a new machine (all its state nodes) in each click's frame.
  const [machine] = useState(() =>
    catalogueFiltersMachine.provide({
      actions: {
        commitFilters: (_, params) => {
          // Only the newest selection is navigated to; one still waiting for its frame is replaced.
          cancelCommit.current();
          cancelCommit.current = afterNextPaint(() => commit.current(params.filters));
        },
        lockBodyScroll: () => {
          if (isMobile()) lockBodyScroll();
        },
        unlockBodyScroll,
      },
    }),
  );
  const actor = useActorRef(machine, { input: { filters: asDraft(filters) } });
  const key = JSON.stringify(filters);
  useEffect(() => {
    actor.send({ type: 'url.changed', filters: asDraft(JSON.parse(key) as FilterQuery) });
  }, [actor, key]);
  // Until the effect below has run (the server's HTML, the hydrating render) CSS shows the desktop panel open, so
  // opening it moves nothing (docs/decisions/0108-no-layout-shift-on-first-view.md).
  const [firstView, setFirstView] = useState(true);
  useEffect(() => {
    // The desktop panel starts open beside the grid; the mobile drawer starts closed.
    if (!isMobile()) actor.send({ type: 'panel.open' });
    setFirstView(false);
    return unlockBodyScroll;
  }, [actor]);
  const draft = useSelector(actor, (s) => s.context.draft);
  const collapsed = useSelector(actor, (s) => s.context.collapsed);
  const open = useSelector(actor, (s) => s.matches({ panel: 'open' }));
  const pending = useSelector(actor, (s) => !s.matches({ selection: 'synced' }));
  return { actor, draft, collapsed, open, pending, firstView };
}
