/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP, HMAC-SHA-1) for the authenticator
 * step of the two-step verification (SPEC §2.5 "a Google code"). WebCrypto only, so it runs the
 * same in workerd and Node. Secrets are base32 (RFC 4648), as authenticator apps take them.
 */

/** TOTP parameters authenticator apps use by default: 30 s steps, 6 digits. */
export const TOTP_PERIOD_S = 30;
/** Digits of a code. */
export const TOTP_DIGITS = 6;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Decodes base32 (case-insensitive, spaces and padding ignored); throws on other characters. */
export function base32Decode(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const i = BASE32.indexOf(ch);
    if (i < 0) throw new Error('invalid base32');
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** Encodes bytes as base32 (RFC 4648, upper case, no padding), as authenticator apps take a secret. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** HOTP (RFC 4226) of `key` at `counter`, as a zero-padded string of `digits` digits. */
export async function hotp(key: Uint8Array<ArrayBuffer>, counter: number, digits = TOTP_DIGITS): Promise<string> {
  const msg = new Uint8Array(8);
  new DataView(msg.buffer).setBigUint64(0, BigInt(counter));
  const k = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', k, msg));
  const offset = mac[mac.length - 1]! & 0x0f;
  const bin = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(bin % 10 ** digits).padStart(digits, '0');
}

/** The time step of `timeMs` (ms since epoch). */
export function totpStep(timeMs: number, period = TOTP_PERIOD_S): number {
  return Math.floor(timeMs / 1000 / period);
}

/** TOTP of `key` at `timeMs`. */
export function totp(key: Uint8Array<ArrayBuffer>, timeMs: number, digits = TOTP_DIGITS, period = TOTP_PERIOD_S): Promise<string> {
  return hotp(key, totpStep(timeMs, period), digits);
}

/**
 * Checks `code` against the base32 `secret` at `timeMs`, allowing `window` steps of clock drift
 * either side. Returns the matching time step (the caller refuses steps already used, so a code
 * cannot be replayed), or null for a wrong or malformed code.
 */
export async function verifyTotp(secret: string, code: string, timeMs: number, window = 1): Promise<number | null> {
  const clean = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(clean)) return null;
  const key = base32Decode(secret);
  const now = totpStep(timeMs);
  for (let d = -window; d <= window; d++) {
    if ((await hotp(key, now + d)) === clean) return now + d;
  }
  return null;
}
