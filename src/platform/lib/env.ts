/**
 * Bindings the sandbox platform reads (DESIGN.md "Sandbox platform").
 * - DB: the D1 database (SQLite on disk locally through wrangler); the platform wraps it so a busy
 *   database is retried (src/platform/lib/d1-busy.ts).
 * - PLATFORM_PRIVATE_JWK: JSON of the RSA private key that decrypts JWE bodies (generated locally
 *   by scripts/dev-keys.mjs into .dev.vars, never committed).
 * - SANDBOX_DEV_TOOLS: "1" enables the dev-only calls (system status switch) used by the tests,
 *   for requests that also carry DEV_TOOLS_KEY, which the edge adds only for a local connection
 *   (src/platform/dev/dev-tools.ts).
 * - DEV_TOOLS_KEY: the secret of the local tools (generated into .dev.vars, never on a deployment).
 * - PAYMENT_CALLBACK_SECRET: the secret the payment provider signs its callbacks with (HMAC-SHA256;
 *   generated locally by scripts/dev-keys.mjs, never committed; src/platform/cashier/).
 * - FILES: the R2 bucket of uploaded images (src/platform/lib/files.ts; local through wrangler).
 * - ALTCHA_HMAC_KEY: secret that signs human-verification challenges, at least 16 characters
 *   (generated locally by scripts/dev-keys.mjs, never committed). Required: without it the calls
 *   that need the check answer 503 error_human_check_unavailable (src/platform/services/human-check.ts).
 * - LOTTERY_FEED_SECRET: the key the sandbox's stand-in for the official lottery results draws
 *   from (src/platform/lottery/sandbox-feed.ts; at least 32 characters; generated locally by
 *   scripts/dev-keys.mjs, never committed); without it no official draw is scheduled or drawn.
 * - PASSKEY_RP_ID / PASSKEY_ORIGINS: the WebAuthn relying-party id (the portal's registrable domain,
 *   e.g. `lotus.example`) and the comma-separated origins passkeys are accepted from (e.g.
 *   `https://lotus.example,https://www.lotus.example`). Unset, the origin of the URL the edge
 *   addressed the call to is the one origin and its host the RP ID (src/platform/identity/passkey-rp.ts).
 * - VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: the P-256 key pair that signs Web Push requests (RFC 8292;
 *   base64url: the 65-byte uncompressed public point, the 32-byte private scalar), generated locally
 *   by scripts/dev-keys.mjs, never committed. The public key is what browsers subscribe with
 *   (pushStatus); the private key only the cron Worker needs (src/platform/member/push-delivery.ts).
 *   Without them no push is sent. VAPID_SUBJECT: the operator's contact for push services
 *   (`mailto:` or `https:` URL; optional).
 */
export interface PlatformEnv {
  DB: D1Database;
  FILES?: R2Bucket;
  PAYMENT_CALLBACK_SECRET?: string;
  PLATFORM_PRIVATE_JWK?: string;
  SANDBOX_DEV_TOOLS?: string;
  DEV_TOOLS_KEY?: string;
  ALTCHA_HMAC_KEY?: string;
  LOTTERY_FEED_SECRET?: string;
  PASSKEY_RP_ID?: string;
  PASSKEY_ORIGINS?: string;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}
