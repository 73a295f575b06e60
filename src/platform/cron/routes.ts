/**
 * The dev call that runs one cron tick on demand (`POST /wps/dev/cron-tick`, sandbox only): the
 * e2e tests and the local demo settle draws and salaries without waiting for the schedule. `at`
 * (ms since epoch) lets a test run the tick at a later time; it defaults to now.
 */
import { ok } from '../../contracts/envelope.ts';
import type { RouteHandlers } from '../lib/route-handler.ts';
import { runCronTick } from './tick.ts';

/** Handler of devCronTick. */
export const cronHandlers: RouteHandlers = {
  devCronTick: async (ctx) => ({ body: ok(await runCronTick(ctx.env, ctx.input.at ?? ctx.now, undefined, ctx.input.jobs)) }),
};
