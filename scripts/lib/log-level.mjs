/**
 * The log level of the local runtimes (scripts/serve.mjs): WRANGLER_LOG when set (`npm test`
 * sets `warn` for its server, scripts/test.mjs); else `log` when their output goes to a file
 * (SERVE_LOG: `npm start`'s .wrangler/start.log), so the edge's JSON request and upstream lines
 * (console.log) are in it as the README says; else `warn`, so a terminal shows only problems.
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function runtimeLogLevel(env) {
  if (env.WRANGLER_LOG) return env.WRANGLER_LOG;
  return env.SERVE_LOG ? 'log' : 'warn';
}
