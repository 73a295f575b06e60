/**
 * The lobby cards a phone shows first (DESIGN.md budgets: LCP): their images load at once
 * (LazyImage `priority`). The first is the lobby's largest paint: it alone has high priority, and
 * the category page preloads it from its head; the others load at low priority, so that they do
 * not share its round trips. Shared by the lobby island and the page so both pick the same cards.
 */

/**
 * Cards the grid shows on its first render (SPEC §2.1 category pages; server and hydration alike,
 * the catalog store's `shown`): six rows at 360 px, four at 412 px, two at 1280 px, below the hot row.
 */
export const GRID_FIRST_RENDER = 12;

/** How many cards: the first row at 360 px (three 110 px cards). */
export const FIRST_SCREEN_CARDS = 3;

/**
 * The list whose first FIRST_SCREEN_CARDS cards are seen first: the hot row when it has games,
 * else the grid. Returns one of the two arrays it is given (compare by identity).
 */
export function firstScreenList<T>(hot: readonly T[], grid: readonly T[]): readonly T[] {
  return hot.length > 0 ? hot : grid;
}

/** What a card's image is to the first screen (SPEC §8 lazy images): the largest paint, another first-screen card, or neither. */
export type FirstScreenPriority = 'largest' | 'first-screen' | undefined;

/**
 * The priority of the card at `index` (0-based) of a list, when `isFirstList` (the list
 * {@link firstScreenList} picked): the first card is the largest paint, the next
 * FIRST_SCREEN_CARDS − 1 are the rest of the first screen; any other card, undefined (SPEC §8
 * lazy images; LazyImage turns it into `loading` and `fetchpriority`).
 */
export function firstScreenPriority(isFirstList: boolean, index: number): FirstScreenPriority {
  if (!isFirstList || index >= FIRST_SCREEN_CARDS) return undefined;
  return index === 0 ? 'largest' : 'first-screen';
}
