/**
 * Passkeys (WebAuthn discoverable credentials, SPEC §2.5 account security): a member adds, names
 * and removes them in the security center (adding one asks for the sign-in password again), signs
 * in with one from the login modal, or passes the two-step verification of a sign-in from an
 * unregistered IP with one. The ceremonies are checked by @simplewebauthn/server (Web Crypto, so it
 * runs on Workers): challenge, origin and RP ID (passkey-rp.ts), user verification, signature and
 * the signature counter.
 *
 * Challenges live {@link PASSKEY_CHALLENGE_TTL_MS}, from the IP they were issued to, and are taken
 * with one DELETE … RETURNING before anything is checked, so a replayed or concurrently reused
 * answer finds none (one session at most). A passkey is looked up at every use, so a removed one
 * stops working at once; the counter is raised in the statement that checks it.
 *
 * A passkey sign-in is user verification plus possession of the key, a stronger pair than a
 * password and a code: from an unregistered IP it signs in and registers the IP as a passed
 * two-step verification would (sign-in.ts, the same path as every sign-in).
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { checkLogin } from '../../contracts/access.ts';
import { fail, ok } from '../../contracts/envelope.ts';
import { MAX_PASSKEYS_PER_MEMBER, type Passkey, type WebAuthnCredential } from '../../contracts/schemas/passkey.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import { verifyPassword } from '../crypto/password.ts';
import { base64url, newSessionToken, sha256Hex } from '../crypto/token.ts';
import type { HandlerContext, HandlerResult } from '../lib/context.ts';
import type { RouteHandler } from '../lib/route-handler.ts';
import { ipKey } from './member-security.ts';
import { relyingParty } from './passkey-rp.ts';
import type { MemberRow } from './sessions.ts';
import { startSession } from './sign-in.ts';
import { MAX_CHALLENGE_ATTEMPTS } from './two-factor.ts';

/** Lifetime of a WebAuthn challenge, in ms (the browser's own timeout is the same). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

interface PasskeyRow {
  id: number;
  member_id: number;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

const refuse = (code: string, message: string, status = 400): HandlerResult => ({ body: fail(code, message), status });
const challengeGone = () => refuse('error_passkey_challenge_expired', 'The passkey request has expired. Please try again.');
const unknownPasskey = () => refuse('error_passkey_unknown', 'This passkey is not registered for any account here.');

function fromBase64url(s: string): Uint8Array<ArrayBuffer> {
  const bin = atob(s.replaceAll('-', '+').replaceAll('_', '/') + '='.repeat((4 - (s.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** The WebAuthn user handle of a member: their id's digits as bytes (no personal data). */
function userHandle(memberId: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(String(memberId));
}

const listed = (r: PasskeyRow): Passkey => ({ id: r.id, name: r.name, createdAt: r.created_at, lastUsedAt: r.last_used_at });

/** Stores `challenge` under `key` (replacing a pending one), sweeping expired ones in the same batch. */
async function putChallenge(ctx: HandlerContext, key: string, memberId: number | null, challenge: string): Promise<void> {
  await ctx.db.batch([
    ctx.db.prepare('DELETE FROM passkey_challenges WHERE expires_at <= ?').bind(ctx.now),
    ctx.db
      .prepare(
        'INSERT INTO passkey_challenges (challenge_key, member_id, challenge, ip, expires_at) VALUES (?, ?, ?, ?, ?) ' +
          'ON CONFLICT(challenge_key) DO UPDATE SET member_id = excluded.member_id, challenge = excluded.challenge, ip = excluded.ip, expires_at = excluded.expires_at',
      )
      .bind(key, memberId, challenge, ipKey(ctx.ip), ctx.now + PASSKEY_CHALLENGE_TTL_MS),
  ]);
}

/** Takes (deletes) the challenge of `key`; null when none, expired or issued to another IP. Single use. */
async function takeChallenge(ctx: HandlerContext, key: string): Promise<{ challenge: string; member_id: number | null } | null> {
  const row = await ctx.db
    .prepare('DELETE FROM passkey_challenges WHERE challenge_key = ? RETURNING challenge, member_id, ip, expires_at')
    .bind(key)
    .first<{ challenge: string; member_id: number | null; ip: string; expires_at: number }>();
  return row && row.expires_at > ctx.now && row.ip === ipKey(ctx.ip) ? row : null;
}

/** Why a WebAuthn check failed, as an error key: wrong origin or RP, a counter that went back, or anything else. */
function refusalOf(err: unknown): HandlerResult {
  const message = err instanceof Error ? err.message : '';
  if (/origin|RP ID/i.test(message)) return refuse('error_passkey_origin', 'This passkey answer came from another site.');
  if (/counter/i.test(message)) return refuse('error_passkey_counter', 'This passkey may have been copied. Use another way to sign in.');
  return refuse('error_passkey_invalid', 'The passkey could not be verified. Please try again.');
}

/**
 * Checks a sign-in assertion against `expectedChallenge` and the stored passkey of its credential id
 * (of `memberId` when given), and raises the counter. Answers the passkey row, or a refusal:
 * error_passkey_unknown (no such passkey: never added, or removed), error_passkey_origin,
 * error_passkey_counter, error_passkey_invalid.
 */
async function checkAssertion(
  ctx: HandlerContext,
  credential: WebAuthnCredential,
  expectedChallenge: string,
  memberId: number | null,
): Promise<{ passkey: PasskeyRow } | { refused: HandlerResult }> {
  const row = await ctx.db.prepare('SELECT * FROM passkeys WHERE credential_id = ?').bind(credential.id).first<PasskeyRow>();
  if (!row || (memberId !== null && row.member_id !== memberId)) return { refused: unknownPasskey() };
  const handle = credential.response.userHandle;
  if (handle && handle !== base64url(userHandle(row.member_id))) return { refused: unknownPasskey() };
  const rp = relyingParty(ctx);
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response: credential as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
      credential: {
        id: row.credential_id,
        publicKey: fromBase64url(row.public_key),
        counter: row.counter,
        transports: (row.transports ? row.transports.split(',') : []) as AuthenticatorTransport[],
      },
    });
    if (!result.verified) return { refused: refusalOf(null) };
    newCounter = result.authenticationInfo.newCounter;
  } catch (err) {
    return { refused: refusalOf(err) };
  }
  // The counter is raised only past the stored one (an authenticator that does not count sends 0
  // every time): two answers racing with one counter value cannot both pass; a removed passkey changes nothing.
  const raised = await ctx.db
    .prepare('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ? AND (counter < ? OR (? = 0 AND counter = 0))')
    .bind(newCounter, ctx.now, row.id, newCounter, newCounter)
    .run();
  if (raised.meta.changes !== 1) return { refused: refusalOf(new Error('counter')) };
  return { passkey: row };
}

/** GET /wps/member/passkeys/list: the member's passkeys, newest first. */
export const passkeyList: RouteHandler<'passkeys'> = async (ctx) => {
  const { results } = await ctx.db.prepare('SELECT * FROM passkeys WHERE member_id = ? ORDER BY id DESC').bind(ctx.member.id).all<PasskeyRow>();
  return { body: ok(results.map(listed)) };
};

/**
 * POST /wps/member/passkeys/options `{ password }`: the options for `navigator.credentials.create`
 * (a discoverable credential with user verification, the member's passkeys excluded), after the
 * sign-in password was given again. One pending addition per member (a new one replaces it).
 * Errors: error_passkey_password_wrong, error_passkey_limit.
 */
export const passkeyAddOptions: RouteHandler<'passkeyAddOptions'> = async (ctx) => {
  const member = await ctx.db.prepare('SELECT password_hash FROM members WHERE id = ?').bind(ctx.member.id).first<{ password_hash: string }>();
  if (!member || !(await verifyPassword(ctx.input.password, member.password_hash))) {
    return refuse('error_passkey_password_wrong', 'The password is not correct.');
  }
  const { results } = await ctx.db.prepare('SELECT credential_id, transports FROM passkeys WHERE member_id = ?').bind(ctx.member.id).all<PasskeyRow>();
  if (results.length >= MAX_PASSKEYS_PER_MEMBER) return refuse('error_passkey_limit', 'This account has the most passkeys it can have.');
  const rp = relyingParty(ctx);
  const options = await generateRegistrationOptions({
    rpName: siteConfig.brand,
    rpID: rp.rpId,
    userName: ctx.member.account,
    userID: userHandle(ctx.member.id),
    userDisplayName: ctx.member.nickname || ctx.member.account,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: results.map((r) => ({ id: r.credential_id, transports: r.transports ? r.transports.split(',') : undefined })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  });
  await putChallenge(ctx, `add:${ctx.member.id}`, ctx.member.id, options.challenge);
  return { body: ok(options) };
};

/**
 * POST /wps/member/passkeys `{ name, credential }`: adds the passkey created for the pending
 * challenge (used up either way). Answers the listed passkey. Errors:
 * error_passkey_challenge_expired, error_passkey_origin, error_passkey_invalid, error_passkey_exists,
 * error_passkey_limit.
 */
export const passkeyAdd: RouteHandler<'passkeyAdd'> = async (ctx) => {
  const ch = await takeChallenge(ctx, `add:${ctx.member.id}`);
  if (!ch) return challengeGone();
  const rp = relyingParty(ctx);
  let info;
  try {
    const result = await verifyRegistrationResponse({
      response: ctx.input.credential as unknown as RegistrationResponseJSON,
      expectedChallenge: ch.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
    });
    if (!result.verified) return refusalOf(null);
    info = result.registrationInfo;
  } catch (err) {
    return refusalOf(err);
  }
  const { credential } = info;
  // The limit is checked in the insert itself, so two additions at once cannot pass it together.
  const row = await ctx.db
    .prepare(
      'INSERT INTO passkeys (member_id, credential_id, public_key, counter, transports, name, created_at) ' +
        'SELECT ?, ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM passkeys WHERE member_id = ?) < ? ON CONFLICT(credential_id) DO NOTHING RETURNING *',
    )
    .bind(
      ctx.member.id,
      credential.id,
      base64url(credential.publicKey),
      credential.counter,
      (credential.transports ?? []).join(','),
      ctx.input.name,
      ctx.now,
      ctx.member.id,
      MAX_PASSKEYS_PER_MEMBER,
    )
    .first<PasskeyRow>();
  if (row) return { body: ok(listed(row)) };
  const taken = await ctx.db.prepare('SELECT 1 AS x FROM passkeys WHERE credential_id = ?').bind(credential.id).first();
  return taken
    ? refuse('error_passkey_exists', 'This passkey is already registered.', 409)
    : refuse('error_passkey_limit', 'This account has the most passkeys it can have.');
};

/** POST /wps/member/passkeys/name `{ id, name }`: renames one of the member's passkeys. Error: error_passkey_not_found (404). */
export const passkeyRename: RouteHandler<'passkeyRename'> = async (ctx) => {
  const row = await ctx.db
    .prepare('UPDATE passkeys SET name = ? WHERE id = ? AND member_id = ? RETURNING *')
    .bind(ctx.input.name, ctx.input.id, ctx.member.id)
    .first<PasskeyRow>();
  return row ? { body: ok(listed(row)) } : refuse('error_passkey_not_found', 'No such passkey.', 404);
};

/** POST /wps/member/passkeys/remove `{ id }`: removes one of the member's passkeys; it stops working at once. Error: error_passkey_not_found (404). */
export const passkeyRemove: RouteHandler<'passkeyRemove'> = async (ctx) => {
  const del = await ctx.db.prepare('DELETE FROM passkeys WHERE id = ? AND member_id = ?').bind(ctx.input.id, ctx.member.id).run();
  return del.meta.changes === 1 ? { body: ok(null) } : refuse('error_passkey_not_found', 'No such passkey.', 404);
};

/**
 * POST /wps/session/passkey/options: a challenge id and the options for `navigator.credentials.get`
 * with no allowed list (the browser offers the site's discoverable passkeys, autofill included).
 */
export const passkeyLoginOptions: RouteHandler<'passkeyLoginOptions'> = async (ctx) => {
  const options = await generateAuthenticationOptions({ rpID: relyingParty(ctx).rpId, userVerification: 'required', timeout: PASSKEY_CHALLENGE_TTL_MS });
  const challengeId = newSessionToken();
  await putChallenge(ctx, `login:${await sha256Hex(challengeId)}`, null, options.challenge);
  return { body: ok({ challengeId, options }) };
};

/**
 * POST /wps/session/passkey `{ challengeId, credential, area }`: signs in with a passkey, like a
 * password sign-in that passed its second step (sign-in.ts: new session, IP registered, first-login
 * flag consumed; no password-change prompt, the password was not used). Errors:
 * error_passkey_challenge_expired, error_passkey_unknown, error_passkey_origin, error_passkey_counter,
 * error_passkey_invalid, member_no_enter / error_not_agent (403).
 */
export const passkeyLogin: RouteHandler<'passkeyLogin'> = async (ctx) => {
  const ch = await takeChallenge(ctx, `login:${await sha256Hex(ctx.input.challengeId)}`);
  if (!ch) return challengeGone();
  const checked = await checkAssertion(ctx, ctx.input.credential, ch.challenge, null);
  if ('refused' in checked) return checked.refused;
  const member = await ctx.db.prepare('SELECT * FROM members WHERE id = ?').bind(checked.passkey.member_id).first<MemberRow>();
  if (!member) return unknownPasskey();
  const entry = checkLogin(ctx.input.area, member.type);
  if (entry !== 'allow') return refuse(entry, entry === 'member_no_enter' ? 'Not a member.' : 'Not an agent.', 403);
  return { body: ok(await startSession(ctx, member, false)) };
};

interface TwoFactorRow {
  id_hash: string;
  member_id: number;
  password_expired: number;
}

/** The live two-step challenge of `challengeId` for this IP (two-factor.ts rules), or null. */
async function liveTwoFactor(ctx: HandlerContext, challengeId: string): Promise<TwoFactorRow | null> {
  return ctx.db
    .prepare('SELECT id_hash, member_id, password_expired FROM two_factor_challenges WHERE id_hash = ? AND expires_at > ? AND ip = ? AND attempts < ?')
    .bind(await sha256Hex(challengeId), ctx.now, ipKey(ctx.ip), MAX_CHALLENGE_ATTEMPTS)
    .first<TwoFactorRow>();
}

/**
 * POST /wps/session/login/verification/passkey/options `{ challengeId }`: options for
 * `navigator.credentials.get` listing the account's passkeys, for the pending second step.
 * Errors: account_challenge_expired, account_method_unavailable (the account has no passkey).
 */
export const twoFactorPasskeyOptions: RouteHandler<'twoFactorPasskeyOptions'> = async (ctx) => {
  const tf = await liveTwoFactor(ctx, ctx.input.challengeId);
  if (!tf) return refuse('account_challenge_expired', 'The verification has expired. Please log in again.');
  const { results } = await ctx.db.prepare('SELECT credential_id, transports FROM passkeys WHERE member_id = ?').bind(tf.member_id).all<PasskeyRow>();
  if (!results.length) return refuse('account_method_unavailable', 'This verification method is not available for this account.');
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).rpId,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    allowCredentials: results.map((r) => ({
      id: r.credential_id,
      transports: (r.transports ? r.transports.split(',') : undefined) as AuthenticatorTransport[] | undefined,
    })),
  });
  await putChallenge(ctx, `2fa:${tf.id_hash}`, tf.member_id, options.challenge);
  return { body: ok(options) };
};

/**
 * POST /wps/session/login/verification/passkey `{ challengeId, credential }`: the second step
 * passed with one of the account's passkeys; signs in like the other methods (two-factor.ts). A
 * refused passkey costs one of the challenge's attempts. Errors: account_challenge_expired,
 * error_passkey_challenge_expired, the passkey refusals of {@link passkeyLogin}, member_no_enter.
 */
export const twoFactorPasskey: RouteHandler<'twoFactorPasskey'> = async (ctx) => {
  const tf = await liveTwoFactor(ctx, ctx.input.challengeId);
  if (!tf) return refuse('account_challenge_expired', 'The verification has expired. Please log in again.');
  const ch = await takeChallenge(ctx, `2fa:${tf.id_hash}`);
  if (!ch || ch.member_id !== tf.member_id) return challengeGone();
  const checked = await checkAssertion(ctx, ctx.input.credential, ch.challenge, tf.member_id);
  if ('refused' in checked) {
    await ctx.db.prepare('UPDATE two_factor_challenges SET attempts = attempts + 1 WHERE id_hash = ?').bind(tf.id_hash).run();
    return checked.refused;
  }
  // Use the two-step challenge up; only the request that deletes it signs in.
  const del = await ctx.db.prepare('DELETE FROM two_factor_challenges WHERE id_hash = ?').bind(tf.id_hash).run();
  if (del.meta.changes !== 1) return refuse('account_challenge_expired', 'The verification has expired. Please log in again.');
  const member = await ctx.db.prepare('SELECT * FROM members WHERE id = ?').bind(tf.member_id).first<MemberRow>();
  if (!member || checkLogin('member', member.type) !== 'allow') return refuse('member_no_enter', 'Not a member.', 403);
  return { body: ok(await startSession(ctx, member, tf.password_expired === 1)) };
};
