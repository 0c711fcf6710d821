import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  EDIT_HISTORY_LIMIT,
  type EditHistory,
  emptyHistory,
  recordChange,
  redo,
  undo,
} from './edit-history.js';

/** The texts typed one after another, each change recorded over the text before it. */
function typed(texts: string[], limit?: number): { now: string; history: EditHistory<string> } {
  let history = emptyHistory<string>();
  let now = '';
  for (const text of texts) {
    history = recordChange(history, now, limit);
    now = text;
  }
  return { now, history };
}

describe('edit history', () => {
  it('should have nothing to undo or redo at first', () => {
    const history = emptyHistory<string>();
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    expect(undo(history, 'a')).toBeNull();
    expect(redo(history, 'a')).toBeNull();
  });

  it('should undo back to each earlier copy and redo forward again', () => {
    const { now, history } = typed(['a', 'ab', 'abc']);
    const first = undo(history, now)!;
    expect(first.value).toBe('ab');
    const second = undo(first.history, first.value)!;
    expect(second.value).toBe('a');
    expect(canRedo(second.history)).toBe(true);
    const again = redo(second.history, second.value)!;
    expect(again.value).toBe('ab');
    const last = redo(again.history, again.value)!;
    expect(last.value).toBe('abc');
    expect(canRedo(last.history)).toBe(false);
    expect(last.history.past).toEqual(['', 'a', 'ab']);
  });

  it('should forget what could be redone once a new change is made', () => {
    const { now, history } = typed(['a', 'ab']);
    const back = undo(history, now)!;
    const changed = recordChange(back.history, back.value);
    expect(canRedo(changed)).toBe(false);
    expect(changed.past).toEqual(['', 'a']);
  });

  it('should keep only the newest changes up to its limit', () => {
    const texts = Array.from({ length: EDIT_HISTORY_LIMIT + 5 }, (_, i) => `t${i}`);
    const { history } = typed(texts);
    expect(history.past).toHaveLength(EDIT_HISTORY_LIMIT);
    expect(history.past[0]).toBe('t4');
    expect(typed(['a', 'b', 'c'], 2).history.past).toEqual(['a', 'b']);
  });

  it('should leave the history it was given as it was', () => {
    const { now, history } = typed(['a', 'b']);
    const copy = structuredClone(history);
    undo(history, now);
    recordChange(history, now);
    expect(history).toEqual(copy);
  });
});
