/** POST /edge/handoff: the answer to a hand-off link opened over another member's session (functions/_lib/token-handoff.ts). */
import type { EdgeEnv } from '../_lib/env.ts';
import { answerHandoff } from '../_lib/token-handoff.ts';

/** Every method: POST is the answer, anything else 405. */
export const onRequest: PagesFunction<EdgeEnv> = (context) => answerHandoff(context.request, context.env);
