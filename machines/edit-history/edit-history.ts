/**
 * The undo and redo of an edit session (docs/decisions/0256-edit-undo-history.md), as pure functions shared by the
 * page editor and the navigation editor: `past` holds what the editor's copy was before each change (newest last),
 * `future` what undo took back (newest last). Each function answers a new history and leaves the one given as it was.
 */
export interface EditHistory<T> {
  past: readonly T[];
  future: readonly T[];
}

/** How many changes an editor can take back; the oldest is forgotten beyond it. */
export const EDIT_HISTORY_LIMIT = 50;

export const emptyHistory = <T>(): EditHistory<T> => ({ past: [], future: [] });

export const canUndo = (history: EditHistory<unknown>) => history.past.length > 0;
export const canRedo = (history: EditHistory<unknown>) => history.future.length > 0;

/** A change applied over `before`: it can be undone, and what undo had taken back can no longer be redone. */
export function recordChange<T>(history: EditHistory<T>, before: T, limit = EDIT_HISTORY_LIMIT): EditHistory<T> {
  const past = [...history.past, before];
  return { past: past.slice(Math.max(0, past.length - limit)), future: [] };
}

/** The copy before the last change, and the history with `now` ready to be redone (null: nothing to undo). */
export function undo<T>(history: EditHistory<T>, now: T): { value: T; history: EditHistory<T> } | null {
  if (!canUndo(history)) return null;
  return {
    value: history.past[history.past.length - 1]!,
    history: { past: history.past.slice(0, -1), future: [...history.future, now] },
  };
}

/** The copy the last undo took back, and the history with `now` ready to be undone again (null: nothing to redo). */
export function redo<T>(history: EditHistory<T>, now: T): { value: T; history: EditHistory<T> } | null {
  if (!canRedo(history)) return null;
  return {
    value: history.future[history.future.length - 1]!,
    history: { past: [...history.past, now], future: history.future.slice(0, -1) },
  };
}
