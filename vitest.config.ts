// Unit and platform tests (tests/unit), and the static scan of the built site (tests/built). Platform tests get a real local D1 from wrangler's
// getPlatformProxy; browser-side stores get fakes only at their boundary (fetch, sessionStorage).
//
// Two projects: the platform tests (every file that starts a sandbox platform) share their
// worker's modules (`isolate: false`): importing wrangler and the platform costs a few seconds of
// CPU per file, paid once per worker instead of once per file. Each file still gets its own fresh,
// migrated D1 (tests/helpers/platform.ts), and the shared modules hold no per-database state. The
// other tests (browser stores with faked globals, module-level atoms) keep one module graph per file.
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const dir = 'tests/unit';
/** Test files that start a sandbox platform (usePlatform / startPlatform). */
const platformFiles = readdirSync(dir, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.test.ts') && /\b(usePlatform|startPlatform)\(/.test(readFileSync(`${dir}/${f}`, 'utf8')))
  .map((f) => `${dir}/${f}`);

export default defineConfig({
  test: {
    globals: true,
    // Bursts of parallel bets on a platform take several times longer when the machine is shared
    // (measured with the browser smoke beside vitest: 20 s for a 10 s test), so the limits leave
    // room for a busy machine (no test asserts a timing).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default leaves one core free (availableParallelism() - 1), which on the 2-core
    // machine runs every file one after another; platform files spend much of their time waiting
    // on workerd, so two files at a time keep both cores busy.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'platform', include: platformFiles, isolate: false } },
      { extends: true, test: { name: 'unit', include: [`${dir}/**/*.test.ts`], exclude: platformFiles } },
      // The static scan of the built site (needs `npm run build` first; npm test builds before it).
      { extends: true, test: { name: 'dist', include: ['tests/built/**/*.test.ts'] } },
    ],
  },
});
