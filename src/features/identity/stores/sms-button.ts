/**
 * The SMS button's store (SPEC §4 "SMS button", §8 phone errors, §9 SMS countdown, throttle and
 * too-many-requests wait). One store per button, made by {@link createSmsButton}:
 *
 * - `idle` (sendable) → `sending` → `counting` until the resend moment → `idle` again.
 * - The countdown runs from `expiredMinutes × 60 s`; the forgot flow (`countdown: 'expirationTime'`)
 *   counts down to the answer's absolute `expirationTime` instead.
 * - Requests are throttled to one a second; while sending or counting, presses do nothing.
 * - The number is validated before any request (and before the human check).
 * - `error_sms_too_many` (429) locks the button for the answer's retryAfter (5 minutes).
 * - Other failures come back as `{ ok: false, code, message }` for a warning dialog.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import { countryDialingCodeSchema } from '../../../contracts/schemas/verification.ts';
import { checkMobileNum } from '../../../contracts/validation/login-fields.ts';
import type { ApiResult } from '../../../lib/api-client.ts';
import { takeHumanProof, type HumanProofResult } from '../api/human-check.ts';
import { requestSmsCode, type SmsButtonPurpose, type SmsTarget } from '../api/sms.ts';

/** Minimum interval between two requests, in ms (SPEC §9). */
export const SMS_THROTTLE_MS = 1000;
/** Wait after "too many requests" when the answer names none, in ms (SPEC §9). */
export const SMS_TOO_MANY_WAIT_MS = 5 * 60_000;
/** Countdown when the answer carries no usable time, in ms (SPEC §9 "default 60"). */
export const SMS_DEFAULT_COUNTDOWN_MS = 60_000;

/** Phase of the button; `until` is the ms timestamp when it becomes sendable again. */
export type SmsButtonPhase = { phase: 'idle' } | { phase: 'sending' } | { phase: 'counting'; until: number } | { phase: 'locked'; until: number };

/** Outcome of one press. `field` failures belong under the number field; others go to the warning dialog. */
export type SmsSendOutcome =
  | { ok: true }
  | { ok: false; kind: 'ignored' }
  | { ok: false; kind: 'field'; field: 'mobileNum' | 'countryDialingCode'; code: string }
  | { ok: false; kind: 'failed'; code: string; message: string };

/** Options: the purpose, the number check (e.g. the server's mobileNum rule) and injectable boundaries for tests. */
export interface SmsButtonOptions {
  purpose: SmsButtonPurpose;
  /** Where the countdown comes from; default `expirationTime` for forgotPassword, else `expiredMinutes`. */
  countdown?: 'expiredMinutes' | 'expirationTime';
  /** Checks the number: null when valid, else a message key (default: 8–11 digits, checkMobileNum). */
  validateNumber?: (mobileNum: string) => string | null;
  now?: () => number;
  request?: typeof requestSmsCode;
  prove?: () => Promise<HumanProofResult>;
}

/** One SMS button's state and actions. */
export interface SmsButtonStore {
  /** Current phase. */
  $phase: ReadableAtom<SmsButtonPhase>;
  /** Whole seconds left while counting or locked (0 otherwise). */
  $secondsLeft: ReadableAtom<number>;
  /** Validates the number, passes the human check and requests a code. */
  send(target: SmsTarget): Promise<SmsSendOutcome>;
  /** Back to sendable (e.g. when the number changes to another one). */
  reset(): void;
  /** Stops the timer (on unmount). */
  dispose(): void;
}

/** Makes the store of one SMS button. */
export function createSmsButton(options: SmsButtonOptions): SmsButtonStore {
  const now = options.now ?? Date.now;
  const request = options.request ?? requestSmsCode;
  const prove = options.prove ?? takeHumanProof;
  const countdown = options.countdown ?? (options.purpose === 'forgotPassword' ? 'expirationTime' : 'expiredMinutes');
  const $phase = atom<SmsButtonPhase>({ phase: 'idle' });
  const $tick = atom(now());
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastRequestAt = -Infinity;

  const stopTimer = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const waitUntil = (phase: 'counting' | 'locked', until: number) => {
    $phase.set({ phase, until });
    $tick.set(now());
    stopTimer();
    timer = setInterval(() => {
      const t = now();
      $tick.set(t);
      if (t >= until) {
        stopTimer();
        $phase.set({ phase: 'idle' });
      }
    }, 250);
  };

  const $secondsLeft = computed([$phase, $tick], (p, t) => (p.phase === 'counting' || p.phase === 'locked' ? Math.max(0, Math.ceil((p.until - t) / 1000)) : 0));

  async function send(target: SmsTarget): Promise<SmsSendOutcome> {
    const t = now();
    if ($phase.get().phase !== 'idle' || t - lastRequestAt < SMS_THROTTLE_MS) return { ok: false, kind: 'ignored' };
    if (!countryDialingCodeSchema.safeParse(target.countryDialingCode).success)
      return { ok: false, kind: 'field', field: 'countryDialingCode', code: 'error_phone_invalid' };
    const numberError = (options.validateNumber ?? checkMobileNum)(target.mobileNum.replace(/[\s-]/g, ''));
    if (numberError) return { ok: false, kind: 'field', field: 'mobileNum', code: numberError === 'required' ? 'required' : 'error_phone_invalid' };
    lastRequestAt = t;
    $phase.set({ phase: 'sending' });
    const proof = await prove();
    if (!proof.ok) {
      $phase.set({ phase: 'idle' });
      return { ok: false, kind: 'failed', code: proof.code, message: '' };
    }
    const res: ApiResult<{ expiredMinutes: number; expirationTime: number }> = await request(options.purpose, target, proof.proof);
    const after = now();
    if (res.ok) {
      const fromMinutes = after + res.value.expiredMinutes * 60_000;
      const absolute = res.value.expirationTime;
      // An absolute time far off from our clock (an unreliable device clock) falls back to minutes.
      const until =
        countdown === 'expirationTime' && absolute > after && absolute - after <= 60 * 60_000
          ? absolute
          : Number.isFinite(fromMinutes) && fromMinutes > after
            ? fromMinutes
            : after + SMS_DEFAULT_COUNTDOWN_MS;
      waitUntil('counting', until);
      return { ok: true };
    }
    if (res.code === 'error_sms_too_many') {
      waitUntil('locked', after + (res.details?.retryAfter ? res.details.retryAfter * 1000 : SMS_TOO_MANY_WAIT_MS));
    } else {
      $phase.set({ phase: 'idle' });
    }
    if (res.details?.fields?.mobileNum) return { ok: false, kind: 'field', field: 'mobileNum', code: res.details.fields.mobileNum };
    return { ok: false, kind: 'failed', code: res.code, message: res.message };
  }

  return {
    $phase,
    $secondsLeft,
    send,
    reset() {
      stopTimer();
      $phase.set({ phase: 'idle' });
    },
    dispose: stopTimer,
  };
}
