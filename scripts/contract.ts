/**
 * `npm run contract -- --platform-url=https://platform.example [options]`: checks an operator's
 * platform against the contract (scripts/lib/conformance.ts) and prints one line per failed check
 * and the totals; exits 1 when a check fails, 2 on a usage error.
 *
 * The signed-in checks (token reads, the money calls' idempotency) need a test account (a member,
 * not a trial player, without two-step verification, with at least 1 minor unit in its main wallet):
 *   --username=NAME --password=SECRET   (or CONTRACT_USERNAME, CONTRACT_PASSWORD): the checks sign in
 *       themselves, encrypting the sign-in to --public-jwk=<JWK JSON, or a file holding it>
 *       (or PLATFORM_PUBLIC_JWK, the key the portal's edge is given);
 *   --token=<session token>   (or CONTRACT_TOKEN): an existing session instead.
 *   --game-wallet=<vendor code> (or CONTRACT_GAME_WALLET): the transfer-wallet vendor of the wallet check (default: the
 *       account's first game wallet).
 * The idempotency checks leave the account as it began, but for one pending deposit of the first
 * channel's minimum, which expires unpaid. Needs src/generated/route-errors.json, which
 * `npm run build` writes (or `node scripts/route-errors.ts`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { conformanceReport, runConformance } from './lib/conformance.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const platformUrl = arg('platform-url') ?? process.env.PLATFORM_URL;
if (!platformUrl) {
  console.error(
    'usage: npm run contract -- --platform-url=https://platform.example [--username=NAME --password=SECRET --public-jwk=<JWK or file> | --token=<session token>] [--game-wallet=<vendor>]',
  );
  process.exit(2);
}
const username = arg('username') ?? process.env.CONTRACT_USERNAME;
const password = arg('password') ?? process.env.CONTRACT_PASSWORD;
const jwk = arg('public-jwk') ?? process.env.PLATFORM_PUBLIC_JWK;
const origin = new URL(platformUrl).origin;
const results = await runConformance({
  send: (request) => fetch(request),
  origin,
  token: arg('token') ?? process.env.CONTRACT_TOKEN,
  credentials: username && password ? { username, password } : undefined,
  publicJwk: jwk && !jwk.trim().startsWith('{') && existsSync(jwk) ? readFileSync(jwk, 'utf8') : jwk,
  gameWallet: arg('game-wallet') ?? process.env.CONTRACT_GAME_WALLET,
});
console.log(conformanceReport(results));
if (results.some((r) => !r.ok)) process.exitCode = 1;
