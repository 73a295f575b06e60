/**
 * Team data of the agent center (SPEC §2.8 team overview, team management, team betting, user
 * loss, account details, team transaction): read-only queries over an agent's descendants (the
 * team, src/platform/agent/tree.ts). Ranges are [from, to) in ms since epoch; amounts integer
 * minor units; win/loss is the players' (payout − valid bet). Personal details (contacts, names,
 * ids, limits' amounts) are never returned.
 */
import { RECORD_PAGE_SIZE } from '../../contracts/schemas/member-center.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import { isAgentType } from '../../contracts/user-types.ts';
import { MAIN_WALLET } from '../lib/ledger.ts';
import { TEAM_CTE } from './tree.ts';

/** Valid bet (minor units) a member must reach in a period to count as an active member (DOMAIN.md §2). */
export const ACTIVE_MEMBER_MIN_BET = 500;

/** Start of the ICT (UTC+7) day containing `now`, in ms since epoch. */
export function ictDayStart(now: number): number {
  const ICT = 7 * 3_600_000;
  return Math.floor((now + ICT) / 86_400_000) * 86_400_000 - ICT;
}

const TEAM = `WITH RECURSIVE ${TEAM_CTE}`;

/** Team overview for [from, to): members, new today, active, deposits, withdrawals, valid bet, win/loss. */
export async function teamOverview(db: D1Database, agentId: number, from: number, to: number, now: number) {
  const [members, bets, active, deposits, withdrawals] = await db.batch([
    db
      .prepare(
        `${TEAM} SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN m.created_at >= ? THEN 1 ELSE 0 END), 0) AS today, COALESCE(SUM(CASE WHEN team.depth = 1 THEN 1 ELSE 0 END), 0) AS direct FROM team JOIN members m ON m.id = team.id WHERE team.depth > 0`,
      )
      .bind(agentId, ictDayStart(now)),
    db
      .prepare(
        `${TEAM} SELECT COALESCE(SUM(r.stake), 0) AS valid, COALESCE(SUM(r.payout), 0) AS payout FROM game_rounds r JOIN team ON team.id = r.member_id AND team.depth > 0 WHERE r.status = 'settled' AND r.created_at >= ? AND r.created_at < ?`,
      )
      .bind(agentId, from, to),
    db
      .prepare(
        `${TEAM} SELECT COUNT(*) AS n FROM (SELECT r.member_id FROM game_rounds r JOIN team ON team.id = r.member_id AND team.depth > 0 WHERE r.status = 'settled' AND r.created_at >= ? AND r.created_at < ? GROUP BY r.member_id HAVING SUM(r.stake) >= ?)`,
      )
      .bind(agentId, from, to, ACTIVE_MEMBER_MIN_BET),
    db
      .prepare(
        `${TEAM} SELECT COALESCE(SUM(d.amount), 0) AS total FROM deposits d JOIN team ON team.id = d.member_id AND team.depth > 0 WHERE d.status = 'paid' AND d.settled_at >= ? AND d.settled_at < ?`,
      )
      .bind(agentId, from, to),
    db
      .prepare(
        `${TEAM} SELECT COALESCE(SUM(w.amount), 0) AS total FROM withdrawals w JOIN team ON team.id = w.member_id AND team.depth > 0 WHERE w.status <> 'rejected' AND w.created_at >= ? AND w.created_at < ?`,
      )
      .bind(agentId, from, to),
  ]);
  const m = members!.results[0] as { n: number; today: number; direct: number };
  const b = bets!.results[0] as { valid: number; payout: number };
  return {
    members: m.n,
    directMembers: m.direct,
    newToday: m.today,
    activeMembers: (active!.results[0] as { n: number }).n,
    deposits: (deposits!.results[0] as { total: number }).total,
    withdrawals: (withdrawals!.results[0] as { total: number }).total,
    validBet: b.valid,
    winLoss: b.payout - b.valid,
  };
}

/** Downline list filters (already validated by the route's schema). */
export interface TeamListQuery {
  search?: string;
  type?: 'member' | 'agent';
  page: number;
}

/** Responsible-gaming state shown to the upline: limit kinds set and any time-out or exclusion, no amounts. */
export type DownlineRgState = { limits: { kind: string; period: string }[]; exclusion: 'timeout' | 'exclusion' | null };

/** A page of the agent's downlines: account, type, level, balance, last sign-in, status. */
export async function teamMembers(db: D1Database, agentId: number, q: TeamListQuery, now: number) {
  const where = ['team.depth > 0', 'm.type <> 4'];
  const args: (string | number)[] = [agentId];
  if (q.search) {
    where.push("m.account LIKE ? ESCAPE '\\'");
    args.push(`%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (q.type) where.push(q.type === 'agent' ? 'm.type IN (1, 2, 41, 42)' : 'm.type NOT IN (1, 2, 41, 42)');
  const select = `${TEAM} SELECT m.id, m.account, m.type, team.depth, m.created_at, (SELECT balance FROM ledger_accounts a WHERE a.member_id = m.id AND a.kind = '${MAIN_WALLET}' AND a.currency = ?) AS balance, (SELECT MAX(created_at) FROM sessions s WHERE s.member_id = m.id) AS last_login, (SELECT kind FROM rg_exclusions x WHERE x.member_id = m.id AND (x.until IS NULL OR x.until > ?)) AS exclusion FROM team JOIN members m ON m.id = team.id WHERE ${where.join(' AND ')}`;
  const [rows, count] = await db.batch([
    db
      .prepare(`${select} ORDER BY team.depth, m.account LIMIT ? OFFSET ?`)
      .bind(agentId, siteConfig.currency, now, ...args.slice(1), RECORD_PAGE_SIZE, (q.page - 1) * RECORD_PAGE_SIZE),
    db.prepare(`${TEAM} SELECT COUNT(*) AS n FROM team JOIN members m ON m.id = team.id WHERE ${where.join(' AND ')}`).bind(...args),
  ]);
  type Row = {
    id: number;
    account: string;
    type: number;
    depth: number;
    created_at: number;
    balance: number | null;
    last_login: number | null;
    exclusion: 'timeout' | 'exclusion' | null;
  };
  return {
    rows: (rows!.results as Row[]).map((r) => ({
      id: r.id,
      account: r.account,
      type: r.type,
      agent: isAgentType(r.type),
      direct: r.depth === 1,
      balance: r.balance ?? 0,
      lastLoginAt: r.last_login,
      createdAt: r.created_at,
      status: r.exclusion ?? 'normal',
    })),
    total: (count!.results[0] as { n: number }).n,
    pageSize: RECORD_PAGE_SIZE,
  };
}

/** Details of one downline (caller checked it is in the team): figures of the last 30 days and its RG state. */
export async function downlineDetail(db: D1Database, memberId: number, now: number) {
  const m = await db
    .prepare('SELECT m.id, m.account, m.type, m.created_at, u.account AS upline FROM members m LEFT JOIN members u ON u.id = m.upline_id WHERE m.id = ?')
    .bind(memberId)
    .first<{ id: number; account: string; type: number; created_at: number; upline: string | null }>();
  if (!m) return null;
  const from = now - 30 * 86_400_000;
  const [bal, bets, team, limits, excl, login] = await db.batch([
    db.prepare('SELECT balance FROM ledger_accounts WHERE member_id = ? AND kind = ? AND currency = ?').bind(memberId, MAIN_WALLET, siteConfig.currency),
    db
      .prepare(
        "SELECT COALESCE(SUM(stake), 0) AS valid, COALESCE(SUM(payout), 0) AS payout FROM game_rounds WHERE member_id = ? AND status = 'settled' AND created_at >= ?",
      )
      .bind(memberId, from),
    db.prepare(`${TEAM} SELECT COUNT(*) AS n FROM team WHERE depth > 0`).bind(memberId),
    db.prepare('SELECT kind, period FROM rg_limits WHERE member_id = ? ORDER BY kind, period').bind(memberId),
    db.prepare('SELECT kind FROM rg_exclusions WHERE member_id = ? AND (until IS NULL OR until > ?)').bind(memberId, now),
    db.prepare('SELECT MAX(created_at) AS t FROM sessions WHERE member_id = ?').bind(memberId),
  ]);
  const b = bets!.results[0] as { valid: number; payout: number };
  const rg: DownlineRgState = {
    limits: (limits!.results as { kind: string; period: string }[]).map((l) => ({ kind: l.kind, period: l.period })),
    exclusion: (excl!.results[0] as { kind: 'timeout' | 'exclusion' } | undefined)?.kind ?? null,
  };
  return {
    id: m.id,
    account: m.account,
    type: m.type,
    agent: isAgentType(m.type),
    upline: m.upline,
    createdAt: m.created_at,
    lastLoginAt: (login!.results[0] as { t: number | null }).t,
    balance: (bal!.results[0] as { balance: number } | undefined)?.balance ?? 0,
    teamSize: (team!.results[0] as { n: number }).n,
    validBet30d: b.valid,
    winLoss30d: b.payout - b.valid,
    responsibleGaming: rg,
  };
}

/** Team betting: a page of the team's game rounds in [from, to), optionally of one downline. */
export async function teamBetting(db: D1Database, agentId: number, q: { from: number; to: number; memberId?: number; page: number }) {
  const where = ['r.created_at >= ?', 'r.created_at < ?'];
  const args: number[] = [q.from, q.to];
  if (q.memberId) {
    where.push('r.member_id = ?');
    args.push(q.memberId);
  }
  const body = `FROM game_rounds r JOIN team ON team.id = r.member_id AND team.depth > 0 JOIN members m ON m.id = r.member_id LEFT JOIN games g ON g.node_id = r.node_id WHERE ${where.join(' AND ')}`;
  const [rows, sums] = await db.batch([
    db
      .prepare(
        `${TEAM} SELECT r.round_id, m.account, r.vendor, COALESCE(g.name, r.game_code) AS game, r.stake, r.payout, r.status, r.created_at ${body} ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(agentId, ...args, RECORD_PAGE_SIZE, (q.page - 1) * RECORD_PAGE_SIZE),
    db
      .prepare(
        `${TEAM} SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN r.status = 'settled' THEN r.stake ELSE 0 END), 0) AS valid, COALESCE(SUM(CASE WHEN r.status = 'settled' THEN r.payout ELSE 0 END), 0) AS payout ${body}`,
      )
      .bind(agentId, ...args),
  ]);
  type Row = {
    round_id: string;
    account: string;
    vendor: string;
    game: string;
    stake: number;
    payout: number;
    status: 'open' | 'settled' | 'rolled_back';
    created_at: number;
  };
  const s = sums!.results[0] as { n: number; valid: number; payout: number };
  return {
    rows: (rows!.results as Row[]).map((r) => {
      const settled = r.status === 'settled';
      return {
        roundId: r.round_id,
        account: r.account,
        vendor: r.vendor,
        game: r.game,
        stake: r.stake,
        validBet: settled ? r.stake : 0,
        winLoss: settled ? r.payout - r.stake : 0,
        status: r.status,
        createdAt: r.created_at,
      };
    }),
    total: s.n,
    totals: { validBet: s.valid, winLoss: s.payout - s.valid },
    pageSize: RECORD_PAGE_SIZE,
  };
}

/** User loss: per downline (with its own team below it) valid bet, payout and win/loss in [from, to). */
export async function userLoss(db: D1Database, agentId: number, q: { from: number; to: number }) {
  const rows = await db
    .prepare(
      `${TEAM} SELECT m.account, COUNT(r.id) AS rounds, COALESCE(SUM(r.stake), 0) AS valid, COALESCE(SUM(r.payout), 0) AS payout FROM team JOIN members m ON m.id = team.id LEFT JOIN game_rounds r ON r.member_id = m.id AND r.status = 'settled' AND r.created_at >= ? AND r.created_at < ? WHERE team.depth > 0 GROUP BY m.id HAVING rounds > 0 ORDER BY valid DESC LIMIT 200`,
    )
    .bind(agentId, q.from, q.to)
    .all<{ account: string; rounds: number; valid: number; payout: number }>();
  const list = rows.results.map((r) => ({ account: r.account, rounds: r.rounds, validBet: r.valid, payout: r.payout, winLoss: r.payout - r.valid }));
  return {
    rows: list,
    totals: list.reduce((t, r) => ({ validBet: t.validBet + r.validBet, payout: t.payout + r.payout, winLoss: t.winLoss + r.winLoss }), {
      validBet: 0,
      payout: 0,
      winLoss: 0,
    }),
  };
}

/** Account details: a page of the downlines' main-wallet movements in [from, to), optionally of one downline. */
export async function accountDetails(db: D1Database, agentId: number, q: { from: number; to: number; memberId?: number; page: number }) {
  const where = ['t.created_at >= ?', 't.created_at < ?'];
  const args: number[] = [q.from, q.to];
  if (q.memberId) {
    where.push('a.member_id = ?');
    args.push(q.memberId);
  }
  const body = `FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = '${MAIN_WALLET}' JOIN team ON team.id = a.member_id AND team.depth > 0 JOIN members m ON m.id = a.member_id WHERE ${where.join(' AND ')}`;
  const [rows, count] = await db.batch([
    db
      .prepare(`${TEAM} SELECT e.id, m.account, t.kind, e.amount, t.created_at ${body} ORDER BY t.created_at DESC, e.id DESC LIMIT ? OFFSET ?`)
      .bind(agentId, ...args, RECORD_PAGE_SIZE, (q.page - 1) * RECORD_PAGE_SIZE),
    db.prepare(`${TEAM} SELECT COUNT(*) AS n ${body}`).bind(agentId, ...args),
  ]);
  type Row = { id: number; account: string; kind: string; amount: number; created_at: number };
  return {
    rows: (rows!.results as Row[]).map((r) => ({ id: r.id, account: r.account, type: r.kind, amount: r.amount, createdAt: r.created_at })),
    total: (count!.results[0] as { n: number }).n,
    pageSize: RECORD_PAGE_SIZE,
  };
}

/** Team transaction: per downline, deposits, withdrawals and transfers in the tree over [from, to). */
export async function teamTransactions(db: D1Database, agentId: number, q: { from: number; to: number }) {
  const rows = await db
    .prepare(
      `${TEAM} SELECT m.account, ` +
        "(SELECT COALESCE(SUM(amount), 0) FROM deposits d WHERE d.member_id = m.id AND d.status = 'paid' AND d.settled_at >= ? AND d.settled_at < ?) AS deposits, " +
        "(SELECT COALESCE(SUM(amount), 0) FROM withdrawals w WHERE w.member_id = m.id AND w.status <> 'rejected' AND w.created_at >= ? AND w.created_at < ?) AS withdrawals, " +
        "(SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id = m.id AND a.kind = 'main' AND t.kind = 'transfer_upline' AND t.created_at >= ? AND t.created_at < ?) AS transfers " +
        'FROM team JOIN members m ON m.id = team.id WHERE team.depth > 0 ORDER BY m.account LIMIT 500',
    )
    .bind(agentId, q.from, q.to, q.from, q.to, q.from, q.to)
    .all<{ account: string; deposits: number; withdrawals: number; transfers: number }>();
  return { rows: rows.results.filter((r) => r.deposits || r.withdrawals || r.transfers) };
}
