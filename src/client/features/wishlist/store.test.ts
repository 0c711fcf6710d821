import { describe, expect, it } from 'vitest';
import { wishedStore } from './store.js';

describe('the wished ids store', () => {
  it('should tell its readers when the ids change, and not when the same ids come again', () => {
    let told = 0;
    const stop = wishedStore.subscribe(() => told++);
    // A guest's first wishlist answer is empty, like the store: no reader redraws for it.
    wishedStore.set([]);
    expect(told).toBe(0);
    wishedStore.set([3, 7]);
    expect(told).toBe(1);
    const first = wishedStore.get();
    wishedStore.set([7, 3]);
    expect(told).toBe(1);
    expect(wishedStore.get()).toBe(first);
    wishedStore.set([3]);
    expect(told).toBe(2);
    expect([...wishedStore.get()]).toEqual([3]);
    stop();
  });
});
