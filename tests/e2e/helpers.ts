/**
 * Helpers for the e2e tests: the messages of a locale (so tests find elements by the text a person
 * reads), the locale's URL prefix, and the sandbox dev calls (captcha answer, system status).
 */
import { loadMessages } from '../helpers/message-files.ts';
import type { APIRequestContext, TestInfo } from '@playwright/test';

/** The portal locale of the running project (vi or en). */
export function portalLocale(info: TestInfo): string {
  return String(info.project.metadata.portalLocale ?? 'vi');
}

/** Message lookup for `locale`, with {placeholders} filled from `vars`. */
export function messages(locale: string) {
  const m = loadMessages(locale);
  return (key: string, vars: Record<string, string | number> = {}) => {
    const v = m[key];
    if (!v) throw new Error(`no message ${key} in ${locale}`);
    return v.replace(/\{(\w+)\}/g, (w, n: string) => String(vars[n] ?? w));
  };
}

/** URL prefix of a locale: '' for vi, '/en' for en. */
export function prefix(locale: string): string {
  return locale === 'vi' ? '' : `/${locale}`;
}

/** The answer to the captcha of `captchaKey` (sandbox dev tools). */
export async function captchaAnswer(request: APIRequestContext, captchaKey: string): Promise<string> {
  const res = await request.get(`/wps/dev/captcha-answer?captchaKey=${captchaKey}`);
  return ((await res.json()) as { value: string }).value;
}

/** Sets the sandbox system status (0 normal, 1 maintenance, 2 region restricted). */
export async function setSystemStatus(request: APIRequestContext, baseURL: string, status: 0 | 1 | 2, maintenanceEndTime: string | null = null): Promise<void> {
  const res = await request.post('/wps/dev/system-status', { data: { status, maintenanceEndTime }, headers: { origin: baseURL } });
  if (!res.ok()) throw new Error(`status switch failed: ${res.status()}`);
}
