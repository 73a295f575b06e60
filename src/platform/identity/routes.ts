/**
 * The sandbox platform's identity area (SPEC §2.5, §2.6, §4, §5.1, §7.1 "Account and session"):
 * the handler of each sign-in, sign-up, session, password, two-step, verification and free-play
 * call, typed from its route in src/contracts/routes/identity.ts. Handlers live in the files beside
 * this one (session.ts, signup.ts, two-factor.ts, password.ts, verification.ts, free-play.ts,
 * member-info.ts), their rules too (sessions.ts, sign-in.ts, login-subject.ts, password-policy.ts,
 * member-security.ts, sms-throttle.ts, captcha-image.ts, device-name.ts, passkey-rp.ts); passkeys in passkeys.ts.
 */
import type { RouteHandlers } from '../lib/route-handler.ts';
import { freePlayLogin } from './free-play.ts';
import { memberInfo } from './member-info.ts';
import { changePassword, forgotPasswordEmail, forgotPasswordPhone } from './password.ts';
import { captcha, captchaText, devCaptchaAnswer, login, logout } from './session.ts';
import { affiliateCheck, register, registerMobile, registerSettings } from './signup.ts';
import { devClearMemberIps, twoFactorSend, twoFactorVerify } from './two-factor.ts';
import { humanChallenge, loginSms, registerSms } from './verification.ts';
import {
  passkeyAdd,
  passkeyAddOptions,
  passkeyList,
  passkeyLogin,
  passkeyLoginOptions,
  passkeyRemove,
  passkeyRename,
  twoFactorPasskey,
  twoFactorPasskeyOptions,
} from './passkeys.ts';

/** Handlers of the identity area's calls, merged into the dispatcher by src/platform/index.ts. */
export const identityHandlers: RouteHandlers = {
  login,
  logout,
  captcha,
  captchaText,
  register,
  registerMobile,
  registerSettings,
  affiliateCheck,
  twoFactorSend,
  twoFactorVerify,
  freePlayLogin,
  changePassword,
  forgotPasswordEmail,
  forgotPasswordPhone,
  humanChallenge,
  loginSms,
  registerSms,
  memberInfo,
  devCaptchaAnswer,
  devClearMemberIps,
  passkeys: passkeyList,
  passkeyAddOptions,
  passkeyAdd,
  passkeyRename,
  passkeyRemove,
  passkeyLoginOptions,
  passkeyLogin,
  twoFactorPasskeyOptions,
  twoFactorPasskey,
};
