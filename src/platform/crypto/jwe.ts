/**
 * JWE decryption of encrypted call bodies (DESIGN.md "Encrypted calls"): RSA-OAEP-256 with
 * A256GCM through jose. The edge encrypts with the platform's public key.
 */
import { compactDecrypt, importJWK, type JWK } from 'jose';

let cached: { jwk: string; key: Promise<CryptoKey | Uint8Array> } | undefined;

/**
 * Decrypts a compact JWE into its UTF-8 plaintext.
 * Throws when the key is missing or the JWE is malformed or was not made for this key.
 */
export async function decryptBody(jwe: string, privateJwk: string | undefined): Promise<string> {
  if (!privateJwk) throw new Error('PLATFORM_PRIVATE_JWK is not set');
  if (cached?.jwk !== privateJwk) cached = { jwk: privateJwk, key: importJWK(JSON.parse(privateJwk) as JWK, 'RSA-OAEP-256') };
  const { plaintext } = await compactDecrypt(jwe, await cached.key);
  return new TextDecoder().decode(plaintext);
}
