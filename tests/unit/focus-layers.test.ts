// The page's one layer stack (src/lib/ui/layers.ts) and roving focus (src/lib/ui/roving.ts), as pure logic:
// where focus returns when a layer closes, and where arrow keys move in a grid and a tablist.
import { describe, expect, it } from 'vitest';
import { LayerStack } from '../../src/lib/ui/layers.ts';
import { rovingIndex } from '../../src/lib/ui/roving.ts';

// A tiny tree: a node "contains" another when the other's path starts with its path.
type Node = { path: string; gone?: boolean };
const contains = (a: Node, b: Node) => b.path.startsWith(`${a.path}/`);
const usable = (n: Node) => !n.gone;
const noop = () => {};

describe('the layer stack: Escape closes only the top layer, focus returns to the opener', () => {
  it('a dialog opened inside the overlay is on top; closing it returns to its opener inside the overlay, then the overlay to its own opener', () => {
    const stack = new LayerStack<Node>(contains, usable);
    const header = { path: '/header/deposit' };
    const overlay = { path: '/overlay' };
    const redeem = { path: '/overlay/shop/redeem' };
    const dialog = { path: '/dialog' };
    const closed: string[] = [];
    stack.push({ element: overlay, opener: header, close: () => closed.push('overlay') });
    stack.push({ element: dialog, opener: redeem, close: () => closed.push('dialog') });
    stack.top()!.close();
    expect(closed).toEqual(['dialog']);
    expect(stack.release(dialog)).toBe(redeem);
    expect(stack.top()!.element).toBe(overlay);
    expect(stack.release(overlay)).toBe(header);
    expect(stack.top()).toBeUndefined();
  });

  it('an opener that went away with its own layer hands focus to that layer opener (account menu entry → avatar button)', () => {
    const stack = new LayerStack<Node>(contains, usable);
    const avatar = { path: '/header/avatar' };
    const menu = { path: '/header/menu' };
    const entry = { path: '/header/menu/deposit', gone: true };
    stack.push({ element: menu, opener: avatar, close: noop });
    // The entry closes the menu and opens the member center.
    stack.release(menu);
    const overlay = { path: '/overlay' };
    stack.push({ element: overlay, opener: entry, close: noop });
    expect(stack.release(overlay)).toBe(avatar);
  });

  it('follows the chain through several closed layers and answers null when nothing is usable', () => {
    const stack = new LayerStack<Node>(contains, usable);
    const toggle = { path: '/toggle', gone: true };
    const side = { path: '/side' };
    const link = { path: '/side/download', gone: true };
    stack.push({ element: side, opener: toggle, close: noop });
    stack.release(side, false);
    const dialog = { path: '/dialog' };
    stack.push({ element: dialog, opener: link, close: noop });
    expect(stack.release(dialog)).toBeNull();
  });

  it('releasing a layer below the top keeps the top; release without refocus answers null', () => {
    const stack = new LayerStack<Node>(contains, usable);
    const a = { path: '/a' };
    const b = { path: '/b' };
    stack.push({ element: a, opener: { path: '/x' }, close: noop });
    stack.push({ element: b, opener: { path: '/y' }, close: noop });
    expect(stack.release(a, false)).toBeNull();
    expect(stack.top()!.element).toBe(b);
    expect(stack.release({ path: '/never' })).toBeNull();
  });
});

describe('roving focus: one Tab stop, arrow keys inside', () => {
  it('moves by cell and by row in a 10-column grid of 100 numbers and stops at the edges', () => {
    const grid = { cols: 10 };
    expect(rovingIndex('ArrowRight', 0, 100, grid)).toBe(1);
    expect(rovingIndex('ArrowDown', 5, 100, grid)).toBe(15);
    expect(rovingIndex('ArrowUp', 5, 100, grid)).toBe(5);
    expect(rovingIndex('ArrowDown', 95, 100, grid)).toBe(95);
    expect(rovingIndex('ArrowLeft', 0, 100, grid)).toBe(0);
    expect(rovingIndex('Home', 57, 100, grid)).toBe(0);
    expect(rovingIndex('End', 3, 100, grid)).toBe(99);
    expect(rovingIndex(' ', 3, 100, grid)).toBeUndefined();
    expect(rovingIndex('Enter', 3, 100, grid)).toBeUndefined();
  });

  it('wraps in a tablist, ignores up and down there, and reverses left and right in right-to-left pages', () => {
    expect(rovingIndex('ArrowRight', 4, 5, { wrap: true })).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 5, { wrap: true })).toBe(4);
    expect(rovingIndex('ArrowDown', 1, 5, { wrap: true })).toBeUndefined();
    expect(rovingIndex('ArrowLeft', 1, 5, { wrap: true, rtl: true })).toBe(2);
    expect(rovingIndex('ArrowRight', 0, 0)).toBeUndefined();
  });
});
