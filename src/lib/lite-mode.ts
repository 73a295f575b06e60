/**
 * Lite mode (DESIGN.md "Budgets": lite at most half the bytes of the full page) for players on
 * slow or metered connections: no banner carousels (no images, no autoplay), no decorative art,
 * smaller game tiles, the system's fonts (the portal uses no web fonts at all), and a line saying
 * the page is in lite mode. It is on when the browser sends `Save-Data: on` or when the player
 * switched it on in the side menu (remembered in the {@link LITE_COOKIE} cookie, which the edge
 * reads too: functions/_lib/lite-mode.ts strips the heavy parts before they are sent, so the
 * bytes are really saved).
 */

/** Cookie of the side menu's switch: `lite=1` while lite mode is on (a year, whole site). */
export const LITE_COOKIE = 'lite';
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * The inline head script: marks `<html data-lite>` before the first paint when the switch's
 * cookie says so, or when the player made no choice and the browser asks to save data, so a page the service worker answers from its
 * cache (rendered before lite mode was chosen) still looks and behaves lite.
 */
export const LITE_INIT_SCRIPT = `try{var c=navigator.connection,m=/(?:^|;\\s*)${LITE_COOKIE}=([01])(?:;|$)/.exec(document.cookie);if(m?m[1]==='1':c&&c.saveData)document.documentElement.setAttribute('data-lite','')}catch(e){}`;

/** True while the page is in lite mode. */
export function isLite(): boolean {
  return document.documentElement.hasAttribute('data-lite');
}

/**
 * Wires every `[data-lite-toggle]` button (aria-pressed mirrors the mode): a tap remembers the
 * choice in {@link LITE_COOKIE} and reloads, so the edge sends the page in the chosen mode.
 */
export function initLiteToggle(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-lite-toggle]');
  buttons.forEach((b) => {
    b.setAttribute('aria-pressed', String(isLite()));
    b.addEventListener('click', () => {
      const on = !isLite();
      document.cookie = `${LITE_COOKIE}=${on ? '1' : '0'}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
      location.reload();
    });
  });
}
