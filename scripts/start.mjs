/**
 * `npm start`: builds the portal and serves it on the embedded sandbox platform, seeded with demo
 * data, at http://127.0.0.1:8788 (or PORT). Prints the URL and the demo accounts once it answers.
 */
import { demoAccounts } from '../src/platform/seed/demo-content.ts';
import { run, startGroup, stopGroup, waitForUrl } from './lib/run.mjs';

const port = process.env.PORT ?? '8788';
await run('node', ['scripts/build.mjs']);
const server = startGroup('node', ['scripts/serve.mjs'], { env: { ...process.env, PORT: port } });
const stop = async () => {
  await stopGroup(server);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
await waitForUrl(`http://127.0.0.1:${port}/`, 120_000);
console.log(`\nThe portal is running at http://127.0.0.1:${port}/ (English: http://127.0.0.1:${port}/en/)\n\nDemo accounts:`);
for (const a of demoAccounts) console.log(`  ${a.account.padEnd(10)} ${a.password.padEnd(12)} ${a.type === 1 ? 'agent' : a.upline ? `member, downline of ${a.upline}` : 'member'}`);
console.log('\nPress Ctrl-C to stop.');
