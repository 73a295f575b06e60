/** POST /edge/client-error: browser error reports, logged at the edge (functions/_lib/client-error.ts). */
import type { EdgeEnv } from '../_lib/env.ts';
import { handleClientError } from '../_lib/client-error.ts';

/** Every method: POST is a report, anything else 405. */
export const onRequest: PagesFunction<EdgeEnv> = (context) => handleClientError(context.request);
