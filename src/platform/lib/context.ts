/**
 * What a platform handler receives and returns (DESIGN.md "Sandbox platform").
 */
import type { Envelope } from '../../contracts/envelope.ts';
import type { PlatformEnv } from './env.ts';
import type { MemberRow } from '../identity/sessions.ts';

/**
 * Per-request context: parsed input (already checked by the route's schema), caller, clock.
 * `M` is the caller's type: `MemberRow` on a token route (the dispatcher answers 401
 * error_not_logged_in before the handler runs when the session is missing), `MemberRow | null`
 * elsewhere; src/platform/lib/route-handler.ts picks it from the route's `token` flag.
 */
export interface HandlerContext<I = unknown, M extends MemberRow | null = MemberRow | null> {
  env: PlatformEnv;
  db: D1Database;
  input: I;
  /** Member of the session token: never null on token routes (SPEC §6 token flag). */
  member: M;
  /** Session token as sent by the edge (Authorization: Bearer), present on token routes. */
  token: string | null;
  /** Visitor IP as forwarded by the edge (X-Client-IP), or null. */
  ip: string | null;
  /** The visitor's User-Agent as forwarded by the edge (X-Client-UA, at most 512 characters), or null. */
  userAgent?: string | null;
  /**
   * Origin of the URL the call was addressed to (scheme, host, port). The embedded sandbox
   * platform is addressed with the portal's own URL by the edge, whose Origin check (non-GET
   * calls) made it equal to the browser's Origin: the passkey checks use it as the portal's origin
   * when PASSKEY_ORIGINS is not set (src/platform/identity/passkey-rp.ts).
   */
  origin?: string;
  /** Platform language code from the Language header (TY, EN, …). */
  language: string;
  /** The edge's request id (X-Request-Id), for log lines; null when the caller sent none. */
  requestId?: string | null;
  /** ms since epoch; injected so tests can move time. */
  now: number;
}

/** A handler's answer: the envelope plus an optional HTTP status and headers. */
export interface HandlerResult {
  body: Envelope<unknown>;
  status?: number;
  headers?: HeadersInit;
}

/** A platform handler. Throws only for bugs; every expected failure is an error envelope. */
export type Handler<I = unknown, M extends MemberRow | null = MemberRow | null> = (ctx: HandlerContext<I, M>) => Promise<HandlerResult>;
