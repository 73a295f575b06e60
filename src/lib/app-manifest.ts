/**
 * The installable app (SPEC §2.5 app download, DESIGN.md "Budgets" phones first): one web app
 * manifest per locale, written at build to `{locale prefix}/manifest.webmanifest` and linked from
 * every page (src/layouts/BaseLayout.astro). Name and short name come from the locale's messages,
 * start URL and scope are the locale's home, so an app installed from an English page opens in
 * English and stays there. The icons are drawn at build from the brand mark (src/lib/app-icons.ts).
 */
import { getTextDirection } from '../paraglide/runtime.js';
import { localePrefix, type Locale } from '../contracts/locales.ts';
import { siteConfig } from '../contracts/site-config.ts';
import { msg } from './i18n/island-messages.ts';
import { localeHref } from './i18n/locale-paths.ts';

/**
 * Colours of the app's frame: `theme` tints the status and title bar (the header bar's colour in
 * each theme), `background` fills the splash screen before the first paint (the page's --bg).
 * Kept in step with the tokens of src/styles/global.css.
 */
export const APP_COLOURS = {
  light: { theme: '#0f1a2e', background: '#f4f6fb' },
  dark: { theme: '#0b1220', background: '#0b1220' },
} as const;

/** One icon of the manifest: its file under /icons/, edge in px and purpose. */
export interface AppIcon {
  name: string;
  size: number;
  purpose: 'any' | 'maskable';
}

/**
 * The icons drawn at build (/icons/{name}.png): 192 and 512 px for launchers and the splash
 * screen, and a 512 px maskable one whose mark sits inside the safe circle so a launcher may crop
 * it to any shape.
 */
export const APP_ICONS: readonly AppIcon[] = [
  { name: 'app-192', size: 192, purpose: 'any' },
  { name: 'app-512', size: 512, purpose: 'any' },
  { name: 'app-maskable-512', size: 512, purpose: 'maskable' },
];

/** URL of `locale`'s manifest, e.g. '/en/manifest.webmanifest' ('/manifest.webmanifest' for the base locale). */
export function manifestHref(locale: Locale): string {
  return `${localePrefix(locale)}/manifest.webmanifest`;
}

/**
 * The manifest document of `locale` (W3C Web App Manifest): name, short name and description
 * from the messages (`home_title`, the brand, `site_description`), the locale's home as id, start
 * URL and scope, standalone display, the light theme's colours with the dark ones under
 * `user_preferences.color_scheme_dark` (read by browsers that support it, ignored by the rest).
 */
export function appManifest(locale: Locale): Record<string, unknown> {
  const home = localeHref(locale, '/');
  const brand = siteConfig.brand;
  return {
    id: home,
    name: msg(locale, 'home_title', { brand }),
    short_name: brand,
    description: msg(locale, 'site_description', { brand }),
    lang: locale,
    dir: getTextDirection(locale),
    start_url: home,
    scope: home,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: APP_COLOURS.light.theme,
    background_color: APP_COLOURS.light.background,
    user_preferences: { color_scheme_dark: { theme_color: APP_COLOURS.dark.theme, background_color: APP_COLOURS.dark.background } },
    icons: APP_ICONS.map((i) => ({ src: `/icons/${i.name}.png`, sizes: `${i.size}x${i.size}`, type: 'image/png', purpose: i.purpose })),
    categories: ['games', 'entertainment'],
  };
}
