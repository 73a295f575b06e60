/**
 * The customer-service path cipher (SPEC §7.2: "the entry of type 3 in its path list is decrypted,
 * the last 8 characters are the key for the rest"). The spec does not name the algorithm; the
 * portal and the sandbox platform use AES-256-GCM with the key SHA-256(last 8 characters) and the
 * rest as base64url(12-byte IV ‖ ciphertext). It hides the chat URL from scrapers; it is not a
 * secret, since the key travels with the data. WebCrypto only, so it runs in browsers, workerd and
 * Node with no library.
 */

/** Length of the key suffix (SPEC §7.2). */
export const SERVICE_KEY_LENGTH = 8;

const enc = new TextEncoder();

async function aesKey(key: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', enc.encode(key));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replaceAll('-', '+').replaceAll('_', '/');
  const s = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

/**
 * Encrypts `url` with `key` (exactly 8 characters) into the type-3 path form.
 * Throws RangeError for a key of another length.
 */
export async function encryptServicePath(url: string, key: string): Promise<string> {
  if (key.length !== SERVICE_KEY_LENGTH) throw new RangeError('the service key has 8 characters');
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(key), enc.encode(url)));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toBase64Url(out) + key;
}

/**
 * Decrypts a type-3 path back to its URL. Returns null when the path is too short, malformed or
 * was altered (GCM authentication fails); never throws.
 */
export async function decryptServicePath(path: string): Promise<string | null> {
  if (path.length <= SERVICE_KEY_LENGTH + 16) return null;
  try {
    const key = path.slice(-SERVICE_KEY_LENGTH);
    const data = fromBase64Url(path.slice(0, -SERVICE_KEY_LENGTH));
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: data.slice(0, 12) }, await aesKey(key), data.slice(12));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
