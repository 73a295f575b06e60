/**
 * The member's passkeys in the security center (SPEC §2.7 securityCenter, §2.5): `$passkeys` is the
 * list the section shows; adding one asks for the sign-in password, then the browser creates the
 * passkey (src/lib/passkey-ceremony.ts) and the platform stores it under the given name. Every action
 * answers an `ApiResult` (error codes are message keys: error_passkey_*), and marks the list stale.
 */
import type { ApiResult, RouteValue } from '../../../lib/api-client.ts';
import { createPasskey } from '../../../lib/passkey-ceremony.ts';
import { remoteQuery, remoteWrite } from '../../../lib/remote.ts';

/** The member's passkeys, newest first: `{ id, name, createdAt, lastUsedAt }` (ms since epoch). */
export const $passkeys = remoteQuery('passkeys');

const refresh = { invalidates: ['passkeys'] as const };

/**
 * Adds a passkey named `name` after `password` (the sign-in password) was checked: the platform's
 * options, the browser's prompt, the platform's check. Errors: error_passkey_password_wrong,
 * error_passkey_cancelled, error_passkey_exists, error_passkey_limit, error_passkey_* of the check.
 */
export async function addPasskey(password: string, name: string): Promise<ApiResult<RouteValue<'passkeyAdd'>>> {
  const options = await remoteWrite('passkeyAddOptions', { password });
  if (!options.ok) return options;
  const credential = await createPasskey(options.value);
  if (!credential.ok) return credential;
  return remoteWrite('passkeyAdd', { name, credential: credential.value }, refresh);
}

/** Renames passkey `id`. Error: error_passkey_not_found. */
export function renamePasskey(id: number, name: string): Promise<ApiResult<RouteValue<'passkeyRename'>>> {
  return remoteWrite('passkeyRename', { id, name }, refresh);
}

/** Removes passkey `id`; it signs in nowhere from then on. Error: error_passkey_not_found. */
export function removePasskey(id: number): Promise<ApiResult<RouteValue<'passkeyRemove'>>> {
  return remoteWrite('passkeyRemove', { id }, refresh);
}
