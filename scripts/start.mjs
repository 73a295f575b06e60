/**
 * `npm start`: builds the portal and serves it on the embedded sandbox platform, seeded with demo
 * data, at http://127.0.0.1:8788 (or PORT). Prints one progress line per step, then the URL and
 * the demo accounts once it answers; every tool's full output (and the edge's request log) goes to
 * .wrangler/start.log (git-ignored), START_LOG to change it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { demoAccounts } from '../src/platform/seed/demo-content.ts';
import { startGroup, step, stopGroup, waitForUrl } from './lib/run.mjs';

const port = process.env.PORT ?? '8788';
const log = process.env.START_LOG ?? '.wrangler/start.log';
mkdirSync(dirname(log), { recursive: true });
writeFileSync(log, `npm start ${new Date().toISOString()}\n`);
console.log(`Starting the portal (details in ${log})`);
try {
  await step('build (about 30 s)', 'node', ['scripts/build.mjs'], { log });
} catch {
  process.exit(1);
}
const server = startGroup('node', ['scripts/serve.mjs'], { env: { ...process.env, PORT: port, SERVE_LOG: log } });
const stop = async () => {
  await stopGroup(server);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
await waitForUrl(`http://127.0.0.1:${port}/`, 120_000);
console.log(`\nThe portal is running at http://127.0.0.1:${port}/ (English: http://127.0.0.1:${port}/en/)\n\nDemo accounts:`);
for (const a of demoAccounts)
  console.log(`  ${a.account.padEnd(10)} ${a.password.padEnd(12)} ${a.type === 1 ? 'agent' : a.upline ? `member, downline of ${a.upline}` : 'member'}`);
console.log(`\nLogs: ${log}. Press Ctrl-C to stop.`);
