import { describe, expect, it } from 'vitest';
import { undoKeyOf } from './undo-keys.js';

const key = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }>,
  target: unknown = null,
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
  target: target as EventTarget | null,
});

describe('undo keys', () => {
  it('should undo with Ctrl+Z or Cmd+Z and redo with Shift added or Ctrl+Y', () => {
    expect(undoKeyOf(key('z', { ctrlKey: true }))).toBe('undo');
    expect(undoKeyOf(key('z', { metaKey: true }))).toBe('undo');
    expect(undoKeyOf(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(undoKeyOf(key('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(undoKeyOf(key('y', { ctrlKey: true }))).toBe('redo');
    expect(undoKeyOf(key('y', { metaKey: true }))).toBeNull();
    expect(undoKeyOf(key('z', {}))).toBeNull();
    expect(undoKeyOf(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it('should leave the keys to a text field being typed in', () => {
    const field = (matches: boolean, isContentEditable = false) => ({ isContentEditable, matches: () => matches });
    expect(undoKeyOf(key('z', { ctrlKey: true }, field(false, true)))).toBeNull();
    expect(undoKeyOf(key('z', { ctrlKey: true }, field(true)))).toBeNull();
    expect(undoKeyOf(key('z', { ctrlKey: true }, field(false)))).toBe('undo');
  });
});
