import { describe, expect, it } from 'vitest';
import { dropItem, type NavItem } from './nav-tree.js';

const link = { type: 'category' as const, slug: 'x' };
const item = (id: string, children: string[] = []): NavItem => ({
  id,
  title: id,
  link,
  children: children.map((c) => ({ id: c, title: c, link })),
});
const shape = (items: NavItem[]) =>
  items.map((i) => (i.children.length ? `${i.id}(${i.children.map((c) => c.id).join(',')})` : i.id));
const tree = () => [item('a', ['a1', 'a2']), item('b'), item('c', ['c1'])];

describe('dropping a menu item', () => {
  it('reorders top items before or after the one it is dropped by', () => {
    expect(shape(dropItem(tree(), 'c', 'a', false))).toEqual(['c(c1)', 'a(a1,a2)', 'b']);
    expect(shape(dropItem(tree(), 'a', 'b', true))).toEqual(['b', 'a(a1,a2)', 'c(c1)']);
  });

  it('reorders sub-items and moves one to another sub-menu', () => {
    expect(shape(dropItem(tree(), 'a2', 'a1', false))).toEqual(['a(a2,a1)', 'b', 'c(c1)']);
    expect(shape(dropItem(tree(), 'a1', 'c1', true))).toEqual(['a(a2)', 'b', 'c(c1,a1)']);
  });

  it('makes a sub-item a top item, and a top item without sub-items a sub-item', () => {
    expect(shape(dropItem(tree(), 'a1', 'b', true))).toEqual(['a(a2)', 'b', 'a1', 'c(c1)']);
    expect(shape(dropItem(tree(), 'b', 'c1', false))).toEqual(['a(a1,a2)', 'c(b,c1)']);
  });

  it('leaves the tree as it was for a drop the two levels cannot take', () => {
    expect(shape(dropItem(tree(), 'a', 'c1', false))).toEqual(shape(tree()));
    expect(shape(dropItem(tree(), 'a', 'a1', true))).toEqual(shape(tree()));
    expect(shape(dropItem(tree(), 'b', 'b', true))).toEqual(shape(tree()));
    expect(shape(dropItem(tree(), 'zz', 'b', true))).toEqual(shape(tree()));
  });
});
