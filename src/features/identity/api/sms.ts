/**
 * SMS code requests (SPEC §7.1 Request login SMS, Registration SMS; §3 SMS code request): one
 * function for every purpose of the SMS button. Login and forgot-by-phone go through
 * /wps/verification/sms/noLogin; registration through /wps/verification/sms/register, with the
 * variant (username registration or registerMobile).
 */
import type { SmsCodeResponse } from '../../../contracts/schemas/verification.ts';
import { callApi, type ApiResult } from '../../../lib/api-client.ts';

/** What the SMS button requests a code for. */
export type SmsButtonPurpose = 'login' | 'forgotPassword' | 'register' | 'registerMobile';

/** The number to send to: national number as typed and the dialing code (`84` or `+84`). */
export interface SmsTarget {
  mobileNum: string;
  countryDialingCode: string;
}

/**
 * Requests a code for `purpose` to `target`, with the human-verification proof `altcha`.
 * Resolves with `{ expiredMinutes, expirationTime }` or the call's failure (error_phone_invalid,
 * error_human_verification, error_rate_limited, error_sms_too_many with retryAfter seconds,
 * error_mobile_taken, error_sms_send_failed, network codes).
 */
export function requestSmsCode(purpose: SmsButtonPurpose, target: SmsTarget, altcha: string | undefined): Promise<ApiResult<SmsCodeResponse>> {
  if (purpose === 'register' || purpose === 'registerMobile') {
    return callApi('registerSms', {
      mobileNo: target.mobileNum,
      countryDialingCode: target.countryDialingCode,
      registerType: purpose === 'register' ? 'username' : 'mobile',
      altcha,
    });
  }
  return callApi('loginSms', { mobileNum: target.mobileNum, countryDialingCode: target.countryDialingCode, purpose, altcha });
}
