/**
 * Generates the local secrets into .dev.vars on first start (DESIGN.md "Encrypted calls", "Human
 * verification"): the RSA key pair for JWE, the HMAC key that signs human-verification (ALTCHA)
 * challenges, the secret the sandbox payment provider signs its callbacks with, the key the stand-in
 * for the official lottery results draws from (src/platform/lottery/sandbox-feed.ts), the VAPID key
 * pair that signs Web Push requests (src/platform/member/push-delivery.ts), and the switch
 * and the key of the sandbox dev tools (src/platform/dev/dev-tools.ts). Existing values are kept; only
 * missing ones are added (a new lottery key would break the commitments of the draws already
 * scheduled: they would wait and be void). The ALTCHA key is also replaced when it is empty or too
 * short to be used: the platform fails closed without it (every login, SMS and registration call
 * answers 503), so `npm start` and the e2e suite must always have one. .dev.vars is git-ignored:
 * keys are never committed.
 *
 * `node scripts/dev-keys.mjs --print-vapid` prints a fresh VAPID pair and changes no file: what an
 * operator puts into the deployment's secrets (README "Operator deployment").
 */
import { randomBytes, webcrypto } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { exportJWK, generateKeyPair } from 'jose';

/**
 * A new VAPID key pair (RFC 8292: ECDSA P-256), base64url: the 65-byte uncompressed public point
 * browsers subscribe with, and the 32-byte private scalar only the sender holds.
 */
async function vapidKeyPair() {
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const publicKey = Buffer.from(await webcrypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url');
  const privateKey = (await webcrypto.subtle.exportKey('jwk', pair.privateKey)).d ?? '';
  return { publicKey, privateKey };
}

if (process.argv.includes('--print-vapid')) {
  const { publicKey, privateKey } = await vapidKeyPair();
  console.log(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}`);
  process.exit(0);
}

const file = '.dev.vars';
const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
const lines = [current.trimEnd()].filter(Boolean);
const added = [];
if (!current.includes('PLATFORM_PRIVATE_JWK=')) {
  const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { modulusLength: 2048, extractable: true });
  const pub = JSON.stringify({ ...(await exportJWK(publicKey)), alg: 'RSA-OAEP-256', use: 'enc' });
  const priv = JSON.stringify({ ...(await exportJWK(privateKey)), alg: 'RSA-OAEP-256', use: 'enc' });
  lines.push(`PLATFORM_PUBLIC_JWK='${pub}'`, `PLATFORM_PRIVATE_JWK='${priv}'`);
  added.push('JWE key pair');
}
// Replaced when empty or shorter than the platform's minimum (MIN_HUMAN_KEY_LENGTH in
// src/platform/services/human-check.ts), which would refuse every call that needs the check.
const altchaLine = /^ALTCHA_HMAC_KEY=(.*)$/m.exec(current);
const altcha = altchaLine ? (altchaLine[1] ?? '').trim().replace(/^(['"])(.*)\1$/, '$2') : null;
if (altcha === null || altcha.length < 16) {
  const line = `ALTCHA_HMAC_KEY=${randomBytes(32).toString('hex')}`;
  if (altchaLine) lines[0] = (lines[0] ?? '').replace(altchaLine[0], line);
  else lines.push(line);
  added.push(altchaLine ? 'ALTCHA HMAC key (the one there was empty or too short)' : 'ALTCHA HMAC key');
}
if (!current.includes('PAYMENT_CALLBACK_SECRET=')) {
  lines.push(`PAYMENT_CALLBACK_SECRET=${randomBytes(32).toString('hex')}`);
  added.push('payment callback secret');
}
if (!current.includes('LOTTERY_FEED_SECRET=')) {
  lines.push(`LOTTERY_FEED_SECRET=${randomBytes(32).toString('hex')}`);
  added.push('lottery feed secret');
}
// Kept once made: a new pair would silently end every browser's subscription (push services check the key).
if (!current.includes('VAPID_PRIVATE_KEY=')) {
  const { publicKey, privateKey } = await vapidKeyPair();
  lines.push(`VAPID_PUBLIC_KEY=${publicKey}`, `VAPID_PRIVATE_KEY=${privateKey}`);
  added.push('VAPID key pair (Web Push)');
}
if (!current.includes('DEV_TOOLS_KEY=')) {
  lines.push(`DEV_TOOLS_KEY=${randomBytes(32).toString('hex')}`);
  added.push('dev tools key');
}
if (!current.includes('SANDBOX_DEV_TOOLS=')) {
  lines.push('SANDBOX_DEV_TOOLS=1');
  added.push('dev tools switch');
}
if (added.length) {
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  console.log(`dev-keys: added ${added.join(', ')} to .dev.vars`);
} else {
  console.log('dev-keys: .dev.vars already has every key');
}
