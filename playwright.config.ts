// End-to-end tests drive the built site in Debian's Chromium through the edge functions and the
// sandbox platform on a fresh local D1 (scripts/serve.mjs). The flows that run in vi and in en do
// so within one project each, vi's tests first (forEachFlowLocale, tests/e2e/fixtures.ts); the
// system-status tests flip the global status, so they run last, on their own. The
// smoke suite is one project with a test per locale (tests/e2e/smoke.spec.ts), two at a time.
//
// `npm test` runs the suite in three phases over one server (E2E_PHASE, scripts/test.mjs): the
// flows in two lanes (E2E_LANE: each lane runs its projects one at a time; a flow waits on the
// browser, the edge and its polls about half the time, so the second lane fills the idle core) side
// by side with the read-only smoke, then the system status. Without E2E_PHASE every project runs,
// one at a time, with the system status last.
import { existsSync } from 'node:fs';
import { defineConfig, type Project } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8799);
/**
 * The address the portal is reached at: 127.0.0.1, or another loopback address that the server's
 * front takes as a visitor of its own (E2E_HOST; npm test gives the `own` lane one, so its
 * registrations and logins count against their own per-IP limits: scripts/lib/local-front.mjs).
 */
const host = process.env.E2E_HOST ?? '127.0.0.1';
export const baseURL = `http://${host}:${port}`;
/** The portal as `localhost` (WebAuthn refuses an IP address as the relying party: tests/e2e/passkeys.spec.ts); the browser connects to 127.0.0.1. */
export const localhostURL = `http://localhost:${port}`;

/** The phase `npm test` runs (scripts/test.mjs), or undefined for the whole suite. */
const phase = process.env.E2E_PHASE as 'flows' | 'smoke' | 'system' | undefined;

/**
 * Debian's `chromium-headless-shell` for the smoke and the flows: the same engine without the
 * browser's UI layers (what Playwright itself runs headless), about a fifth less CPU per page visit
 * on the 2-core machine. The pwa and passkeys flows keep the full browser a player has
 * (installability and the install prompt; passkeys offered in the username field's autofill, which
 * the shell does not list). Without the package everything uses the full browser. (Session 22 put the flows
 * back in the full browser when the login modal said "This browser cannot use passkeys" in the
 * shell: that was the background passkey autofill, refused on an IP address, showing its end over
 * the password's error; it no longer shows, src/features/identity/components/LoginForm.tsx.)
 */
const headlessShell = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const fullBrowser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const lightBrowser = existsSync(headlessShell) ? headlessShell : fullBrowser;
/** The `use` of the projects that need the full browser. */
const inFullBrowser = { launchOptions: { executablePath: fullBrowser, args: CHROMIUM_ARGS } };
const smokeProject: Project = {
  name: 'smoke',
  testMatch: /smoke\.spec\.ts/,
  use: {
    // The smoke reads pages; the service worker is the pwa flows' to check. Without it every visit
    // skips the worker's start and its fetch handler: about a sixth less time per page measured here.
    serviceWorkers: 'block',
  },
};

/**
 * The flows' lane `npm test` runs (E2E_LANE), or undefined for every flow.
 * - `shared`: the projects that move or read what the sandbox shares: its clock and lottery draws
 *   (a cron tick at a time ahead draws every issue up to it, and pays salaries and withdrawals),
 *   and the demo accounts player01, player02 and agent01, whose balances they assert. They keep
 *   their order and run one at a time, as before the lanes.
 * - `own`: the projects that work with accounts of their own (registered in the test, or seeded
 *   for them alone) and leave the clock alone (the sportsbook's tick runs that job only).
 */
const lane = process.env.E2E_LANE as 'shared' | 'own' | undefined;
const SHARED_LANE = new Set(['flows', 'edge', 'wallet-concurrency', 'overlay', 'cashier', 'lottery', 'agent', 'header', 'pwa']);

/**
 * The flows: each drives one capability end to end; within a lane they run one at a time. Those
 * in vi and en run both in one project, each locale's tests in a describe of its own, vi's first
 * (forEachFlowLocale, tests/e2e/fixtures.ts): a project of its own per locale started a new worker
 * and browser at every switch, 4-5 s with no test running in npm test's lanes (README).
 */
const allFlowProjects: Project[] = [
  // The walking skeleton and a new player's whole first visit (tests/e2e/flows.spec.ts, journey.spec.ts).
  { name: 'flows', testMatch: /(flows|journey)\.spec\.ts/ },
  { name: 'edge', testMatch: /edge\.spec\.ts/ },
  // Sign-up and sign-in (SPEC §2.5, §2.6, §5.1: registration, SMS, captcha, remember me, country picker).
  { name: 'identity', testMatch: /identity-signup\.spec\.ts/ },
  // Game lobbies, launcher and in-house games (SPEC §2.10, §7.2), and the wallet under concurrent load.
  { name: 'games', testMatch: /games\.spec\.ts/ },
  // The sandbox's live-baccarat and cockfight stand-ins at 360 px (SPEC §2.10), with the games accounts.
  { name: 'tables', testMatch: /tables\.spec\.ts/ },
  { name: 'wallet-concurrency', testMatch: /wallet-concurrency\.spec\.ts/ },
  // The sandbox's vendor stand-ins at 360 px (SPEC §2.10; DOMAIN.md §4): fishing, a Tien Len hand, the sportsbook, the betting record.
  { name: 'standins', testMatch: /stand-ins\.spec\.ts/ },
  // Site features (SPEC §2.1–§2.4): promotions, help, download, overlays, theme, language, SEO files.
  { name: 'site', testMatch: /site\.spec\.ts/, use: { locale: 'en-US' } },
  // Account security (SPEC §2.5, §7.1): 2FA, passwords, free play, token hand-off, 429.
  { name: 'security', testMatch: /identity-security\.spec\.ts/ },
  // The overlay frame of the member and agent centers (SPEC §2.7, §2.8).
  { name: 'overlay', testMatch: /overlay-frame\.spec\.ts/ },
  // Member-center cashier (SPEC §2.7 depositv2): deposit through the sandbox payment provider.
  { name: 'cashier', testMatch: /cashier\.spec\.ts/ },
  // Rewards (SPEC §2.7 manualRebate, points shop, messageV2, feedback): one account per locale.
  { name: 'rewards', testMatch: /rewards\.spec\.ts/ },
  // Lottery (SPEC §2.1 /lottery, /vnlottery; DOMAIN.md §1): buy a fast ticket, a tick draws and settles it.
  { name: 'lottery', testMatch: /lottery\.spec\.ts/ },
  // Agent center (SPEC §2.8): a downline, a daily-salary contract, a settlement tick.
  { name: 'agent', testMatch: /agent\.spec\.ts/ },
  // The signed-in header on phones (SPEC §2.3) in vi, de and ar.
  { name: 'header', testMatch: /(header|login-shell)\.spec\.ts/ },
  // Operator deployment (DESIGN.md): _routes.json, _headers, OpenAPI, browser error reports.
  { name: 'operator', testMatch: /operator\.spec\.ts/ },
  // The portal as an app on a slow phone: installable, offline page, lite mode (vi and en inside).
  { name: 'pwa', testMatch: /pwa\.spec\.ts/, use: inFullBrowser },
  // Passkeys (SPEC §2.5) with Chromium's virtual authenticator, vi and en inside.
  { name: 'passkeys', testMatch: /passkeys\.spec\.ts/, use: inFullBrowser },
];
for (const name of SHARED_LANE)
  if (!allFlowProjects.some((p) => p.name === name)) throw new Error(`playwright.config.ts: SHARED_LANE names no flow project ${name}`);
const flowProjects = allFlowProjects.filter((p) => !lane || SHARED_LANE.has(p.name!) === (lane === 'shared'));

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder when a run starts: each phase keeps its own.
  outputDir: phase ? `test-results/${phase}${lane ? `-${lane}` : ''}` : 'test-results',
  fullyParallel: false,
  // Smoke pages only read: two browsers share the two cores (smoke.spec.ts runs its tests in
  // parallel), or E2E_SMOKE_WORKERS (npm test runs one beside the two flow lanes); each flow lane
  // runs one project at a time.
  workers: phase === 'smoke' ? Number(process.env.E2E_SMOKE_WORKERS ?? 2) : 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    launchOptions: {
      executablePath: lightBrowser,
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
  projects: [
    ...(!phase || phase === 'flows' ? flowProjects : []),
    // Smoke suite: every prerendered page of every locale (tests/e2e/smoke.spec.ts).
    ...(!phase || phase === 'smoke' ? [smokeProject] : []),
    // Flips the global system status, so it runs after every other project (its own phase in npm test).
    ...(!phase || phase === 'system'
      ? [{ name: 'system', testMatch: /system-pages\.spec\.ts/, dependencies: phase ? [] : [...flowProjects, smokeProject].map((p) => p.name!) }]
      : []),
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `${baseURL}/`,
    timeout: 120_000,
    // npm test starts one server for its three phases (E2E_REUSE_SERVER); a direct run starts its own.
    reuseExistingServer: !!process.env.E2E_REUSE_SERVER,
    env: { PORT: String(port), STATE_DIR: process.env.E2E_STATE_DIR ?? '.wrangler/e2e-state', CRON_INTERVAL_MS: '0', SERVE_WATCH: '0' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
