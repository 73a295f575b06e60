// Platform messages in the reader's locale (SPEC §2.7 messageV2) on a real local D1: a message the
// platform writes by itself is stored as a message key with parameters, and the member page renders
// it from the rewards messages of the page's locale, so an English member reads English and a
// Vietnamese member Vietnamese; the demo messages seeded in Vietnamese before keys existed are keyed
// by migration 0061 and read translated too.
import { readFileSync } from 'node:fs';
import { siteConfig } from '../../src/contracts/site-config.ts';
import { messageText, type MessageParts } from '../../src/features/rewards/message-text.ts';
import { formatMoney } from '../../src/lib/format-money.ts';
import { translate } from '../../src/lib/i18n/translate.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { sendPlatformMessage } from '../../src/platform/rewards/messages.ts';
import { rewardsDemoSql } from '../../src/platform/seed/rewards-demo.ts';
import en from '../../i18n/messages/rewards/en.json';
import vi from '../../i18n/messages/rewards/vi.json';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const books = { en: en as Record<string, string>, vi: vi as Record<string, string> };
type Locale = keyof typeof books;

/** A fresh member and a session for them. */
async function member(id: number): Promise<string> {
  await p.env.DB.prepare("INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (?, ?, 'n', 'x', 0, 0, 0)")
    .bind(id, `msg${id}`)
    .run();
  return createSession(p.env.DB, id);
}

/** The member's messages, newest first, as the page shows them in `locale`: [title, body]. */
async function read(token: string, locale: Locale): Promise<[string, string][]> {
  const list = (await p.call.get('messageList', token)).body.value as MessageParts[];
  const t = (key: string, vars?: Record<string, string | number>) => translate(books[locale], key, vars, locale);
  return list.map((m) => [messageText(m, 'title', t, locale, siteConfig.currencyDecimals), messageText(m, 'body', t, locale, siteConfig.currencyDecimals)]);
}

describe('platform messages in the reader’s locale', () => {
  it('stores a platform message as a key with parameters, read in English by an en member and in Vietnamese by a vi member', async () => {
    const enToken = await member(1601);
    const viToken = await member(1602);
    for (const id of [1601, 1602]) {
      await sendPlatformMessage(p.env.DB, id, 'rewards_message_late_deposit', { amount: 300_000, id: 77 }, 1_000);
      await sendPlatformMessage(p.env.DB, id, 'rewards_message_maintenance', { from: '02:00', to: '03:00' }, 2_000);
    }
    const [enMaintenance, enDeposit] = await read(enToken, 'en');
    const [viMaintenance, viDeposit] = await read(viToken, 'vi');

    expect(enMaintenance).toEqual([en.rewards_message_maintenance_title, 'The system will be under maintenance from 02:00 to 03:00 (Vietnam time) on Sunday.']);
    expect(viMaintenance).toEqual([vi.rewards_message_maintenance_title, 'Hệ thống sẽ bảo trì từ 02:00 đến 03:00 (giờ Việt Nam) vào Chủ nhật.']);
    expect(enDeposit![0]).toBe(en.rewards_message_late_deposit_title);
    expect(viDeposit![0]).toBe(vi.rewards_message_late_deposit_title);
    expect(enDeposit![0]).not.toBe(viDeposit![0]);
    // The amount is money written as each locale writes it.
    expect(enDeposit![1]).toContain(formatMoney(300_000, 'en', siteConfig.currency, siteConfig.currencyDecimals));
    expect(viDeposit![1]).toContain(formatMoney(300_000, 'vi', siteConfig.currency, siteConfig.currencyDecimals));
  });

  it('seeds the demo messages as keys, and keys the Vietnamese copies an earlier seed wrote (migration 0061), so an en member reads them in English', async () => {
    const db = p.env.DB;
    const token = await member(1603);
    await db.prepare("UPDATE members SET account = 'demo01' WHERE id = 1603").run();
    // A database seeded before keys: the old Vietnamese copy of the rebate notice.
    await db
      .prepare('INSERT INTO member_messages (member_id, title, body, created_at) VALUES (1603, ?, ?, 5000)')
      .bind('Hoàn trả hằng ngày đã sẵn sàng', 'Bạn có tiền hoàn trả từ cược thể thao và slot. Mở mục Hoàn trả để nhận.')
      .run();
    const migration = readFileSync('src/platform/migrations/0061_member_message_locale.sql', 'utf8')
      .replace(/--.*$/gm, '')
      .split(/;\s*\n/);
    await db.batch(
      migration
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => db.prepare(s)),
    );
    // Then the seed runs again, as every start does: it adds the other two and not the rebate notice twice.
    const seed = (await rewardsDemoSql(Date.now(), async () => 'x')).filter((s) => s.includes('member_messages'));
    await db.batch(seed.map((s) => db.prepare(s)));

    const titles = (await read(token, 'en')).map(([title]) => title);
    expect(titles.toSorted()).toEqual(
      [en.rewards_message_points_welcome_title, en.rewards_message_rebate_ready_title, en.rewards_message_maintenance_title].toSorted(),
    );
    expect((await read(token, 'vi')).map(([title]) => title)).toContain(vi.rewards_message_rebate_ready_title);
  });
});
