/**
 * Behaviour of the static side menu (SPEC §2.4, §4 "Side menu: open or closed"), with no framework:
 * the header toggle opens it as an off-canvas panel on narrow screens, Escape or the backdrop close
 * it and return focus to the toggle; the language select stores hisLang and loads the same page in
 * the chosen locale.
 */
import { baseLocale, isLocale, LANGUAGE_STORAGE_KEY, localePrefix } from '../contracts/locales.ts';

/** Wires the menu, its toggle and the language select; safe to call once per page. */
export function initSideMenu(): void {
  const menu = document.querySelector<HTMLElement>('[data-side-menu]');
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const backdrop = document.querySelector<HTMLElement>('[data-menu-backdrop]');
  if (!menu || !toggle) return;
  const setOpen = (open: boolean) => {
    menu.toggleAttribute('data-open', open);
    toggle.setAttribute('aria-expanded', String(open));
    if (backdrop) backdrop.hidden = !open;
    if (open) menu.querySelector<HTMLElement>('a, button, select')?.focus();
    else toggle.focus();
  };
  toggle.addEventListener('click', () => setOpen(!menu.hasAttribute('data-open')));
  menu.querySelector('[data-menu-close]')?.addEventListener('click', () => setOpen(false));
  backdrop?.addEventListener('click', () => setOpen(false));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && menu.hasAttribute('data-open')) setOpen(false);
  });

  const select = document.querySelector('[data-language-select]') as HTMLSelectElement | null;
  select?.addEventListener('change', () => {
    const next = select.value;
    if (!isLocale(next)) return;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      /* storage blocked: the URL still carries the locale */
    }
    const path = select.dataset.path ?? '/';
    const prefix = next === baseLocale ? '' : localePrefix(next);
    window.location.assign(`${prefix}${path === '/' ? '/' : path}${window.location.search}${window.location.hash}`);
  });
}
