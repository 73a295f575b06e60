/**
 * The WebAuthn relying party the portal is (SPEC §2.5 passkeys): its RP ID and the origins a
 * passkey ceremony is accepted from. A passkey is bound to the RP ID when it is created, and every
 * signed answer names the page origin it came from, so both must be the portal's own.
 *
 * Configured with PASSKEY_RP_ID and PASSKEY_ORIGINS (src/platform/lib/env.ts). Unset, as in the
 * sandbox, the origin of the URL the call was addressed to is the one origin: the edge addresses
 * the embedded platform with the portal's own URL after checking that the browser's Origin header
 * equals it (functions/_lib/proxy.ts, 403 error_csrf otherwise), so it is the page's origin; the
 * RP ID is then that origin's host name (`localhost` locally, the Pages host on a preview).
 */
import type { HandlerContext } from '../lib/context.ts';

/** The relying party of a call: the RP ID and the accepted origins (at least one). */
export interface RelyingParty {
  rpId: string;
  origins: string[];
}

/** The relying party for `ctx`: PASSKEY_RP_ID / PASSKEY_ORIGINS, else the call's own origin and host. */
export function relyingParty(ctx: Pick<HandlerContext, 'env' | 'origin'>): RelyingParty {
  const configured = (ctx.env.PASSKEY_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const origins = configured.length ? configured : [ctx.origin ?? 'http://localhost'];
  const rpId = ctx.env.PASSKEY_RP_ID?.trim() || new URL(origins[0]!).hostname;
  return { rpId, origins };
}
