/**
 * Registration handlers of the sandbox platform (SPEC §4 registration and affiliate, §5.1,
 * §7.1 Register, Mobile register, Affiliate check). The platform enforces the
 * same rules as the form, so a request that bypasses it gets the same field errors:
 *
 * 1. human verification (the bot check) — error_human_verification, checked by the dispatcher
 *    before this handler runs (route flag humanCheck; 503 error_human_check_unavailable without a key);
 * 2. the server's per-field rules for the registration type — error_validation with fields;
 * 3. username and mobile number not taken — error_username_taken / error_mobile_taken (the
 *    number only after its SMS code, when one is required: step 6);
 * 4. the affiliate code, when given, valid (or the code bound to the site's domain used) —
 *    error_affiliate_invalid;
 * 5. the captcha when the rules turn it on — error_captcha_invalid;
 * 6. the SMS code when required (always for registerMobile) — error_sms_code_invalid, one answer
 *    whatever the reason (services/verification-codes.ts);
 * 7. then the member and its wallet are created, the sign-up reward is paid (rewards/signup-reward.ts),
 *    and a session is started: the answer signs in.
 * Nothing is written before every check has passed.
 */
import { fail, ok } from '../../contracts/envelope.ts';
import type { RegisterMobileRequest, RegisterRequest } from '../../contracts/schemas/signup.ts';
import { toE164 } from '../../contracts/schemas/verification.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import type { FieldRule } from '../../contracts/validation/patterns.ts';
import {
  DEFAULT_REGISTER_RULES,
  effectiveRegisterRules,
  HIDDEN_REGISTER_FIELDS,
  validateRegistration,
  type RegisterKind,
} from '../../contracts/validation/register-rules.ts';
import type { HandlerResult } from '../lib/context.ts';
import type { RouteContext, RouteHandler } from '../lib/route-handler.ts';
import { hashPassword } from '../crypto/password.ts';
import { ensureAccount } from '../lib/ledger.ts';
import { paySignupReward } from '../rewards/signup-reward.ts';
import { logPlatformEvent } from '../lib/log.ts';
import { systemSetting } from '../lib/features.ts';
import { codeRefused, verifyCode } from '../services/verification-codes.ts';
import type { MemberRow } from './sessions.ts';
import { startSession } from './sign-in.ts';
import { DEFAULT_PASSWORD } from './password-policy.ts';
import { captchaOk } from './session.ts';

/** The registration rules in force: the `registerRules` setting, else the sandbox defaults. */
export async function loadRegisterRules(db: D1Database): Promise<Record<string, FieldRule>> {
  const row = await db.prepare("SELECT value FROM system_settings WHERE key = 'registerRules'").first<{ value: string }>();
  return row ? (JSON.parse(row.value) as Record<string, FieldRule>) : { ...DEFAULT_REGISTER_RULES };
}

const fieldFailure = (code: string, field: string, message: string, status = 400): HandlerResult => ({
  body: fail(code, message, { fields: { [field]: code } }),
  status,
});

/** The affiliate to register under: the given code, else the one bound to `domain`; `invalid` for an unknown given code. */
async function resolveAffiliate(
  db: D1Database,
  code: string | undefined,
  domain: string | undefined,
): Promise<{ code: string; agentId: number } | null | 'invalid'> {
  if (code?.trim()) {
    const row = await db
      .prepare('SELECT code, agent_id FROM affiliates WHERE code = ? AND enabled = 1')
      .bind(code.trim())
      .first<{ code: string; agent_id: number }>();
    return row ? { code: row.code, agentId: row.agent_id } : 'invalid';
  }
  if (domain?.trim()) {
    const row = await db
      .prepare('SELECT code, agent_id FROM affiliates WHERE domain = ? AND enabled = 1')
      .bind(domain.trim().toLowerCase())
      .first<{ code: string; agent_id: number }>();
    if (row) return { code: row.code, agentId: row.agent_id };
  }
  return null;
}

function generatedAccount(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return `m${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

// Both registration variants' input, read field by field (the mobile variant has no username or password).
type Input = (RegisterRequest | RegisterMobileRequest) & { username?: string; password?: string };

async function registerMember(ctx: RouteContext<'register'> | RouteContext<'registerMobile'>, kind: RegisterKind): Promise<HandlerResult> {
  const input: Input = ctx.input;
  const rules = await loadRegisterRules(ctx.db);
  const errors = validateRegistration(rules, kind, input as Record<string, unknown>);
  if (Object.keys(errors).length) return { body: fail('error_validation', 'Some fields are not valid.', { fields: errors }), status: 400 };
  const effective = effectiveRegisterRules(rules, kind);
  const on = (f: string) => effective[f]?.enabled === true;
  const value = (f: string) => {
    const v = (input as Record<string, unknown>)[f];
    return on(f) && typeof v === 'string' && v.trim() ? (effective[f]!.type === 'password' ? v : v.trim()) : null;
  };

  const mobileNum = value('mobileNum');
  const dialing = (input.countryDialingCode ?? '').replace(/^\+/, '') || '84';
  if (mobileNum && !/^[1-9][0-9]{0,3}$/.test(dialing)) return fieldFailure('error_phone_invalid', 'countryDialingCode', 'Invalid country dialing code.');
  const mobile = mobileNum ? toE164(dialing, mobileNum) : null;
  const username = kind === 'username' ? input.username!.trim() : null;

  if (username && (await ctx.db.prepare('SELECT 1 AS x FROM members WHERE account = ?').bind(username).first())) {
    return fieldFailure('error_username_taken', 'username', 'This username is already registered.', 409);
  }
  // With an SMS code required, a registered number is told only after the code (which only its
  // owner can have), so the form cannot be used to learn which numbers are members.
  const mobileTaken = async () => !!mobile && !!(await ctx.db.prepare('SELECT 1 AS x FROM members WHERE mobile_num = ?').bind(mobile).first());
  if (!on('verificationCode') && (await mobileTaken())) {
    return fieldFailure('error_mobile_taken', 'mobileNum', 'This mobile number is already registered.', 409);
  }
  const affiliate = await resolveAffiliate(ctx.db, value('affiliateCode') ?? undefined, input.domain);
  if (affiliate === 'invalid') return fieldFailure('error_affiliate_invalid', 'affiliateCode', 'Invitation code invalid.');
  if (on('captcha') && !(await captchaOk(ctx, input.captchaKey, input.captcha))) {
    return {
      body: fail('error_captcha_invalid', 'Please enter the characters shown in the image.', { captcha: true, fields: { captcha: 'error_captcha_invalid' } }),
      status: 400,
    };
  }
  if (on('verificationCode')) {
    const check = await verifyCode(ctx.db, 'register', mobile ?? '', input.verificationCode ?? '', ctx.now);
    if (check !== 'ok') return codeRefused('verificationCode');
    if (await mobileTaken()) return fieldFailure('error_mobile_taken', 'mobileNum', 'This mobile number is already registered.', 409);
  }

  // registerMobile signs in by SMS code; its password is random until the member sets one.
  const password = kind === 'username' ? input.password! : crypto.randomUUID();
  const hash = await hashPassword(password);
  const payment = value('paymentPassword');
  const paymentHash = payment ? await hashPassword(payment) : null;
  const contacts: Record<string, string> = {};
  for (const f of HIDDEN_REGISTER_FIELDS) {
    const v = value(f);
    if (v) contacts[f] = v;
  }
  let inserted: MemberRow | null = null;
  for (let attempt = 0; attempt < 5 && !inserted; attempt++) {
    const account = username ?? generatedAccount();
    inserted = await ctx.db
      .prepare(
        'INSERT INTO members (account, nickname, password_hash, type, upline_id, referral_code, first_login, password_changed_at, created_at, mobile_num, payee_name, email, id_number, payment_password_hash, affiliate_code, register_method, register_url, domain, contacts_json) ' +
          'VALUES (?, ?, ?, 0, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING *',
      )
      .bind(
        account,
        value('payeeName') ?? account,
        hash,
        affiliate?.agentId ?? null,
        input.referralCode ?? null,
        ctx.now,
        ctx.now,
        mobile,
        value('payeeName'),
        value('email'),
        value('idNumber'),
        paymentHash,
        affiliate?.code ?? null,
        kind === 'mobile' ? 'MOBILE' : 'WEB',
        input.registerUrl ?? null,
        input.domain?.toLowerCase() ?? null,
        Object.keys(contacts).length ? JSON.stringify(contacts) : null,
      )
      .first<MemberRow>();
    // A username race loses here; a generated account simply tries another name.
    if (!inserted && username) return fieldFailure('error_username_taken', 'username', 'This username is already registered.', 409);
  }
  if (!inserted) return { body: fail('error_internal', 'Please try again.'), status: 500 };
  await ensureAccount(ctx.db, inserted.id, siteConfig.currency);
  // The amount the registration page promises (SPEC §2.6), as a bonus with its turnover. The account
  // exists by now, so a failure here is logged, not answered: the member is registered either way.
  const reward = await paySignupReward(ctx.db, inserted.id, siteConfig.currency, ctx.now);
  if (reward && !reward.ok) logPlatformEvent('error', 'signup-reward-failed', { id: ctx.requestId, memberId: inserted.id, reason: reward.reason });
  // Signs in and registers the IP the registration came from (no second step next time from it).
  const { token } = await startSession(ctx, inserted, false);
  return { body: ok({ token, account: inserted.account, firstTimeLogin: false, passwordExpired: kind === 'username' && password === DEFAULT_PASSWORD }) };
}

/** PUT /wps/member/register: registration by username; signs in (SPEC §4 registration). */
export const register: RouteHandler<'register'> = (ctx) => registerMember(ctx, 'username');

/** PUT /wps/member/register/mobile: registration by mobile number with the generated account (SPEC §4 step 7). */
export const registerMobile: RouteHandler<'registerMobile'> = (ctx) => registerMember(ctx, 'mobile');

/**
 * GET /wps/agent/affiliate?code=&domain=: `{ code }` when the code (or, without a code, the code
 * bound to the domain) is a valid affiliate; error_affiliate_invalid otherwise (SPEC §7.3
 * "Affiliate: success false means an invalid-code warning dialog").
 */
export const affiliateCheck: RouteHandler<'affiliateCheck'> = async (ctx) => {
  const found = await resolveAffiliate(ctx.db, ctx.input.code, ctx.input.domain);
  if (found && found !== 'invalid') return { body: ok({ code: found.code }) };
  // A normal answer (no site code is common), so 200 with success false, as the spec reads it.
  return { body: fail('error_affiliate_invalid', 'Invitation code invalid.'), status: 200 };
};

/** GET /wps/system/setting/register: per-field rules (the `registerRules` setting, else the sandbox defaults). */
export const registerSettings: RouteHandler<'registerSettings'> = async (ctx) => ({
  body: ok(await systemSetting(ctx.db, 'registerRules', DEFAULT_REGISTER_RULES)),
});
