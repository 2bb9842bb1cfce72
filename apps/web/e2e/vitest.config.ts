import { defineConfig } from 'vitest/config';

// End-to-end specs: a real built server, a real SMTP server and Debian Chromium.
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
