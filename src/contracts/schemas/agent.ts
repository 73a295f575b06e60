/**
 * Schemas of the agent center's calls (SPEC §2.8, §3 contract and real-time salary, §7.2 contract
 * calls; DOMAIN.md §2). Ranges are [from, to) in ms since epoch (at most 92 days); amounts integer
 * minor units; rates basis points (150 = 1.5 %). GET calls arrive as query strings, so numbers are
 * coerced. Member ids in requests are checked against the caller's tree by the platform.
 */
import * as z from 'zod/mini';
import { RECORD_MAX_RANGE_MS } from './member-center.ts';
import { usernameSchema } from '../validation/register-rules.ts';

const ms = z.coerce.number().check(z.int(), z.gte(0), z.lte(8_640_000_000_000));
const page = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1);
const memberId = z.optional(z.coerce.number().check(z.int(), z.positive()));
const rangeOk = (v: { from: number; to: number }) => v.to > v.from && v.to - v.from <= RECORD_MAX_RANGE_MS;
const range = z.object({ from: ms, to: ms }).check(z.refine(rangeOk, { message: 'range', path: ['to'] }));
const money = z.int();

/** A date range [from, to). */
export const agentRangeSchema = range;
/** A range, an optional downline id and a page. */
export const agentRangePageSchema = z.object({ from: ms, to: ms, memberId, page }).check(z.refine(rangeOk, { message: 'range', path: ['to'] }));

/** Team overview figures of a range (SPEC §2.8 team overview). */
export const teamOverviewSchema = z.object({
  members: z.int(),
  directMembers: z.int(),
  newToday: z.int(),
  activeMembers: z.int(),
  deposits: money,
  withdrawals: money,
  validBet: money,
  winLoss: money,
});

/** Team management query: account search, type, page. */
export const teamMembersQuerySchema = z.object({ search: z.optional(z.string().check(z.maxLength(32))), type: z.optional(z.enum(['member', 'agent'])), page });
/** Downline status as its upline sees it: normal, or in a time-out or self-exclusion. */
export const downlineStatusSchema = z.enum(['normal', 'timeout', 'exclusion']);
/** A page of downlines. */
export const teamMembersSchema = z.object({
  rows: z.array(
    z.object({
      id: z.int(),
      account: z.string(),
      type: z.int(),
      agent: z.boolean(),
      direct: z.boolean(),
      balance: money,
      lastLoginAt: z.nullable(z.number()),
      createdAt: z.number(),
      status: downlineStatusSchema,
    }),
  ),
  total: z.int(),
  pageSize: z.int(),
});
/** A downline by id. */
export const downlineQuerySchema = z.object({ memberId: z.coerce.number().check(z.int(), z.positive()) });
/** A downline's details with its responsible-gaming state (limit kinds, no amounts; no personal details). */
export const downlineDetailSchema = z.object({
  id: z.int(),
  account: z.string(),
  type: z.int(),
  agent: z.boolean(),
  upline: z.nullable(z.string()),
  createdAt: z.number(),
  lastLoginAt: z.nullable(z.number()),
  balance: money,
  teamSize: z.int(),
  validBet30d: money,
  winLoss30d: money,
  responsibleGaming: z.object({ limits: z.array(z.object({ kind: z.string(), period: z.string() })), exclusion: z.nullable(z.enum(['timeout', 'exclusion'])) }),
});

/** A page of the team's rounds. */
export const teamBettingSchema = z.object({
  rows: z.array(
    z.object({
      roundId: z.string(),
      account: z.string(),
      vendor: z.string(),
      game: z.string(),
      stake: money,
      validBet: money,
      winLoss: money,
      status: z.enum(['open', 'settled', 'rolled_back']),
      createdAt: z.number(),
    }),
  ),
  total: z.int(),
  totals: z.object({ validBet: money, winLoss: money }),
  pageSize: z.int(),
});
/** Per downline P&L (user loss). */
export const userLossSchema = z.object({
  rows: z.array(z.object({ account: z.string(), rounds: z.int(), validBet: money, payout: money, winLoss: money })),
  totals: z.object({ validBet: money, payout: money, winLoss: money }),
});
/** A page of the downlines' wallet movements. */
export const accountDetailsSchema = z.object({
  rows: z.array(z.object({ id: z.int(), account: z.string(), type: z.string(), amount: money, createdAt: z.number() })),
  total: z.int(),
  pageSize: z.int(),
});
/** Per downline deposits, withdrawals and tree transfers of a range. */
export const teamTransactionsSchema = z.object({ rows: z.array(z.object({ account: z.string(), deposits: money, withdrawals: money, transfers: money })) });
/** My income: the agent's payouts and tree transfers of a range, by kind. */
export const myIncomeSchema = z.object({ rows: z.array(z.object({ kind: z.string(), count: z.int(), amount: money })), total: money });

/** The consolidated contract flags (SPEC §3): which salary and dividend items the menu shows. */
export const consolidatedFlagsSchema = z.object({
  divtypereq: z.boolean(),
  dailysalreqtype: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
});

/** Register center info: the agent's affiliate code (the link is built by the page). */
export const registerInfoSchema = z.object({ affiliateCode: z.string() });

const nn = z._default(z.int().check(z.gte(0), z.lte(1_000_000_000_000)), 0);
/** One tier (see src/platform/agent/contracts.ts Tier): thresholds ≥ 0, rates in basis points. */
export const tierSchema = z.object({ validBet: nn, activeMembers: nn, loss: nn, rate: nn, singleBet: nn, profitRate: nn, lossRate: nn });
/**
 * A downline account created by its agent (SPEC §2.8 register center): sign-in name, password
 * (checked against the password rule by the platform), member or agent type, and for an agent an
 * optional contract `offer` of one type (tiers as in {@link contractActionSchema}, `period` for a
 * dividend), recorded pending in the same call.
 */
export const createDownlineSchema = z.object({
  account: usernameSchema,
  password: z.string().check(z.minLength(1), z.maxLength(64)),
  kind: z.enum(['member', 'agent']),
  offer: z.optional(
    z.object({
      type: z.enum(['dividend', 'daily', 'hourly', 'realtime']),
      tiers: z.array(tierSchema).check(z.minLength(1), z.maxLength(10)),
      period: z.optional(z.enum(['daily', 'weekly', 'semimonthly', 'monthly'])),
    }),
  ),
});
/** The created downline, with the id of the contract offered to it, if any. */
export const createdDownlineSchema = z.object({ id: z.int(), account: z.string(), type: z.int(), contractId: z.optional(z.int()) });
/**
 * One contract call (SPEC §7.2 MCS2_processDividendReq, MCS2_processDailySalContract,
 * MCS2_processContractHourSalary, MCSFE_processRealTimeSalaryContract): `list`; the upline's
 * `offer` (downline account, tiers, dividend period); the downline's `accept` / `reject`;
 * either side's `terminate`, the other's `confirmTerminate` / `declineTerminate`.
 */
export const contractActionSchema = z.object({
  action: z.enum(['list', 'offer', 'accept', 'reject', 'terminate', 'confirmTerminate', 'declineTerminate']),
  contractId: z.optional(z.int().check(z.positive())),
  downline: z.optional(z.string().check(z.maxLength(32))),
  tiers: z.optional(z.array(tierSchema).check(z.maxLength(10))),
  period: z.optional(z.enum(['daily', 'weekly', 'semimonthly', 'monthly'])),
});
const contractViewSchema = z.object({
  id: z.int(),
  type: z.enum(['dividend', 'daily', 'hourly', 'realtime']),
  upline: z.nullable(z.string()),
  downline: z.string(),
  mine: z.boolean(),
  tiers: z.array(tierSchema),
  period: z.nullable(z.string()),
  status: z.enum(['pending', 'active', 'rejected', 'terminated', 'expired']),
  createdAt: z.number(),
  acceptedAt: z.nullable(z.number()),
  endedAt: z.nullable(z.number()),
  endReason: z.nullable(z.string()),
  terminateRequestedBy: z.nullable(z.enum(['upline', 'downline'])),
});
/** The caller's contracts of one type after the action: its own, and those it offered, with the flags. */
export const contractListSchema = z.object({
  own: z.array(contractViewSchema),
  offered: z.array(contractViewSchema),
  directDownlines: z.array(z.string()),
  flags: consolidatedFlagsSchema,
});

/** Wage / bonus-dividend record query: which record, range, page. */
export const payoutQuerySchema = z
  .object({ record: z.enum(['dividend', 'daily', 'hourly', 'realtime']), from: ms, to: ms, page })
  .check(z.refine(rangeOk, { message: 'range', path: ['to'] }));
/** A page of payouts: period key, base (valid bet or loss), rate applied, gross and the amount paid. */
export const payoutRecordSchema = z.object({
  rows: z.array(
    z.object({ id: z.int(), type: z.string(), period: z.string(), base: money, rate: z.int(), gross: money, amount: money, createdAt: z.number() }),
  ),
  total: z.int(),
  sum: money,
  pageSize: z.int(),
});
