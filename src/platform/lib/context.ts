/**
 * What a platform handler receives and returns (DESIGN.md "Sandbox platform").
 */
import type { Envelope } from '../../contracts/envelope.ts';
import type { PlatformEnv } from './env.ts';
import type { MemberRow } from '../identity/sessions.ts';

/** Per-request context: parsed input (already checked by the route's schema), caller, clock. */
export interface HandlerContext<I = unknown> {
  env: PlatformEnv;
  db: D1Database;
  input: I;
  /** Member of the session token, present on token routes. */
  member: MemberRow | null;
  /** Session token as sent by the edge (Authorization: Bearer), present on token routes. */
  token: string | null;
  /** Visitor IP as forwarded by the edge (X-Client-IP), or null. */
  ip: string | null;
  /** The visitor's User-Agent as forwarded by the edge (X-Client-UA, at most 512 characters), or null. */
  userAgent?: string | null;
  /** Platform language code from the Language header (TY, EN, …). */
  language: string;
  /** ms since epoch; injected so tests can move time. */
  now: number;
}

/** A handler's answer: the envelope plus an optional HTTP status and headers. */
export interface HandlerResult { body: Envelope<unknown>; status?: number; headers?: HeadersInit }

/** A platform handler. Throws only for bugs; every expected failure is an error envelope. */
export type Handler<I = unknown> = (ctx: HandlerContext<I>) => Promise<HandlerResult>;
