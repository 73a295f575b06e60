/**
 * The lobby cards a phone shows first (DESIGN.md budgets: LCP): their images load at once with
 * high priority (LazyImage `priority`), and the category page preloads the first from its head,
 * because that image is the lobby's largest paint. Shared by the lobby island and the page so both
 * pick the same cards.
 */

/** How many cards: the first row at 360 px (three 110 px cards). */
export const FIRST_SCREEN_CARDS = 3;

/**
 * The list whose first FIRST_SCREEN_CARDS cards are seen first: the hot row when it has games,
 * else the grid. Returns one of the two arrays it is given (compare by identity).
 */
export function firstScreenList<T>(hot: readonly T[], grid: readonly T[]): readonly T[] {
  return hot.length > 0 ? hot : grid;
}
