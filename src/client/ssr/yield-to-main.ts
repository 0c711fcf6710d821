/**
 * Ends the current task and resumes in a new one, so the browser can handle a tap and draw a frame between two
 * steps of the boot (docs/decisions/0125-the-boot-in-short-tasks.md). `scheduler.yield()` resumes ahead of other
 * queued work where the browser has it; elsewhere a zero timeout does the same a little later.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
