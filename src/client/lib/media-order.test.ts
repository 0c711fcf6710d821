import { describe, expect, it } from 'vitest';
import { cardImages, orderedMedia } from './media-order.js';

describe('product images order', () => {
  it('should sort by order and put the default first among equal orders', () => {
    const media = [
      { id: 1, order: 2, default: false },
      { id: 2, order: 1, default: false },
      { id: 3, order: 1, default: true },
    ];
    expect(orderedMedia(media).map((m) => m.id)).toEqual([3, 2, 1]);
  });

  it('should give a card at most two images', () => {
    const media = [0, 1, 2, 3].map((order) => ({ order, default: order === 0 }));
    expect(cardImages(media)).toHaveLength(2);
  });
});
