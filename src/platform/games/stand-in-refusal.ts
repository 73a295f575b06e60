/**
 * How the sandbox's vendor stand-ins (SPEC §2.10; sportsbook, fishing, card rooms, timed tables)
 * answer a refused call: a responsible-gaming refusal (DOMAIN.md §5) as 403 with its own code; any
 * other reason of the vendor wallet (src/platform/games/vendor-wallet.ts) or of the stand-in's
 * rules through the stand-in's table, in the envelope with the code the page translates.
 */
import { fail } from '../../contracts/envelope.ts';
import type { HandlerResult } from '../lib/context.ts';
import type { VendorAnswer } from './vendor-wallet.ts';

/** A stand-in's refusals: reason → [error code the page translates, fallback English text, HTTP status]. */
export type RefusalTable = Readonly<Record<string, readonly [string, string, number]>>;

/** A refusal: the vendor wallet's failed answer, or a reason of the stand-in's own rules. */
export type StandInRefusal = Extract<VendorAnswer, { ok: false }> | { refused: string };

/**
 * The answer to `res` by `table`: 403 with the refusal's own code for a responsible-gaming limit,
 * the table's code, text and status for a listed reason, 409 `error_internal` for any other.
 */
export function standInRefusal(table: RefusalTable, res: StandInRefusal): HandlerResult {
  if (!('refused' in res) && res.error === 'limit_refused') return { body: fail(res.refusal, 'Responsible gaming settings stop this bet.'), status: 403 };
  const [code, message, status] = table['refused' in res ? res.refused : res.error] ?? ['error_internal', 'Something went wrong. Please try again.', 409];
  return { body: fail(code, message), status };
}
