import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { defineConfig, mergeConfig } from 'vitest/config';

import viteConfig from './vite.config.ts';

const srcDir = fileURLToPath(new URL('./src/', import.meta.url));

/** Every `antd-mobile/...` deep import the app uses, so the optimizer can pre-bundle each one. */
function antdSpecifiers(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(srcDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(`${srcDir}${file}`, 'utf8');
    for (const match of source.matchAll(/['"](antd-mobile\/es\/[\w/-]+)['"]/g))
      found.add(match[1] as string);
  }
  return [...found].sort();
}

/**
 * Test files that mock a module (`vi.mock`) or fake the clock (`useFakeTimers`): they need their
 * own module graph (a mock, or a timer id handed out by the fake clock and kept by a shared module
 * such as antd's toast, would reach the next file). The rest share one per worker (not isolated),
 * so React, antd-mobile and the i18n setup load once a worker instead of once a file.
 */
function isolatedTestFiles(): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /vi\.mock\(|useFakeTimers/.test(readFileSync(`${srcDir}${file}`, 'utf8')))
    .map((file) => `src/${file}`)
    .sort();
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: isolatedTestFiles(),
            isolate: false,
          },
        },
        { extends: true, test: { name: 'isolated', include: isolatedTestFiles() } },
      ],
      setupFiles: ['src/testing/setup.ts'],
      css: false,
      restoreMocks: true,
      // Pre-bundled antd-mobile chunks import their CSS by absolute path. Run those chunks through
      // Vite (which turns CSS into empty modules, css: false) instead of Node, which cannot import
      // .css (vitest-dev/vitest#5283).
      server: { deps: { inline: [/\.css$/, /node_modules[\\/]\.vite[\\/]/] } },
      deps: {
        // Pre-bundle React-using libraries with Vite's resolver so the `dedupe` of vite.config.ts
        // applies in tests too; Node's own resolution would hand them the stray root react@18.
        optimizer: {
          client: {
            enabled: true,
            include: [
              'react',
              'react-dom',
              'react-dom/client',
              'react/jsx-runtime',
              'react/jsx-dev-runtime',
              'react-router',
              'react-i18next',
              '@tanstack/react-query',
              '@testing-library/react',
              ...antdSpecifiers(),
            ],
          },
        },
      },
    },
  }),
);
