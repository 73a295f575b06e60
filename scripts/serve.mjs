/**
 * Serves the built portal on the local edge runtime: creates the dev keys if missing, applies the
 * D1 migrations and the demo seed to the local database, then runs `wrangler pages dev dist` on
 * 127.0.0.1:PORT (default 8788) with its state under STATE_DIR (default .wrangler/state).
 * Stays in the foreground; stop it by its process group (Ctrl-C does) so workerd stops too.
 * Usage: node scripts/serve.mjs   (env PORT, STATE_DIR)
 */
import { spawn } from 'node:child_process';
import { run } from './lib/run.mjs';

const port = process.env.PORT ?? '8788';
const state = process.env.STATE_DIR ?? '.wrangler/state';
const inspector = String(Number(port) + 1000);

await run('node', ['scripts/dev-keys.mjs']);
await run('wrangler', ['d1', 'migrations', 'apply', 'portal', '--local', '--persist-to', state], { env: { ...process.env, CI: 'true' } });
await run('node', ['scripts/seed.ts', `${state}/seed.sql`]);
await run('wrangler', ['d1', 'execute', 'portal', '--local', '--persist-to', state, '--file', `${state}/seed.sql`], { env: { ...process.env, CI: 'true' } });

// Same process group as this script: whoever started it (npm start, Playwright) stops the group,
// and wrangler and workerd go with it.
const child = spawn('wrangler', ['pages', 'dev', 'dist', '--ip', '127.0.0.1', '--port', port, '--inspector-port', inspector, '--persist-to', state, '--log-level', process.env.WRANGLER_LOG ?? 'warn', '--show-interactive-dev-session=false'], { stdio: 'inherit' });
const stop = () => {
  child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
