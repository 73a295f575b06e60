/**
 * Helpers for the e2e tests: the messages of a locale (so tests find elements by the text a person
 * reads), the locale's URL prefix, and the sandbox dev calls (captcha answer, system status).
 */
import { loadMessages } from '../../scripts/lib/message-files.ts';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { agentSettlementJobs } from '../../src/platform/agent/jobs.ts';
import { processWithdrawalsJob } from '../../src/platform/cashier/jobs.ts';
import { lotteryJobs } from '../../src/platform/lottery/jobs.ts';
import { pushNotificationsJob } from '../../src/platform/member/jobs.ts';

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

/**
 * The newest sandbox outbox message sent to `to` (phone number or e-mail), optionally for one
 * purpose, polled for up to 5 s; returns its body and the 6-digit code found in it.
 */
export async function outboxCode(request: APIRequestContext, to: string, purpose?: string): Promise<{ body: string; code: string }> {
  for (let i = 0; i < 25; i++) {
    const res = await request.get(`/wps/dev/outbox?to=${encodeURIComponent(to)}`);
    const list = ((await res.json()) as { value: { purpose: string; body: string }[] }).value ?? [];
    const hit = list.find((m) => !purpose || m.purpose === purpose);
    const code = hit?.body.match(/\b(\d{6})\b/)?.[1];
    if (hit && code) return { body: hit.body, code };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no outbox message for ${to}${purpose ? ` (${purpose})` : ''}`);
}

/**
 * A solved human-verification proof for a call made without the browser (login, SMS and
 * registration always need one): fetches a challenge and solves it as the browser would. Throws
 * when the platform hands out none (without ALTCHA_HMAC_KEY it answers 503 and refuses those calls).
 */
export async function humanProof(request: APIRequestContext): Promise<string> {
  const res = await request.get('/wps/verification/challenge');
  if (res.status() !== 200) throw new Error(`no human-verification challenge: ${res.status()} (is ALTCHA_HMAC_KEY set in .dev.vars?)`);
  const challenge = ((await res.json()) as { value: Parameters<typeof solveChallenge>[0]['challenge'] }).value;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the human-verification challenge');
  return Buffer.from(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })).toString('base64');
}

/**
 * Signs in through the header's login modal as a person would, then (a login goes home, SPEC §4)
 * returns to the page the test was on, signed in. Uses `page`'s current page.
 */
export async function signInViaModal(page: import('@playwright/test').Page, locale: string, username: string, password: string): Promise<void> {
  const { expect } = await import('@playwright/test');
  const t = messages(locale);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: t('header_login'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('auth_login_title') });
  await dialog.getByLabel(t('auth_username_or_phone')).fill(username);
  await dialog.getByLabel(t('auth_password'), { exact: true }).fill(password);
  const here = page.url();
  await dialog.getByRole('button', { name: t('auth_submit_login'), exact: true }).click();
  await expect(header.getByRole('button', { name: t('header_account_menu', { account: username }) })).toBeVisible();
  await page.waitForURL((u) => u.pathname === `${prefix(locale)}/`);
  if (page.url() !== here) await page.goto(here);
  await expect(header.getByRole('button', { name: t('header_account_menu', { account: username }) })).toBeVisible();
}

/**
 * Registers a fresh member through the header's register modal on the current page, as a person
 * would in `locale` (SPEC §2.6: username, password twice, the agreement); the registration signs
 * in. Answers the username: `prefixName` plus a time stamp, at most 16 characters.
 */
export async function registerViaModal(page: import('@playwright/test').Page, locale: string, prefixName: string): Promise<string> {
  const t = messages(locale);
  const username = `${prefixName}${Date.now().toString(36)}`.slice(0, 16);
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('header_register'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: t('auth_register_title') });
  await dialog.getByLabel(t('auth_username'), { exact: true }).fill(username);
  await dialog.getByLabel(t('auth_password'), { exact: true }).fill('Secret123');
  await dialog.getByLabel(t('auth_confirm_password')).fill('Secret123');
  await agree(dialog, t);
  await dialog.getByRole('button', { name: t('auth_submit_register') }).click();
  await page
    .getByRole('dialog', { name: t('auth_register_success_title') })
    .getByRole('button', { name: t('common_ok') })
    .click();
  return username;
}

/**
 * The cron jobs a tick at a time ahead may run in the e2e suite: only those the test is about. A
 * tick ahead with every job would also settle the live tables' open rounds and roll back the other
 * lane's vendor rounds as if that time had come (playwright.config.ts, E2E_LANE). A tick at the
 * present runs every job, as the cron Worker does. Names as the dev tick takes them (`jobs`), read
 * off the platform's own job list (src/platform/cron/jobs.ts).
 */
export const TICK_JOBS = {
  lottery: [...lotteryJobs, pushNotificationsJob].map((j) => j.name),
  agentSettlement: agentSettlementJobs.map((j) => j.name),
  withdrawals: [processWithdrawalsJob.name],
};

/**
 * The platform's own balance of the member signed in on `request` (`sumBalance`, minor units; SPEC
 * §2.3 balance). A read, so a request that fails on the way (the local edge can reset a connection,
 * `ECONNRESET`, when the 2-core machine is overloaded) is sent once more; an answer without a
 * balance throws as it did.
 */
export async function platformBalance(request: APIRequestContext): Promise<number> {
  const get = () => request.get('/wps/v2/wallets/balance');
  const res = await get().catch(get);
  const answer = (await res.json()) as { value: { sumBalance: number } };
  return answer.value.sumBalance;
}

/**
 * Waits out a fast-lottery issue of `gameCode` that closes within 45 s, then moves the sandbox on
 * with a dev cron tick, so a purchase that follows does not race the close (DOMAIN.md §1).
 * `origin` is the portal's own origin (dev calls are same-origin writes).
 */
export async function awaitSellingIssue(request: APIRequestContext, gameCode: string, origin: string): Promise<void> {
  const answer = (await (await request.get(`/lotto/lgw/games/opened/numero?gameCode=${gameCode}`)).json()) as { value: { current: { closeAt: number } } };
  const left = answer.value.current.closeAt - Date.now();
  if (left >= 45_000) return;
  // The wait is the sandbox's clock, not the page's slowness: the test gets that much more time.
  test.info().setTimeout(test.info().timeout + left + 2_000);
  await new Promise((r) => setTimeout(r, left + 2_000));
  await request.post('/wps/dev/cron-tick', { data: {}, headers: { origin } });
}

/**
 * Ticks the registration form's agreement box (it starts unticked, SPEC §2.6). Retried, since the
 * form may re-render once its rules arrive right after the island hydrates.
 */
export async function agree(form: import('@playwright/test').Locator, t: (key: string) => string): Promise<void> {
  const box = form.getByRole('checkbox', { name: t('auth_agree_terms'), exact: false });
  await expect(async () => {
    await box.check({ timeout: 2_000 });
    await expect(box).toBeChecked({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

/**
 * Checks that the record page in `scope` shows its report table as cards (src/lib/ui/ReportTable.tsx,
 * ≤ 480 px): rows laid out as blocks, each cell labelled with its column header, still a table to
 * assistive technology, and nothing scrolls sideways — not the table, the overlay pane or the page.
 */
export async function expectRecordCards(scope: Locator): Promise<void> {
  const table = scope.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const layout = await table.evaluate((el) => {
    const row = el.querySelector('tbody tr')!;
    const cell = row.querySelector<HTMLElement>('td[data-label]:not([data-label=""])')!;
    const overflow = (e: Element | null) => (e ? e.scrollWidth - e.clientWidth : 0);
    return {
      row: getComputedStyle(row).display,
      label: getComputedStyle(cell, '::before').content,
      header: `"${cell.dataset.label}"`,
      overflow: [overflow(el.closest('.report-table__wrap')), overflow(el.closest('.overlay__content')), overflow(document.scrollingElement)],
    };
  });
  expect(layout.row).toBe('block');
  expect(layout.label).toBe(layout.header);
  expect(layout.overflow).toEqual([0, 0, 0]);
}

/** React's hydration failures as production builds report them (#418 text, #419–#425 structure) or dev builds word them. */
const HYDRATION_ERROR = /Minified React error #4(18|19|20|21|22|23|25)\b|hydrat(ion|ing) (failed|error)|did not match/i;

/**
 * Collects the hydration errors `page` reports (console errors and uncaught errors) from now on;
 * returns the list, which fills as the page runs. Islands hydrating in different orders or on data
 * only the browser has (a session, a date, a number format) make these: each one throws away the
 * server's HTML, and with it a first tap.
 */
export function collectHydrationErrors(page: import('@playwright/test').Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && HYDRATION_ERROR.test(m.text())) errors.push(`${page.url()}: ${m.text().slice(0, 200)}`);
  });
  page.on('pageerror', (e) => {
    if (HYDRATION_ERROR.test(e.message)) errors.push(`${page.url()}: ${e.message.slice(0, 200)}`);
  });
  return errors;
}

/**
 * Hydrates every island of the page now (as a visitor's first intent would: the `portal:intent`
 * event of src/lib/hydration/intent-directive.ts) and waits until none is left unhydrated, so
 * hydration errors have shown.
 */
export async function hydrateAllIslands(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('portal:intent')));
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: 15_000 }).catch(() => undefined);
  // React commits hydration in a transition after the island's script ran: give it two frames.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * On the member center's withdraw page (`frame`, the overlay dialog), does what a first withdrawal
 * needs first (SPEC §2.7 withdraw): sets the 6-digit payment password `paymentPassword`, comes back
 * to the withdraw form, and binds bank account `bankNumber` in `holder`'s name.
 */
export async function prepareFirstWithdrawal(
  frame: Locator,
  t: (key: string) => string,
  { paymentPassword, bankNumber, holder }: { paymentPassword: string; bankNumber: string; holder: string },
): Promise<void> {
  await frame.getByRole('button', { name: t('cashier_pp_set_button') }).click();
  await frame.getByLabel(t('cashier_pp_new')).fill(paymentPassword);
  await frame.getByLabel(t('cashier_pp_confirm')).fill(paymentPassword);
  await frame.getByRole('button', { name: t('cashier_pp_save') }).click();
  await expect(frame.getByText(t('cashier_pp_saved'))).toBeVisible();
  await frame.getByRole('button', { name: t('cashier_pp_back') }).click();
  await frame.getByLabel(t('cashier_bank_number')).fill(bankNumber);
  await frame.getByLabel(t('cashier_bank_holder')).fill(holder);
  await frame.getByRole('button', { name: t('cashier_bank_save') }).click();
}
