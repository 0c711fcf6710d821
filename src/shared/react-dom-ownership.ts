/**
 * The one place that reads React DOM's private marks (docs/decisions/0189-react-ownership-adapter.md). React tells no
 * one when it has hydrated an element: its Suspense boundaries are taken over in passes after the root's commit, and
 * a click replayed into a part not taken over yet is lost. React DOM keeps each element's current props under a key
 * starting with this prefix from the moment it owns the element, hydrated or rendered. The inline early-click script
 * (src/shared/early-clicks.ts) and the page's whole-hydration check (src/client/ssr/whole-page-hydrated.ts) read it
 * only through this module, and src/shared/react-dom-ownership.test.tsx fails on the React upgrade that changes it.
 */
const PROPS_KEY_PREFIX = '__reactProps$';

/** Whether React DOM owns `element` now (has hydrated or rendered it). */
export const ownedByReact = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith(PROPS_KEY_PREFIX));

/** The same test as plain ES5 source, a function `live(element)` for the inline script that runs before any bundle. */
export const OWNED_BY_REACT_SOURCE = `function live(t){for(var k in t)if(k.indexOf(${JSON.stringify(PROPS_KEY_PREFIX)})===0)return true;return false}`;
