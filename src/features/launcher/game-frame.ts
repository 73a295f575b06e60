/**
 * The /game and /seamless pages' behaviour (SPEC §2.1 "/game iframe game page", "/seamless";
 * §2.10), with no framework: the launcher passes `url` (where the game is), `name` and
 * `from` (the lobby to return to) in the query. Only same-origin game paths are framed (the CSP's
 * frame-src is 'self' too); anything else shows the "no game" notice. Closing the game goes back
 * to the lobby, whose header then shows the fresh balance.
 */

/** True when `url` is a same-origin path the portal frames: /inhouse-games/… in any locale. */
export function isFrameableGameUrl(url: string | null): url is string {
  return !!url && /^(\/[A-Za-z]{2}(-[A-Za-z]{2})?)?\/inhouse-games\/[a-z]+\/(\?[\w=&%-]*)?$/.test(url);
}

/**
 * True when `href` is a same-origin path (a safe place to return to). Browsers drop tabs and line
 * breaks inside URLs, so `/\t/evil.example/` would become `//evil.example/`: any control
 * character, space or backslash refuses the path, and what remains must resolve to this origin.
 */
export function isSameOriginPath(href: string | null): href is string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this check refuses
  if (!href || !href.startsWith('/') || /[\u0000-\u0020\u007f\\]/.test(href)) return false;
  const base = 'https://portal.invalid';
  try {
    return new URL(href, base).origin === base;
  } catch {
    return false;
  }
}

/** Wires the frame page: sets the iframe, its title and the close link from the query. */
export function initGameFrame(): void {
  const root = document.querySelector<HTMLElement>('[data-game-frame]');
  if (!root) return;
  const q = new URLSearchParams(window.location.search);
  const url = q.get('url');
  const name = (q.get('name') ?? '').slice(0, 80);
  const from = q.get('from');
  const close = root.querySelector<HTMLAnchorElement>('[data-game-close]');
  if (close && isSameOriginPath(from)) close.href = from;
  const frame = root.querySelector<HTMLIFrameElement>('iframe');
  const title = root.querySelector<HTMLElement>('[data-game-title]');
  if (!frame || !isFrameableGameUrl(url)) {
    root.querySelector<HTMLElement>('[data-game-missing]')?.removeAttribute('hidden');
    frame?.remove();
    return;
  }
  if (title && name) title.textContent = name;
  frame.title = (frame.dataset.titleTemplate ?? '{name}').replace('{name}', name || url);
  frame.src = url;
  frame.hidden = false;
}
