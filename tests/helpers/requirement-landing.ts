/**
 * A D1 database as a money movement sees it when a deposit (or bonus) lands at the worst moment:
 * after the movement's turnover check, just before its own batch (DOMAIN.md §3: money that still
 * owes turnover cannot leave). The requirement of `amount` (minor units) for `memberId` is written
 * right before the next `batch()` call; every other call goes to `db` unchanged.
 */
import { turnoverRequirementStatement } from '../../src/platform/cashier/turnover.ts';

let seq = 0;

/** `db`, with a turnover requirement for `memberId` landing just before its next batch. */
export function requirementBeforeNextBatch(db: D1Database, memberId: number, amount: number): D1Database {
  let landed = false;
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          if (!landed) {
            landed = true;
            await target.batch([
              turnoverRequirementStatement(target, { memberId, source: 'deposit', sourceId: `landing-${Date.now()}-${seq++}`, amount, now: Date.now() }),
            ]);
          }
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
