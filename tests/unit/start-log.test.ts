/**
 * A script step shows one progress line while the tool's output (the seed
 * prints thousands of JSON lines) goes to the log file; a failing step shows the log's tail.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function runStep(log: string, exitCode: number) {
  const script = `import { step } from './scripts/lib/run.mjs';
try { await step('noisy', process.execPath, ['-e', 'for (let i = 0; i < 2000; i++) console.log("statement " + i); process.exit(${exitCode})'], { log: ${JSON.stringify(log)} }); } catch { process.exit(3); }`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 15_000 });
}

describe('step() with a log file', () => {
  it('prints one progress line and keeps the output in the log', () => {
    const log = join(mkdtempSync(join(tmpdir(), 'start-log-')), 'start.log');
    const r = runStep(log, 0);
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(r.stdout).toMatch(/^noisy … done in \d+\.\d s/);
    expect(
      readFileSync(log, 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('statement ')),
    ).toHaveLength(2000);
  });

  it('shows the tail of the log and fails when the step fails', () => {
    const log = join(mkdtempSync(join(tmpdir(), 'start-log-')), 'start.log');
    const r = runStep(log, 2);
    expect(r.status).toBe(3);
    expect(r.stdout).toContain('noisy … failed');
    expect(r.stderr).toContain('statement 1999');
    expect(r.stderr.split('\n').length).toBeLessThan(40);
  });
});
