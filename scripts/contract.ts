/**
 * `npm run contract -- --platform-url=https://platform.example [--token=<session token>] [--game-wallet=<vendor>]`: checks
 * an operator's platform against the contract (scripts/lib/conformance.ts) and prints one line per
 * failed check and the totals; exits 1 when a check fails. The token (or CONTRACT_TOKEN) is the
 * session of a test account (a member, not a trial player) for the reads that need one and the
 * idempotency check, which moves 1 minor unit from its main wallet to the game wallet `--game-wallet`
 * (a transfer-wallet vendor code; default the first the account has) and back. Needs
 * src/generated/route-errors.json, which `npm run build` writes (or `node scripts/route-errors.ts`).
 */
import { conformanceReport, runConformance } from './lib/conformance.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const platformUrl = arg('platform-url') ?? process.env.PLATFORM_URL;
if (!platformUrl) {
  console.error('usage: npm run contract -- --platform-url=https://platform.example [--token=<session token of a test member>]');
  process.exit(2);
}
const origin = new URL(platformUrl).origin;
const results = await runConformance({
  send: (request) => fetch(request),
  origin,
  token: arg('token') ?? process.env.CONTRACT_TOKEN,
  gameWallet: arg('game-wallet'),
});
console.log(conformanceReport(results));
if (results.some((r) => !r.ok)) process.exitCode = 1;
