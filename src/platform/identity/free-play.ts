/**
 * Free play (SPEC §1, §4 free play, §6 trial): a guest login that creates, or
 * signs in again, a trial member (type 4) tied to the device's random string, with a demo
 * balance posted through the ledger as one balanced transaction from the house account. Only
 * while FREEPLAY3 is on. Trial members have no password and pass only the `login` gate.
 */
import { fail, ok } from '../../contracts/envelope.ts';
import { TRIAL_TYPE } from '../../contracts/user-types.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import { sha256Hex } from '../crypto/token.ts';
import type { RouteHandler } from '../lib/route-handler.ts';
import { featureEnabled } from '../lib/features.ts';
import { ensureAccount, postTransaction } from '../lib/ledger.ts';
import type { MemberRow } from './sessions.ts';
import { startSession } from './sign-in.ts';

/** Demo balance of a new trial member, in minor units of the site currency (VND: đồng). */
export const FREE_PLAY_BALANCE = 2_000_000;

function guestAccountName(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `guest${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * POST /wps/session/login/freeplay `{ os, platform, randomString, gatewayVersion }`: signed in as
 * the device's trial member (`{ token, firstTimeLogin: false, passwordExpired: false }`).
 * Errors: account_freeplay_closed (403) while FREEPLAY3 is off.
 */
export const freePlayLogin: RouteHandler<'freePlayLogin'> = async (ctx) => {
  if (!(await featureEnabled(ctx.db, 'FREEPLAY3'))) return { body: fail('account_freeplay_closed', 'Free play is not available at the moment.'), status: 403 };
  const deviceHash = await sha256Hex(`freeplay:${ctx.input.randomString}`);
  const known = await ctx.db
    .prepare('SELECT m.* FROM trial_devices d JOIN members m ON m.id = d.member_id WHERE d.device_hash = ? AND m.type = ?')
    .bind(deviceHash, TRIAL_TYPE)
    .first<MemberRow>();
  if (known) return { body: ok(await startSession(ctx, known, false)) };

  // A new trial member and its device, in one batch; an empty password hash signs in with no password.
  const account = guestAccountName();
  const [created] = await ctx.db.batch<MemberRow>([
    ctx.db
      .prepare(
        "INSERT INTO members (account, nickname, password_hash, type, first_login, password_changed_at, created_at) VALUES (?, 'Guest', '', ?, 0, ?, ?) RETURNING *",
      )
      .bind(account, TRIAL_TYPE, ctx.now, ctx.now),
    ctx.db
      .prepare('INSERT INTO trial_devices (device_hash, member_id, created_at) VALUES (?, (SELECT id FROM members WHERE account = ?), ?)')
      .bind(deviceHash, account, ctx.now),
  ]);
  const member = created?.results[0];
  if (!member) throw new Error('trial member not created');
  const wallet = await ensureAccount(ctx.db, member.id, siteConfig.currency);
  const house = await ensureAccount(ctx.db, null, siteConfig.currency);
  const posted = await postTransaction(ctx.db, {
    idempotencyKey: `freeplay-opening-${member.id}`,
    kind: 'demo_credit',
    entries: [
      { accountId: wallet, amount: FREE_PLAY_BALANCE },
      { accountId: house, amount: -FREE_PLAY_BALANCE },
    ],
    now: ctx.now,
  });
  if (!posted.ok) throw new Error(`demo balance not posted: ${posted.reason}`);
  return { body: ok(await startSession(ctx, member, false)) };
};
