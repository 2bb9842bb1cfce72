import { defineConfig, mergeConfig } from 'vitest/config';

import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/setup.ts'],
      css: false,
      restoreMocks: true,
      deps: {
        // Pre-bundle React-using libraries with Vite's resolver so the `dedupe` above applies in
        // tests too; Node's own resolution would hand them the stray root react@18.
        optimizer: {
          client: {
            enabled: true,
            include: [
              'react',
              'react-dom',
              'react-dom/client',
              'react/jsx-runtime',
              'react/jsx-dev-runtime',
              'antd-mobile',
              'react-router',
              'react-i18next',
              '@tanstack/react-query',
              '@testing-library/react',
            ],
          },
        },
      },
    },
  }),
);
