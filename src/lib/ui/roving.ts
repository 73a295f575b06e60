/**
 * Roving focus for a group of controls that is one Tab stop (WAI-ARIA APG "roving tabindex"):
 * tablists (arrow keys move and select, wrapping) and grids of toggle buttons such as the lottery's
 * number grid (arrow keys move by cell and row, stopping at the edges; Space/Enter toggle as buttons
 * do). Home/End jump to the first/last control. In right-to-left pages ArrowLeft moves forward.
 */

/** How a group moves: `cols` per row (a grid; 0 for a single row), `wrap` at the ends (tablists). */
export interface RovingShape {
  cols?: number;
  wrap?: boolean;
  rtl?: boolean;
}

/**
 * The index focus moves to from `index` of `count` controls on `key`, or undefined when the key is
 * not a movement key for this shape (then the browser's own action stays).
 */
export function rovingIndex(key: string, index: number, count: number, { cols = 0, wrap = false, rtl = false }: RovingShape = {}): number | undefined {
  if (count <= 0) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: cols || undefined, ArrowUp: cols ? -cols : undefined }[key];
  if (!step) return undefined;
  const next = index + step;
  if (wrap) return (next + count) % count;
  return next < 0 || next >= count ? index : next;
}

/**
 * Keydown handler for a roving group inside `group`: moves focus among `selector`'s enabled
 * controls by {@link rovingIndex}, keeps exactly one with tabindex 0, and returns the newly focused
 * control (a tablist then selects it: selection follows focus) or null when the key was not handled.
 */
export function rovingKey(
  e: KeyboardEvent | { key: string; preventDefault(): void },
  group: Element,
  selector: string,
  shape: RovingShape = {},
): HTMLElement | null {
  const items = [...group.querySelectorAll<HTMLElement>(selector)].filter((i) => !(i as HTMLButtonElement).disabled);
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = rovingIndex(e.key, Math.max(at, 0), items.length, { rtl: getComputedStyle(group).direction === 'rtl', ...shape });
  if (next === undefined) return null;
  e.preventDefault();
  for (const [i, item] of items.entries()) item.tabIndex = i === next ? 0 : -1;
  items[next]!.focus();
  return items[next]!;
}
