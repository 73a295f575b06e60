/**
 * Turnover (rollover) requirements (DOMAIN.md §3): each deposit or bonus adds `amount × rate` of
 * valid bet to wager before a withdrawal; valid bets after a requirement fill it, oldest first;
 * a withdrawal, and a transfer to another member, is refused while any remains ("money that still
 * owes turnover cannot be moved to another member"). Shared by the member center (deposits,
 * withdrawals, transfers in the agent tree) and rewards (bonuses). Valid bet = the stake of
 * settled rounds in `game_rounds` (the one betting record of every game, lottery tickets
 * included). Amounts in minor units.
 *
 * Money leaving a member (a withdrawal, a transfer) is checked here with {@link turnoverStatus},
 * then moved in a later D1 batch: that batch carries {@link turnoverUnchangedStatement}, which
 * aborts it when a requirement was added in between (a deposit or a bonus credited meanwhile), so
 * the check and the movement act as one. Valid bets only ever fill requirements, so no other
 * change between the two can turn "nothing remains" into "something remains".
 */

/** What one requirement adds: `source` + `sourceId` make it idempotent (e.g. 'deposit', '42'). */
export interface TurnoverRequirementInput {
  memberId: number;
  source: string;
  sourceId: string;
  amount: number;
  now: number;
}

/**
 * The statement that records a requirement (to run in the same D1 batch as the ledger movement it
 * belongs to); a second call with the same source and id adds nothing.
 */
export function turnoverRequirementStatement(db: D1Database, r: TurnoverRequirementInput): D1PreparedStatement {
  return db
    .prepare('INSERT OR IGNORE INTO turnover_requirements (member_id, source, source_id, amount, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(r.memberId, r.source, r.sourceId, Math.max(0, Math.trunc(r.amount)), r.now);
}

/**
 * A member's turnover position: what is required in all, what valid bet counts, what remains
 * (minor units), and the id of the newest requirement seen (0 when none), for
 * {@link turnoverUnchangedStatement}.
 */
export interface TurnoverStatus {
  required: number;
  wagered: number;
  remaining: number;
  lastRequirementId: number;
}

/**
 * The member's turnover status: requirements are filled oldest first by valid bets made after
 * each requirement was added (a bet placed before a requirement never fills it).
 */
export async function turnoverStatus(db: D1Database, memberId: number): Promise<TurnoverStatus> {
  const reqs = (
    await db
      .prepare('SELECT id, amount, created_at FROM turnover_requirements WHERE member_id = ? ORDER BY created_at, id')
      .bind(memberId)
      .all<{ id: number; amount: number; created_at: number }>()
  ).results;
  if (reqs.length === 0) return { required: 0, wagered: 0, remaining: 0, lastRequirementId: 0 };
  const bets = (
    await db
      .prepare(
        "SELECT stake, COALESCE(settled_at, created_at) AS at FROM game_rounds WHERE member_id = ? AND status = 'settled' AND created_at >= ? ORDER BY created_at",
      )
      .bind(memberId, reqs[0]!.created_at)
      .all<{ stake: number; at: number }>()
  ).results;
  const open = reqs.map((r) => ({ left: r.amount, from: r.created_at }));
  let wagered = 0;
  for (const bet of bets) {
    let stake = bet.stake;
    wagered += stake;
    for (const r of open) {
      if (stake <= 0) break;
      if (r.left <= 0 || r.from > bet.at) continue;
      const used = Math.min(r.left, stake);
      r.left -= used;
      stake -= used;
    }
  }
  const required = reqs.reduce((s, r) => s + r.amount, 0);
  return { required, wagered, remaining: open.reduce((s, r) => s + r.left, 0), lastRequirementId: Math.max(...reqs.map((r) => r.id)) };
}

/**
 * The statement that keeps a money movement out of member `memberId`'s reach (a withdrawal, a
 * transfer to another member) true to the turnover check it passed: run in the movement's own D1
 * batch, it aborts the batch (`postTransaction` answers `aborted` with detail
 * `turnover_remaining`) when a requirement newer than `seen.lastRequirementId` exists. `key` is the
 * movement's ledger idempotency key (one check row per movement).
 */
export function turnoverUnchangedStatement(
  db: D1Database,
  memberId: number,
  seen: Pick<TurnoverStatus, 'lastRequirementId'>,
  key: string,
  now: number,
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO turnover_checks (idempotency_key, member_id, last_requirement_id, created_at) VALUES (?, ?, ?, ?)')
    .bind(key, memberId, seen.lastRequirementId, now);
}
