/**
 * Sandbox-only dev calls (enabled by SANDBOX_DEV_TOOLS=1, never on an operator's platform):
 * the SMS / e-mail outbox that the e2e tests and the local demo read verification codes from
 * (DESIGN.md "SMS and e-mail in the sandbox go to an outbox").
 */
import { ok } from '../../contracts/envelope.ts';
import type { RouteHandler } from '../lib/route-handler.ts';
import { readOutbox } from '../services/notifier.ts';

/** GET /wps/dev/outbox?to=…: the newest 10 messages sent to `to` (a phone number or e-mail), newest first. */
export const devOutbox: RouteHandler<'devOutbox'> = async ({ db, input }) => ({ body: ok(await readOutbox(db, input.to)) });
