/**
 * Announcements store (SPEC §2.5 announcement modal, §3, §9 "Announcements per page: 9"): the
 * current page of MCSFE_getListAnnouncements, the total, and the announcement shown in the detail
 * pane. Actions load a page (the first item is selected) and select an item.
 */
import { atom } from 'nanostores';
import { ANNOUNCEMENTS_PER_PAGE, type Announcement } from '../../../contracts/schemas/site.ts';
import { callApi, type ApiResult, type RouteValue } from '../../../lib/api-client.ts';

/** State of the modal's list: `error` holds a message key when the last load failed. */
export interface AnnouncementsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  pageNo: number;
  total: number;
  list: Announcement[];
  selectedId: number | null;
  error: string | null;
}

/** The announcements list, page and selection. */
export const $announcements = atom<AnnouncementsState>({ status: 'idle', pageNo: 1, total: 0, list: [], selectedId: null, error: null });

/** Number of pages for `total` announcements at 9 per page (at least 1). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ANNOUNCEMENTS_PER_PAGE));
}

/** The selected announcement, or undefined. */
export function selectedAnnouncement(state: AnnouncementsState): Announcement | undefined {
  return state.list.find((a) => a.id === state.selectedId);
}

/**
 * Loads page `pageNo` (1-based, clamped to at least 1) and selects its first announcement.
 * On failure the previous list stays and `error` carries the message key (error_network, …).
 */
export async function loadAnnouncementPage(pageNo: number): Promise<ApiResult<RouteValue<'announcements'>>> {
  const page = Math.max(1, Math.floor(pageNo));
  $announcements.set({ ...$announcements.get(), status: 'loading', error: null });
  const res = await callApi('announcements', { pageNo: page, pageSize: ANNOUNCEMENTS_PER_PAGE });
  if (!res.ok) {
    $announcements.set({ ...$announcements.get(), status: 'error', error: res.code });
    return res;
  }
  const { list, total } = res.value;
  $announcements.set({ status: 'ready', pageNo: page, total, list, selectedId: list[0]?.id ?? null, error: null });
  return res;
}

/** Shows announcement `id` of the current page in the detail pane; ignores ids not on the page. */
export function selectAnnouncement(id: number): void {
  const s = $announcements.get();
  if (s.list.some((a) => a.id === id)) $announcements.set({ ...s, selectedId: id });
}
