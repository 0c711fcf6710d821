/**
 * Whether the page is still becoming the server's HTML (from the server state's arrival until hydration has
 * committed). Loaders that read the visitor's own storage read nothing in this phase, so the data the first client
 * render asks for is the server's (docs/decisions/0107-cacheable-anonymous-html.md); components use `useHydrated`.
 */
let hydrating = false;

export const isHydrating = (): boolean => hydrating;

export function setHydrating(value: boolean): void {
  hydrating = value;
}
