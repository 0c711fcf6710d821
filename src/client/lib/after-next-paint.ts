/**
 * Runs `work` in a task of its own after the browser has painted the current frame, and returns a way to call it
 * off. A click that changes what it shows at once (a ticked box, a chip) and then starts something heavy (a route
 * change that re-renders a list) answers in the first frame, and the heavy part no longer counts against the
 * click's interaction time (docs/decisions/0246-filter-click-paints-first.md).
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // requestAnimationFrame runs just before the paint; the timeout it sets runs after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
