// System status pages (SPEC §2.9, §4): maintenance with 503 and Retry-After, region-blocked with
// 451 and the visitor's IP; API calls still pass so the status can be read and reset.
import { expect } from '@playwright/test';
import { FLOW_LOCALES, test } from './fixtures.ts';
import { messages, setSystemStatus } from './helpers.ts';

test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ request, baseURL }) => setSystemStatus(request, baseURL!, 0));

for (const locale of FLOW_LOCALES) {
  const t = messages(locale);
  const home = locale === 'vi' ? '/' : '/en/';

  test(`maintenance page in ${locale}`, async ({ page, request, baseURL }) => {
    await setSystemStatus(request, baseURL!, 1, '2030-01-02T03:04:00Z');
    const res = await page.goto(home);
    expect(res?.status()).toBe(503);
    expect(Number(res?.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('game_maintenance'));
    await expect(page.getByText(t('info_maintenance'))).toBeVisible();
    await expect(page.locator('time')).toHaveAttribute('datetime', '2030-01-02T03:04:00.000Z');
    await expect(page.locator('time')).toContainText('2030');
    await expect(page.getByText(t('maintenance_end_time'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('system_contact_service') })).toBeVisible();
    expect((await request.get('/wps/system/status')).status()).toBe(200);
  });

  test(`region-blocked page in ${locale}`, async ({ page, request, baseURL }) => {
    await setSystemStatus(request, baseURL!, 2);
    const res = await page.goto(`${home === '/' ? '' : '/en'}/register`);
    expect(res?.status()).toBe(451);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('blockip'));
    await expect(page.getByText(t('info_ip_block'))).toBeVisible();
    await expect(page.getByText('127.0.0.1')).toBeVisible();
    await expect(page.getByRole('link', { name: t('system_contact_service') })).toBeVisible();
  });
}

test('the site comes back when the status returns to normal', async ({ page, request, baseURL }) => {
  await setSystemStatus(request, baseURL!, 1);
  expect((await page.goto('/'))?.status()).toBe(503);
  await setSystemStatus(request, baseURL!, 0);
  expect((await page.goto('/'))?.status()).toBe(200);
});

test('without an end time the maintenance page has no "back at" line, served or read directly', async ({ page, request, baseURL }) => {
  const t = messages('vi');
  await setSystemStatus(request, baseURL!, 1);
  expect((await page.goto('/'))?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('game_maintenance'));
  await expect(page.getByText(t('maintenance_end_time'))).toHaveCount(0);
  await setSystemStatus(request, baseURL!, 0);
  await page.goto('/maintenance/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('game_maintenance'));
  await expect(page.getByText(t('maintenance_end_time'))).toBeHidden();
});
