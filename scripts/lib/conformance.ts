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
 * - with a session, the money calls' idempotency (DOMAIN.md: each money call is keyed, so a retry
 *   moves nothing twice): the same wallet transfer (same `transferId`) sent twice moves the money
 *   once and answers the second time `replayed: true` (SPEC §7.2 wallet; 1 minor unit goes from the
 *   main wallet to a game wallet and back, so the test account ends as it began); the same deposit
 *   request (same `requestId`) sent twice creates one deposit, answered twice with the same id
 *   (SPEC §2.7 depositv2; it stays pending and expires unpaid).
 * Reads run without a session, and with a test account's session: a token given, or one the checks
 * get themselves by signing in with the account's username and password (SPEC §4 login: the
 * human-verification challenge solved as the browser solves it, the body encrypted as JWE to the
 * platform's public key, as the edge sends it).
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
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
  /**
   * Instead of a token: the test account's username and password; the checks sign in themselves
   * (needs `publicJwk`). A sign-in the platform refuses, or answers with a second step, is a failed check.
   */
  credentials?: { username: string; password: string };
  /** The platform's RSA public key (JWK JSON): the sign-in body goes encrypted to it (PLATFORM_PUBLIC_JWK). */
  publicJwk?: string;
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
export async function runConformance(given: ConformanceOptions): Promise<ConformanceResult[]> {
  const results: ConformanceResult[] = [];
  const options = { ...given };
  if (!options.token && options.credentials) {
    const signedIn = await signIn(options, options.credentials);
    results.push({ route: 'login', check: 'sign in the test account', ok: 'token' in signedIn, ...('why' in signedIn ? { why: signedIn.why } : {}) });
    if ('token' in signedIn) options.token = signedIn.token;
  }
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
    const transfer = await transferIdempotency(options, headers);
    results.push({ route: 'walletTransfer', check: 'same transferId twice, one effect', ok: !transfer, ...(transfer ? { why: transfer } : {}) });
    const deposit = await depositIdempotency(options, headers);
    results.push({ route: 'depositCreate', check: 'same requestId twice, one effect', ok: !deposit, ...(deposit ? { why: deposit } : {}) });
  }
  return results;
}

/**
 * Signs the test account in as the browser and the edge would (SPEC §4 login): fetches a
 * human-verification challenge, solves it (altcha-lib, as the browser's solver), and posts the
 * login body as a compact JWE (RSA-OAEP-256, A256GCM) to `publicJwk`. Resolves to the session
 * token, or to why there is none (a refusal, a second step, a missing key).
 */
export async function signIn(options: ConformanceOptions, credentials: { username: string; password: string }): Promise<{ token: string } | { why: string }> {
  if (!options.publicJwk) return { why: "needs the platform's public key (--public-jwk=<JWK JSON or file>, or PLATFORM_PUBLIC_JWK) to encrypt the sign-in" };
  const get = (path: string) => options.send(new Request(new URL(path, options.origin), { headers: { accept: 'application/json', language: 'EN' } }));
  const challengeAnswer = (await (await get(routes.humanChallenge.path)).json().catch(() => null)) as { value?: unknown } | null;
  const challenge = routes.humanChallenge.response.safeParse(challengeAnswer?.value);
  if (!challenge.success) return { why: `${routes.humanChallenge.path} gave no valid challenge` };
  const solution = await solveChallenge({ challenge: challenge.data as Parameters<typeof solveChallenge>[0]['challenge'], deriveKey, timeout: 60_000 });
  if (!solution) return { why: 'the human-verification challenge could not be solved within 60 s' };
  const altcha = btoa(JSON.stringify({ challenge: challenge.data, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }));
  let key: CryptoKey | Uint8Array;
  try {
    key = await importJWK(JSON.parse(options.publicJwk) as JWK, 'RSA-OAEP-256');
  } catch {
    return { why: 'the public key is not an RSA JWK (JSON)' };
  }
  const plain = JSON.stringify({ username: credentials.username, password: credentials.password, altcha });
  const jwe = await new CompactEncrypt(new TextEncoder().encode(plain))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', cty: 'application/json' })
    .encrypt(key);
  const res = await options.send(
    new Request(new URL(routes.login.path, options.origin), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        language: 'EN',
        'content-type': 'application/jose',
        'x-client-ip': '192.0.2.10',
        'x-client-ua': 'portal-contract',
      },
      body: jwe,
    }),
  );
  const body = (await res.json().catch(() => null)) as { success?: boolean; code?: string; value?: { token?: string; twoFactor?: unknown } } | null;
  if (!body?.success) return { why: `sign-in refused: ${res.status} ${body?.code ?? 'not JSON'}` };
  if (body.value?.twoFactor) return { why: 'sign-in asks for a second step (two-step verification): use a test account without it, or pass --token' };
  return body.value?.token ? { token: body.value.token } : { why: 'sign-in answered no token' };
}

/** The same deposit request twice: one deposit, the same id both times. Null when it holds, else why not. */
async function depositIdempotency(options: ConformanceOptions, headers: (token?: string) => Record<string, string>): Promise<string | null> {
  const read = async (path: string) =>
    ((await (await options.send(new Request(new URL(path, options.origin), { headers: headers(options.token) }))).json()) as { value?: unknown }).value;
  const channels = routes.depositChannels.response.safeParse(await read(routes.depositChannels.path));
  const channel = channels.success ? channels.data.channels[0] : undefined;
  if (!channel) return 'needs a test account that may deposit (the deposit channels answered none)';
  const count = async () => {
    const list = routes.depositList.response.safeParse(await read(routes.depositList.path));
    return list.success ? list.data.length : Number.NaN;
  };
  const before = await count();
  const body = JSON.stringify({ channel: channel.code, amount: channel.min, requestId: `contract-${crypto.randomUUID().slice(0, 18)}` });
  const create = async () => {
    const res = await options.send(
      new Request(new URL(routes.depositCreate.path, options.origin), {
        method: 'POST',
        headers: { ...headers(options.token), 'content-type': 'application/json' },
        body,
      }),
    );
    return { status: res.status, body: (await res.json()) as { success?: boolean; code?: string; value?: { id?: number } } };
  };
  const first = await create();
  const second = await create();
  const added = (await count()) - before;
  if (!first.body.success) return `the first deposit request failed: ${first.status} ${first.body.code}`;
  if (!second.body.success) return `the same requestId again: expected the same deposit, got ${second.status} ${second.body.code}`;
  if (second.body.value?.id !== first.body.value?.id)
    return `the same requestId twice answered two deposits (ids ${first.body.value?.id} and ${second.body.value?.id})`;
  return added === 1 ? null : `the same requestId twice added ${added} deposits to the list (expected 1)`;
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

/** The contract's health calls: what a portal reads first from its platform (SPEC §7 system status, white label). */
export const HEALTH_CALLS = ['systemStatus', 'whitelabel'] as const;

/**
 * Checks that the platform answers the contract's health calls ({@link HEALTH_CALLS}) as the edge
 * reads them (envelope, schema, listed error codes). Used before an own-platform deploy
 * (scripts/deploy-own-platform.ts); an unreachable platform is a failed check with the network error.
 */
export async function checkHealth(send: ConformanceOptions['send'], origin: string): Promise<ConformanceResult[]> {
  const results: ConformanceResult[] = [];
  for (const name of HEALTH_CALLS) {
    const def: RouteDef = routes[name];
    let why: string | null;
    try {
      const res = await send(
        new Request(new URL(def.path, origin), { headers: { accept: 'application/json', language: 'EN', 'x-request-id': `health-${crypto.randomUUID()}` } }),
      );
      why = await checkAnswer(name, def, res, false);
    } catch (err) {
      why = `no answer: ${err instanceof Error ? `${err.message}${err.cause instanceof Error ? ` (${err.cause.message})` : ''}` : String(err)}`;
    }
    results.push({ route: name, check: 'health', ok: !why, ...(why ? { why } : {}) });
  }
  return results;
}
