/**
 * Responsible gaming, enforced by the platform (DOMAIN.md §5; SPEC §2.7): deposit, loss and wager
 * limits per rolling day (24 h), week (7 d) or month (30 d), the lowest applying; a decrease
 * applies at once, an increase or a removal only after 24 hours and a fresh confirmation; a
 * time-out (24 h, 7 d, 30 d, 6 weeks) or a self-exclusion (6 months, 1 year, 5 years,
 * indefinite) applies at once and can never be shortened. While either runs: no bets and no
 * deposits; withdrawals stay allowed. Every money path calls {@link checkCanBet} or
 * {@link checkCanDeposit}. Amounts in minor units, times in ms.
 */

/** Error codes a responsible-gaming check answers with (403). */
export type ResponsibleGamingRefusal = 'error_rg_excluded' | 'error_rg_timeout' | 'error_rg_wager_limit' | 'error_rg_loss_limit' | 'error_rg_deposit_limit';

/** Limit kinds: deposit, loss, wager. */
export type LimitKind = 'deposit' | 'loss' | 'wager';
/** Limit periods: rolling day, week (7 days), month (30 days). */
export type LimitPeriod = 'day' | 'week' | 'month';

/** Length of each rolling period, in ms. */
export const PERIOD_MS: Record<LimitPeriod, number> = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 };
/** How long an increase waits before it can be confirmed (24 hours). */
export const INCREASE_DELAY_MS = 86_400_000;
/** Time-out lengths (DOMAIN.md §5). */
export const TIMEOUTS = { '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000, '6w': 42 * 86_400_000 } as const;
/** Self-exclusion lengths (DOMAIN.md §5); null = indefinite. */
export const EXCLUSIONS = { '6m': 182 * 86_400_000, '1y': 365 * 86_400_000, '5y': 5 * 365 * 86_400_000, indefinite: null } as const;

interface LimitRow { kind: LimitKind; period: LimitPeriod; amount: number; pending_amount: number | null; pending_from: number | null }

/** The member's limits and active exclusion, as the page shows them. */
export async function responsibleGamingState(db: D1Database, memberId: number, now: number) {
  const [limits, exclusion, settings] = await Promise.all([
    db.prepare('SELECT kind, period, amount, pending_amount, pending_from FROM rg_limits WHERE member_id = ? ORDER BY kind, period').bind(memberId).all<LimitRow>(),
    activeExclusion(db, memberId, now),
    db.prepare('SELECT reality_check_minutes FROM rg_settings WHERE member_id = ?').bind(memberId).first<{ reality_check_minutes: number }>(),
  ]);
  return {
    realityCheckMinutes: settings?.reality_check_minutes ?? 0,
    limits: limits.results.map((l) => ({ kind: l.kind, period: l.period, amount: l.amount, pendingAmount: l.pending_amount, pendingFrom: l.pending_from })),
    exclusion,
  };
}

/** The active time-out or self-exclusion, or null. */
export async function activeExclusion(db: D1Database, memberId: number, now: number): Promise<{ kind: 'timeout' | 'exclusion'; until: number | null } | null> {
  const row = await db.prepare('SELECT kind, until FROM rg_exclusions WHERE member_id = ? AND (until IS NULL OR until > ?)').bind(memberId, now).first<{ kind: 'timeout' | 'exclusion'; until: number | null }>();
  return row ?? null;
}

/**
 * Sets a limit. `amount` null removes it. Lower than the current one (or a first limit): at once.
 * Higher, or a removal: recorded as pending, confirmable after 24 hours. Returns 'now' or 'pending'.
 */
export async function setLimit(db: D1Database, memberId: number, kind: LimitKind, period: LimitPeriod, amount: number | null, now: number): Promise<'now' | 'pending' | 'unchanged'> {
  const current = await db.prepare('SELECT amount FROM rg_limits WHERE member_id = ? AND kind = ? AND period = ?').bind(memberId, kind, period).first<{ amount: number }>();
  if (!current) {
    if (amount === null) return 'unchanged';
    await db.prepare('INSERT INTO rg_limits (member_id, kind, period, amount, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = MIN(amount, excluded.amount), updated_at = excluded.updated_at').bind(memberId, kind, period, amount, now).run();
    return 'now';
  }
  if (amount !== null && amount <= current.amount) {
    // A decrease also drops any pending increase.
    await db.prepare('UPDATE rg_limits SET amount = MIN(amount, ?), pending_amount = NULL, pending_from = NULL, updated_at = ? WHERE member_id = ? AND kind = ? AND period = ?').bind(amount, now, memberId, kind, period).run();
    return 'now';
  }
  await db.prepare('UPDATE rg_limits SET pending_amount = ?, pending_from = ?, updated_at = ? WHERE member_id = ? AND kind = ? AND period = ?').bind(amount ?? 0, now + INCREASE_DELAY_MS, now, memberId, kind, period).run();
  return 'pending';
}

/**
 * Confirms a pending increase or removal once its 24 hours have passed. Returns false when there
 * is none or it is not due yet.
 */
export async function confirmLimitChange(db: D1Database, memberId: number, kind: LimitKind, period: LimitPeriod, now: number): Promise<boolean> {
  const row = await db.prepare('SELECT pending_amount, pending_from FROM rg_limits WHERE member_id = ? AND kind = ? AND period = ?').bind(memberId, kind, period).first<{ pending_amount: number | null; pending_from: number | null }>();
  if (row?.pending_amount === null || row?.pending_amount === undefined || row.pending_from === null || row.pending_from > now) return false;
  if (row.pending_amount === 0) await db.prepare('DELETE FROM rg_limits WHERE member_id = ? AND kind = ? AND period = ? AND pending_from <= ?').bind(memberId, kind, period, now).run();
  else await db.prepare('UPDATE rg_limits SET amount = pending_amount, pending_amount = NULL, pending_from = NULL, updated_at = ? WHERE member_id = ? AND kind = ? AND period = ? AND pending_from <= ?').bind(now, memberId, kind, period, now).run();
  return true;
}

/**
 * Starts a time-out or self-exclusion lasting `durationMs` (null: indefinite). Never shortens one in
 * force: the later end wins (indefinite is the latest), and a self-exclusion outranks a time-out.
 */
export async function exclude(db: D1Database, memberId: number, kind: 'timeout' | 'exclusion', durationMs: number | null, now: number): Promise<void> {
  const current = await activeExclusion(db, memberId, now);
  let until = durationMs === null ? null : now + durationMs;
  let finalKind = kind;
  if (current) {
    until = current.until === null || until === null ? null : Math.max(current.until, until);
    finalKind = current.kind === 'exclusion' || kind === 'exclusion' ? 'exclusion' : 'timeout';
  }
  await db.prepare('INSERT INTO rg_exclusions (member_id, kind, until, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (member_id) DO UPDATE SET kind = excluded.kind, until = excluded.until, created_at = excluded.created_at').bind(memberId, finalKind, until, now).run();
}

async function limitsOf(db: D1Database, memberId: number, kind: LimitKind): Promise<{ period: LimitPeriod; amount: number }[]> {
  return (await db.prepare('SELECT period, amount FROM rg_limits WHERE member_id = ? AND kind = ?').bind(memberId, kind).all<{ period: LimitPeriod; amount: number }>()).results;
}

async function exclusionRefusal(db: D1Database, memberId: number, now: number): Promise<ResponsibleGamingRefusal | null> {
  const ex = await activeExclusion(db, memberId, now);
  return ex ? (ex.kind === 'exclusion' ? 'error_rg_excluded' : 'error_rg_timeout') : null;
}

/** May `memberId` stake `stake` (minor units) at `now` (ms)? Null, or why not. */
export async function checkCanBet(db: D1Database, memberId: number, stake: number, now: number): Promise<ResponsibleGamingRefusal | null> {
  const excluded = await exclusionRefusal(db, memberId, now);
  if (excluded) return excluded;
  for (const l of await limitsOf(db, memberId, 'wager')) {
    const row = await db.prepare("SELECT COALESCE(SUM(stake), 0) AS s FROM game_rounds WHERE member_id = ? AND created_at > ? AND status <> 'rolled_back'").bind(memberId, now - PERIOD_MS[l.period]).first<{ s: number }>();
    if ((row?.s ?? 0) + stake > l.amount) return 'error_rg_wager_limit';
  }
  for (const l of await limitsOf(db, memberId, 'loss')) {
    // The worst case counts: what this bet could lose on top of the net loss so far.
    const row = await db.prepare("SELECT COALESCE(SUM(CASE WHEN status = 'settled' THEN stake - payout WHEN status = 'open' THEN stake ELSE 0 END), 0) AS loss FROM game_rounds WHERE member_id = ? AND created_at > ?").bind(memberId, now - PERIOD_MS[l.period]).first<{ loss: number }>();
    if (Math.max(0, row?.loss ?? 0) + stake > l.amount) return 'error_rg_loss_limit';
  }
  return null;
}

/** May `memberId` deposit `amount` (minor units) at `now` (ms)? Null, or why not. */
export async function checkCanDeposit(db: D1Database, memberId: number, amount: number, now: number): Promise<ResponsibleGamingRefusal | null> {
  const excluded = await exclusionRefusal(db, memberId, now);
  if (excluded) return excluded;
  for (const l of await limitsOf(db, memberId, 'deposit')) {
    // Paid and still-pending deposits count, so several pending requests cannot pass the limit.
    const row = await db.prepare("SELECT COALESCE(SUM(amount), 0) AS s FROM deposits WHERE member_id = ? AND created_at > ? AND status IN ('paid', 'pending')").bind(memberId, now - PERIOD_MS[l.period]).first<{ s: number }>();
    if ((row?.s ?? 0) + amount > l.amount) return 'error_rg_deposit_limit';
  }
  return null;
}

/** Sets the reality-check interval in minutes (0 = off; DOMAIN.md §5: 15, 30 or 60). */
export async function setRealityCheck(db: D1Database, memberId: number, minutes: 0 | 15 | 30 | 60): Promise<void> {
  await db.prepare('INSERT INTO rg_settings (member_id, reality_check_minutes) VALUES (?, ?) ON CONFLICT (member_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes').bind(memberId, minutes).run();
}
