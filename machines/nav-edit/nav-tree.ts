/**
 * The menu's tree as the edit mode changes it (docs/decisions/0234-navigation-drafts.md): pure functions over two
 * levels of items, handed to the session as one `items.change` event so the machine stays small.
 */
export interface NavLink {
  type: 'category' | 'product' | 'page' | 'post' | 'event' | 'tag' | 'external' | 'named';
  slug?: string;
  url?: string;
  name?: string;
  newTab?: boolean;
}

export interface NavChild {
  id: string;
  title: string;
  link: NavLink;
  highlighted?: boolean;
  /** The item's image, a library image's id (docs/decisions/0259-menu-images-and-the-top-strip.md). */
  mediaId?: number | null;
}

/** A library image as the contract's Media has it (what the editor draws a thumbnail with). */
export interface NavImage {
  id: number;
  title: string;
  description?: string | null;
  mime: string;
  extension: string;
  width: number;
  height: number;
  url: string;
}

export interface NavItem extends NavChild {
  children: NavChild[];
}

let counter = 0;
/** An id for a new item, unique within the editor's session. */
export const newItemId = () => `n${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Adds an item at the end of the menu, or of an item's sub-menu. */
export function addItem(items: readonly NavItem[], parentId: string | null, item: NavChild): NavItem[] {
  if (parentId === null) return [...items, { ...item, children: [] }];
  return items.map((i) => (i.id === parentId ? { ...i, children: [...i.children, item] } : i));
}

/** Changes an item's title and link, wherever it is. */
export function updateItem(items: readonly NavItem[], id: string, patch: Pick<NavChild, 'title' | 'link'>): NavItem[] {
  return items.map((i) =>
    i.id === id
      ? { ...i, ...patch }
      : { ...i, children: i.children.map((c) => (c.id === id ? { ...c, ...patch } : c)) },
  );
}

/** Gives an item an image (a library image's id), or takes it away (null), wherever the item is. */
export function setItemImage(items: readonly NavItem[], id: string, mediaId: number | null): NavItem[] {
  const withImage = <T extends NavChild>(item: T): T => {
    if (item.id !== id) return item;
    const { mediaId: _, ...rest } = item;
    return (mediaId ? { ...rest, mediaId } : rest) as T;
  };
  return items.map((i) => ({ ...withImage(i), children: i.children.map(withImage) }));
}

/** Removes an item (a top item with its sub-menu). */
export function removeItem(items: readonly NavItem[], id: string): NavItem[] {
  return items.filter((i) => i.id !== id).map((i) => ({ ...i, children: i.children.filter((c) => c.id !== id) }));
}

function swap<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** Moves an item one place up (-1) or down (1) among its siblings; at the edge nothing moves. */
export function moveItem(items: readonly NavItem[], id: string, delta: -1 | 1): NavItem[] {
  const top = items.findIndex((i) => i.id === id);
  if (top >= 0) return swap(items, top, delta);
  return items.map((i) => {
    const index = i.children.findIndex((c) => c.id === id);
    return index >= 0 ? { ...i, children: swap(i.children, index, delta) } : i;
  });
}

/** Where an item is: its siblings' count and its place among them (for the buttons and the screen reader). */
export function placeOf(items: readonly NavItem[], id: string): { index: number; count: number } {
  const top = items.findIndex((i) => i.id === id);
  if (top >= 0) return { index: top, count: items.length };
  for (const i of items) {
    const index = i.children.findIndex((c) => c.id === id);
    if (index >= 0) return { index, count: i.children.length };
  }
  return { index: -1, count: 0 };
}

/**
 * Moves an item by drag and drop: before or after another item, into that item's level. A sub-item dropped by a top
 * item becomes a top item; a top item dropped by a sub-item becomes a sub-item of that parent, but only when it has
 * no sub-items of its own (the menu has two levels). An impossible drop (onto itself, into its own sub-menu, a top
 * item with sub-items under another) leaves the tree as it was.
 */
export function dropItem(items: readonly NavItem[], id: string, targetId: string, after: boolean): NavItem[] {
  if (id === targetId) return [...items];
  const topIndex = items.findIndex((i) => i.id === id);
  const moved: NavChild | undefined =
    topIndex >= 0 ? items[topIndex] : items.flatMap((i) => i.children).find((c) => c.id === id);
  if (!moved) return [...items];
  const targetIsTop = items.some((i) => i.id === targetId);
  const parentOfTarget = items.find((i) => i.children.some((c) => c.id === targetId));
  if (!targetIsTop && !parentOfTarget) return [...items];
  if (topIndex >= 0 && !targetIsTop && (items[topIndex]!.children.length > 0 || parentOfTarget?.id === id))
    return [...items];
  const { children: _, ...plain } = moved as NavItem;
  const without = removeItem(items, id);
  if (targetIsTop) {
    const at = without.findIndex((i) => i.id === targetId) + (after ? 1 : 0);
    const asTop: NavItem = topIndex >= 0 ? (moved as NavItem) : { ...plain, children: [] };
    return [...without.slice(0, at), asTop, ...without.slice(at)];
  }
  return without.map((i) => {
    const at = i.children.findIndex((c) => c.id === targetId);
    if (at < 0) return i;
    const place = at + (after ? 1 : 0);
    return { ...i, children: [...i.children.slice(0, place), plain, ...i.children.slice(place)] };
  });
}
