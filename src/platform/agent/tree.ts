/**
 * The agent tree (SPEC §2.8, §6): members link to their upline through `members.upline_id`.
 * Every ancestor of a member, or every descendant of an agent, is found in one recursive CTE.
 * These are the only ways the agent area decides who is in an agent's team, so every call that
 * takes a member id checks it with {@link isInTeam} (an agent never reads or acts outside its tree).
 */

/** Deepest tree walked (a guard against a cycle in bad data). */
export const MAX_TREE_DEPTH = 64;

/**
 * SQL of a CTE named `team(id, depth)`: the agent `?` (depth 0) and every descendant (depth ≥ 1).
 * Bind the agent id as its one parameter. Use as `WITH RECURSIVE ${TEAM_CTE} SELECT …`.
 */
export const TEAM_CTE = `team(id, depth) AS (SELECT ?, 0 UNION ALL SELECT m.id, team.depth + 1 FROM members m JOIN team ON m.upline_id = team.id WHERE team.depth < ${MAX_TREE_DEPTH})`;

/**
 * Every ancestor of `memberId`, nearest first (its upline, the upline's upline, …), in one
 * recursive query. Returns ids and depth (1 = the direct upline).
 */
export async function ancestors(db: D1Database, memberId: number): Promise<{ id: number; depth: number }[]> {
  const rows = await db
    .prepare(
      `WITH RECURSIVE up(id, depth) AS (SELECT upline_id, 1 FROM members WHERE id = ? AND upline_id IS NOT NULL UNION ALL SELECT m.upline_id, up.depth + 1 FROM members m JOIN up ON m.id = up.id WHERE m.upline_id IS NOT NULL AND up.depth < ${MAX_TREE_DEPTH}) SELECT id, depth FROM up ORDER BY depth`,
    )
    .bind(memberId)
    .all<{ id: number; depth: number }>();
  return rows.results;
}

/** True when `memberId` is a descendant of `agentId` (not the agent itself). */
export async function isInTeam(db: D1Database, agentId: number, memberId: number): Promise<boolean> {
  if (agentId === memberId) return false;
  return (await ancestors(db, memberId)).some((a) => a.id === agentId);
}

/** Ids of the agent's descendants (not the agent itself). */
export async function teamIds(db: D1Database, agentId: number): Promise<number[]> {
  const rows = await db.prepare(`WITH RECURSIVE ${TEAM_CTE} SELECT id FROM team WHERE depth > 0`).bind(agentId).all<{ id: number }>();
  return rows.results.map((r) => r.id);
}
