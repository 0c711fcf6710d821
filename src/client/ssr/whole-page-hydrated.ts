import { ownedByReact } from '@shared/react-dom-ownership.js';

/**
 * React commits the root of a hydrated page first and takes over each Suspense boundary of the server's HTML in a
 * later pass (docs/decisions/0119-lazy-parts-before-hydration.md). A boundary's HTML follows a `<!--$-->` comment;
 * until React has taken it over, its elements are not React's (src/shared/react-dom-ownership.ts, the one adapter
 * that reads React DOM's marks).
 */

/** Whether every boundary the server drew inside `root` is React's now. */
export function boundariesHydrated(root: Element): boolean {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue !== '$') continue;
    let first = node.nextSibling;
    while (first && first.nodeType === Node.TEXT_NODE) first = first.nextSibling;
    if (first instanceof Element && !ownedByReact(first)) return false;
  }
  return true;
}

/** Calls `done(true)` once the whole page is React's, or `done(false)` if it is not after `limitMs`. */
export function whenWholePageHydrated(root: Element, done: (whole: boolean) => void, limitMs = 10_000): void {
  const until = Date.now() + limitMs;
  const check = () => {
    if (boundariesHydrated(root)) done(true);
    else if (Date.now() > until) done(false);
    else setTimeout(check, 16);
  };
  check();
}
