import { type ComponentProps, type ComponentType, createContext, createElement, lazy, useContext } from 'react';

/**
 * A part of a page whose code loads on its own (React.lazy) and which the server may draw
 * (docs/decisions/0119-lazy-parts-before-hydration.md). On the server every part drawn is noted in the render's
 * `DrawnParts`; the page names them, and the browser loads their code before it hydrates, so the first client
 * render is already the live part: nothing the server drew is swapped for a live version later, and a click on
 * it does not wait for a chunk.
 */

/** The names of the parts a server render drew (given by src/client/entry-server.tsx; none in the browser). */
export const DrawnParts = createContext<Set<string> | null>(null);

const loaders = new Map<string, () => Promise<unknown>>();

// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's, which takes any component
export function lazyPart<T extends ComponentType<any>>(
  name: string,
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  type P = ComponentProps<T>;
  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  loaders.set(name, preload);
  const Lazy = lazy(preload);
  function LazyPart(props: P) {
    useContext(DrawnParts)?.add(name);
    // Once its code is here the part renders at once: no suspension, so hydration matches the server's HTML.
    return createElement((loaded ?? Lazy) as ComponentType<P>, props);
  }
  LazyPart.displayName = `LazyPart(${name})`;
  return LazyPart;
}

/**
 * Loads the code of the named parts. A part inside another part is known only once the outer one's code has
 * loaded, so this goes round until every name is known or no more can be.
 */
export async function preloadParts(names: readonly string[]): Promise<void> {
  let waiting = [...new Set(names)];
  while (waiting.length > 0) {
    const known = waiting.filter((name) => loaders.has(name));
    if (known.length === 0) return;
    await Promise.all(known.map((name) => loaders.get(name)!().catch(() => undefined)));
    waiting = waiting.filter((name) => !loaders.has(name));
  }
}
