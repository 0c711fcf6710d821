import { describe, expect, it, vi } from 'vitest';
import type { MediaSource } from './repository.js';
import { MAX_ENTRIES, TTL_MS, createSourceCache } from './source-cache.js';

const row = (id: number): MediaSource => ({
  id,
  title: 'Šal',
  extension: 'png',
  width: 10,
  height: 10,
  hash: 'a'.repeat(64),
  path: 'x.png',
  access: 'public',
  focus: null,
});

describe('media source cache', () => {
  it('should ask the database once for repeated hits within the TTL', async () => {
    const find = vi.fn(async (id: number) => row(id));
    const lookup = createSourceCache(find, () => 0);
    await lookup(1);
    await lookup(1);
    expect(await lookup(1)).toEqual(row(1));
    expect(find).toHaveBeenCalledTimes(1);
  });

  it('should ask again once the TTL has passed, so a row made private is seen', async () => {
    let clock = 0;
    const find = vi.fn(async (id: number) => (clock > TTL_MS ? { ...row(id), access: 'private' } : row(id)));
    const lookup = createSourceCache(find, () => clock);
    await lookup(1);
    clock = TTL_MS + 1;
    expect((await lookup(1))?.access).toBe('private');
  });

  it('should not remember unknown ids, so random ids cannot fill it', async () => {
    const find = vi.fn(async () => undefined);
    const lookup = createSourceCache(find, () => 0);
    await lookup(7);
    await lookup(7);
    expect(find).toHaveBeenCalledTimes(2);
  });

  it('should drop the oldest entry when full', async () => {
    const find = vi.fn(async (id: number) => row(id));
    const lookup = createSourceCache(find, () => 0);
    for (let id = 1; id <= MAX_ENTRIES + 1; id++) await lookup(id);
    find.mockClear();
    await lookup(MAX_ENTRIES + 1);
    await lookup(1);
    expect(find.mock.calls).toEqual([[1]]);
  });
});
