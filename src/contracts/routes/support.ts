/**
 * The sandbox's live chat with support (SPEC §6; a real operator's service link leads to its own
 * chat): the member's messages, sending one, and the dev-only reply the tests use.
 * Part of the one route table (src/contracts/routes.ts merges every area file).
 */
import * as z from 'zod/mini';
import { route, type RouteDef } from '../route-def.ts';
import * as site from '../schemas/site.ts';

/** The support area's calls, keyed by the portal's name for each. */
export const supportRoutes = {
  supportMessages: route({
    path: '/wps/support/messages',
    method: 'GET',
    token: true,
    gate: 'member',
    encrypted: false,
    specPath: false,
    request: site.supportListSchema,
    response: z.array(site.supportMessageSchema),
  }),
  supportSend: route({
    path: '/wps/support/send',
    method: 'POST',
    token: true,
    gate: 'member',
    encrypted: false,
    specPath: false,
    request: site.supportSendSchema,
    response: z.array(site.supportMessageSchema),
  }),
  devSupportReply: route({
    path: '/wps/dev/support/reply',
    method: 'POST',
    token: false,
    encrypted: false,
    specPath: false,
    devOnly: true,
    request: site.devSupportReplySchema,
    response: site.supportMessageSchema,
  }),
} as const satisfies Record<string, RouteDef>;
