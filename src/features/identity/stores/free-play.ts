/**
 * Free play in the browser (SPEC §4 free play): the guest login of this device.
 * Loaded on the first press of the header's free-play button, so no page pays for it up front.
 */
import { callApi, type ApiResult } from '../../../lib/api-client.ts';
import { completeSignIn } from './session.ts';

/** localStorage key of the guest device's random string (SPEC §4 free play). */
const FREE_PLAY_DEVICE_KEY = 'freePlayDevice';

/** The guest device's random string (32 random bytes, base64url), made once and kept. */
function freePlayDevice(): string {
  const make = () =>
    btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
  try {
    const kept = localStorage.getItem(FREE_PLAY_DEVICE_KEY);
    if (kept && /^[A-Za-z0-9_-]{32,128}$/.test(kept)) return kept;
    const fresh = make();
    localStorage.setItem(FREE_PLAY_DEVICE_KEY, fresh);
    return fresh;
  } catch {
    return make(); // storage blocked: a new guest each time
  }
}

/**
 * Free play (SPEC §4 "a guest login (os, platform W, encrypted random string, gateway version
 * 3)"): signs in as this device's trial member (type 4), created with a demo
 * balance on first use. The random string travels inside the encrypted body. Failures:
 * account_freeplay_closed, error_rate_limited, network codes.
 */
export async function signInAsGuest(): Promise<ApiResult<unknown>> {
  const os = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform ?? '';
  const res = await callApi('freePlayLogin', { os: os.slice(0, 32), platform: 'W', randomString: freePlayDevice(), gatewayVersion: 3 });
  if (!res.ok) return res;
  return completeSignIn(res.value, null);
}
