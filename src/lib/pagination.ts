/**
 * The pagination widget's page list (SPEC §9 "Pagination widget: page range 3, margin pages 1"):
 * the first and last `margin` pages, `range` pages around the current one, and a gap marker where
 * pages are skipped. Pages are 1-based.
 */

/** Pages shown around the current page (SPEC §9). */
export const PAGE_RANGE = 3;
/** Pages always shown at each end (SPEC §9). */
export const MARGIN_PAGES = 1;

/** One slot of the widget: a page number, or a gap ('gap') standing for skipped pages. */
export type PageSlot = number | 'gap';

/** The slots for `current` of `total` pages (total ≥ 1); e.g. (6, 12) → [1, gap, 5, 6, 7, gap, 12]. */
export function pageSlots(current: number, total: number, range = PAGE_RANGE, margin = MARGIN_PAGES): PageSlot[] {
  if (total <= 1) return [1];
  const half = Math.floor(range / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  const pages = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) pages.add(p);
  for (let p = start; p <= end; p++) pages.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: PageSlot[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  }
  return out;
}
