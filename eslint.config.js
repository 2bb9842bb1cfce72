import fs from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const server = 'apps/server/src';
const web = 'apps/web/src';
const consoleApp = 'apps/console/src';
/** The sub-folders of `dir` (server domains, web features). */
const foldersOf = (dir) =>
  fs
    .readdirSync(`${import.meta.dirname}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const DOMAINS = foldersOf(`${server}/domains`);
const FEATURES = foldersOf(`${web}/features`);
/** Server layers below the domains (ARCHITECTURE.md "Domain events and hooks"). */
const LOWER_LAYERS = [
  'db',
  'lib',
  'ledger',
  'engine',
  'market-data',
  'http',
  'realtime',
  'jobs',
  'notify',
];

/**
 * Import boundaries, enforced: lower server layers never import a domain, and a domain imports
 * another only through its public index.ts; on the web, components/ and lib/ never import
 * features/ or pages/, features never import pages, and config/paths.ts imports nothing.
 */
function boundaryZones() {
  const zones = LOWER_LAYERS.map((layer) => ({
    target: `./${server}/${layer}`,
    from: `./${server}/domains`,
    message:
      'A lower layer never imports a domain: publish an event, or take the function injected at composition.',
  }));
  // A domain may import its own files and another domain's index.ts, nothing else of it.
  for (const domain of DOMAINS) {
    zones.push({
      target: `./${server}/domains/${domain}`,
      from: `./${server}/domains`,
      except: [`./${domain}`, ...DOMAINS.filter((d) => d !== domain).map((d) => `./${d}/index.ts`)],
      message: "A domain imports another domain only through that domain's index.ts.",
    });
  }
  // Likewise a web feature keeps its internals: another feature may use only its index.ts.
  for (const feature of FEATURES) {
    zones.push({
      target: `./${web}/features/${feature}`,
      from: `./${web}/features`,
      except: [
        `./${feature}`,
        ...FEATURES.filter((f) => f !== feature).map((f) => `./${f}/index.ts`),
      ],
      message: "A feature imports another feature only through that feature's index.ts.",
    });
  }
  zones.push(
    {
      target: [`./${web}/components`, `./${web}/lib`],
      from: [`./${web}/features`, `./${web}/pages`],
      message: 'components/ and lib/ never import features/ or pages/.',
    },
    {
      target: `./${web}/features`,
      from: `./${web}/pages`,
      message: 'A feature never imports a page: the page composes the feature.',
    },
    {
      target: `./${consoleApp}`,
      from: [`./${web}`, `./${server}`],
      message: 'The console talks to the server over the API and shares only packages/contract.',
    },
    {
      target: `./${web}`,
      from: `./${consoleApp}`,
      message: 'The H5 app never loads the console.',
    },
  );
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'bench/results/**',
      '**/*.d.ts',
      'apps/web/e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Test files sit outside the build tsconfigs, so each workspace names the one that holds them.
      parserOptions: {
        project: [
          'apps/server/tsconfig.test.json',
          'apps/web/tsconfig.json',
          'apps/web/e2e/tsconfig.json',
          'apps/console/tsconfig.json',
          'packages/contract/tsconfig.test.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/server/tsconfig.test.json',
            'apps/web/tsconfig.json',
            'apps/console/tsconfig.json',
            'packages/contract/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      // Fastify plugins and hooks, and implementations of async interfaces, are async by
      // contract even when a body has nothing to await.
      '@typescript-eslint/require-await': 'off',
      // React event props take `() => void`; an async handler there is the normal way to start
      // a request (its errors are handled inside, see lib/form.ts).
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`, `${consoleApp}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // config/paths.ts is data: it imports nothing, so anything may import it.
    files: [`${web}/config/paths.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: ['*'] }] },
  },
  {
    // expect.any() and expect.objectContaining() are typed any by design.
    files: ['**/*.test.{ts,tsx}', 'apps/web/e2e/**'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
