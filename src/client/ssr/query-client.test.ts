import { describe, expect, it } from 'vitest';
import { createShopQueryClient } from './query-client.js';

describe('the shop query client', () => {
  it('on the server, a failed read fails at once: the render does not wait to ask again', async () => {
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('400'));
    };
    await expect(createShopQueryClient('server').fetchQuery({ queryKey: ['x'], queryFn: failing })).rejects.toThrow(
      '400',
    );
    expect(calls).toBe(1);
  });

  it('in the browser, a failed read is tried once more', () => {
    expect(createShopQueryClient().getDefaultOptions().queries?.retry).toBe(1);
    expect(createShopQueryClient('server').getDefaultOptions().queries?.retry).toBe(false);
  });
});
