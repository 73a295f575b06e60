/**
 * Per-area page loaders (the overlay frame of SPEC §2.7 and §2.8): an area keeps its pages'
 * dynamic imports in one small module, loaded when one of its pages first opens, so the overlay
 * island carries one import per area instead of one per page (DESIGN.md byte budgets).
 */
import type { OverlayPageDef } from './overlay.ts';

/** Loader of one page's chunk, as in OverlayPageDef.load. */
export type PageLoader = OverlayPageDef['load'];

/**
 * Loads page `id` from an area's `loaders` (page id → loader). Resolves with the page's module;
 * throws (a bug, not user input) when `id` is not one of the area's pages.
 */
export function loadAreaPage(loaders: Record<string, PageLoader>, id: string): ReturnType<PageLoader> {
  const loader = loaders[id];
  if (!loader) throw new Error(`no overlay page ${id} in this area`);
  return loader();
}
