import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

/** Files that mock a module (vi.mock) need their own module graph; the rest share one per worker. */
const MOCKING = ['src/domains/auth/auth.test.ts'];

export default defineConfig({
  resolve: {
    alias: {
      '@meridian/contract': fileURLToPath(
        new URL('../../packages/contract/src/index.ts', import.meta.url),
      ),
    },
  },
  test: {
    globalSetup: ['src/testing/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // The first hook of a file may clone the template; on a busy 2-core machine that can take a while.
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Not isolated: a worker imports the app once (about 3 s a file otherwise) and hands its
        // PGlite clone, reset, from one file's tests to the next.
        test: { name: 'shared', include: ['src/**/*.test.ts'], exclude: MOCKING, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING } },
    ],
  },
});
