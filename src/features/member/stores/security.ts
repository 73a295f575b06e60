/**
 * My account's store (SPEC §2.6 my account: profile fields, nickname, contacts, authenticator,
 * sessions): `$securityProfile` is the read the page shows; every action answers an `ApiResult`
 * (error codes are message keys, with details to fill in). An answer that carries the new profile
 * sets `$securityProfile` directly; one that does not marks it stale, so the shown page asks again.
 */
import type { ApiResult, RouteValue } from '../../../lib/api-client.ts';
import { remoteQuery, remoteWrite, setRemoteValue, type RouteInput } from '../../../lib/remote.ts';

/** The member's profile, contacts, second factor and sessions. */
export const $securityProfile = remoteQuery('securityProfile');

type ProfileWrite = 'nicknameUpdate' | 'profileUpdate' | 'authenticatorConfirm' | 'authenticatorRemove';

async function writeProfile<N extends ProfileWrite>(name: N, input: RouteInput): Promise<ApiResult<RouteValue<N>>> {
  const res = await remoteWrite(name, input);
  if (res.ok) setRemoteValue('securityProfile', undefined, res.value as RouteValue<'securityProfile'>);
  return res;
}

/** Sets the nickname (2 to 20 characters). */
export function updateNickname(nickname: string): Promise<ApiResult<RouteValue<'nicknameUpdate'>>> {
  return writeProfile('nicknameUpdate', { nickname });
}

/** Saves the profile fields (`body`: the text fields, and birthday with `confirmAge21` once). */
export function updateProfile(body: RouteInput): Promise<ApiResult<RouteValue<'profileUpdate'>>> {
  return writeProfile('profileUpdate', body);
}

/** Ends every other session of the member; `value.ended` is how many. */
export function signOutOtherSessions(): Promise<ApiResult<RouteValue<'signOutOthers'>>> {
  return remoteWrite('signOutOthers', undefined, { invalidates: ['securityProfile'] });
}

/** Starts binding an authenticator: the secret and its otpauth link. */
export function startAuthenticator(): Promise<ApiResult<RouteValue<'authenticatorSetup'>>> {
  return remoteWrite('authenticatorSetup');
}

/** Confirms (`remove` false) or removes the authenticator with a current `code`; answers the new profile. */
export function changeAuthenticator(remove: boolean, code: string): Promise<ApiResult<RouteValue<'authenticatorConfirm'>>> {
  return writeProfile(remove ? 'authenticatorRemove' : 'authenticatorConfirm', { code });
}

/** Sends a verification code to a new e-mail or mobile number; `value.expiredMinutes` is its life. */
export function sendContactCode(target: RouteInput): Promise<ApiResult<RouteValue<'contactCode'>>> {
  return remoteWrite('contactCode', target);
}

/** Binds the e-mail or mobile number with the code (and the password when one is already bound). */
export function bindContact(input: RouteInput): Promise<ApiResult<RouteValue<'contactBind'>>> {
  return remoteWrite('contactBind', input, { invalidates: ['securityProfile'] });
}
