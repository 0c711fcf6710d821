/** docs/spec/shop.md 2: images sorted by order, then the default flag first; a card shows at most two. */
export interface Ordered {
  order: number;
  default: boolean;
}

export function orderedMedia<T extends Ordered>(media: readonly T[]): T[] {
  return [...media].sort((a, b) => a.order - b.order || Number(b.default) - Number(a.default));
}

export function cardImages<T extends Ordered>(media: readonly T[]): T[] {
  return orderedMedia(media).slice(0, 2);
}
