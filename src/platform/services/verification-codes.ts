/**
 * One-time verification codes sent by SMS or e-mail (SPEC §4 SMS button and registration, §2.5
 * two-step verification and forgot by phone, §8 phone auth errors). One live code per
 * (purpose, recipient); only its SHA-256 is stored; a code can be used once and allows
 * {@link MAX_CODE_ATTEMPTS} wrong tries before it is void. Every refusal is one answer
 * ({@link codeRefused}), whatever its reason.
 */
import { fail } from '../../contracts/envelope.ts';
import type { HandlerResult } from '../lib/context.ts';
import type { Notifier } from './notifier.ts';

/** Digits in a code. */
export const CODE_LENGTH = 6;
/** Wrong tries before the code is void and a new one must be requested. */
export const MAX_CODE_ATTEMPTS = 5;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function randomCode(): string {
  // Rejection sampling keeps every code equally likely.
  const max = 10 ** CODE_LENGTH;
  const limit = Math.floor(0xffffffff / max) * max;
  const buf = new Uint32Array(1);
  do crypto.getRandomValues(buf);
  while (buf[0]! >= limit);
  return String(buf[0]! % max).padStart(CODE_LENGTH, '0');
}

/** What to issue: `ttlMs` is the code's lifetime in ms; `text(code)` builds the message body. */
export interface IssueCodeInput {
  db: D1Database;
  notifier: Notifier;
  purpose: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  text: (code: string) => string;
  ttlMs: number;
  now: number;
}

/**
 * Creates a new code for (purpose, recipient), replacing any earlier one, and sends it.
 * Returns `expiresAt` in ms since epoch. Throws when the notifier fails; the caller answers with
 * the provider's error (the stored code is harmless: nobody received it).
 */
export async function issueCode(input: IssueCodeInput): Promise<{ expiresAt: number }> {
  const code = randomCode();
  const expiresAt = input.now + input.ttlMs;
  await input.db
    .prepare(
      'INSERT INTO verification_codes (purpose, recipient, code_hash, expires_at, attempts, created_at) VALUES (?, ?, ?, ?, 0, ?) ' +
        'ON CONFLICT (purpose, recipient) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0, created_at = excluded.created_at',
    )
    .bind(input.purpose, input.recipient, await sha256(`${input.purpose}:${input.recipient}:${code}`), expiresAt, input.now)
    .run();
  await input.notifier.send({ channel: input.channel, to: input.recipient, purpose: input.purpose, subject: input.subject, body: input.text(code) }, input.now);
  return { expiresAt };
}

/**
 * The outcome of checking a code: `ok` (consumed, cannot be used again) or `refused`. A wrong
 * code, one past its lifetime, one voided by too many tries, a spent one and one never sent are
 * all `refused`, on purpose: codes go only to members' numbers on sign-in and recovery, and only
 * to new numbers on registration, so telling "expired" from "none sent" would tell which numbers
 * are members (SPEC §8 phone auth errors give one answer for both here).
 */
export type CodeCheck = 'ok' | 'refused';

/** The one error code (a message key) of a refused code, on every path that checks one. */
export const CODE_REFUSED = 'error_sms_code_invalid';

/**
 * The answer to a refused code: 400 {@link CODE_REFUSED}, with the code under `field` (the form
 * field the code was typed in: `password` for SMS sign-in, `verificationCode`, `code`). Its status,
 * body and headers never depend on why the code was refused.
 */
export function codeRefused(field: string): HandlerResult {
  return {
    body: fail(CODE_REFUSED, 'The verification code is wrong or has expired. Check it, or request a new one.', { fields: { [field]: CODE_REFUSED } }),
    status: 400,
  };
}

/**
 * Checks and, when right, consumes the code of (purpose, recipient). Never throws for bad input.
 * The attempt is counted before the comparison, in the same statement that checks the limit, so
 * concurrent guesses cannot all see "attempts left": at most {@link MAX_CODE_ATTEMPTS} checks
 * ever run against one code. The hash is computed before the lookup and a refusal runs no further
 * query, so a refused code costs the same work whether or not a code was ever sent.
 */
export async function verifyCode(db: D1Database, purpose: string, recipient: string, code: string, now: number): Promise<CodeCheck> {
  const hash = await sha256(`${purpose}:${recipient}:${code.trim()}`);
  const row = await db
    .prepare(
      'UPDATE verification_codes SET attempts = attempts + 1 WHERE purpose = ? AND recipient = ? AND expires_at > ? AND attempts < ? RETURNING code_hash',
    )
    .bind(purpose, recipient, now, MAX_CODE_ATTEMPTS)
    .first<{ code_hash: string }>();
  if (!row || hash !== row.code_hash) return 'refused';
  // Consume atomically: only the request that deletes the row wins a race.
  const del = await db
    .prepare('DELETE FROM verification_codes WHERE purpose = ? AND recipient = ? AND code_hash = ?')
    .bind(purpose, recipient, row.code_hash)
    .run();
  return del.meta.changes === 1 ? 'ok' : 'refused';
}
