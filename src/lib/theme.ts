/**
 * Light and dark themes (SPEC §1, §9 "Themes: dark and light"). With no choice stored, the page
 * follows prefers-color-scheme through CSS alone; once the visitor picks one with the header
 * toggle it is kept in localStorage under `theme` and set as html[data-theme] by a tiny inline
 * head script before the first paint, so there is no flash of the wrong theme. The inline
 * script's SHA-256 goes into the page's CSP (BaseLayout), since Astro hashes only its own scripts.
 */

/** localStorage key of the chosen theme: 'light' or 'dark'; absent means follow the system. */
export const THEME_STORAGE_KEY = 'theme';

/** The inline head script: applies a stored choice to <html> before anything renders. */
export const THEME_INIT_SCRIPT = `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;

/** A theme. */
export type Theme = 'light' | 'dark';

/** The theme in effect: the stored choice, else the system preference. */
export function currentTheme(): Theme {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Applies and stores `theme` (storage failures only lose the memory of the choice). */
export function setTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
}

/** Wires every `[data-theme-toggle]` button: aria-pressed is true while the dark theme is on. */
export function initThemeToggle(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]');
  const sync = () => buttons.forEach((b) => b.setAttribute('aria-pressed', String(currentTheme() === 'dark')));
  buttons.forEach((b) =>
    b.addEventListener('click', () => {
      setTheme(currentTheme() === 'dark' ? 'light' : 'dark');
      sync();
    }),
  );
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', sync);
  sync();
}
