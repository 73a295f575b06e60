/**
 * Account, session and identity calls (SPEC §7.1): sign-in, sign-up, verification, recovery, member info.
 * Part of the one route table (src/contracts/routes.ts merges every area file).
 */
import * as z from 'zod/mini';
import { route, type RouteDef } from '../route-def.ts';
import * as session from '../schemas/session.ts';
import * as member from '../schemas/member.ts';
import * as system from '../schemas/system.ts';
import * as freePlay from '../schemas/free-play.ts';
import * as password from '../schemas/password.ts';
import * as twoFactor from '../schemas/two-factor.ts';
import * as signup from '../schemas/signup.ts';
import * as verification from '../schemas/verification.ts';
import * as passkey from '../schemas/passkey.ts';

/** The identity area's calls, keyed by the portal's name for each. */
export const identityRoutes = {
  // §7.1 account and session
  login: route({
    path: '/wps/session/login',
    method: 'POST',
    token: false,
    encrypted: true,
    humanCheck: true,
    request: session.loginRequestSchema,
    response: session.loginResponseSchema,
  }),
  // Two-step verification of a sign-in from an unregistered IP (SPEC §2.5; paths are the portal's).
  twoFactorSend: route({
    path: '/wps/session/login/verification/send',
    method: 'POST',
    token: false,
    encrypted: true,
    specPath: false,
    request: twoFactor.twoFactorSendRequestSchema,
    response: twoFactor.codeSentSchema,
  }),
  twoFactorVerify: route({
    path: '/wps/session/login/verification',
    method: 'POST',
    token: false,
    encrypted: true,
    specPath: false,
    request: twoFactor.twoFactorVerifyRequestSchema,
    response: session.signedInSchema,
  }),
  // Passkeys (WebAuthn): sign in with one, or pass the second step with one (SPEC §2.5; the portal's paths).
  passkeyLoginOptions: route({
    path: '/wps/session/passkey/options',
    method: 'POST',
    token: false,
    encrypted: true,
    specPath: false,
    request: passkey.passkeyLoginOptionsRequestSchema,
    response: passkey.passkeyLoginOptionsSchema,
  }),
  passkeyLogin: route({
    path: '/wps/session/passkey',
    method: 'POST',
    token: false,
    encrypted: true,
    specPath: false,
    request: passkey.passkeyLoginRequestSchema,
    response: session.signedInSchema,
  }),
  twoFactorPasskeyOptions: route({
    path: '/wps/session/login/verification/passkey/options',
    method: 'POST',
    token: false,
    encrypted: true,
    specPath: false,
    request: passkey.twoFactorPasskeyOptionsRequestSchema,
    response: passkey.webAuthnOptionsSchema,
  }),
  twoFactorPasskey: route({
    path: '/wps/session/login/verification/passkey',
    method: 'POST',
    token: false,
    encrypted: true,
    specPath: false,
    request: passkey.twoFactorPasskeyRequestSchema,
    response: session.signedInSchema,
  }),
  logout: route({ path: '/wps/session/logout', method: 'DELETE', token: true, gate: 'login', encrypted: false, response: z.null() }),
  freePlayLogin: route({
    path: '/wps/session/login/freeplay',
    method: 'POST',
    token: false,
    encrypted: true,
    request: freePlay.freePlayRequestSchema,
    response: session.signedInSchema,
  }),
  // SMS requests carry a phone number (personal data), so they go upstream encrypted too.
  loginSms: route({
    path: '/wps/verification/sms/noLogin',
    method: 'POST',
    token: false,
    encrypted: true,
    humanCheck: true,
    request: verification.loginSmsRequestSchema,
    response: verification.smsCodeResponseSchema,
  }),
  registerSms: route({
    path: '/wps/verification/sms/register',
    method: 'POST',
    token: false,
    encrypted: true,
    humanCheck: true,
    request: verification.registerSmsRequestSchema,
    response: verification.smsCodeResponseSchema,
  }),
  humanChallenge: route({
    path: '/wps/verification/challenge',
    method: 'GET',
    token: false,
    encrypted: false,
    specPath: false,
    response: verification.humanChallengeSchema,
  }),
  register: route({
    path: '/wps/member/register',
    method: 'PUT',
    token: false,
    encrypted: true,
    humanCheck: true,
    request: signup.registerRequestSchema,
    response: signup.registerResponseSchema,
  }),
  registerMobile: route({
    path: '/wps/member/register/mobile',
    method: 'PUT',
    token: false,
    encrypted: true,
    humanCheck: true,
    request: signup.registerMobileRequestSchema,
    response: signup.registerResponseSchema,
  }),
  changePassword: route({
    path: '/wps/member/password',
    method: 'POST',
    token: true,
    encrypted: true,
    request: password.changePasswordRequestSchema,
    response: z.null(),
  }),
  forgotPasswordEmail: route({
    path: '/wps/member/password/email',
    method: 'POST',
    token: false,
    encrypted: true,
    form: true,
    request: password.forgotPasswordEmailRequestSchema,
    response: z.null(),
  }),
  forgotPasswordPhone: route({
    path: '/wps/member/password/verification',
    method: 'POST',
    token: false,
    encrypted: true,
    request: password.forgotPasswordPhoneRequestSchema,
    response: z.null(),
  }),
  memberInfo: route({ path: '/wps/member/info', method: 'GET', token: true, gate: 'login', encrypted: false, response: member.memberInfoSchema }),
  memberIcon: route({ path: '/wps/member/info/icon', method: 'GET', token: true, gate: 'login', encrypted: false, response: member.memberIconSchema }),
  avatar: route({ path: '/wps/relay/MCSFE_getPlayerAvatar', method: 'GET', token: true, gate: 'login', encrypted: false, response: member.playerAvatarSchema }),
  captcha: route({
    path: '/wps/captcha',
    method: 'GET',
    token: false,
    encrypted: false,
    request: session.captchaQuerySchema,
    response: session.captchaResponseSchema,
  }),
  captchaText: route({
    path: '/wps/captcha/text',
    method: 'GET',
    token: false,
    encrypted: false,
    specPath: false,
    request: session.captchaQuerySchema,
    response: session.captchaTextSchema,
  }),
  registerSettings: route({ path: '/wps/system/setting/register', method: 'GET', token: false, encrypted: false, response: system.registerSettingsSchema }),
  affiliateCheck: route({
    path: '/wps/agent/affiliate',
    method: 'GET',
    token: false,
    encrypted: false,
    request: signup.affiliateQuerySchema,
    response: signup.affiliateResponseSchema,
  }),
} as const satisfies Record<string, RouteDef>;
