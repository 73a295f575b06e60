/**
 * JWE encryption of encrypted call bodies on their way upstream (DESIGN.md "Encrypted calls"):
 * RSA-OAEP-256 key wrapping, A256GCM content encryption, compact serialisation, via jose.
 */
import { CompactEncrypt, importJWK, type JWK } from 'jose';

let cached: { jwk: string; key: Promise<CryptoKey | Uint8Array> } | undefined;

/** Encrypts UTF-8 `plaintext` for the upstream's public key. Throws when the key is missing or invalid. */
export async function encryptForUpstream(plaintext: string, publicJwk: string | undefined): Promise<string> {
  if (!publicJwk) throw new Error('PLATFORM_PUBLIC_JWK is not set');
  if (cached?.jwk !== publicJwk) cached = { jwk: publicJwk, key: importJWK(JSON.parse(publicJwk) as JWK, 'RSA-OAEP-256') };
  return new CompactEncrypt(new TextEncoder().encode(plaintext))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', cty: 'application/json' })
    .encrypt(await cached.key);
}
