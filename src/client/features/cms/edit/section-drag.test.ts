import { describe, expect, it } from 'vitest';
import { dropPlace, movedText } from './section-drag.js';

describe('sections dropped in the edit mode (docs/decisions/0249)', () => {
  it('should put a section before or after the one it is dropped on', () => {
    // Four sections; the third (index 2) dropped on the upper half of the second: it becomes the second.
    expect(dropPlace(2, 1, false, 4)).toBe(1);
    expect(dropPlace(2, 1, true, 4)).toBe(2);
    // The first dropped on the lower half of the last: it becomes the last.
    expect(dropPlace(0, 3, true, 4)).toBe(3);
    expect(dropPlace(0, 3, false, 4)).toBe(2);
  });

  it('should tell a screen reader where the section went', () => {
    expect(movedText([{ id: 'k', type: 'categoryTiles' }], { id: 'k', place: 2, of: 7 })).toBe(
      'Sekcija „Kategorije” je premještena na mjesto 2 od 7.',
    );
  });
});
