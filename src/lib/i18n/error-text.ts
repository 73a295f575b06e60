/**
 * The text of a failed call for the person who made it (SPEC §8, §9 too-many-requests wait): the error
 * code is a message key; a rate-limited answer (429 error_rate_limited) says how long to wait,
 * from `retryAfter` in seconds, in seconds up to two minutes and in whole minutes beyond.
 */

/** A translate function as `useT()` returns it. */
type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** Translated text of error `code` with its details (`retryAfter` in seconds). */
export function errorText(t: Translate, code: string, details?: { retryAfter?: number } | null): string {
  const wait = details?.retryAfter;
  if (code === 'error_rate_limited' && wait && wait > 0) {
    return wait > 120 ? t('account_rate_limited_minutes', { minutes: Math.ceil(wait / 60) }) : t('account_rate_limited_seconds', { seconds: Math.ceil(wait) });
  }
  return t(code);
}
