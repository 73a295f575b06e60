/**
 * Generates the local RSA key pair for JWE (DESIGN.md "Encrypted calls") into .dev.vars on first
 * start, and turns on the sandbox dev tools. Existing keys are kept. .dev.vars is git-ignored:
 * keys are never committed.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { exportJWK, generateKeyPair } from 'jose';

const file = '.dev.vars';
const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
if (current.includes('PLATFORM_PRIVATE_JWK=')) {
  console.log('dev-keys: .dev.vars already has keys');
} else {
  const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { modulusLength: 2048, extractable: true });
  const pub = JSON.stringify({ ...(await exportJWK(publicKey)), alg: 'RSA-OAEP-256', use: 'enc' });
  const priv = JSON.stringify({ ...(await exportJWK(privateKey)), alg: 'RSA-OAEP-256', use: 'enc' });
  const lines = [current.trimEnd(), `PLATFORM_PUBLIC_JWK='${pub}'`, `PLATFORM_PRIVATE_JWK='${priv}'`, 'SANDBOX_DEV_TOOLS=1'].filter(Boolean);
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  console.log('dev-keys: wrote new local keys to .dev.vars');
}
