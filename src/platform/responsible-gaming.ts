/**
 * Responsible-gaming checks every money path calls (DOMAIN.md §5; SPEC §2.7): before a bet (in-house
 * games, seamless wallet, lottery tickets) and before a deposit. The member center owns the limits,
 * time-outs and self-exclusions and implements these checks; other areas only call them.
 * Returns null when the action may go on, else the error code (message key) to answer with (403).
 */

/** Error codes a responsible-gaming check answers with. */
export type ResponsibleGamingRefusal = 'error_rg_excluded' | 'error_rg_timeout' | 'error_rg_wager_limit' | 'error_rg_loss_limit' | 'error_rg_deposit_limit';

/** May `memberId` stake `stake` (minor units) at `now` (ms)? Null, or why not. */
export async function checkCanBet(_db: D1Database, _memberId: number, _stake: number, _now: number): Promise<ResponsibleGamingRefusal | null> {
  return null;
}

/** May `memberId` deposit `amount` (minor units) at `now` (ms)? Null, or why not. */
export async function checkCanDeposit(_db: D1Database, _memberId: number, _amount: number, _now: number): Promise<ResponsibleGamingRefusal | null> {
  return null;
}
