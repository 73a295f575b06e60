/**
 * Two-step verification on a sign-in from an unregistered IP (SPEC §2.5). The
 * login handler asks {@link secondStepFor} after the password was right: from a registered IP,
 * or for an account with no second factor, it signs in at once; otherwise the answer is a
 * challenge naming the account's methods (SMS, e-mail, authenticator code, bank account name).
 * The visitor then asks for a code (SMS / e-mail, through the notifier's outbox in the sandbox)
 * and verifies; success signs in and registers the IP.
 *
 * A challenge lives {@link CHALLENGE_TTL_MS}, only from the IP it was issued to, and allows
 * {@link MAX_CHALLENGE_ATTEMPTS} wrong answers; only its SHA-256 is stored.
 */
import { checkLogin } from '../../contracts/access.ts';
import { fail, ok } from '../../contracts/envelope.ts';
import type { TwoFactorChallenge, TwoFactorMethod } from '../../contracts/schemas/two-factor.ts';
import { newSessionToken, sha256Hex } from '../crypto/token.ts';
import { verifyTotp } from '../crypto/totp.ts';
import type { HandlerContext } from '../lib/context.ts';
import type { RouteHandler } from '../lib/route-handler.ts';
import { ipKey, isIpRegistered, maskEmail, maskPhone, memberSecurity, normalizeAccountName, type MemberSecurity } from './member-security.ts';
import { outboxNotifier } from '../services/notifier.ts';
import { codeRefused, issueCode, verifyCode } from '../services/verification-codes.ts';
import type { MemberRow } from './sessions.ts';
import { startSession } from './sign-in.ts';

/** Lifetime of a challenge, in ms. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
/** Wrong answers before a challenge is void and the visitor must log in again. */
export const MAX_CHALLENGE_ATTEMPTS = 5;
/** Lifetime of an SMS / e-mail code of the second step, in ms. */
export const SECOND_STEP_CODE_TTL_MS = 5 * 60_000;
/** Purpose of second-step codes in the verification-code store and the outbox. */
export const SECOND_STEP_PURPOSE = '2fa';

/** The methods an account offers, in the order shown (a passkey first: nothing to type). */
function offeredMethods(sec: MemberSecurity, hasPasskey: boolean): TwoFactorChallenge['methods'] {
  const out: TwoFactorChallenge['methods'] = [];
  if (hasPasskey) out.push({ method: 'passkey', destination: null });
  if (sec.mobileNum) out.push({ method: 'sms', destination: maskPhone(sec.mobileNum) });
  if (sec.email) out.push({ method: 'email', destination: maskEmail(sec.email) });
  if (sec.totpSecret) out.push({ method: 'totp', destination: null });
  if (sec.bankAccountName) out.push({ method: 'bank', destination: null });
  return out;
}

/**
 * The second step for a sign-in of `member` whose password was right, or null when none is
 * needed (the IP is registered, or the account has no second factor: it could never pass one,
 * so it signs in and the IP is registered). `passwordExpired` is carried to the final answer.
 */
export async function secondStepFor(ctx: HandlerContext, member: MemberRow, passwordExpired: boolean): Promise<TwoFactorChallenge | null> {
  if (await isIpRegistered(ctx.db, member.id, ctx.ip)) return null;
  const passkey = await ctx.db.prepare('SELECT 1 AS x FROM passkeys WHERE member_id = ? LIMIT 1').bind(member.id).first();
  const methods = offeredMethods(await memberSecurity(ctx.db, member.id), !!passkey);
  if (!methods.length) return null;
  const challengeId = newSessionToken();
  const expiresAt = ctx.now + CHALLENGE_TTL_MS;
  await ctx.db.batch([
    ctx.db.prepare('DELETE FROM two_factor_challenges WHERE expires_at <= ?').bind(ctx.now),
    ctx.db
      .prepare('INSERT INTO two_factor_challenges (id_hash, member_id, ip, password_expired, attempts, created_at, expires_at) VALUES (?, ?, ?, ?, 0, ?, ?)')
      .bind(await sha256Hex(challengeId), member.id, ipKey(ctx.ip), passwordExpired ? 1 : 0, ctx.now, expiresAt),
  ]);
  return { challengeId, methods, expiresAt };
}

interface ChallengeRow {
  id_hash: string;
  member_id: number;
  ip: string;
  password_expired: number;
  attempts: number;
  expires_at: number;
}

/** The live challenge of `challengeId` for this IP, or null (unknown, expired, other IP, used up). */
async function liveChallenge(ctx: HandlerContext, challengeId: string): Promise<ChallengeRow | null> {
  const row = await ctx.db
    .prepare('SELECT * FROM two_factor_challenges WHERE id_hash = ?')
    .bind(await sha256Hex(challengeId))
    .first<ChallengeRow>();
  if (!row || row.expires_at <= ctx.now || row.ip !== ipKey(ctx.ip) || row.attempts >= MAX_CHALLENGE_ATTEMPTS) return null;
  return row;
}

const challengeGone = () => ({ body: fail('account_challenge_expired', 'The verification has expired. Please log in again.'), status: 400 });
const unavailable = () => ({ body: fail('account_method_unavailable', 'This verification method is not available for this account.'), status: 400 });

/** Where a code of `method` goes for this member, or null when the member has no such contact. */
function destination(sec: MemberSecurity, method: TwoFactorMethod): string | null {
  return method === 'sms' ? sec.mobileNum : method === 'email' ? sec.email : null;
}

/**
 * POST /wps/session/login/verification/send `{ challengeId, method: sms | email }`: sends a
 * one-time code to the member's number or address; answers `{ expiredMinutes }`.
 * Errors: account_challenge_expired, account_method_unavailable.
 */
export const twoFactorSend: RouteHandler<'twoFactorSend'> = async (ctx) => {
  const ch = await liveChallenge(ctx, ctx.input.challengeId);
  if (!ch) return challengeGone();
  const to = destination(await memberSecurity(ctx.db, ch.member_id), ctx.input.method);
  if (!to) return unavailable();
  await issueCode({
    db: ctx.db,
    notifier: outboxNotifier(ctx.db),
    purpose: SECOND_STEP_PURPOSE,
    channel: ctx.input.method,
    recipient: to,
    subject: 'Sign-in verification code',
    text: (code) =>
      `Your sign-in verification code is ${code}. It is valid for ${SECOND_STEP_CODE_TTL_MS / 60_000} minutes. If you did not try to sign in, change your password.`,
    ttlMs: SECOND_STEP_CODE_TTL_MS,
    now: ctx.now,
  });
  return { body: ok({ expiredMinutes: SECOND_STEP_CODE_TTL_MS / 60_000 }) };
};

/** Outcome of checking a second-step answer. */
// A refused code (SMS, e-mail or authenticator) is the one answer of the SMS flows
// (services/verification-codes.ts), plus the bank-name and method refusals.
type Check = 'ok' | 'refused' | 'account_bank_name_wrong' | 'account_method_unavailable';

async function checkAnswer(ctx: HandlerContext, memberId: number, method: TwoFactorMethod, answer: string): Promise<Check> {
  // A passkey answers through its own call (passkeys.ts twoFactorPasskey), never as a typed code.
  if (method === 'passkey') return 'account_method_unavailable';
  const sec = await memberSecurity(ctx.db, memberId);
  if (method === 'sms' || method === 'email') {
    const to = destination(sec, method);
    if (!to) return 'account_method_unavailable';
    return verifyCode(ctx.db, SECOND_STEP_PURPOSE, to, answer, ctx.now);
  }
  if (method === 'totp') {
    if (!sec.totpSecret) return 'account_method_unavailable';
    const step = await verifyTotp(sec.totpSecret, answer, ctx.now);
    if (step === null) return 'refused';
    // Each time step once: a code seen (or an older one) cannot be replayed.
    const used = await ctx.db
      .prepare('UPDATE member_security SET totp_last_step = ? WHERE member_id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)')
      .bind(step, memberId, step)
      .run();
    return used.meta.changes === 1 ? 'ok' : 'refused';
  }
  if (!sec.bankAccountName) return 'account_method_unavailable';
  return normalizeAccountName(answer) === normalizeAccountName(sec.bankAccountName) ? 'ok' : 'account_bank_name_wrong';
}

const checkMessages: Record<Exclude<Check, 'ok' | 'refused'>, string> = {
  account_bank_name_wrong: 'The bank account name does not match.',
  account_method_unavailable: 'This verification method is not available for this account.',
};

/**
 * POST /wps/session/login/verification `{ challengeId, method, code }`: the second step. On
 * success: signed in (`{ token, firstTimeLogin, passwordExpired }`), the IP registered, the
 * challenge used up. A wrong answer costs one of the challenge's attempts. Errors:
 * account_challenge_expired, error_sms_code_invalid (wrong, expired or none requested: one answer,
 * services/verification-codes.ts), account_bank_name_wrong, account_method_unavailable,
 * member_no_enter.
 */
export const twoFactorVerify: RouteHandler<'twoFactorVerify'> = async (ctx) => {
  // The attempt is taken before the answer is checked, in the statement that checks the limit, so
  // concurrent answers cannot all see attempts left (at most MAX_CHALLENGE_ATTEMPTS are checked).
  const ch = await ctx.db
    .prepare('UPDATE two_factor_challenges SET attempts = attempts + 1 WHERE id_hash = ? AND expires_at > ? AND ip = ? AND attempts < ? RETURNING *')
    .bind(await sha256Hex(ctx.input.challengeId), ctx.now, ipKey(ctx.ip), MAX_CHALLENGE_ATTEMPTS)
    .first<ChallengeRow>();
  if (!ch) return challengeGone();
  const check = await checkAnswer(ctx, ch.member_id, ctx.input.method, ctx.input.code);
  if (check !== 'ok') {
    // Asking for a method the account lacks is no guess: the attempt is given back.
    if (check === 'account_method_unavailable')
      await ctx.db.prepare('UPDATE two_factor_challenges SET attempts = attempts - 1 WHERE id_hash = ? AND attempts > 0').bind(ch.id_hash).run();
    return check === 'refused' ? codeRefused('code') : { body: fail(check, checkMessages[check]), status: 400 };
  }
  // Use the challenge up; only the request that deletes it signs in.
  const del = await ctx.db.prepare('DELETE FROM two_factor_challenges WHERE id_hash = ?').bind(ch.id_hash).run();
  if (del.meta.changes !== 1) return challengeGone();
  const member = await ctx.db.prepare('SELECT * FROM members WHERE id = ?').bind(ch.member_id).first<MemberRow>();
  if (!member || checkLogin('member', member.type) !== 'allow') return { body: fail('member_no_enter', 'Not a member.'), status: 403 };
  return { body: ok(await startSession(ctx, member, ch.password_expired === 1)) };
};

/** POST /wps/dev/member-ips `{ account }` (dev tools only): forgets the account's registered IPs, so tests can sign in "from a new IP". */
export const devClearMemberIps: RouteHandler<'devClearMemberIps'> = async (ctx) => {
  const r = await ctx.db.prepare('DELETE FROM member_ips WHERE member_id = (SELECT id FROM members WHERE account = ?)').bind(ctx.input.account).run();
  return { body: ok({ cleared: r.meta.changes }) };
};
