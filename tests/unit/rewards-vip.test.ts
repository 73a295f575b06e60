// VIP levels on a real local D1 (SPEC §2.7 playerRank; DOMAIN.md §3): deposits and valid bet over
// the period upgrade at once and pay each level's gift once through the ledger (also when looked at
// concurrently), with a turnover requirement; the keep review one period later lowers a member
// whose activity fell below the keep thresholds, and a re-upgrade pays no gift twice.
import { ensureAccount, memberBalance } from '../../src/platform/lib/ledger.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { turnoverStatus } from '../../src/platform/cashier/turnover.ts';
import { REWARD_ECONOMICS } from '../../src/platform/rewards/economics.ts';
import { evaluateVip, VIP_PERIOD_MS } from '../../src/platform/rewards/vip.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const [, bronze, silver] = REWARD_ECONOMICS.vip.levels;
const id = 1520;
let token = '';
let seq = 0;

async function deposit(amount: number, at: number) {
  await p.env.DB.prepare(
    "INSERT INTO deposits (member_id, request_id, channel, amount, reference, pay_token, status, created_at, expires_at, settled_at) VALUES (?, ?, 'bank', ?, 'ref', 'tok', 'paid', ?, ?, ?)",
  )
    .bind(id, `vip-${seq++}`, amount, at, at + 1, at)
    .run();
}
async function bet(stake: number, at: number) {
  await p.env.DB.prepare(
    "INSERT INTO game_rounds (vendor, round_id, member_id, game_code, stake, payout, status, created_at, settled_at) VALUES ('inhouse', ?, ?, 'dice', ?, 0, 'settled', ?, ?)",
  )
    .bind(`vip-${seq++}`, id, stake, at, at)
    .run();
}

beforeAll(async () => {
  await p.env.DB.prepare(
    "INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (?, 'vipone', 'n', 'x', 0, 0, ?)",
  )
    .bind(id, Date.now())
    .run();
  token = await createSession(p.env.DB, id);
  await ensureAccount(p.env.DB, id, 'VND');
});

describe('VIP levels', () => {
  it('starts at level 0 and shows the next thresholds', async () => {
    const v = (await p.call.get('playerRank', token)).body.value;
    expect(v).toMatchObject({ level: 0, deposit: 0, validBet: 0, paidNow: [] });
    expect(v.levels[1]).toMatchObject({
      level: 1,
      depositRequired: bronze!.depositRequired,
      validBetRequired: bronze!.validBetRequired,
      upgradeGift: bronze!.upgradeGift,
      giftPaid: false,
    });
  });

  it('upgrades past two levels at once and pays each gift once, also under concurrent looks', async () => {
    const now = Date.now();
    // Silver's thresholds exactly (a valid bet in two rounds): levels 1 and 2 at once.
    await deposit(silver!.depositRequired, now - 5_000);
    await bet(silver!.validBetRequired - bronze!.validBetRequired, now - 4_000);
    await bet(bronze!.validBetRequired, now - 3_000);
    const looks = await Promise.all(Array.from({ length: 4 }, () => p.call.get('playerRank', token)));
    expect(looks.every((l) => l.body.value.level === 2)).toBe(true);
    expect(looks.flatMap((l) => l.body.value.paidNow).sort((a, b) => a.level - b.level)).toEqual([
      { level: 1, amount: bronze!.upgradeGift },
      { level: 2, amount: silver!.upgradeGift },
    ]);
    const gifts = bronze!.upgradeGift + silver!.upgradeGift;
    expect(await memberBalance(p.env.DB, id, 'VND')).toBe(gifts);
    expect((await turnoverStatus(p.env.DB, id)).required).toBe(gifts * REWARD_ECONOMICS.vip.turnoverMultiple);
    const member = await p.env.DB.prepare('SELECT club_label_json FROM members WHERE id = ?').bind(id).first<{ club_label_json: string }>();
    expect(JSON.parse(member!.club_label_json)).toMatchObject({ labelName: 'Silver', rankLevel: 2 });
  });

  it('keeps the level until the review, then lowers it when the keep thresholds are missed, and pays no gift again', async () => {
    const since = (await p.env.DB.prepare('SELECT since FROM member_vip WHERE member_id = ?').bind(id).first<{ since: number }>())!.since;
    // Just before the review: still level 2 although the period's activity has moved on.
    const before = await evaluateVip(p.env.DB, id, 'VND', since + VIP_PERIOD_MS - 1);
    expect(before.level).toBe(2);
    // At the review, the last 30 days hold no activity: below every keep threshold but level 0's.
    const later = since + VIP_PERIOD_MS + 86_400_000;
    const review = await evaluateVip(p.env.DB, id, 'VND', later);
    expect(review.level).toBe(0);
    // Active again: back to level 1, its gift was already paid.
    await deposit(bronze!.depositRequired, later + 1);
    await bet(bronze!.validBetRequired, later + 2);
    const again = await evaluateVip(p.env.DB, id, 'VND', later + 10);
    expect(again.level).toBe(1);
    expect(again.paidNow).toEqual([]);
    expect(await memberBalance(p.env.DB, id, 'VND')).toBe(bronze!.upgradeGift + silver!.upgradeGift);
  });

  it('keeps a level whose keep thresholds are met at the review', async () => {
    const row = (await p.env.DB.prepare('SELECT since FROM member_vip WHERE member_id = ?').bind(id).first<{ since: number }>())!;
    const at = row.since + VIP_PERIOD_MS;
    await bet(bronze!.keepValidBet, at - 1_000);
    const kept = await evaluateVip(p.env.DB, id, 'VND', at);
    expect(kept.level).toBe(1);
  });
});
