/**
 * `npm run bench`: the project's benchmark (DESIGN.md "Budgets"), printed as numbers and written
 * to bench-results/latest.json.
 * - JavaScript: gzipped bytes of every script a page runs (files and inline), measured in Chromium:
 *   logged out before any interaction, and after opening the login modal. Budgets 15 KB / 110 KB.
 *   Signed in (demo01 on /en/): the page before opening an overlay (budget 110 KB), and what
 *   opening the member center's deposit page adds: frame, page chunk and its message chunks
 *   (budget 30 KB, DESIGN.md "Budgets for the signed-in side").
 * - Lighthouse mobile (Slow 4G, 4x CPU) for home, /register, a category page (/rng), a promotion
 *   landing page, help and /vnlottery: performance, LCP, TBT, CLS, the median of 5 runs
 *   (Lighthouse's own advice for its variance) with the range of LCP and TBT (one run of an
 *   unchanged page moves by a few hundred ms on a shared machine), and the LCP element.
 * - What the machine and the local runtime add to those figures: the same Lighthouse runs on a
 *   blank page (a heading and a paragraph, no script, style, image or security headers) served by
 *   a bare Node server beside the portal; per page, the server response time Lighthouse observed and adds to every
 *   request of its simulation; and the median benchmarkIndex (Lighthouse's CPU score of this
 *   machine; its default 4x CPU slowdown assumes a high-end desktop, 1500-2000).
 * - Tap to login form (Slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up; 4x CPU, emulated through
 *   the DevTools protocol): ms from the tap on the header's Log in, on a loaded page, until the
 *   username field takes input (budget 1500 ms), and until React's modal has taken over the
 *   server-rendered form (src/lib/hydration/shell.ts); the median of 3 runs on / and /en/.
 * - API latency on the local edge runtime: p95 of balance, member info and login at 10 concurrent
 *   connections (bounded request counts, loopback only).
 * Flags: --bytes-only (skip Lighthouse and latency), --check (exit 1 when a byte budget is broken).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer } from 'node:http';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { startGroup, stopGroup, waitForUrl } from './lib/run.mjs';
import { loadMessages } from '../tests/helpers/message-files.ts';

const args = new Set(process.argv.slice(2));
const execFileAsync = promisify(execFile);
const port = Number(process.env.BENCH_PORT ?? 8798);
const base = `http://127.0.0.1:${port}`;
const BUDGET_LOGGED_OUT = 15 * 1024;
const BUDGET_INTERACTIVE = 110 * 1024;
const BUDGET_OVERLAY = 30 * 1024;
/** Inline scripts the page runs: JSON-LD (`application/ld+json`) is data, not JavaScript. */
const RUN_INLINE = 'script:not([src]):not([type]), script:not([src])[type="module"], script:not([src])[type="text/javascript"]';
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** In the page: the React login modal is open and has adopted the pre-hydration shell. */
const REACT_MODAL_OPEN = () => document.querySelector('dialog[open]') !== null && document.querySelector('dialog[data-shell-open]') === null;
const pages = ['/', '/en/', '/register', '/en/register', '/ar/', '/rng/', '/en/inhouse/', '/promotions/', '/promoDetail/101/', '/helpmc/', '/down/'];
/** The portal locale of a page path: its first segment when it is a locale, else vi (unprefixed). */
const pageLocale = (path) => (/^\/(en|ar)\//.test(path) ? path.split('/')[1] : 'vi');

const state = '.wrangler/bench-state';
rmSync(state, { recursive: true, force: true });
const server = startGroup('node', ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port), STATE_DIR: state, CRON_INTERVAL_MS: '0' }, stdio: 'ignore' });
/** Lighthouse runs per page (their median is reported). */
const LIGHTHOUSE_RUNS = 5;
/**
 * Attempts per Lighthouse run: it sometimes fails to record the trace (NO_NAVSTART) on a busy
 * machine. Declared before the top-level awaits that use it.
 */
const LIGHTHOUSE_ATTEMPTS = 3;
const results = { date: new Date().toISOString(), javascript: [], signedIn: null, lighthouse: [], lighthouseFloor: null, tapToLogin: [], api: [] };
/** The blank page of the Lighthouse floor: no script, style or image; a heading is its largest paint. */
const FLOOR_HTML = '<!doctype html><html lang="vi"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Trang trống</title><h1>Trang trống</h1><p>Một trang không có mã, kiểu hay hình ảnh: mức sàn của máy này.</p></html>';
let failed = false;
try {
  await waitForUrl(`${base}/`, 120_000);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS });
  for (const path of pages) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const seen = new Map();
    track(page, seen);
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const inline = await page.evaluate((sel) => [...document.querySelectorAll(sel)].map((s) => s.textContent ?? ''), RUN_INLINE);
    const inlineBytes = inline.reduce((n, s) => n + (s.trim() ? gzipSync(s).length : 0), 0);
    const sum = () => [...seen.values()].reduce((a, b) => a + b, 0) + inlineBytes;
    const loggedOut = sum();
    // Pages without the site header (help center) have no login modal to open.
    let interactive = null;
    if (await page.locator('header.site-header').count()) {
      // The header's login button by its text in the page's locale (free play hides on narrow screens).
      await page.locator('header.site-header').getByRole('button', { name: loadMessages(pageLocale(path)).header_login, exact: true }).click();
      // The server-rendered shell opens at once; the bytes counted are those of the React modal
      // that adopts it (src/lib/hydration/shell.ts), once its chunks have arrived.
      await page.waitForFunction(REACT_MODAL_OPEN, null, { timeout: 30_000 }).catch((err) => {
        throw new Error(`bench: the login modal did not open on ${path}: ${err.message}`);
      });
      await page.waitForLoadState('networkidle');
      interactive = sum();
    }
    await page.close();
    results.javascript.push({ page: path, loggedOutGzipBytes: loggedOut, afterLoginModalGzipBytes: interactive });
    if (loggedOut > BUDGET_LOGGED_OUT || (interactive ?? 0) > BUDGET_INTERACTIVE) failed = true;
  }
  results.signedIn = await signedInBytes(browser);
  if (results.signedIn.pageGzipBytes > BUDGET_INTERACTIVE || results.signedIn.overlayGzipBytes > BUDGET_OVERLAY) failed = true;
  await browser.close();

  if (!args.has('--bytes-only')) {
    for (const path of ['/', '/register/', '/rng/', '/promoDetail/101/', '/helpmc/', '/vnlottery/']) results.lighthouse.push(await lighthouseMedian(base, path));
    results.lighthouseFloor = await floorMedian();
    results.tapToLogin = await tapToLogin();
    results.api = await apiLatency();
  }
} finally {
  await stopGroup(server);
}

/**
 * Lighthouse of {@link FLOOR_HTML}, as {@link lighthouseMedian} measures a portal page, served by
 * a bare Node server on a free loopback port for the length of the runs.
 */
async function floorMedian() {
  const floor = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(FLOOR_HTML);
  });
  await new Promise((resolve) => floor.listen(0, '127.0.0.1', resolve));
  try {
    return { ...(await lighthouseMedian(`http://127.0.0.1:${floor.address().port}`, '/')), page: 'blank page' };
  } finally {
    await new Promise((resolve) => floor.close(resolve));
  }
}

/** One Lighthouse mobile report of `origin` + `path` (the parsed JSON), retried on a runtime error up to LIGHTHOUSE_ATTEMPTS times; throws the last error. */
async function lighthouseRun(origin, path) {
  for (let attempt = 1; ; attempt++) {
    try {
      // Asynchronous, so that the floor's server in this process answers while Lighthouse runs.
      const { stdout } = await execFileAsync('lighthouse', [origin + path, '--form-factor=mobile', '--only-categories=performance', '--output=json', '--quiet', `--chrome-flags=--headless=new ${CHROME_ARGS.join(' ')}`], { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 });
      return JSON.parse(stdout);
    } catch (err) {
      if (attempt >= LIGHTHOUSE_ATTEMPTS) throw err;
      console.error(`bench: Lighthouse failed on ${origin}${path} (attempt ${attempt}): ${String(err.stderr ?? err.message).trim().split('\n')[0]}; retrying`);
    }
  }
}

/**
 * Lighthouse mobile of one page (`origin` + `path`), LIGHTHOUSE_RUNS runs: the median of each
 * figure, LCP and TBT ranges (ms), the LCP element of the median-LCP run, and the median
 * benchmarkIndex (Lighthouse's CPU score of the machine during the runs).
 */
async function lighthouseMedian(origin, path) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const lhr = await lighthouseRun(origin, path);
    const a = lhr.audits;
    const node = (a['lcp-breakdown-insight']?.details?.items ?? []).find((it) => it.type === 'node');
    runs.push({ performance: Math.round(lhr.categories.performance.score * 100), lcpMs: Math.round(a['largest-contentful-paint'].numericValue), tbtMs: Math.round(a['total-blocking-time'].numericValue), cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)), lcpElement: node?.selector ?? null, benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0), serverMs: Math.round(a['network-server-latency']?.details?.items?.[0]?.serverResponseTime ?? 0) });
  }
  const median = (key) => runs.map((r) => r[key]).sort((x, y) => x - y)[Math.floor(runs.length / 2)];
  const byLcp = [...runs].sort((x, y) => x.lcpMs - y.lcpMs)[Math.floor(runs.length / 2)];
  return { page: path, performance: median('performance'), lcpMs: median('lcpMs'), tbtMs: median('tbtMs'), cls: median('cls'), lcpRangeMs: [Math.min(...runs.map((r) => r.lcpMs)), Math.max(...runs.map((r) => r.lcpMs))], tbtRangeMs: [Math.min(...runs.map((r) => r.tbtMs)), Math.max(...runs.map((r) => r.tbtMs))], lcpElement: byLcp.lcpElement, benchmarkIndex: median('benchmarkIndex'), serverResponseMs: median('serverMs') };
}

/**
 * Tap to a usable login form on a throttled phone (see the header): per page, the median of 3
 * fresh loads of the ms from the tap on Log in until the username field is editable.
 */
async function tapToLogin() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS });
  const out = [];
  for (const path of ['/', '/en/']) {
    const t = loadMessages(pageLocale(path));
    const runs = [];
    const reactRuns = [];
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(base + path, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      const button = page.locator('header.site-header').getByRole('button', { name: t.header_login, exact: true });
      const start = Date.now();
      await button.tap();
      await page.getByRole('dialog').getByLabel(t.auth_username_or_phone).waitFor({ state: 'visible' });
      await expectEditable(page.getByRole('dialog').getByLabel(t.auth_username_or_phone));
      runs.push(Date.now() - start);
      await page.waitForFunction(REACT_MODAL_OPEN, null, { timeout: 30_000, polling: 10 });
      reactRuns.push(Date.now() - start);
      await context.close();
    }
    runs.sort((a, b) => a - b);
    reactRuns.sort((a, b) => a - b);
    out.push({ page: path, medianMs: runs[1], runsMs: runs, reactMedianMs: reactRuns[1], reactRunsMs: reactRuns });
  }
  await browser.close();
  return out;
}

/** Waits until `locator` takes input (hydrated and enabled). */
async function expectEditable(locator) {
  for (let i = 0; i < 200; i++) {
    if (await locator.isEditable().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Records in `seen` the gzipped size of every script `page` loads (by URL, once), and with
 * `messages` also every overlay message chunk it fetches (/i18n/<area>/<locale>.json).
 */
function track(page, seen, messages = false) {
  page.on('response', async (r) => {
    const type = r.request().resourceType();
    const counted = type === 'script' || (messages && (type === 'fetch' || type === 'xhr') && r.url().includes('/i18n/'));
    if (!counted || seen.has(r.url())) return;
    seen.set(r.url(), 0);
    try {
      seen.set(r.url(), gzipSync(await r.body()).length);
    } catch {
      /* aborted */
    }
  });
}

/**
 * Signs in as demo01 through the modal on /en/, then measures the gzipped JavaScript of the signed-in
 * home page, and what opening the member center's deposit page adds (scripts and /i18n/ message chunks).
 */
async function signedInBytes(browser) {
  const t = loadMessages('en');
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });

  await page.goto(`${base}/en/`, { waitUntil: 'networkidle' });
  const header = page.locator('header.site-header');
  await header.getByRole('button', { name: t.header_login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.auth_login_title });
  await dialog.getByLabel(t.auth_username_or_phone).fill('demo01');
  await dialog.getByLabel(t.auth_password, { exact: true }).fill('Demo1234');
  await dialog.getByRole('button', { name: t.auth_submit_login, exact: true }).click();
  await header.getByRole('button', { name: t.header_account_menu.replace('{account}', 'demo01') }).waitFor({ timeout: 30_000 });
  // A fresh browser context with the same session (cookie and session values): what a returning
  // player downloads, with nothing in the cache.
  const cookies = await page.context().cookies();
  const values = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  await page.close();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies(cookies);
  await context.addInitScript((v) => { for (const [k, val] of Object.entries(v)) sessionStorage.setItem(k, val); }, values);
  const fresh = await context.newPage();
  const counting = new Map();
  track(fresh, counting, true);
  await fresh.goto(`${base}/en/`, { waitUntil: 'networkidle' });
  const freshHeader = fresh.locator('header.site-header');
  await freshHeader.getByRole('button', { name: t.header_account_menu.replace('{account}', 'demo01') }).waitFor();
  const inline = await fresh.evaluate((sel) => [...document.querySelectorAll(sel)].map((s) => s.textContent ?? ''), RUN_INLINE);
  const inlineBytes = inline.reduce((n, s) => n + (s.trim() ? gzipSync(s).length : 0), 0);
  const total = () => [...counting.values()].reduce((a, b) => a + b, 0);
  const pageBytes = total() + inlineBytes;
  const before = total();
  await freshHeader.getByRole('button', { name: t.header_deposit, exact: true }).click();
  await fresh.getByRole('heading', { name: t.overlay_page_deposit, level: 3 }).waitFor();
  await fresh.waitForLoadState('networkidle');
  const overlayBytes = total() - before;
  await context.close();
  return { page: '/en/ signed in', pageGzipBytes: pageBytes, overlayGzipBytes: overlayBytes };
}

async function apiLatency() {
  const origin = { origin: base, 'content-type': 'application/json' };
  // Each login carries a solved human-verification proof (single use), solved before timing starts.
  const proof = async () => {
    const res = await fetch(`${base}/wps/verification/challenge`);
    // Without ALTCHA_HMAC_KEY the platform answers 503 here and refuses every login: say so.
    if (res.status !== 200) throw new Error(`no human-verification challenge (${res.status}): is ALTCHA_HMAC_KEY set in .dev.vars?`);
    const challenge = (await res.json()).value;
    const s = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution: { counter: s.counter, derivedKey: s.derivedKey } })).toString('base64');
  };
  const proofs = [];
  for (let i = 0; i < 101; i++) proofs.push(await proof());
  const login = async () => {
    const res = await fetch(`${base}/wps/session/login`, { method: 'POST', headers: origin, body: JSON.stringify({ username: 'demo01', password: 'Demo1234', altcha: proofs.pop() }) });
    return res.headers.get('set-cookie')?.split(';')[0] ?? '';
  };
  const cookie = await login();
  const measure = async (name, fn, total) => {
    const times = [];
    let next = 0;
    const worker = async () => {
      while (next < total) {
        next += 1;
        const t = performance.now();
        await fn();
        times.push(performance.now() - t);
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    times.sort((a, b) => a - b);
    return { call: name, requests: times.length, concurrency: 10, p50Ms: Math.round(times[Math.floor(times.length * 0.5)]), p95Ms: Math.round(times[Math.floor(times.length * 0.95)]) };
  };
  return [
    await measure('balance', () => fetch(`${base}/wps/v2/wallets/balance`, { headers: { cookie } }).then((r) => r.arrayBuffer()), 300),
    await measure('member info', () => fetch(`${base}/wps/member/info`, { headers: { cookie } }).then((r) => r.arrayBuffer()), 300),
    await measure('login', () => login(), 100),
  ];
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\nJavaScript per page (gzipped): logged out | after opening the login modal   [budgets 15 KB | 110 KB]');
for (const r of results.javascript) console.log(`  ${r.page.padEnd(18)} ${kb(r.loggedOutGzipBytes).padStart(9)} | ${(r.afterLoginModalGzipBytes === null ? 'no modal' : kb(r.afterLoginModalGzipBytes)).padStart(9)}`);
if (results.signedIn) {
  console.log('\nSigned in (demo01): the page | opening the member center (deposit)   [budgets 110 KB | +30 KB]');
  console.log(`  ${results.signedIn.page.padEnd(18)} ${kb(results.signedIn.pageGzipBytes).padStart(9)} | +${kb(results.signedIn.overlayGzipBytes)}`);
}
if (results.lighthouse.length) {
  console.log(`\nLighthouse mobile, median of ${LIGHTHOUSE_RUNS} runs: performance, LCP (range), TBT (range), CLS, server response, LCP element   [budgets 100, 1000 ms, 50 ms, 0.01]`);
  const row = (r) => `  ${r.page.padEnd(18)} ${String(r.performance).padStart(4)} ${String(r.lcpMs).padStart(6)} ms (${r.lcpRangeMs.join('–')}) ${String(r.tbtMs).padStart(5)} ms (${r.tbtRangeMs.join('–')}) ${String(r.cls).padStart(6)} ${String(r.serverResponseMs).padStart(4)} ms  ${r.lcpElement ?? ''}`;
  for (const r of results.lighthouse) console.log(row(r));
  if (results.lighthouseFloor) {
    console.log('  The machine\'s floor, the same runs on a blank page (no script, style, image or security headers):');
    console.log(row(results.lighthouseFloor));
  }
  const indexes = [...results.lighthouse, results.lighthouseFloor].filter(Boolean).map((r) => r.benchmarkIndex).sort((x, y) => x - y);
  console.log(`  Lighthouse benchmarkIndex of this machine (median per page): ${indexes.join(', ')}`);
}
if (results.tapToLogin.length) {
  console.log('\nTap to login form, Slow 4G and 4x CPU: median (3 runs) of the form taking input | of React taking it over   [budget 1500 ms]');
  for (const r of results.tapToLogin) console.log(`  ${r.page.padEnd(18)} ${String(r.medianMs).padStart(6)} ms  (${r.runsMs.join(', ')}) | ${String(r.reactMedianMs).padStart(6)} ms  (${r.reactRunsMs.join(', ')})`);
}
if (results.api.length) {
  console.log('\nAPI latency at 10 concurrent connections: p50, p95   [budgets p95 50 ms balance/info, 300 ms login]');
  for (const r of results.api) console.log(`  ${r.call.padEnd(14)} ${String(r.p50Ms).padStart(5)} ms ${String(r.p95Ms).padStart(5)} ms  (${r.requests} requests)`);
}
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2));
if (args.has('--check') && failed) {
  console.error('\nA JavaScript byte budget is broken.');
  process.exit(1);
}
