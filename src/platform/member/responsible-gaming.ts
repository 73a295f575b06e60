/**
 * Responsible gaming, enforced by the platform (DOMAIN.md §5; SPEC §2.7): deposit, loss, wager and
 * session-time limits per rolling day (24 h), week (7 d) or month (30 d), the lowest applying; a
 * decrease applies at once, an increase or a removal only after 24 hours and a fresh confirmation;
 * a time-out (24 h, 7 d, 30 d, 6 weeks) or a self-exclusion (6 months, 1 year, 5 years,
 * indefinite) applies at once and can never be shortened. While either runs: no bets and no
 * deposits; withdrawals stay allowed. Amounts in minor units (session limits: minutes of play, as
 * PLAY_SPAN_MS in src/contracts/responsible-gaming-rules.ts counts it), times in ms.
 *
 * The limits are checked where the money is spent, in the same atomic write: every bet inserts its
 * game round and every deposit order its deposits row in the batch that moves the money, and the
 * triggers of src/platform/migrations/0050_atomic_limits.sql refuse that insert (aborting the whole
 * batch) with `ledger_abort:rg_<reason>`. {@link refusalOf} turns that detail into the error code
 * the caller answers (403), so parallel requests can never pass a limit between a check and a debit.
 */

/** Error codes a responsible-gaming refusal answers with (403). */
export type ResponsibleGamingRefusal =
  'error_rg_excluded' | 'error_rg_timeout' | 'error_rg_wager_limit' | 'error_rg_loss_limit' | 'error_rg_deposit_limit' | 'error_rg_session_limit';

const REFUSALS: Record<string, ResponsibleGamingRefusal> = {
  rg_excluded: 'error_rg_excluded',
  rg_timeout: 'error_rg_timeout',
  rg_wager_limit: 'error_rg_wager_limit',
  rg_loss_limit: 'error_rg_loss_limit',
  rg_deposit_limit: 'error_rg_deposit_limit',
  rg_session_limit: 'error_rg_session_limit',
};

/** Every responsible-gaming refusal code, e.g. for the clients that must show each translated. */
export const RESPONSIBLE_GAMING_REFUSALS: readonly ResponsibleGamingRefusal[] = Object.values(REFUSALS);

/**
 * The error code of a responsible-gaming refusal raised inside a write (the `<detail>` of
 * `ledger_abort:<detail>`, as postTransaction's `aborted` result or abortDetail() carry it), or
 * null when `detail` is something else (or null).
 */
export function refusalOf(detail: string | null | undefined): ResponsibleGamingRefusal | null {
  return (detail && REFUSALS[detail]) || null;
}

/** Limit kinds: deposit, loss and wager (minor units) and session (minutes of play). */
export type LimitKind = 'deposit' | 'loss' | 'wager' | 'session';
/** Limit periods: rolling day, week (7 days), month (30 days). */
export type LimitPeriod = 'day' | 'week' | 'month';

/** Length of each rolling period, in ms (also the migration's rg_periods table). */
export const PERIOD_MS: Record<LimitPeriod, number> = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 };
/** How long an increase waits before it can be confirmed (24 hours). */
export const INCREASE_DELAY_MS = 86_400_000;
/** Time-out lengths (DOMAIN.md §5). */
export const TIMEOUTS = { '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000, '6w': 42 * 86_400_000 } as const;
/** Self-exclusion lengths (DOMAIN.md §5); null = indefinite. */
export const EXCLUSIONS = { '6m': 182 * 86_400_000, '1y': 365 * 86_400_000, '5y': 5 * 365 * 86_400_000, indefinite: null } as const;

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number;
  pending_amount: number | null;
  pending_from: number | null;
}

/** The member's limits and active exclusion, as the page shows them. */
export async function responsibleGamingState(db: D1Database, memberId: number, now: number) {
  const [limits, exclusion, settings] = await Promise.all([
    db
      .prepare('SELECT kind, period, amount, pending_amount, pending_from FROM rg_limits WHERE member_id = ? ORDER BY kind, period')
      .bind(memberId)
      .all<LimitRow>(),
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
  const row = await db
    .prepare('SELECT kind, until FROM rg_exclusions WHERE member_id = ? AND (until IS NULL OR until > ?)')
    .bind(memberId, now)
    .first<{ kind: 'timeout' | 'exclusion'; until: number | null }>();
  return row ?? null;
}

/**
 * Sets a limit of `amount` (minor units; minutes of play for `session`); null removes it. Lower
 * than the current one (or a first limit): at once. Higher, or a removal: recorded as pending,
 * confirmable after 24 hours. Returns 'now', 'pending' or 'unchanged' (removing no limit).
 */
export async function setLimit(
  db: D1Database,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  amount: number | null,
  now: number,
): Promise<'now' | 'pending' | 'unchanged'> {
  const current = await db
    .prepare('SELECT amount FROM rg_limits WHERE member_id = ? AND kind = ? AND period = ?')
    .bind(memberId, kind, period)
    .first<{ amount: number }>();
  if (!current) {
    if (amount === null) return 'unchanged';
    await db
      .prepare(
        'INSERT INTO rg_limits (member_id, kind, period, amount, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = MIN(amount, excluded.amount), updated_at = excluded.updated_at',
      )
      .bind(memberId, kind, period, amount, now)
      .run();
    return 'now';
  }
  if (amount !== null && amount <= current.amount) {
    // A decrease also drops any pending increase.
    await db
      .prepare(
        'UPDATE rg_limits SET amount = MIN(amount, ?), pending_amount = NULL, pending_from = NULL, updated_at = ? WHERE member_id = ? AND kind = ? AND period = ?',
      )
      .bind(amount, now, memberId, kind, period)
      .run();
    return 'now';
  }
  await db
    .prepare('UPDATE rg_limits SET pending_amount = ?, pending_from = ?, updated_at = ? WHERE member_id = ? AND kind = ? AND period = ?')
    .bind(amount ?? 0, now + INCREASE_DELAY_MS, now, memberId, kind, period)
    .run();
  return 'pending';
}

/**
 * Confirms a pending increase or removal once its 24 hours have passed. Returns false when there
 * is none or it is not due yet.
 */
export async function confirmLimitChange(db: D1Database, memberId: number, kind: LimitKind, period: LimitPeriod, now: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT pending_amount, pending_from FROM rg_limits WHERE member_id = ? AND kind = ? AND period = ?')
    .bind(memberId, kind, period)
    .first<{ pending_amount: number | null; pending_from: number | null }>();
  if (row?.pending_amount === null || row?.pending_amount === undefined || row.pending_from === null || row.pending_from > now) return false;
  if (row.pending_amount === 0)
    await db.prepare('DELETE FROM rg_limits WHERE member_id = ? AND kind = ? AND period = ? AND pending_from <= ?').bind(memberId, kind, period, now).run();
  else
    await db
      .prepare(
        'UPDATE rg_limits SET amount = pending_amount, pending_amount = NULL, pending_from = NULL, updated_at = ? WHERE member_id = ? AND kind = ? AND period = ? AND pending_from <= ?',
      )
      .bind(now, memberId, kind, period, now)
      .run();
  return true;
}

/**
 * Starts a time-out or self-exclusion lasting `durationMs` (null: indefinite) at `now` (ms). Never
 * shortens one in force: the later end wins (indefinite is the latest), and a self-exclusion
 * outranks a time-out. The merge happens inside the one upsert, so concurrent requests cannot
 * shorten each other either; an ended one is simply replaced.
 */
export async function exclude(db: D1Database, memberId: number, kind: 'timeout' | 'exclusion', durationMs: number | null, now: number): Promise<void> {
  const active = '(rg_exclusions.until IS NULL OR rg_exclusions.until > ?4)';
  await db
    .prepare(
      'INSERT INTO rg_exclusions (member_id, kind, until, created_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (member_id) DO UPDATE SET ' +
        `kind = CASE WHEN ${active} AND rg_exclusions.kind = 'exclusion' THEN 'exclusion' ELSE excluded.kind END, ` +
        `until = CASE WHEN NOT ${active} THEN excluded.until WHEN rg_exclusions.until IS NULL OR excluded.until IS NULL THEN NULL ELSE MAX(rg_exclusions.until, excluded.until) END, ` +
        'created_at = excluded.created_at',
    )
    .bind(memberId, kind, durationMs === null ? null : now + durationMs, now)
    .run();
}

/** Sets the reality-check interval in minutes (0 = off; DOMAIN.md §5: 15, 30 or 60). */
export async function setRealityCheck(db: D1Database, memberId: number, minutes: 0 | 15 | 30 | 60): Promise<void> {
  await db
    .prepare(
      'INSERT INTO rg_settings (member_id, reality_check_minutes) VALUES (?, ?) ON CONFLICT (member_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes',
    )
    .bind(memberId, minutes)
    .run();
}
