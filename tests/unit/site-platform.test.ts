// The sandbox platform's site content (SPEC §3, §7.1) on a real local D1 with the seeded content:
// promotions, banners and help in the caller's language, announcement pages of 9 of every type,
// the domain route, the encrypted customer-service links and the permission info.
import { handlePlatform } from '../../src/platform/index.ts';
import { demoBanners, demoPromotions } from '../../src/platform/seed/demo-content.ts';
import { announcementSeeds, siteContentSql, siteTexts } from '../../src/platform/seed/site-content.ts';
import { decryptServicePath } from '../../src/lib/service-link-cipher.ts';
import { startPlatform } from '../helpers/platform.ts';

let platform: Awaited<ReturnType<typeof startPlatform>>;
beforeAll(async () => {
  platform = await startPlatform();
  const q = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);
  const sql = [
    ...demoBanners.map(
      (b) =>
        `INSERT OR IGNORE INTO banners (banner_id, group_name, url, title, linkage_type, link, sequence) VALUES (${b.bannerId}, ${q(b.groupName)}, ${q(b.url)}, ${q(b.title)}, ${q(b.linkageType)}, ${q(b.link)}, ${b.sequence})`,
    ),
    ...demoPromotions.map(
      (p) =>
        `INSERT OR IGNORE INTO promotions (id, title, category, type, tags_json, images_json, sequence) VALUES (${p.id}, ${q(p.title)}, ${q(p.category)}, ${q(p.type)}, ${q(JSON.stringify(p.tags))}, ${q(JSON.stringify(p.announcementImages))}, ${p.sequence})`,
    ),
    ...(await siteContentSql()),
  ];
  // Twice: the seed is idempotent.
  for (let round = 0; round < 2; round += 1) {
    for (let i = 0; i < sql.length; i += 500) await platform.env.DB.batch(sql.slice(i, i + 500).map((stmt) => platform.env.DB.prepare(stmt.replace(/;$/, ''))));
  }
});
afterAll(() => platform.dispose());

async function get(path: string, language = 'TY') {
  const res = await handlePlatform(new Request(`http://platform.test${path}`, { headers: { language } }), platform.env);
  return { status: res.status, body: (await res.json()) as { success: boolean; code: string; value: any } };
}

describe('announcements', () => {
  it('answers 9 per page, newest first, 12 in all, every type present (after seeding twice)', async () => {
    const p1 = await get('/wps/relay/MCSFE_getListAnnouncements?pageNo=1', 'EN');
    expect(p1.body.value).toMatchObject({ total: announcementSeeds.length, pageNo: 1, pageSize: 9 });
    expect(p1.body.value.list).toHaveLength(9);
    const times = p1.body.value.list.map((a: { timestamp: number }) => a.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(p1.body.value.list.map((a: { type: string }) => a.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR', 'H']));
    expect(p1.body.value.list[0].title).toBe('Welcome to Lotus Play');
    const p2 = await get('/wps/relay/MCSFE_getListAnnouncements?pageNo=2', 'EN');
    expect(p2.body.value.list).toHaveLength(3);
  });

  it('filters by type and answers in the caller language', async () => {
    const pr = await get('/wps/relay/MCSFE_getListAnnouncements?type=PR', 'TY');
    expect(pr.body.value.total).toBe(1);
    expect(pr.body.value.list[0].title).toBe(siteTexts('vi').announcements.cashback[0]);
  });

  it('rejects a page size above 50 and an unknown type without answering data', async () => {
    expect((await get('/wps/relay/MCSFE_getListAnnouncements?pageSize=51')).status).toBe(400);
    expect((await get('/wps/relay/MCSFE_getListAnnouncements?type=X')).body.code).toBe('error_validation');
  });
});

describe('translated content', () => {
  it('returns promotions with texts, terms and times in the Language header, base locale for unknown codes', async () => {
    const th = await get('/wps/system/promotions', 'TH');
    expect(th.body.value[0]).toMatchObject({ id: 101, title: siteTexts('th').promotions['101']![0], terms: { bonusRateBp: 10_000, minDeposit: 100_000 } });
    expect(th.body.value[0].startTime).toBeLessThan(th.body.value[0].endTime);
    const unknown = await get('/wps/system/promotions', 'QQ');
    expect(unknown.body.value[0].title).toBe(siteTexts('vi').promotions['101']![0]);
  });

  it('returns banner titles and help articles in the caller language', async () => {
    const banners = await get('/wps/system/banners', 'JP');
    const home = banners.body.value.find((b: { bannerId: number }) => b.bannerId === 1);
    expect(home.title).toBe(siteTexts('ja').banners['home-1']);
    const help = await get('/wps/system/helpCenter', 'EN');
    expect(help.body.value.articles.map((a: { slug: string }) => a.slug)).toEqual([
      'user-agreement',
      'privacy',
      'deposit-withdrawal',
      'responsible-gaming',
      'contact',
      'lottery-fairness',
    ]);
    expect(help.body.value.articles[0].paragraphs.length).toBeGreaterThan(0);
  });
});

describe('domains, services and permission', () => {
  it('lists the speed-check domains and answers the ping', async () => {
    expect((await get('/wps/system/domainRoute?device=0')).body.value.domainList.length).toBeGreaterThan(0);
    expect((await get('/wps/system/ping?speed=abc')).body).toMatchObject({ success: true, value: null });
  });

  it('gives chat and VIP service paths whose type-3 entries decrypt to URLs', async () => {
    const chat = await get('/wps/system/serviceLink?service=chat');
    const vip = await get('/wps/system/serviceLink?service=vip');
    expect(await decryptServicePath(chat.body.value.pathList[0].path)).toBe('/support/');
    expect(await decryptServicePath(vip.body.value.pathList[0].path)).toContain('vip');
    expect((await get('/wps/system/serviceLink?service=other')).status).toBe(400);
  });

  it('carries resources, services, flags and status in the permission info', async () => {
    const p = await get('/wps/system/permission');
    expect(p.body.value.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual(['android', 'ios']);
    expect(p.body.value.customerService.length).toBeGreaterThan(0);
    expect(p.body.value).toMatchObject({ maintenance: false, regionRestriction: false });
  });
});
