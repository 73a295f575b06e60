/**
 * The browser half of a passkey ceremony (WebAuthn; SPEC §2.5 account security), shared by the
 * login modal (features/identity) and the security center (features/member). The WebAuthn code
 * (@simplewebauthn/browser) is loaded with a dynamic import only when a ceremony starts, so the
 * login modal's JavaScript budget (DESIGN.md budgets) does not carry it.
 *
 * Every function answers an `ApiResult`: the credential JSON to send to the platform, or a failure
 * whose code is a message key: error_passkey_unsupported (no WebAuthn here), error_passkey_cancelled
 * (the person closed the prompt, it timed out, or no passkey of this site was chosen),
 * error_passkey_exists (this authenticator already holds one of the account's passkeys).
 */
import type { ApiResult } from './api-client.ts';

type Json = Record<string, unknown>;

const failure = (code: string, message: string) => ({ ok: false, code, message, status: 0 }) as const;

/** True when the browser has WebAuthn at all (the passkey buttons show only then). */
export function passkeysAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * True when the browser can offer passkeys in the username field's autofill (conditional
 * mediation), checked without loading the WebAuthn code.
 */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  const pkc = passkeysAvailable() ? (window.PublicKeyCredential as { isConditionalMediationAvailable?: () => Promise<boolean> }) : null;
  return !!pkc?.isConditionalMediationAvailable && (await pkc.isConditionalMediationAvailable().catch(() => false));
}

function refusal(err: unknown): ApiResult<never> {
  const name = err instanceof Error ? err.name : '';
  if (name === 'InvalidStateError') return failure('error_passkey_exists', 'This device already has a passkey for this account.');
  if (name === 'NotSupportedError' || name === 'SecurityError') return failure('error_passkey_unsupported', 'Passkeys are not available here.');
  return failure('error_passkey_cancelled', 'The passkey request was cancelled.');
}

/** Creates a passkey for the registration options the platform gave (PublicKeyCredentialCreationOptionsJSON). */
export async function createPasskey(optionsJSON: Json): Promise<ApiResult<Json>> {
  if (!passkeysAvailable()) return failure('error_passkey_unsupported', 'Passkeys are not available here.');
  try {
    const { startRegistration } = await import('@simplewebauthn/browser');
    return { ok: true, value: (await startRegistration({ optionsJSON: optionsJSON as never })) as unknown as Json };
  } catch (err) {
    return refusal(err);
  }
}

/**
 * Signs the platform's sign-in options with a passkey. With `autofill` the request waits for the
 * person to pick a passkey in the username field's autofill list (conditional mediation) instead of
 * opening a prompt; a later ceremony cancels a waiting one.
 */
export async function signWithPasskey(optionsJSON: Json, autofill = false): Promise<ApiResult<Json>> {
  if (!passkeysAvailable()) return failure('error_passkey_unsupported', 'Passkeys are not available here.');
  try {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    return { ok: true, value: (await startAuthentication({ optionsJSON: optionsJSON as never, useBrowserAutofill: autofill })) as unknown as Json };
  } catch (err) {
    return refusal(err);
  }
}

/**
 * Aborts the ceremony SimpleWebAuthn has in progress, if any (WebAuthnAbortService): a waiting
 * autofill request is otherwise pending for the page's whole life. Loads the WebAuthn code, so
 * callers call it only after a ceremony started.
 */
export async function cancelPasskeyCeremony(): Promise<void> {
  const { WebAuthnAbortService } = await import('@simplewebauthn/browser');
  WebAuthnAbortService.cancelCeremony();
}
