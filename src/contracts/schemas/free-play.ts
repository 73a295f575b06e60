/**
 * Schema of the free-play guest login (SPEC §4 "Free play: a guest login (os, platform W,
 * encrypted random string, gateway version 3)", §7.1). The random string names
 * the guest's device: the same string signs in the same trial member (type 4) again. It travels
 * encrypted, like the whole body (JWE from the edge to the platform).
 */
import * as z from 'zod/mini';

/** POST /wps/session/login/freeplay. */
export const freePlayRequestSchema = z.object({
  /** The visitor's operating system as the browser reports it (informational). */
  os: z.string().check(z.trim(), z.maxLength(32)),
  /** Platform code: W for web (SPEC §9). */
  platform: z.literal('W'),
  /** The device's random string: 32–128 base64url characters, kept by the browser. */
  randomString: z.string().check(z.regex(/^[A-Za-z0-9_-]{32,128}$/)),
  /** Gateway version 3 (SPEC §4). */
  gatewayVersion: z.literal(3),
});
/** Parsed free-play request. */
export type FreePlayRequest = z.infer<typeof freePlayRequestSchema>;
