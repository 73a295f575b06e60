/**
 * The captcha's calls (SPEC §7.1 captcha image and text question; §9 refresh throttle): a new
 * challenge for a client-chosen `captchaKey`. Plain `callApi` calls, not `lib/remote` reads: the
 * captcha is on the logged-out first screen, whose byte budget keeps the query layer out, and a
 * challenge is never reused.
 */
import { callApi, type ApiResult, type RouteValue } from '../../../lib/api-client.ts';

/** A new image challenge for `captchaKey`. */
export function loadCaptchaImage(captchaKey: string): Promise<ApiResult<RouteValue<'captcha'>>> {
  return callApi('captcha', { captchaKey });
}

/** A new text question for `captchaKey` (the accessible alternative). */
export function loadCaptchaQuestion(captchaKey: string): Promise<ApiResult<RouteValue<'captchaText'>>> {
  return callApi('captchaText', { captchaKey });
}
