/**
 * Schemas of passkeys (WebAuthn discoverable credentials; SPEC §2.5 account security, §7.1): adding,
 * naming and removing a member's passkeys, signing in with one, and using one as the second step
 * of a sign-in from an unregistered IP. The WebAuthn JSON (options and credentials) is the shape
 * of the WebAuthn Level 3 `toJSON()` forms that @simplewebauthn/browser and /server exchange;
 * only its outer shape and sizes are checked here, the library checks the rest.
 */
import * as z from 'zod/mini';
import { twoFactorChallengeSchema } from './two-factor.ts';

/** Longest passkey name, in characters. */
export const PASSKEY_NAME_MAX = 40;
/** Most passkeys one member may keep. */
export const MAX_PASSKEYS_PER_MEMBER = 10;

/** A passkey's name: trimmed, 1–{@link PASSKEY_NAME_MAX} characters (message keys on failure). */
export const passkeyNameSchema = z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(PASSKEY_NAME_MAX, 'error_passkey_name_too_long'));

const b64url = (max: number) => z.string().check(z.regex(/^[A-Za-z0-9_-]*={0,2}$/), z.maxLength(max));

/**
 * A credential as `PublicKeyCredential.toJSON()` gives it (registration: attestationObject;
 * sign-in: authenticatorData, signature, userHandle). Binary fields base64url, bounded in size.
 */
export const webAuthnCredentialSchema = z.looseObject({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url(4000),
    attestationObject: z.optional(b64url(16_000)),
    authenticatorData: z.optional(b64url(4000)),
    signature: z.optional(b64url(2000)),
    userHandle: z.optional(z.nullable(b64url(200))),
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
  }),
  clientExtensionResults: z.optional(z.looseObject({})),
  authenticatorAttachment: z.optional(z.nullable(z.string().check(z.maxLength(32)))),
});
/** A WebAuthn credential JSON. */
export type WebAuthnCredential = z.infer<typeof webAuthnCredentialSchema>;

/** WebAuthn options JSON for `navigator.credentials.create/get` (PublicKeyCredential*OptionsJSON). */
export const webAuthnOptionsSchema = z.looseObject({ challenge: z.string() });

/** One passkey of the member: its id, name, and when it was added and last used (ms since epoch). */
export const passkeySchema = z.object({ id: z.int(), name: z.string(), createdAt: z.number(), lastUsedAt: z.nullable(z.number()) });
/** One passkey as listed. */
export type Passkey = z.infer<typeof passkeySchema>;
/** GET /wps/member/passkeys/list: the member's passkeys, newest first. */
export const passkeyListSchema = z.array(passkeySchema);

/** POST /wps/member/passkeys/options: the sign-in password, re-entered (adding a passkey is as strong as it). */
export const passkeyAddOptionsRequestSchema = z.object({ password: z.string().check(z.minLength(1, 'required'), z.maxLength(128)) });
/** POST /wps/member/passkeys: the new credential and its name. */
export const passkeyAddRequestSchema = z.object({ name: passkeyNameSchema, credential: webAuthnCredentialSchema });
/** POST /wps/member/passkeys/name: rename passkey `id`. */
export const passkeyRenameRequestSchema = z.object({ id: z.int().check(z.positive()), name: passkeyNameSchema });
/** POST /wps/member/passkeys/remove: remove passkey `id`. */
export const passkeyRemoveRequestSchema = z.object({ id: z.int().check(z.positive()) });

const challengeIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/));

/** POST /wps/session/passkey/options: no input (the credential names the account). */
export const passkeyLoginOptionsRequestSchema = z.object({});
/** Its answer: the challenge id to send back with the credential, and the options for `navigator.credentials.get`. */
export const passkeyLoginOptionsSchema = z.object({ challengeId: challengeIdSchema, options: webAuthnOptionsSchema });
/** POST /wps/session/passkey: sign in with a discoverable credential. */
export const passkeyLoginRequestSchema = z.object({
  challengeId: challengeIdSchema,
  credential: webAuthnCredentialSchema,
  area: z._default(z.enum(['member', 'agent']), 'member'),
});

/** POST /wps/session/login/verification/passkey/options: options for the second step of `challengeId`. */
export const twoFactorPasskeyOptionsRequestSchema = z.object({ challengeId: twoFactorChallengeSchema.shape.challengeId });
/** POST /wps/session/login/verification/passkey: the second step passed with one of the account's passkeys. */
export const twoFactorPasskeyRequestSchema = z.object({ challengeId: twoFactorChallengeSchema.shape.challengeId, credential: webAuthnCredentialSchema });
