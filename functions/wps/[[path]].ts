/** /wps/* calls: proxied to the upstream platform by the route table (functions/_lib/proxy.ts). */
import type { EdgeEnv } from '../_lib/env.ts';
import { proxyCall } from '../_lib/proxy.ts';

/** Every method of every /wps/* path goes through the proxy. */
export const onRequest: PagesFunction<EdgeEnv> = (context) => proxyCall(context.request, context.env);
