/**
 * The response envelope every platform call answers with (SPEC §7.3 "value"), and helpers that
 * build it. The edge passes platform errors on in this same shape, never a stack trace.
 */
import * as z from 'zod/mini';
import type { ErrorCode } from './error-codes.ts';

/**
 * Successful answer: `{ success: true, code: 'OK', value }`, plus `balance` on a call that can
 * move the member's money (RouteDef `movesMoney`): the main-wallet balance after the call, in
 * integer minor units (SPEC §2.3 header balance).
 */
export interface OkEnvelope<T> {
  success: true;
  code: 'OK';
  value: T;
  balance?: number;
}

/**
 * Failed answer: `{ success: false, code, message, value? }`. `code` is a message key
 * (src/contracts/error-codes.ts); `message` is a plain-English fallback; `value` may carry
 * details such as `{ captcha: true }` after a failed login (SPEC §7.3), `fields` for
 * validation errors (field name → pattern message key), or `remaining` (minor units) for a
 * withdrawal or transfer refused while turnover remains (DOMAIN.md §3).
 */
export interface ErrorEnvelope {
  success: false;
  code: ErrorCode | (string & {});
  message: string;
  value?: { captcha?: boolean; fields?: Record<string, string>; retryAfter?: number; remaining?: number };
}

/** Either envelope. */
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;

/** zod schema of the error envelope, used by the browser client to read failures safely. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  value: z.optional(
    z.object({
      captcha: z.optional(z.boolean()),
      fields: z.optional(z.record(z.string(), z.string())),
      retryAfter: z.optional(z.number()),
      remaining: z.optional(z.int()),
    }),
  ),
});

/** Builds `{ success: true, code: 'OK', value }`. */
export function ok<T>(value: T): OkEnvelope<T> {
  return { success: true, code: 'OK', value };
}

/** Builds a failure envelope; `value` carries optional details (captcha flag, field errors, turnover remaining). */
export function fail(code: ErrorEnvelope['code'], message: string, value?: ErrorEnvelope['value']): ErrorEnvelope {
  return value === undefined ? { success: false, code, message } : { success: false, code, message, value };
}

/**
 * JSON Response holding an envelope. Status defaults to 200 for success and 400 for failure.
 * `headers` are merged (e.g. Retry-After).
 */
export function envelopeResponse(body: Envelope<unknown>, status?: number, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  h.set('content-type', 'application/json; charset=utf-8');
  h.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status: status ?? (body.success ? 200 : 400), headers: h });
}
