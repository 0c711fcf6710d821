import { describe, expect, it } from 'vitest';
import { installArrayBufferDetached } from './array-buffer-detached.js';

describe('ArrayBuffer.prototype.detached', () => {
  it('should tell a detached buffer from a live one, an empty one included', () => {
    installArrayBufferDetached();
    const live = new ArrayBuffer(8);
    const empty = new ArrayBuffer(0);
    const moved = new ArrayBuffer(8);
    structuredClone(moved, { transfer: [moved] });
    const read = (buffer: ArrayBuffer) => (buffer as ArrayBuffer & { detached: boolean }).detached;
    expect(read(live)).toBe(false);
    expect(read(empty)).toBe(false);
    expect(read(moved)).toBe(true);
  });
});
