/**
 * Behaviour of the static side menu (SPEC §2.4, §4 "Side menu: open or closed, and automatically
 * closed on the no-menu routes"), with no framework: the header toggle opens it as an off-canvas
 * panel on narrow screens (and on the no-menu routes at every width), modal while open (the rest
 * of the page inert, Tab wrapping inside), Escape (when it is the top layer, ./ui/layers.ts) or the
 * backdrop close it and return focus to the toggle; the language select stores hisLang and loads the same page
 * in the chosen locale, on a deliberate choice only (not on every arrow key).
 */
import { baseLocale, isLocale, LANGUAGE_STORAGE_KEY } from '../contracts/locales.ts';
import { localeHref } from './i18n/locale-paths.ts';
import { requestFreeDemo } from './free-demo-request.ts';
import { openLayer } from './ui/layers.ts';
import { loadTemplateContent, prefetchTemplateContent } from './deferred-markup.ts';

// Releases the open menu's layer (./ui/layers.ts): Escape closes the top layer only.
let releaseLayer: ((refocus?: boolean) => void) | null = null;

/** Routes where the side menu is hidden by default (SPEC §2.1), compared case-insensitively. */
export const NO_MENU_ROUTES: readonly string[] = ['/seamless', '/lottery', '/vnLottery', '/seaLottery', '/down'];

/**
 * True when the side menu starts closed on `path` (locale-free, e.g. `/down`, `/vnlottery/`):
 * the no-menu routes and everything below them. There the menu is off-canvas on every screen
 * width, opened only by the header toggle.
 */
export function isNoMenuRoute(path: string): boolean {
  const p = path.toLowerCase().replace(/\/+$/, '') || '/';
  return NO_MENU_ROUTES.some((r) => p === r.toLowerCase() || p.startsWith(`${r.toLowerCase()}/`));
}

/**
 * The locale-free `path` of the page in `locale`, keeping query and hash
 * (`('en', '/promotions', '', '#101')` → `/en/promotions/#101`, `('vi', '/')` → `/`); an unknown
 * locale gives the base locale's page.
 */
export function pathInLocale(locale: string, path: string, search = '', hash = ''): string {
  return `${localeHref(isLocale(locale) ? locale : baseLocale, path)}${search}${hash}`;
}

function parts() {
  return {
    menu: document.querySelector<HTMLElement>('[data-side-menu]'),
    toggle: document.querySelector<HTMLButtonElement>('[data-menu-toggle]'),
    backdrop: document.querySelector<HTMLElement>('[data-menu-backdrop]'),
  };
}

/**
 * While the off-canvas menu is open it is modal: everything else on the page (each sibling of the
 * menu and of its ancestors up to <body>) is inert, so Tab and a screen reader stay inside it.
 */
function setPageInert(menu: HTMLElement, inert: boolean): void {
  for (let node: HTMLElement | null = menu; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.matches('[data-menu-backdrop], script, style')) sibling.inert = inert;
    }
  }
}

/** Opens or closes the off-canvas menu; closing returns focus to the toggle when `refocus`. */
export function setSideMenuOpen(open: boolean, refocus = true): void {
  const { menu, toggle, backdrop } = parts();
  if (!menu || !toggle) return;
  const wasOpen = menu.hasAttribute('data-open');
  menu.toggleAttribute('data-open', open);
  toggle.setAttribute('aria-expanded', String(open));
  if (backdrop) backdrop.hidden = !open;
  setPageInert(menu, open);
  if (open && !wasOpen) releaseLayer = openLayer(menu, () => setSideMenuOpen(false), toggle);
  if (!open && wasOpen) {
    releaseLayer?.(false);
    releaseLayer = null;
  }
  if (open) {
    const select = menu.querySelector('[data-language-select]') as HTMLSelectElement | null;
    if (select) void fillLanguageOptions(select);
    menu.querySelector<HTMLElement>('a, button, select')?.focus();
  } else if (wasOpen && refocus) toggle.focus();
}

/** Closes the off-canvas menu if it is open (before an overlay opens over it). */
export function closeSideMenu(refocus = true): void {
  if (parts().menu?.hasAttribute('data-open')) setSideMenuOpen(false, refocus);
}

/**
 * True when the signed-in session is an agent's: the `isAgent` session value (SPEC §3; the agent's
 * user type, 0 for others, see src/lib/session/session-values.ts) read directly, so no other
 * module loads with the menu.
 */
function isAgentSession(): boolean {
  try {
    return Number(sessionStorage.getItem('isAgent') ?? 0) > 0;
  } catch {
    return false;
  }
}

/** True when the page is signed in (the `account` session value, read directly like isAgent). */
function isSignedIn(): boolean {
  try {
    return sessionStorage.getItem('account') !== null;
  } catch {
    return false;
  }
}

/** Wires the menu, its toggle and the language select; safe to call once per page. */
export function initSideMenu(): void {
  const { menu, toggle, backdrop } = parts();
  if (!menu || !toggle) return;
  toggle.addEventListener('click', () => setSideMenuOpen(!menu.hasAttribute('data-open')));
  menu.querySelector('[data-menu-close]')?.addEventListener('click', () => setSideMenuOpen(false));
  backdrop?.addEventListener('click', () => setSideMenuOpen(false));
  // Member-center links open an overlay over this page: close the menu first.
  // A link with data-agent-href goes there for a signed-in agent (SPEC §2.4: refer and earn opens
  // the agent register center for agents, the referral page for members).
  for (const link of menu.querySelectorAll<HTMLAnchorElement>('[data-menu-overlay]')) {
    link.addEventListener('click', () => {
      const agentHref = link.dataset.agentHref;
      if (agentHref) link.setAttribute('href', isAgentSession() ? agentHref : (link.dataset.memberHref ??= link.getAttribute('href') ?? ''));
      closeSideMenu(false);
    });
  }
  document.addEventListener('keydown', (e) => {
    if (!menu.hasAttribute('data-open')) return;
    if (e.key === 'Tab') {
      // Modal: Tab wraps from the last control to the first, Shift+Tab the other way.
      const controls = [...menu.querySelectorAll<HTMLElement>('a[href], button, select')].filter(
        (c) => !c.closest('[hidden]') && c.getClientRects().length > 0,
      );
      const first = controls[0];
      const last = controls[controls.length - 1];
      const inside = menu.contains(document.activeElement);
      if (e.shiftKey && (document.activeElement === first || !inside)) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
        e.preventDefault();
        first?.focus();
      }
    }
  });
  // Free play is for visitors: a signed-in page (the account session value) hides it; storage
  // that throws keeps it (the platform answers for a signed-in guest request).
  const signedIn = isSignedIn();
  // A member's menu follows the platform's menu settings (refer and earn only while the referral
  // promotion is on, SPEC §2.4); the module loads on members' pages only, never on visitors'.
  if (signedIn && !isAgentSession()) void import('./menu-settings.ts').then((m) => m.applyMemberMenuSettings(menu));
  const freeDemo = menu.querySelector<HTMLElement>('[data-free-demo]');
  if (freeDemo) {
    freeDemo.hidden = signedIn;
    freeDemo.querySelector('button')?.addEventListener('click', () => {
      closeSideMenu();
      requestFreeDemo();
    });
  }

  const select = document.querySelector('[data-language-select]') as HTMLSelectElement | null;
  if (select) wireLanguageSelect(select);
}

/** The `<template data-language-options>` beside the language select; gone once its options are in. */
function languageOptions(select: HTMLSelectElement): HTMLTemplateElement | null {
  return select.parentElement?.querySelector<HTMLTemplateElement>('template[data-language-options]') ?? null;
}

/**
 * Puts every language into the language select, from the `<template data-language-options>`
 * beside it; a no-op once done. The page prerenders only its own language as an option because
 * the others are written in a dozen scripts: laying them out made the renderer look up a font
 * for each of their characters while the page was still being parsed (SPEC §2.4's language
 * select; DESIGN.md's TBT budget). The options themselves are not in the page either: the build
 * moves them to a file of the locale (./deferred-markup.ts), fetched when the page boots (on a lite
 * page, here the first time). Called
 * when the menu opens, when the select is about to be used (focus, pointer, key) and, where the
 * select shows without opening the menu (the wide sidebar), once the page is idle. A failed fetch
 * leaves the page's own language as the only option (a later call tries again).
 */
function fillLanguageOptions(select: HTMLSelectElement): Promise<void> {
  const template = languageOptions(select);
  if (!template) return Promise.resolve();
  return loadTemplateContent(template).then(
    () => {
      if (!template.isConnected) return;
      const value = select.value;
      select.replaceChildren(template.content.cloneNode(true));
      template.remove();
      select.value = value;
    },
    () => {},
  );
}

/**
 * Keys that move a closed select's choice by one option or to either end, as the browser does: each
 * maps the selected index and the last index (0-based) to the new index (SPEC §2.4 language select).
 */
const MOVE_KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (i, last) => Math.min(i + 1, last),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_i, last) => last,
};

/**
 * The language select changes the page's locale only on a deliberate choice: a pick with the
 * pointer or a phone's picker, or Enter. Arrow, page and letter keys on the closed select only
 * move the selection (a browser fires `change` for each), and leaving it puts the page's locale
 * back. {@link MOVE_KEYS} pressed before the other languages are in are made once they are (none
 * when the select was left meanwhile). The choice is stored as hisLang (SPEC §2.4).
 */
function wireLanguageSelect(select: HTMLSelectElement): void {
  const current = select.value;
  const fill = () => void fillLanguageOptions(select);
  for (const type of ['focusin', 'pointerdown', 'keydown']) select.addEventListener(type, fill, { capture: true, passive: true });
  if (select.checkVisibility?.() ?? true) (window.requestIdleCallback ?? setTimeout)(fill);
  // The options' file is fetched now (the page has painted), so that a select focused and moved
  // with the arrow keys right away already has them.
  const options = languageOptions(select);
  if (options) prefetchTemplateContent(options);
  let browsing = false;
  const go = () => {
    const next = select.value;
    if (!isLocale(next) || next === current) return;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      /* storage blocked: the URL still carries the locale */
    }
    window.location.assign(pathInLocale(next, select.dataset.path ?? '/', window.location.search, window.location.hash));
  };
  /** Moves made by key while the options were still on their way: made once they are in. */
  const pending: string[] = [];
  select.addEventListener('keydown', (e) => {
    if (Object.hasOwn(MOVE_KEYS, e.key) && languageOptions(select)) {
      // With its one option the select would not move: a quick keyboard user (or a slow network)
      // still lands on the language the keys point at.
      e.preventDefault();
      browsing = true;
      pending.push(e.key);
      if (pending.length === 1)
        void fillLanguageOptions(select).then(() => {
          for (const key of pending.splice(0)) select.selectedIndex = MOVE_KEYS[key]!(select.selectedIndex, select.options.length - 1);
        });
      return;
    }
    if (e.key === 'Enter') {
      browsing = false;
      go();
    } else if (/^(Arrow|Page|Home$|End$)/.test(e.key) || (e.key.length === 1 && e.key !== ' ')) browsing = true;
  });
  select.addEventListener('pointerdown', () => (browsing = false));
  select.addEventListener('change', () => {
    if (!browsing) go();
  });
  select.addEventListener('blur', () => {
    if (browsing) select.value = current;
    browsing = false;
    // Leaving also drops the moves still waiting for the options: the page's language stays shown.
    pending.length = 0;
  });
}
