// End-to-end tests drive the built site in Debian's Chromium through the edge functions and the
// sandbox platform on a fresh local D1 (scripts/serve.mjs). The auth flow runs once per locale
// project; the system-status tests flip the global status, so they run last, on their own.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8799);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
  projects: [
    { name: 'vi', testMatch: /flows\.spec\.ts/, use: { locale: 'vi-VN' }, metadata: { portalLocale: 'vi' } },
    { name: 'en', testMatch: /flows\.spec\.ts/, use: { locale: 'en-US' }, metadata: { portalLocale: 'en' } },
    { name: 'edge', testMatch: /edge\.spec\.ts/ },
    // Sign-up and sign-in flows of issue 3 (registration, SMS, captcha, remember me, country picker).
    { name: 'identity-vi', testMatch: /identity-signup\.spec\.ts/, use: { locale: 'vi-VN' }, metadata: { portalLocale: 'vi' } },
    { name: 'identity-en', testMatch: /identity-signup\.spec\.ts/, use: { locale: 'en-US' }, metadata: { portalLocale: 'en' } },
    // Account security (issue 3 items 4, 6, 7, 9, 11): 2FA, passwords, free play, token hand-off, 429.
    { name: 'security-vi', testMatch: /identity-security\.spec\.ts/, use: { locale: 'vi-VN' }, metadata: { portalLocale: 'vi' } },
    { name: 'security-en', testMatch: /identity-security\.spec\.ts/, use: { locale: 'en-US' }, metadata: { portalLocale: 'en' } },
    { name: 'system', testMatch: /system-pages\.spec\.ts/, dependencies: ['vi', 'en', 'edge', 'identity-vi', 'identity-en', 'security-vi', 'security-en'] },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `${baseURL}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), STATE_DIR: process.env.E2E_STATE_DIR ?? '.wrangler/e2e-state' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
