// Unit and platform tests (tests/unit). Platform tests get a real local D1 from wrangler's
// getPlatformProxy; browser-side stores get fakes only at their boundary (fetch, sessionStorage).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    globals: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
