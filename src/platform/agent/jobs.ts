/**
 * The agent settlement jobs (SPEC §4 real-time salary; DOMAIN.md §2), appended to the cron list in
 * src/platform/cron/jobs.ts: real-time salary (5-minute windows), hourly salary (the last hour),
 * daily salary (the previous ICT day, from 02:00) and dividends (each contract's last period).
 * Idempotent: each payout is keyed by contract and period (src/platform/agent/settlement.ts).
 */
import type { CronJob } from '../cron/jobs.ts';
import type { ContractType } from './contracts.ts';
import { settleType } from './settlement.ts';

const job = (type: ContractType, name: string): CronJob => ({ name, run: async (env, now) => ({ job: name, changed: await settleType(env.DB, type, now) }) });

/** The four settlement jobs, in the order a tick runs them. */
export const agentSettlementJobs: CronJob[] = [
  job('realtime', 'agent.realtimeSalary'),
  job('hourly', 'agent.hourlySalary'),
  job('daily', 'agent.dailySalary'),
  job('dividend', 'agent.dividend'),
];
