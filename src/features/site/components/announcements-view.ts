/**
 * The announcement modal's view (SPEC §2.5 "paginated list with a detail pane", §9: 9 per page):
 * renders $announcements into the prerendered dialog of SiteOverlays with plain DOM (no
 * framework; loaded on the first click). The list is a set of buttons; the chosen one shows in
 * the detail pane with its time as the page's locale writes it.
 */
import { formatDateTime } from '../../../lib/format-date.ts';
import { dialogMessages, openDialog } from '../../../lib/ui/static-dialog.ts';
import { $announcements, loadAnnouncementPage, pageCount, selectAnnouncement, selectedAnnouncement, type AnnouncementsState } from '../stores/announcements.ts';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function bind(dialog: HTMLDialogElement): void {
  const t = dialogMessages(dialog);
  const q = <T extends HTMLElement>(s: string) => dialog.querySelector<T>(s)!;
  const status = q<HTMLElement>('[data-status]');
  const list = q<HTMLUListElement>('[data-list]');
  const detail = q<HTMLElement>('[data-detail]');
  const prev = q<HTMLButtonElement>('[data-prev]');
  const next = q<HTMLButtonElement>('[data-next]');
  const pageLabel = q<HTMLElement>('[data-page]');

  const render = (s: AnnouncementsState) => {
    const pages = pageCount(s.total);
    status.textContent =
      s.status === 'loading'
        ? t('common_loading')
        : s.status === 'error'
          ? t(s.error ?? 'error_internal')
          : s.status === 'ready' && s.list.length === 0
            ? t('site_announcements_empty')
            : '';
    status.hidden = status.textContent === '';
    list.replaceChildren(
      ...s.list.map((a) => {
        const li = el('li', '');
        const b = el('button', 'announcement-item');
        b.type = 'button';
        b.dataset.id = String(a.id);
        b.setAttribute('aria-current', String(a.id === s.selectedId));
        const time = el('time', 'announcement-item__time', formatDateTime(a.timestamp, document.documentElement.lang));
        time.dateTime = new Date(a.timestamp).toISOString();
        for (const part of [
          el('span', `announcement-type announcement-type--${a.type.toLowerCase()}`, t(`site_announcement_type_${a.type.toLowerCase()}`)),
          el('span', 'announcement-item__title', a.title),
          time,
        ])
          b.appendChild(part);
        li.appendChild(b);
        return li;
      }),
    );
    const a = selectedAnnouncement(s);
    if (a) {
      const h = el('h3', 'announcement-detail__title', a.title);
      h.id = 'announcement-detail-title';
      h.tabIndex = -1;
      const time = el('time', 'announcement-detail__time', formatDateTime(a.timestamp, document.documentElement.lang));
      time.dateTime = new Date(a.timestamp).toISOString();
      detail.replaceChildren(h, time, ...a.content.split(/\n+/).map((p) => el('p', '', p)));
      detail.hidden = false;
    } else {
      detail.replaceChildren();
      detail.hidden = true;
    }
    pageLabel.textContent = t('site_page_of', { page: s.pageNo, count: pages });
    prev.disabled = s.status === 'loading' || s.pageNo <= 1;
    next.disabled = s.status === 'loading' || s.pageNo >= pages;
  };

  list.addEventListener('click', (e) => {
    const b = (e.target as Element).closest<HTMLButtonElement>('button[data-id]');
    if (!b) return;
    selectAnnouncement(Number(b.dataset.id));
    // On narrow screens the pane sits below the list: take the reader there.
    if (matchMedia('(max-width: 767px)').matches) detail.querySelector<HTMLElement>('h3')?.focus();
  });
  prev.addEventListener('click', () => void loadAnnouncementPage($announcements.get().pageNo - 1));
  next.addEventListener('click', () => void loadAnnouncementPage($announcements.get().pageNo + 1));
  $announcements.subscribe(render);
}

/** Opens the announcement modal (prerendered `dialog`) and loads the first page when nothing is loaded yet. */
export function showAnnouncements(dialog: HTMLDialogElement, opener: HTMLElement | null): void {
  if (!dialog.dataset.bound) {
    dialog.dataset.bound = '1';
    bind(dialog);
  }
  openDialog(dialog, opener);
  const { status } = $announcements.get();
  if (status === 'idle' || status === 'error') void loadAnnouncementPage(1);
}
