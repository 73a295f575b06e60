/**
 * Agent contracts (SPEC §3 contract and real-time salary, §4 contract states, §7.2 contract calls;
 * DOMAIN.md §2). An upline offers tiers to a DIRECT downline of agent type; the downline accepts or
 * rejects; either side asks for termination and the other confirms. The upline must hold an active
 * contract of the same type (the top agents' come from the house, upline NULL) and no tier may pay
 * more than the upline's own rate at that tier's thresholds. Accepting a contract terminates every
 * contract below it that now pays more than it, and everything under those, down the line.
 *
 * States: pending → active | rejected; active → terminated (confirmed request or cascade) |
 * expired (replaced by a newer accepted contract). Rates are basis points (150 = 1.5 %); amounts
 * integer minor units.
 */
import { isAgentType } from '../../contracts/user-types.ts';
import { TEAM_CTE } from './tree.ts';

/** The four contract types (SPEC §7.2: dividend, daily, hourly and real-time salary). */
export type ContractType = 'dividend' | 'daily' | 'hourly' | 'realtime';
/** Dividend settlement periods (SPEC §3 salary period). */
export type DividendPeriod = 'daily' | 'weekly' | 'semimonthly' | 'monthly';

/**
 * One tier. Salary (daily, hourly): validBet, activeMembers, rate. Dividend: validBet,
 * activeMembers, loss, rate. Real-time (exactly one tier): singleBet, profitRate, lossRate.
 * Thresholds in minor units (members as a count); rates in basis points.
 */
export interface Tier {
  validBet: number;
  activeMembers: number;
  loss: number;
  rate: number;
  singleBet: number;
  profitRate: number;
  lossRate: number;
}

/** Highest rate per type, in basis points (DOMAIN.md §2: dividend 40 %, daily ≈ 2 %, hourly 3 %). */
export const RATE_CAP: Record<ContractType, number> = { dividend: 4000, daily: 200, hourly: 300, realtime: 300 };
/** Most tiers a contract may have. */
export const MAX_TIERS = 10;

/** A contract row. */
export interface ContractRow {
  id: number;
  type: ContractType;
  upline_id: number | null;
  downline_id: number;
  tiers_json: string;
  period: DividendPeriod | null;
  status: 'pending' | 'active' | 'rejected' | 'terminated' | 'expired';
  created_at: number;
  accepted_at: number | null;
  ended_at: number | null;
  end_reason: string | null;
}

/** Parsed tiers of a row. */
export function tiersOf(c: Pick<ContractRow, 'tiers_json'>): Tier[] {
  return JSON.parse(c.tiers_json) as Tier[];
}

/**
 * The highest tier of `tiers` reached by the given figures (salary: valid bet and active members;
 * dividend: also the loss), or null when none is reached.
 */
export function reachedTier(type: ContractType, tiers: readonly Tier[], figures: { validBet: number; activeMembers: number; loss?: number }): Tier | null {
  let best: Tier | null = null;
  for (const t of tiers) {
    if (figures.validBet >= t.validBet && figures.activeMembers >= t.activeMembers && (type !== 'dividend' || (figures.loss ?? 0) >= t.loss)) best = t;
  }
  return best;
}

/**
 * Checks tiers for a contract of `type` against the caps and, when given, the upline's own tiers.
 * Returns null when valid, `error_contract_tiers` (empty, too many, negative, not ascending, above
 * the cap, a real-time contract without exactly one tier) or `error_contract_above_upline`.
 */
export function checkTiers(
  type: ContractType,
  tiers: readonly Tier[],
  uplineTiers: readonly Tier[] | null,
): 'error_contract_tiers' | 'error_contract_above_upline' | null {
  if (tiers.length === 0 || tiers.length > MAX_TIERS) return 'error_contract_tiers';
  const fields: (keyof Tier)[] = ['validBet', 'activeMembers', 'loss', 'rate', 'singleBet', 'profitRate', 'lossRate'];
  if (tiers.some((t) => fields.some((f) => !Number.isSafeInteger(t[f]) || t[f] < 0))) return 'error_contract_tiers';
  const cap = RATE_CAP[type];
  if (type === 'realtime') {
    const [t] = tiers;
    if (tiers.length !== 1 || t!.profitRate > cap || t!.lossRate > cap || t!.profitRate + t!.lossRate === 0) return 'error_contract_tiers';
    if (uplineTiers && (t!.profitRate > uplineTiers[0]!.profitRate || t!.lossRate > uplineTiers[0]!.lossRate)) return 'error_contract_above_upline';
    return null;
  }
  for (const [i, t] of tiers.entries()) {
    if (t.rate <= 0 || t.rate > cap) return 'error_contract_tiers';
    const prev = tiers[i - 1];
    if (prev && (t.validBet <= prev.validBet || t.activeMembers < prev.activeMembers || t.loss < prev.loss || t.rate < prev.rate))
      return 'error_contract_tiers';
  }
  if (uplineTiers) {
    for (const t of tiers) {
      const own = reachedTier(type, uplineTiers, t);
      if (!own || t.rate > own.rate) return 'error_contract_above_upline';
    }
  }
  return null;
}

/** The member's active contract of `type`, or null. */
export async function activeContract(db: D1Database, memberId: number, type: ContractType): Promise<ContractRow | null> {
  return db.prepare("SELECT * FROM agent_contracts WHERE downline_id = ? AND type = ? AND status = 'active'").bind(memberId, type).first<ContractRow>();
}

/** A refusal: error code and HTTP status; nothing was changed. */
export interface ContractRefusal {
  code: string;
  status: number;
}

/**
 * Whether the upline may offer `tiers` (and a dividend `period`) of `type` to one of its agent
 * downlines: it must hold an active contract of the type and every tier must fit under it.
 * Returns null when it may, else error_contract_no_own (403) or error_contract_tiers /
 * error_contract_above_upline (400). Reads only.
 */
export async function offerRefusal(
  db: D1Database,
  uplineId: number,
  type: ContractType,
  input: { tiers: Tier[]; period?: DividendPeriod },
): Promise<ContractRefusal | null> {
  const own = await activeContract(db, uplineId, type);
  if (!own) return { code: 'error_contract_no_own', status: 403 };
  if (type === 'dividend' && !input.period) return { code: 'error_contract_tiers', status: 400 };
  const bad = checkTiers(type, input.tiers, tiersOf(own));
  return bad ? { code: bad, status: 400 } : null;
}

/**
 * The two statements that record a pending offer and its contract request (run them in one
 * batch; the insert returns the row and throws on UNIQUE when an offer is already pending).
 */
export function offerStatements(
  db: D1Database,
  uplineId: number,
  downlineId: number,
  type: ContractType,
  input: { tiers: Tier[]; period?: DividendPeriod },
  now: number,
): D1PreparedStatement[] {
  const tiers = JSON.stringify(input.tiers.map(normalTier));
  return [
    db
      .prepare(
        "INSERT INTO agent_contracts (type, upline_id, downline_id, tiers_json, period, status, created_at) VALUES (?, ?, ?, ?, ?, 'pending', ?) RETURNING *",
      )
      .bind(type, uplineId, downlineId, tiers, type === 'dividend' ? input.period! : null, now),
    db
      .prepare("INSERT INTO agent_contract_requests (contract_id, kind, from_id, status, created_at) VALUES (last_insert_rowid(), 'new', ?, 'open', ?)")
      .bind(uplineId, now),
  ];
}

/**
 * The upline `upline` offers `tiers` (and a dividend `period`) to the direct downline `account`.
 * Refusals: error_contract_target (403: not a direct agent downline), error_contract_no_own (403:
 * the upline holds no active contract of the type), error_contract_tiers / _above_upline (400),
 * error_contract_exists (409: an offer is already pending).
 */
export async function offerContract(
  db: D1Database,
  uplineId: number,
  type: ContractType,
  input: { downline: string; tiers: Tier[]; period?: DividendPeriod },
  now: number,
): Promise<ContractRow | ContractRefusal> {
  const target = await db
    .prepare('SELECT id, type, upline_id FROM members WHERE account = ? COLLATE NOCASE')
    .bind(input.downline)
    .first<{ id: number; type: number; upline_id: number | null }>();
  if (!target || target.upline_id !== uplineId || !isAgentType(target.type)) return { code: 'error_contract_target', status: 403 };
  const refusal = await offerRefusal(db, uplineId, type, input);
  if (refusal) return refusal;
  try {
    const [row] = (await db.batch(offerStatements(db, uplineId, target.id, type, input, now)))[0]!.results as ContractRow[];
    return row!;
  } catch (err) {
    if (String(err).includes('UNIQUE')) return { code: 'error_contract_exists', status: 409 };
    throw err;
  }
}

/** Only the fields that matter, each an integer (default 0). */
function normalTier(t: Partial<Tier>): Tier {
  return {
    validBet: t.validBet ?? 0,
    activeMembers: t.activeMembers ?? 0,
    loss: t.loss ?? 0,
    rate: t.rate ?? 0,
    singleBet: t.singleBet ?? 0,
    profitRate: t.profitRate ?? 0,
    lossRate: t.lossRate ?? 0,
  };
}

/**
 * Statement terminating every live (pending or active) contract of `type` held by a descendant of
 * `memberId` (they can no longer hold one once the contract above them ends).
 */
function terminateBelow(db: D1Database, memberId: number, type: ContractType, reason: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      `WITH RECURSIVE ${TEAM_CTE} UPDATE agent_contracts SET status = 'terminated', ended_at = ?, end_reason = ? WHERE type = ? AND status IN ('pending', 'active') AND downline_id IN (SELECT id FROM team WHERE depth > 0)`,
    )
    .bind(memberId, now, reason, type);
}

/**
 * The downline accepts (or rejects) a pending offer. Accepting replaces its previous active
 * contract of the type (expired) and terminates, with everything below them, the direct downlines'
 * contracts that now pay more than the new one (SPEC §4). Refusals: error_not_found (404, not its
 * offer), error_contract_state (409, not pending, e.g. a second accept).
 * Returns the ids of the contracts the cascade terminated.
 */
export async function decideOffer(
  db: D1Database,
  memberId: number,
  contractId: number,
  accept: boolean,
  now: number,
): Promise<{ cascaded: number[] } | ContractRefusal> {
  const c = await db.prepare('SELECT * FROM agent_contracts WHERE id = ? AND downline_id = ?').bind(contractId, memberId).first<ContractRow>();
  if (!c) return { code: 'error_not_found', status: 404 };
  if (c.status !== 'pending') return { code: 'error_contract_state', status: 409 };
  const closeRequest = db
    .prepare("UPDATE agent_contract_requests SET status = ?, decided_at = ? WHERE contract_id = ? AND kind = 'new' AND status = 'open'")
    .bind(accept ? 'accepted' : 'rejected', now, contractId);
  if (!accept) {
    const res = await db.batch([
      db.prepare("UPDATE agent_contracts SET status = 'rejected', ended_at = ? WHERE id = ? AND status = 'pending'").bind(now, contractId),
      closeRequest,
    ]);
    return res[0]!.meta.changes === 1 ? { cascaded: [] } : { code: 'error_contract_state', status: 409 };
  }
  // Direct downlines' contracts that the new tiers no longer cover.
  const tiers = tiersOf(c);
  const below = (
    await db
      .prepare("SELECT * FROM agent_contracts WHERE upline_id = ? AND type = ? AND status IN ('pending', 'active')")
      .bind(memberId, c.type)
      .all<ContractRow>()
  ).results;
  const over = below.filter((d) => checkTiers(c.type, tiersOf(d), tiers) !== null);
  const guard = "EXISTS (SELECT 1 FROM agent_contracts WHERE id = ? AND status = 'pending')";
  const stmts = [
    db
      .prepare(
        `UPDATE agent_contracts SET status = 'expired', ended_at = ?, end_reason = 'replaced' WHERE downline_id = ? AND type = ? AND status = 'active' AND ${guard}`,
      )
      .bind(now, memberId, c.type, contractId),
    ...over.flatMap((d) => [
      db
        .prepare(`UPDATE agent_contracts SET status = 'terminated', ended_at = ?, end_reason = 'above_upline' WHERE id = ? AND ${guard}`)
        .bind(now, d.id, contractId),
      terminateBelow(db, d.downline_id, c.type, 'above_upline', now),
    ]),
    db.prepare("UPDATE agent_contracts SET status = 'active', accepted_at = ? WHERE id = ? AND status = 'pending'").bind(now, contractId),
    closeRequest,
  ];
  const res = await db.batch(stmts);
  if (res[res.length - 2]!.meta.changes !== 1) return { code: 'error_contract_state', status: 409 };
  return { cascaded: over.map((d) => d.id) };
}

/**
 * Either side of an active contract asks to terminate it (`request`), or the other side confirms
 * (`confirm`) or declines (`decline`) that request. Confirming terminates the contract and every
 * contract of the type below the downline. Refusals: error_not_found (404: not a side of it),
 * error_contract_state (409: not active, a request already open, no open request, or confirming
 * one's own request).
 */
export async function terminationStep(
  db: D1Database,
  memberId: number,
  contractId: number,
  step: 'request' | 'confirm' | 'decline',
  now: number,
): Promise<{ status: string } | ContractRefusal> {
  const c = await db
    .prepare('SELECT * FROM agent_contracts WHERE id = ? AND (downline_id = ? OR upline_id = ?)')
    .bind(contractId, memberId, memberId)
    .first<ContractRow>();
  if (!c) return { code: 'error_not_found', status: 404 };
  if (c.status !== 'active') return { code: 'error_contract_state', status: 409 };
  const open = await db
    .prepare("SELECT id, from_id FROM agent_contract_requests WHERE contract_id = ? AND kind = 'terminate' AND status = 'open'")
    .bind(contractId)
    .first<{ id: number; from_id: number }>();
  if (step === 'request') {
    if (open) return { code: 'error_contract_state', status: 409 };
    try {
      await db
        .prepare("INSERT INTO agent_contract_requests (contract_id, kind, from_id, status, created_at) VALUES (?, 'terminate', ?, 'open', ?)")
        .bind(contractId, memberId, now)
        .run();
    } catch {
      return { code: 'error_contract_state', status: 409 };
    }
    return { status: 'requested' };
  }
  if (!open || open.from_id === memberId) return { code: 'error_contract_state', status: 409 };
  if (step === 'decline') {
    await db.prepare("UPDATE agent_contract_requests SET status = 'rejected', decided_at = ? WHERE id = ? AND status = 'open'").bind(now, open.id).run();
    return { status: 'active' };
  }
  const res = await db.batch([
    db.prepare("UPDATE agent_contract_requests SET status = 'accepted', decided_at = ? WHERE id = ? AND status = 'open'").bind(now, open.id),
    db
      .prepare(
        "UPDATE agent_contracts SET status = 'terminated', ended_at = ?, end_reason = 'request' WHERE id = ? AND status = 'active' AND EXISTS (SELECT 1 FROM agent_contract_requests WHERE id = ? AND status = 'accepted' AND decided_at = ?)",
      )
      .bind(now, contractId, open.id, now),
    terminateBelow(db, c.downline_id, c.type, 'upline_ended', now),
  ]);
  return res[1]!.meta.changes === 1 ? { status: 'terminated' } : { code: 'error_contract_state', status: 409 };
}

/** What a contract looks like to one of its sides. */
export async function contractViews(db: D1Database, memberId: number, type: ContractType) {
  const rows = (
    await db
      .prepare(
        "SELECT c.*, u.account AS upline, d.account AS downline, (SELECT CASE WHEN r.from_id = c.downline_id THEN 'downline' ELSE 'upline' END FROM agent_contract_requests r WHERE r.contract_id = c.id AND r.kind = 'terminate' AND r.status = 'open') AS terminate_from " +
          'FROM agent_contracts c LEFT JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id WHERE c.type = ? AND (c.downline_id = ? OR c.upline_id = ?) ORDER BY c.id DESC LIMIT 100',
      )
      .bind(type, memberId, memberId)
      .all<ContractRow & { upline: string | null; downline: string; terminate_from: 'upline' | 'downline' | null }>()
  ).results;
  const view = (r: (typeof rows)[number]) => ({
    id: r.id,
    type: r.type,
    upline: r.upline,
    downline: r.downline,
    mine: r.downline_id === memberId,
    tiers: tiersOf(r),
    period: r.period,
    status: r.status,
    createdAt: r.created_at,
    acceptedAt: r.accepted_at,
    endedAt: r.ended_at,
    endReason: r.end_reason,
    terminateRequestedBy: r.terminate_from,
  });
  return { own: rows.filter((r) => r.downline_id === memberId).map(view), offered: rows.filter((r) => r.upline_id === memberId).map(view) };
}

/**
 * The consolidated contract flags of a member (SPEC §3, §2.8 menu): whether it holds (or is
 * offered) a dividend, daily, hourly or real-time salary contract.
 */
export async function consolidatedFlags(db: D1Database, memberId: number) {
  const rows = (
    await db
      .prepare("SELECT DISTINCT type FROM agent_contracts WHERE downline_id = ? AND status IN ('pending', 'active')")
      .bind(memberId)
      .all<{ type: ContractType }>()
  ).results.map((r) => r.type);
  return {
    divtypereq: rows.includes('dividend'),
    dailysalreqtype: rows.includes('daily'),
    contracthoursalreq: rows.includes('hourly'),
    realtimesalreqtype: rows.includes('realtime'),
  };
}
