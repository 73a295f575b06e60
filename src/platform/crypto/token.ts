/**
 * Session tokens (SPEC §4 session; DESIGN.md "Session"): 256 random bits, base64url, given to the edge
 * once at login; the platform stores only their SHA-256 hash, so a database leak yields no
 * usable session.
 */

/** Encodes bytes as unpadded base64url. */
export function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** A new session token: 32 random bytes as 43 base64url characters. */
export function newSessionToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** Hex SHA-256 of a token or secret, the form in which it is stored. */
export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
