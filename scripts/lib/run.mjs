/**
 * Small process helpers for the project scripts: run a command to completion (rejecting on a
 * non-zero exit), and start a long-running server in its own process group so it can be stopped
 * with every child (wrangler leaves workerd orphaned otherwise; TOOLCHAIN.md).
 */
import { spawn } from 'node:child_process';

/** Runs `cmd args` with inherited stdio; resolves on exit 0, rejects otherwise. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`))));
  });
}

/** Starts `cmd args` detached in a new process group; returns the child. */
export function startGroup(cmd, args, options = {}) {
  return spawn(cmd, args, { detached: true, stdio: 'inherit', ...options });
}

/** Stops a process group started by startGroup (SIGTERM, then SIGKILL after 3 s). */
export async function stopGroup(child) {
  if (!child || child.exitCode !== null) return;
  const kill = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      /* already gone */
    }
  };
  kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 3000));
  kill('SIGKILL');
}

/** Resolves once `url` answers (any status), or rejects after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}
