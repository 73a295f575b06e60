// Site features in the browser (SPEC §4) against fakes at their boundaries only (fetch,
// sessionStorage, the popup window): the speed check rules of SPEC §4, the announcement pages of
// §9, the customer-service link of §6/§7.2, dates, the no-menu routes and locale links.
import fc from 'fast-check';
import { $announcements, loadAnnouncementPage, pageCount, selectAnnouncement, selectedAnnouncement } from '../../src/features/site/stores/announcements.ts';
import { connectCustomerService, serviceUrl, $serviceNotice } from '../../src/features/site/stores/customer-service.ts';
import { $speedCheck, displayedSpeed, runSpeedCheck, sortBySpeed, speedClass, UNREACHABLE_MS } from '../../src/features/site/stores/speed-check.ts';
import { formatDate, formatDateTime } from '../../src/lib/format-date.ts';
import { localeHref } from '../../src/lib/i18n/locale-paths.ts';
import { decryptServicePath, encryptServicePath } from '../../src/lib/service-link-cipher.ts';
import { isNoMenuRoute, pathInLocale } from '../../src/lib/side-menu.ts';

const store = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
  clear: () => store.clear(),
});
vi.stubGlobal('location', { href: 'http://portal.test/', origin: 'http://portal.test' });

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer[]> = {};
const calls: string[] = [];
vi.stubGlobal('fetch', async (input: Request) => {
  const url = new URL(input.url);
  calls.push(`${url.pathname}${url.search}`);
  const next = answers[url.pathname]?.shift();
  if (!next) throw new TypeError('network down');
  return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
});
const ok = (value: unknown): Answer => ({ status: 200, body: { success: true, code: 'OK', value } });

beforeEach(() => {
  answers = {};
  calls.length = 0;
  store.clear();
});

describe('speed check (SPEC §4)', () => {
  it('classes 80 ms as fast, 150 ms as normal and anything slower, unreachable included, as slow', () => {
    expect([20, 80, 81, 150, 151, UNREACHABLE_MS].map(speedClass)).toEqual(['fast', 'fast', 'normal', 'normal', 'slow', 'slow']);
  });

  it('simulates the displayed value from the elapsed time by the four bands', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 9998, noNaN: true }), fc.double({ min: 0, max: 0.999999, noNaN: true }), (elapsed, r) => {
        const v = displayedSpeed(elapsed, () => r);
        const [lo, hi] = elapsed >= 400 ? [100, 150] : elapsed >= 200 ? [60, 100] : elapsed >= 100 ? [40, 60] : [20, 40];
        return Number.isInteger(v) && v >= lo && v <= hi;
      }),
    );
    expect(displayedSpeed(UNREACHABLE_MS)).toBe(UNREACHABLE_MS);
  });

  it('tests this origin and every listed domain, unreachable ones as 9999 ms, fastest first', async () => {
    answers['/wps/system/domainRoute'] = [
      ok({ domainList: [{ domainName: 'http://down.test/' }, { domainName: 'http://slow.test' }, { domainName: 'http://portal.test' }] }),
    ];
    const elapsed: Record<string, number> = { 'http://portal.test': 250, 'http://down.test': UNREACHABLE_MS, 'http://slow.test': 30 };
    await runSpeedCheck('http://portal.test', async (d) => elapsed[d]!);
    const { status, domains } = $speedCheck.get();
    expect(status).toBe('done');
    expect(domains.map((d) => d.domainName)).toEqual(['http://slow.test', 'http://portal.test', 'http://down.test']);
    expect(domains[1]!.speed).toBeGreaterThanOrEqual(60);
    expect(domains[2]!.speed).toBe(UNREACHABLE_MS);
    expect(calls).toEqual(['/wps/system/domainRoute?device=0']);
  });

  it('reports a failed domain list with its error code', async () => {
    await runSpeedCheck('http://portal.test', async () => 10);
    expect($speedCheck.get()).toMatchObject({ status: 'error', error: 'error_network', domains: [] });
  });

  it('sorts domains still testing last', () => {
    expect(
      sortBySpeed([
        { domainName: 'a', speed: null },
        { domainName: 'b', speed: 9999 },
        { domainName: 'c', speed: 40 },
      ]).map((d) => d.domainName),
    ).toEqual(['c', 'b', 'a']);
  });
});

describe('announcements (SPEC §2.5, §9)', () => {
  const item = (id: number) => ({ id, type: 'B', executionType: 'B', title: `t${id}`, content: `c${id}`, timestamp: 1_700_000_000_000 - id });

  it('loads 9 per page, selects the first, and moves the selection within the page', async () => {
    answers['/wps/relay/MCSFE_getListAnnouncements'] = [ok({ list: [1, 2, 3].map(item), total: 12, pageNo: 2, pageSize: 9 })];
    await loadAnnouncementPage(2);
    expect(calls).toEqual(['/wps/relay/MCSFE_getListAnnouncements?pageNo=2&pageSize=9']);
    const s = $announcements.get();
    expect(s).toMatchObject({ status: 'ready', pageNo: 2, total: 12, selectedId: 1 });
    expect(pageCount(s.total)).toBe(2);
    selectAnnouncement(3);
    expect(selectedAnnouncement($announcements.get())?.title).toBe('t3');
    selectAnnouncement(99);
    expect($announcements.get().selectedId).toBe(3);
  });

  it('keeps the last page and reports the error code when a load fails', async () => {
    await loadAnnouncementPage(3);
    expect($announcements.get()).toMatchObject({ status: 'error', error: 'error_network', pageNo: 2 });
  });

  it('never asks for a page below 1, and counts at least one page', async () => {
    answers['/wps/relay/MCSFE_getListAnnouncements'] = [ok({ list: [], total: 0, pageNo: 1, pageSize: 9 })];
    await loadAnnouncementPage(0);
    expect(calls[0]).toContain('pageNo=1');
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
  });
});

describe('customer service (SPEC §6, §7.2)', () => {
  const popup = () => ({
    closed: false,
    location: { href: '' },
    close() {
      this.closed = true;
    },
  });

  it('decrypts the type-3 path and sends the popup there; live chat for visitors', async () => {
    answers['/wps/system/serviceLink'] = [
      ok({
        pathList: [
          { csType: 1, path: 'ignored' },
          { csType: 3, path: await encryptServicePath('https://chat.test/room', 'k3y-8chr') },
        ],
      }),
    ];
    const w = popup();
    expect(await connectCustomerService(w as unknown as Window, 'http://portal.test')).toBe(true);
    expect(w.location.href).toBe('https://chat.test/room');
    expect(calls).toEqual(['/wps/system/serviceLink?service=chat']);
  });

  it('asks for the VIP service for a member above rank 4', async () => {
    store.set('account', 'agent01');
    answers['/wps/member/info'] = [
      ok({
        account: 'agent01',
        id: 1,
        nickname: 'A',
        type: 1,
        toUpline: false,
        memberLabel: null,
        clubLabel: { labelName: 'D', color: '#000', color2: '#fff', rankLevel: 5 },
        merchant: 'LOTUS',
        avatarUrl: null,
      }),
    ];
    answers['/wps/system/serviceLink'] = [ok({ pathList: [{ csType: 3, path: await encryptServicePath('/helpmc#vip', 'abcdefgh') }] })];
    const w = popup();
    await connectCustomerService(w as unknown as Window, 'http://portal.test');
    expect(calls).toEqual(['/wps/member/info', '/wps/system/serviceLink?service=vip']);
    expect(w.location.href).toBe('http://portal.test/helpmc#vip');
  });

  it("opens the portal's own help center in the page's locale, and an external chat as it is", async () => {
    answers['/wps/system/serviceLink'] = [ok({ pathList: [{ csType: 3, path: await encryptServicePath('/helpmc#contact', 'abcdefgh') }] })];
    const w = popup();
    await connectCustomerService(w as unknown as Window, 'http://portal.test', 'de');
    expect(w.location.href).toBe('http://portal.test/de/helpmc/#contact');
    expect(serviceUrl('/helpmc?service=vip#contact', 'http://portal.test', 'en')).toBe('http://portal.test/en/helpmc/?service=vip#contact');
    expect(serviceUrl('/helpmc#contact', 'http://portal.test', 'vi')).toBe('http://portal.test/helpmc/#contact');
    expect(serviceUrl('/ja/helpmc/', 'http://portal.test', 'en')).toBe('http://portal.test/ja/helpmc/');
    expect(serviceUrl('https://chat.test/room', 'http://portal.test', 'en')).toBe('https://chat.test/room');
  });

  it('keeps live chat for rank 4 exactly', async () => {
    store.set('account', 'demo01');
    answers['/wps/member/info'] = [
      ok({
        account: 'demo01',
        id: 1,
        nickname: 'D',
        type: 0,
        toUpline: false,
        memberLabel: null,
        clubLabel: { labelName: 'G', color: '#000', color2: '#fff', rankLevel: 4 },
        merchant: 'LOTUS',
        avatarUrl: null,
      }),
    ];
    answers['/wps/system/serviceLink'] = [ok({ pathList: [] })];
    await connectCustomerService(popup() as unknown as Window, 'http://portal.test');
    expect(calls[1]).toBe('/wps/system/serviceLink?service=chat');
  });

  it('closes the popup and leaves a notice when the fetch fails or nothing decrypts', async () => {
    const w = popup();
    expect(await connectCustomerService(w as unknown as Window, 'http://portal.test')).toBe(false);
    expect(w.closed).toBe(true);
    expect($serviceNotice.get()).toBe('site_service_unavailable');
    answers['/wps/system/serviceLink'] = [ok({ pathList: [{ csType: 3, path: 'not-a-real-cipher-text-at-all' }] })];
    const w2 = popup();
    expect(await connectCustomerService(w2 as unknown as Window, 'http://portal.test')).toBe(false);
    expect(w2.closed).toBe(true);
  });

  it('says so when the popup was blocked, without fetching', async () => {
    expect(await connectCustomerService(null, 'http://portal.test')).toBe(false);
    expect($serviceNotice.get()).toBe('site_service_popup_blocked');
    expect(calls).toEqual([]);
  });

  it('the cipher round-trips and rejects altered or short paths', async () => {
    const path = await encryptServicePath('https://x.test/?a=1', '12345678');
    expect(path.endsWith('12345678')).toBe(true);
    expect(await decryptServicePath(path)).toBe('https://x.test/?a=1');
    const altered = `${path[0] === 'A' ? 'B' : 'A'}${path.slice(1)}`;
    expect(await decryptServicePath(altered)).toBeNull();
    expect(await decryptServicePath('short')).toBeNull();
    await expect(encryptServicePath('x', 'short')).rejects.toThrow(RangeError);
  });
});

describe('dates, routes and links', () => {
  it('writes moments and dates as the locale does, one calendar per locale', () => {
    const moment = new Date(2026, 10, 20, 21, 5, 9).getTime();
    expect(formatDateTime(moment, 'en')).toMatch(/^Nov 20, 2026,? (at )?9:05\sPM$/);
    expect(formatDateTime(moment, 'de')).toMatch(/^20\.11\.2026,? 21:05$/);
    expect(formatDateTime(moment, 'en', 'date')).toBe('Nov 20, 2026');
    // th writes the Buddhist year in moments and dates alike, never beside the Gregorian one.
    expect(formatDateTime(moment, 'th')).toContain('2569');
    expect(formatDateTime(moment, 'th')).not.toContain('2026');
    expect(() => formatDateTime(Number.NaN, 'en')).toThrow(RangeError);
    expect(formatDate(Date.UTC(2027, 11, 31), 'en')).toBe('Dec 31, 2027');
    expect(formatDate(Date.UTC(2027, 11, 31), 'th')).toContain('2570');
  });

  it('hides the side menu on the no-menu routes, in any case and below them', () => {
    for (const p of ['/seamless', '/lottery', '/vnlottery', '/vnLottery/', '/seaLottery', '/down', '/down/']) expect(isNoMenuRoute(p), p).toBe(true);
    for (const p of ['/', '/promotions', '/downloads', '/register']) expect(isNoMenuRoute(p), p).toBe(false);
  });

  it('builds slash-terminated links per locale and keeps query and hash across a language change', () => {
    expect(localeHref('vi', '/')).toBe('/');
    expect(localeHref('en', '/')).toBe('/en/');
    expect(localeHref('en', '/promotions')).toBe('/en/promotions/');
    expect(localeHref('vi', '/promoDetail/101/')).toBe('/promoDetail/101/');
    expect(pathInLocale('th', '/promotions', '?a=1', '#101')).toBe('/th/promotions/?a=1#101');
    expect(pathInLocale('vi', '/')).toBe('/');
    expect(pathInLocale('xx', '/down')).toBe('/down/');
  });
});

describe('one date helper', () => {
  it('formats every date the interface shows through src/lib/format-date.ts, never the runtime default form', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const offenders: string[] = [];
    for (const dir of ['src/features', 'src/islands', 'src/components', 'src/lib', 'src/pages']) {
      for (const f of readdirSync(dir, { recursive: true }).map(String)) {
        // src/pages/dev/ is the sandbox's own tools (outbox, payment page), in English for developers.
        if (!/\.(tsx?|astro)$/.test(f) || `${dir}/${f}` === 'src/lib/format-date.ts' || `${dir}/${f}`.startsWith('src/pages/dev/')) continue;
        const text = readFileSync(`${dir}/${f}`, 'utf8');
        if (/toLocale(Date|Time)?String\(|Intl\.DateTimeFormat/.test(text)) offenders.push(`${dir}/${f}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
