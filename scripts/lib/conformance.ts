/**
 * The conformance checks an operator runs against their own platform (scripts/contract.ts),
 * generated from the one route table (SPEC §7): for every deployable call it can make without
 * changing anything, it checks the answer as the edge reads it (functions/_lib/proxy.ts,
 * answer-check.ts):
 * - the envelope: JSON `{success, code, …}`, `code` 'OK' on success;
 * - a success's `value` against the call's response schema (the first failing field is named);
 * - an error's code and HTTP status against the codes the OpenAPI document lists for the call
 *   (src/platform/lib/route-errors.ts);
 * - every token call without a session answers 401 error_not_logged_in (nothing runs without one);
 * - with a session, the money calls' idempotency: the same wallet transfer (same `transferId`) sent
 *   twice moves the money once and answers the second time `replayed: true` (DOMAIN.md, SPEC §7.2
 *   wallet); 1 minor unit goes from the main wallet to a game wallet and back, so the test account
 *   ends as it began.
 * Reads run without a session, and with the session token of a test account when one is given.
 */
import * as z from 'zod/mini';
import { errorEnvelopeSchema } from '../../src/contracts/envelope.ts';
import { isSandboxOnly } from '../../src/contracts/openapi.ts';
import type { RouteDef } from '../../src/contracts/route-def.ts';
import { routes } from '../../src/contracts/routes.ts';
import { routeErrors } from '../../src/platform/lib/route-errors.ts';

/** One check of one call: passed, or failed with a reason a person can act on. */
export interface ConformanceResult {
  route: string;
  check: string;
  ok: boolean;
  why?: string;
}

/** What the checks need: how to reach the platform, and optionally a test account's session token. */
export interface ConformanceOptions {
  /** Sends a request to the platform (fetch for a URL; the sandbox's handler in tests). */
  send: (request: Request) => Promise<Response>;
  /** The platform origin the requests are addressed to. */
  origin: string;
  /** A session token of a test account (a member, not a trial player), for the token reads. */
  token?: string;
  /** The game wallet (a transfer-wallet vendor code) of the idempotency check; default: the first the account has. */
  gameWallet?: string;
}

/** True when `def` is a read the checks may make with no input: a GET whose query may be empty. */
function plainRead(def: RouteDef): boolean {
  return def.method === 'GET' && (!def.request || def.request.safeParse({}).success);
}

/** The first failing field of a zod error, as `value.a.b: code`. */
function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  const expected = issue && 'expected' in issue && typeof issue.expected === 'string' ? ` (expected ${issue.expected})` : '';
  return `value${issue?.path.length ? `.${issue.path.map(String).join('.')}` : ''}: ${issue?.code ?? 'invalid'}${expected}`;
}

/** Checks one answer of route `name`; `expect401` when it was sent without the session it needs. */
async function checkAnswer(name: string, def: RouteDef, res: Response, expect401: boolean): Promise<string | null> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return `HTTP ${res.status}: the answer is not JSON`;
  }
  const envelope = body as { success?: unknown; code?: unknown; value?: unknown };
  if (typeof envelope?.success !== 'boolean' || typeof envelope.code !== 'string') return `HTTP ${res.status}: not an envelope {success, code, …}`;
  if (expect401) {
    return res.status === 401 && envelope.code === 'error_not_logged_in' && !envelope.success
      ? null
      : `without a session: expected 401 error_not_logged_in, got ${res.status} ${envelope.code}`;
  }
  if (envelope.success) {
    if (res.status !== 200) return `success with HTTP ${res.status} (expected 200)`;
    if (envelope.code !== 'OK') return `success with code ${envelope.code} (expected OK)`;
    if (def.response) {
      const parsed = def.response.safeParse(envelope.value);
      if (!parsed.success) return `the value breaks the response schema at ${firstIssue(parsed.error)}`;
    }
    return null;
  }
  if (!errorEnvelopeSchema.safeParse(body).success) return `HTTP ${res.status}: not an error envelope {success: false, code, message}`;
  const documented = routeErrors(name, def).get(res.status);
  return documented?.has(envelope.code) ? null : `error ${envelope.code} with HTTP ${res.status} is not one the contract lists for this call`;
}

/** Runs every check; resolves to one result per check, in route table order. */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceResult[]> {
  const results: ConformanceResult[] = [];
  const headers = (token?: string): Record<string, string> => ({
    accept: 'application/json',
    language: 'EN',
    'x-client-ip': '192.0.2.10',
    'x-request-id': `contract-${crypto.randomUUID()}`,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  for (const [name, def] of Object.entries(routes) as [string, RouteDef][]) {
    if (isSandboxOnly(name, def) || def.serverToServer) continue;
    const url = new URL(def.path, options.origin);
    if (def.token) {
      // Refused before anything runs: safe for writes too. The body is an empty object (JSON), or none.
      const body = def.method === 'GET' ? undefined : '{}';
      const res = await options.send(new Request(url, { method: def.method, headers: { ...headers(), 'content-type': 'application/json' }, body }));
      const why = await checkAnswer(name, def, res, true);
      results.push({ route: name, check: 'needs a session', ok: !why, ...(why ? { why } : {}) });
    }
    if (!plainRead(def) || (def.token && !options.token)) continue;
    const res = await options.send(new Request(url, { method: 'GET', headers: headers(def.token ? options.token : undefined) }));
    const why = await checkAnswer(name, def, res, false);
    results.push({ route: name, check: def.token ? 'read with a session' : 'read', ok: !why, ...(why ? { why } : {}) });
  }
  if (options.token) {
    const why = await transferIdempotency(options, headers);
    results.push({ route: 'walletTransfer', check: 'same transferId twice, one effect', ok: !why, ...(why ? { why } : {}) });
  }
  return results;
}

/** The same wallet transfer twice: one effect, the second answer a replay. Null when it holds, else why not. */
async function transferIdempotency(options: ConformanceOptions, headers: (token?: string) => Record<string, string>): Promise<string | null> {
  const json = { 'content-type': 'application/json' };
  const wallets = async () => {
    const res = await options.send(new Request(new URL(routes.merchantWallet.path, options.origin), { headers: headers(options.token) }));
    const parsed = routes.merchantWallet.response.safeParse(((await res.json()) as { value?: unknown }).value);
    return parsed.success ? parsed.data.wallets : null;
  };
  const transfer = async (transferId: string, from: string, to: string) => {
    const body = JSON.stringify({ transferId, from, to, amount: 1 });
    const res = await options.send(
      new Request(new URL(routes.walletTransfer.path, options.origin), { method: 'POST', headers: { ...headers(options.token), ...json }, body }),
    );
    return { status: res.status, body: (await res.json()) as { success?: boolean; code?: string; value?: { replayed?: boolean } } };
  };
  const before = await wallets();
  const main = before?.find((w) => w.wallet === 'main');
  const game = options.gameWallet ?? before?.find((w) => w.wallet !== 'main')?.wallet;
  if (!main || !game || main.balance < 1)
    return 'needs a test account with at least 1 minor unit in its main wallet, and a game wallet (--game-wallet=<vendor code>)';
  const transferId = `contract-${crypto.randomUUID()}`;
  const first = await transfer(transferId, 'main', game);
  const second = await transfer(transferId, 'main', game);
  const after = await wallets();
  await transfer(`contract-${crypto.randomUUID()}`, game, 'main');
  if (!first.body.success) return `the first transfer failed: ${first.status} ${first.body.code}`;
  if (!second.body.success || second.body.value?.replayed !== true)
    return `the same transferId again: expected success with replayed: true, got ${second.status} ${second.body.code} replayed ${second.body.value?.replayed}`;
  const moved = main.balance - (after?.find((w) => w.wallet === 'main')?.balance ?? Number.NaN);
  return moved === 1 ? null : `the same transferId twice moved ${moved} minor units out of the main wallet (expected 1)`;
}

/** The report: one line per failed check (route, check, why), then the totals. */
export function conformanceReport(results: ConformanceResult[]): string {
  const failed = results.filter((r) => !r.ok);
  const lines = failed.map((r) => `FAIL ${r.route} (${r.check}): ${r.why}`);
  const routesChecked = new Set(results.map((r) => r.route)).size;
  lines.push(`${results.length - failed.length} passed, ${failed.length} failed, over ${routesChecked} calls`);
  return lines.join('\n');
}
