import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@meridian/contract': fileURLToPath(
        new URL('../../packages/contract/src/index.ts', import.meta.url),
      ),
    },
  },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // The first hook of a file builds the migrated template; on a busy 2-core machine that can take a minute.
    hookTimeout: 120_000,
    // Each worker builds one migrated database template and clones it per test.
    pool: 'forks',
    maxWorkers: 2,
  },
});
