/**
 * Sandbox-only controls used by the e2e tests and the local demo (never on a deployment: the platform answers them only with SANDBOX_DEV_TOOLS=1).
 * Part of the one route table (src/contracts/routes.ts merges every area file).
 */
import * as z from 'zod/mini';
import { route, type RouteDef } from '../route-def.ts';
import * as session from '../schemas/session.ts';
import * as member from '../schemas/member.ts';
import * as twoFactor from '../schemas/two-factor.ts';

/** The dev area's calls, keyed by the portal's name for each. */
export const devRoutes = {
  // sandbox-only controls used by the e2e tests and the local demo
  devSystemStatus: route({
    path: '/wps/dev/system-status',
    method: 'POST',
    token: false,
    encrypted: false,
    specPath: false,
    devOnly: true,
    request: z.object({ status: z.union([z.literal(0), z.literal(1), z.literal(2)]), maintenanceEndTime: z._default(z.nullable(z.string()), null) }),
  }),
  devOutbox: route({
    path: '/wps/dev/outbox',
    method: 'GET',
    token: false,
    encrypted: false,
    specPath: false,
    devOnly: true,
    request: z.object({ to: z.string().check(z.minLength(3), z.maxLength(254)) }),
    response: z.array(
      z.object({
        id: z.int(),
        channel: z.enum(['sms', 'email']),
        recipient: z.string(),
        purpose: z.string(),
        subject: z.string(),
        body: z.string(),
        createdAt: z.number(),
      }),
    ),
  }),
  devCredit: route({
    path: '/wps/dev/credit',
    method: 'POST',
    token: true,
    encrypted: false,
    specPath: false,
    devOnly: true,
    request: z.object({ amount: z.int().check(z.positive(), z.lte(1_000_000_000)) }),
    response: member.balanceSchema,
  }),
  devLedgerAudit: route({ path: '/wps/dev/ledger-audit', method: 'GET', token: false, encrypted: false, specPath: false, devOnly: true }),
  devClearMemberIps: route({
    path: '/wps/dev/member-ips',
    method: 'POST',
    token: false,
    encrypted: false,
    specPath: false,
    devOnly: true,
    request: twoFactor.devClearMemberIpsSchema,
    response: z.object({ cleared: z.int() }),
  }),
  devCaptchaAnswer: route({
    path: '/wps/dev/captcha-answer',
    method: 'GET',
    token: false,
    encrypted: false,
    specPath: false,
    devOnly: true,
    request: session.captchaQuerySchema,
    response: z.string(),
  }),
  // One tick of the periodic work (src/platform/cron/tick.ts) at `at` ms, default now; `jobs`
  // names the jobs to run (default all), so a test can move one game's clock ahead without
  // drawing every lottery issue up to then for the tests that run after it.
  devCronTick: route({
    path: '/wps/dev/cron-tick',
    method: 'POST',
    token: false,
    encrypted: false,
    specPath: false,
    devOnly: true,
    request: z.object({
      at: z.optional(z.int().check(z.positive())),
      jobs: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(20))),
    }),
    response: z.array(z.object({ job: z.string(), changed: z.int(), detail: z.optional(z.string()) })),
  }),
} as const satisfies Record<string, RouteDef>;
