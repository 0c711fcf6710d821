/**
 * Whether the page is still becoming the server's HTML (from the server state's arrival until hydration has
 * committed). Render code that reads the visitor's own storage reads nothing in this phase, so the first client
 * render is the server's anonymous one (docs/decisions/0107-cacheable-anonymous-html.md); the app re-renders
 * with the visitor's settings right after.
 */
let hydrating = false;

export const isHydrating = (): boolean => hydrating;

export function setHydrating(value: boolean): void {
  hydrating = value;
}
