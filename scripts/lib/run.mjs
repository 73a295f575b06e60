/**
 * Small process helpers for the project scripts: run a command to completion (rejecting on a
 * non-zero exit), and start a long-running server in its own process group so it can be stopped
 * with every child (wrangler leaves workerd orphaned otherwise; TOOLCHAIN.md).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';

/**
 * Runs `cmd args` with inherited stdio; resolves on exit 0, rejects otherwise. With
 * `options.log` (a file path) both output streams are appended to that file instead.
 * @param {string} cmd
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions & { log?: string }} [options]
 * @returns {Promise<void>}
 */
export function run(cmd, args, options = {}) {
  const { log, ...rest } = options;
  const fd = log ? openSync(log, 'a') : null;
  /** @type {Promise<void>} */
  const exited = new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: fd === null ? 'inherit' : ['ignore', fd, fd], ...rest });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`))));
  });
  return exited.finally(() => {
    if (fd !== null) closeSync(fd);
  });
}

/**
 * One step of a script, shown as a single progress line ("label … done in 1.2 s") with its
 * output kept in `options.log`. Without a log the output is shown as usual
 * under the label. On failure the last 30 lines of the log are printed and the error rethrown.
 * @param {string} label
 * @param {string} cmd
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions & { log?: string }} [options]
 * @returns {Promise<void>}
 */
export async function step(label, cmd, args, options = {}) {
  const started = Date.now();
  if (!options.log) {
    console.log(`${label} …`);
    return run(cmd, args, options);
  }
  process.stdout.write(`${label} … `);
  try {
    await run(cmd, args, options);
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (err) {
    console.log('failed');
    if (existsSync(options.log)) console.error(readFileSync(options.log, 'utf8').split('\n').slice(-30).join('\n'));
    console.error(`(full output: ${options.log})`);
    throw err;
  }
}

/**
 * Starts `cmd args` detached in a new process group; returns the child.
 * @param {string} cmd
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {import('node:child_process').ChildProcess}
 */
export function startGroup(cmd, args, options = {}) {
  return spawn(cmd, args, { detached: true, stdio: 'inherit', ...options });
}

/**
 * Stops a process group started by startGroup (SIGTERM, then SIGKILL after 3 s).
 * @param {import('node:child_process').ChildProcess | null | undefined} child
 */
export async function stopGroup(child) {
  if (!child || child.exitCode !== null) return;
  const pid = child.pid;
  if (pid === undefined) return; // never spawned: no group to stop
  const kill = (/** @type {NodeJS.Signals} */ sig) => {
    try {
      process.kill(-pid, sig);
    } catch {
      /* already gone */
    }
  };
  kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 3000));
  kill('SIGKILL');
}

/**
 * Resolves once `url` answers (any status), or rejects after `timeoutMs`.
 * @param {string} url
 * @param {number} [timeoutMs]
 */
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
