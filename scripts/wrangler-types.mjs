/**
 * `npm run types`: env types of both Cloudflare configs from `wrangler types`,
 * written where the code that uses them lives:
 *   wrangler.toml              → functions/_lib/wrangler-env.d.ts (interface PagesBindings)
 *   workers/cron/wrangler.toml → workers/cron/wrangler-env.d.ts    (interface CronBindings)
 * Secret names come from .dev.vars.example (not the machine's .dev.vars, so the output is the
 * same everywhere), or, for a config that lists them (`[secrets] required`, the cron Worker's),
 * from that list. Only the binding interfaces are kept: wrangler's extra declarations (process.env
 * typing, module shims) do not apply to this project. tests/unit/wrangler-types.test.ts checks
 * the files are current and match the edge's EdgeEnv.
 * Usage: node scripts/wrangler-types.mjs [--check]   (--check: exit 1 when a file is out of date)
 */
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './lib/run.mjs';

const targets = [
  { config: 'wrangler.toml', out: 'functions/_lib/wrangler-env.d.ts', name: 'PagesBindings', envFile: '.dev.vars.example' },
  { config: 'workers/cron/wrangler.toml', out: 'workers/cron/wrangler-env.d.ts', name: 'CronBindings', envFile: '.dev.vars.example' },
];
const check = process.argv.includes('--check');
const tmp = mkdtempSync(join(tmpdir(), 'wrangler-types-'));
let stale = 0;
for (const t of targets) {
  const raw = join(tmp, `${t.name}.d.ts`);
  await run(
    'wrangler',
    ['types', raw, '--config', t.config, '--env-interface', t.name, '--include-runtime', 'false', '--include-main-module', 'false', '--env-file', t.envFile],
    { log: join(tmp, 'wrangler.log') },
  );
  const text = readFileSync(raw, 'utf8');
  // Keep the header comment and the interfaces up to `interface <name> …`; drop the rest.
  const end = text.indexOf('\n', text.indexOf(`interface ${t.name} extends`));
  const kept = `${text
    .slice(0, end + 1)
    .replace(/ \(hash: [0-9a-f]+\)/, '')
    .replace(raw, t.out)}`;
  const body = `// Regenerate with \`npm run types\` (scripts/wrangler-types.mjs) after changing ${t.config}.\n${kept}`;
  if (check) {
    if (!existsSync(t.out) || readFileSync(t.out, 'utf8') !== body) {
      console.error(`${t.out} is out of date with ${t.config}: run npm run types`);
      stale += 1;
    }
  } else {
    writeFileSync(t.out, body);
    console.log(`types: ${t.out} (${t.name})`);
  }
}
process.exit(stale ? 1 : 0);
