/** What a visitor may press on a server-rendered page before React listens to it. */
const PRESSABLE = 'button, label, input[type="checkbox"], input[type="radio"]';

/**
 * Holds the clicks on buttons and toggles of the server's HTML made before hydration (they would do nothing, or
 * toggle a box React then overrides) and returns the release, which replays them once React listens
 * (docs/decisions/0106-server-rendering.md). Links need nothing: before hydration they navigate as plain links.
 */
export function holdEarlyClicks(root: HTMLElement, doc: Document = document): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(target)) held.push(target);
  };
  doc.addEventListener('click', hold, true);
  return () => {
    doc.removeEventListener('click', hold, true);
    for (const target of held.splice(0)) if (target.isConnected) target.click();
  };
}
