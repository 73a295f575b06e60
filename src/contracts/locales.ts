/**
 * The one locale list (DESIGN.md "Locales"), read from the inlang project so that paraglide, the
 * pages, the edge and the platform agree. Implements SPEC §9 (supported languages, hisLang) and
 * the Language header of §3 (game launch payload) and §7.
 */
import settings from '../../i18n/project.inlang/settings.json' with { type: 'json' };

/** BCP 47 locale code of the portal UI, e.g. `vi`, `zh-TW`. */
export type Locale = (typeof settings.locales)[number];

/** All 37 UI locales, default first. */
export const locales = settings.locales as readonly Locale[];

/** The default locale: served unprefixed (`/`, `/register`). */
export const baseLocale = settings.baseLocale as Locale;

/** Locales written right to left (html dir="rtl"). */
export const rtlLocales: readonly Locale[] = ['ar', 'fa', 'ur'];

/** localStorage key under which the visitor's chosen language is kept (SPEC §3 session values). */
export const LANGUAGE_STORAGE_KEY = 'hisLang';

/**
 * The platform's own language codes, sent as the `Language` header on every upstream call.
 * SPEC §3 names TY (the default, Vietnamese) and EN; the rest follow the platform's two-letter
 * upper-case convention.
 */
const platformLanguageCodes: Partial<Record<Locale, string>> = {
  vi: 'TY',
  en: 'EN',
  zh: 'CN',
  'zh-TW': 'TW',
  ja: 'JP',
  ko: 'KR',
  km: 'KH',
  ms: 'MY',
  tl: 'PH',
  ur: 'UR',
  bn: 'BD',
  fa: 'IR',
  kk: 'KZ',
  uz: 'UZ',
  lo: 'LA',
  ne: 'NP',
  sw: 'SW',
  my: 'MM',
  si: 'LK',
  mn: 'MN',
  pa: 'PA',
  gu: 'GU',
};

/** True when `value` is one of the 37 UI locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * Platform language code for a UI locale (`vi` → `TY`, `en` → `EN`, `fr` → `FR`).
 * Unknown input falls back to the base locale's code; never throws.
 */
export function platformLanguage(locale: string): string {
  if (!isLocale(locale)) return platformLanguageCodes[baseLocale] ?? 'TY';
  return platformLanguageCodes[locale] ?? locale.toUpperCase();
}

/**
 * URL prefix of a locale: '' for the default locale, `/en` for English.
 * Used to build every internal link so the default locale stays unprefixed.
 */
export function localePrefix(locale: Locale): string {
  return locale === baseLocale ? '' : `/${locale}`;
}

/**
 * Splits a pathname into its locale and the locale-free rest (`/en/register/` → en, `/register/`).
 * A path with no locale segment belongs to the base locale.
 */
export function splitLocalePath(pathname: string): { locale: Locale; rest: string } {
  const seg = pathname.split('/')[1] ?? '';
  if (seg !== baseLocale && isLocale(seg)) {
    const rest = pathname.slice(seg.length + 1) || '/';
    return { locale: seg, rest };
  }
  return { locale: baseLocale, rest: pathname || '/' };
}
