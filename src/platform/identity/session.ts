/**
 * Session handlers: login, logout, captcha (registration: signup.ts) (SPEC §4 login and registration, §7.1).
 * A failed login never says whether the username or the password was wrong, always asks for the
 * captcha afterwards, and costs the same Argon2id work whether or not the account exists.
 */
import { checkLogin } from '../../contracts/access.ts';
import { fail, ok } from '../../contracts/envelope.ts';
import { randomCaptchaText, renderCaptchaPng } from './captcha-image.ts';
import { hashPassword, verifyPassword } from '../crypto/password.ts';
import { sha256Hex } from '../crypto/token.ts';
import type { HandlerContext } from '../lib/context.ts';
import type { RouteHandler } from '../lib/route-handler.ts';
import { passwordChangeDue, useTemporaryPassword } from './password-policy.ts';
import { endSession, type MemberRow } from './sessions.ts';
import { startSession } from './sign-in.ts';
import { resolveLoginSubject } from './login-subject.ts';
import { smsLogin } from './sms-login.ts';
import { secondStepFor } from './two-factor.ts';

/** Captcha lifetime in ms. */
export const CAPTCHA_TTL_MS = 5 * 60_000;

// Verified when the account does not exist, so the answer's timing does not reveal that.
let dummyHash: Promise<string> | undefined;

/** Checks and spends the captcha of `key` (one try per image); false when missing, wrong or expired. */
export async function captchaOk(ctx: HandlerContext, key: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!key || !answer) return false;
  const row = await ctx.db
    .prepare('DELETE FROM captchas WHERE captcha_key = ? RETURNING answer_hash, expires_at')
    .bind(key)
    .first<{ answer_hash: string; expires_at: number }>();
  return !!row && row.expires_at > ctx.now && row.answer_hash === (await sha256Hex(`${key}:${answer.trim()}`));
}

/**
 * Signs `member` in (src/platform/identity/sign-in.ts: a new session, the IP registered, the first-login
 * flag consumed); `passwordExpired` is the caller's decision (password-policy.ts).
 */
export async function signIn(ctx: HandlerContext, member: MemberRow, passwordExpired: boolean) {
  return ok(await startSession(ctx, member, passwordExpired));
}

/**
 * POST /wps/session/login: `{ token, firstTimeLogin, passwordExpired }`; from an unregistered IP
 * `{ twoFactor }` instead (two-factor.ts); or error_credentials / error_captcha_invalid with
 * `{ captcha: true }`, member_no_enter / error_not_agent (403) for an account that may not
 * sign in there.
 */
export const login: RouteHandler<'login'> = async (ctx) => {
  const { username, password, captcha, captchaKey } = ctx.input;
  // The human check (SPEC §4) has passed in the dispatcher (route flag humanCheck); the SMS-code
  // sign-in is sms-login.ts.
  if (ctx.input.type === 'sms') {
    // No password-change prompt after an SMS sign-in (§4), so passwordExpired is false.
    return smsLogin(ctx, async (m) => {
      const entry = checkLogin(ctx.input.area, m.type);
      if (entry !== 'allow') return { body: fail(entry, entry === 'member_no_enter' ? 'Not a member.' : 'Not an agent.'), status: 403 };
      // Possession of the number is the second factor: no two-step verification; the IP is registered.
      return { body: ok({ ...(await signIn(ctx, m, false)).value, passwordExpired: false }) };
    });
  }
  // Every spelling of one account (name in any case, phone in any format) is one subject.
  const { member, key } = await resolveLoginSubject(ctx.db, username);
  const failures = await ctx.db.prepare('SELECT failures FROM login_failures WHERE account = ?').bind(key).first<{ failures: number }>();
  if (failures && !(await captchaOk(ctx, captchaKey, captcha))) {
    return { body: fail('error_captcha_invalid', 'Please enter the characters shown in the image.', { captcha: true }), status: 400 };
  }
  const valid = await verifyPassword(password, member?.password_hash ?? (await (dummyHash ??= hashPassword(crypto.randomUUID()))));
  // A temporary password from the forgot-by-e-mail flow also signs in (SPEC §2.5 forgot-password modal).
  const temporary = !valid && !!member && (await useTemporaryPassword(ctx.db, member.id, password, ctx.now));
  if (!member || !(valid || temporary)) {
    await ctx.db
      .prepare(
        'INSERT INTO login_failures (account, failures, last_failed_at) VALUES (?, 1, ?) ON CONFLICT(account) DO UPDATE SET failures = failures + 1, last_failed_at = excluded.last_failed_at',
      )
      .bind(key, ctx.now)
      .run();
    return { body: fail('error_credentials', 'Account or password incorrect.', { captcha: true }), status: 400 };
  }
  await ctx.db.prepare('DELETE FROM login_failures WHERE account = ?').bind(key).run();
  // Right password, but an account type that may not sign in here (SPEC §6).
  const entry = checkLogin(ctx.input.area, member.type);
  if (entry !== 'allow') return { body: fail(entry, entry === 'member_no_enter' ? 'Not a member.' : 'Not an agent.'), status: 403 };
  const passwordExpired = await passwordChangeDue(ctx.db, { password, temporary, passwordChangedAt: member.password_changed_at, now: ctx.now });
  // From an unregistered IP the answer is the second step instead of a token (SPEC §2.5).
  const twoFactor = await secondStepFor(ctx, member, passwordExpired);
  if (twoFactor) return { body: ok({ twoFactor }) };
  return { body: await signIn(ctx, member, passwordExpired) };
};

/** DELETE /wps/session/logout: ends the session; answers ok(null) even when it had already ended. */
export const logout: RouteHandler<'logout'> = async (ctx) => {
  if (ctx.token) await endSession(ctx.db, ctx.token);
  return { body: ok(null) };
};

/** Stores `answer` as the captcha of `key` (replacing any), for {@link captchaOk}. */
async function storeCaptcha(ctx: HandlerContext, key: string, answer: string): Promise<void> {
  await ctx.db.prepare('DELETE FROM captchas WHERE expires_at < ?').bind(ctx.now).run();
  await ctx.db
    .prepare(
      'INSERT INTO captchas (captcha_key, answer_hash, expires_at) VALUES (?, ?, ?) ON CONFLICT(captcha_key) DO UPDATE SET answer_hash = excluded.answer_hash, expires_at = excluded.expires_at',
    )
    .bind(key, await sha256Hex(`${key}:${answer}`), ctx.now + CAPTCHA_TTL_MS)
    .run();
  if (ctx.env.SANDBOX_DEV_TOOLS === '1') rememberDevAnswer(key, answer);
}

/** GET /wps/captcha?captchaKey=…: a new 4-digit captcha for that key as a base64 PNG. */
export const captcha: RouteHandler<'captcha'> = async (ctx) => {
  const text = randomCaptchaText();
  await storeCaptcha(ctx, ctx.input.captchaKey, text);
  return { body: ok(renderCaptchaPng(text)) };
};

/**
 * GET /wps/captcha/text?captchaKey=…: the accessible alternative, a sum of two numbers of 10–49
 * to type in digits, stored under the key like an image's answer (one try, same lifetime).
 */
export const captchaText: RouteHandler<'captchaText'> = async (ctx) => {
  const [x, y] = crypto.getRandomValues(new Uint8Array(2));
  const a = 10 + (x! % 40);
  const b = 10 + (y! % 40);
  await storeCaptcha(ctx, ctx.input.captchaKey, String(a + b));
  return { body: ok({ a, b }) };
};

/**
 * Answers of recent captchas, kept only with SANDBOX_DEV_TOOLS=1 so end-to-end tests can solve
 * them (read through GET /wps/dev/captcha-answer). Bounded to the 200 newest.
 */
const devCaptchaAnswers = new Map<string, string>();

function rememberDevAnswer(key: string, answer: string): void {
  devCaptchaAnswers.delete(key);
  devCaptchaAnswers.set(key, answer);
  if (devCaptchaAnswers.size > 200) devCaptchaAnswers.delete(devCaptchaAnswers.keys().next().value!);
}

/** GET /wps/dev/captcha-answer?captchaKey=… (dev tools only): the answer, for e2e tests. */
export const devCaptchaAnswer: RouteHandler<'devCaptchaAnswer'> = async (ctx) => {
  const answer = devCaptchaAnswers.get(ctx.input.captchaKey);
  return answer ? { body: ok(answer) } : { body: fail('error_not_found', 'No such captcha.'), status: 404 };
};
